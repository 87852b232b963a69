import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Which component test files (*.test.tsx) must run with modules of their own: those that replace a module or a
 * global (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv, vi.resetModules). Read from the files themselves, so a new
 * test that mocks is isolated without anyone remembering to list it; the others share their modules within a
 * worker (vitest.config.ts).
 */
const replacesModules = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;

/** The component test files under `dirs` (relative to `root`, "/"-separated), sorted. */
export function componentTestFiles(root: string, dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".test.tsx") && !file.split(path.sep).includes("node_modules"))
        .map((file) => path.posix.join(dir, file.split(path.sep).join("/"))),
    )
    .sort();
}

export function needsFreshModules(root: string, files: readonly string[]): string[] {
  return files.filter((file) => replacesModules.test(readFileSync(path.join(root, file), "utf8")));
}
