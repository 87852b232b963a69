import type { ResolvedConfigSet } from "../resolve/resolveConfigSet.ts";

/**
 * The dev server's picture step (scripts/lib/pictures/devPictures.ts), handed to the page render: its Vite plugin
 * runs in the server's own module instance (with sharp and the cache), the render in Vite's module runner, so the
 * plugin leaves the function here, under a process-wide symbol, for src/entry.server.tsx to call. Absent in a
 * build (the build's picture step has attached the sources before rendering) and when no plugin installed it.
 */
export type AttachDevPictures = <S extends ResolvedConfigSet>(site: S) => Promise<S>;

const key = Symbol.for("pages-config.devPictures");

export function installDevPictures(attach: AttachDevPictures): void {
  (globalThis as Record<symbol, unknown>)[key] = attach;
}

export function devPictures(): AttachDevPictures | undefined {
  return (globalThis as Record<symbol, unknown>)[key] as AttachDevPictures | undefined;
}
