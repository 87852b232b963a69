import type { Plugin } from "esbuild";

/** Runs scripts/NAME.ts with `args` in this process, from its bundle (see run.mjs). */
export function runScript(name: string, args: string[], shownAs?: string): Promise<boolean>;
/** esbuild plugin: `import.meta.url` in each TypeScript module is that module's own address, as `urlOf` writes it. */
export function ownImportMetaUrl(urlOf: (file: string) => string): Plugin;
