import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { overlayError } from "./configOverlay.ts";
import type { Diagnostic } from "./diagnostic.ts";
import { workingDirEnv } from "./projectPaths.ts";

afterEach(() => vi.unstubAllEnvs());

const problem = (file: string): Diagnostic => ({
  file,
  line: 10,
  column: 23,
  code: "json-syntax",
  message: 'invalid JSON: unexpected "," here.',
});

describe("the dev server's error overlay", () => {
  it("links the file in the site the command was started in, not in the builder's folder it runs in", () => {
    const site = path.join(path.sep, "home", "ana", "bakery");
    vi.stubEnv(workingDirEnv, site);
    expect(process.cwd()).not.toBe(site);
    const overlay = overlayError([problem("pages/index.json")]);
    expect(overlay.id).toBe(path.join(site, "pages", "index.json"));
    expect(overlay.loc).toEqual({ file: path.join(site, "pages", "index.json"), line: 10, column: 23 });
  });

  it("stays the file from the working directory when no command handed another folder on", () => {
    vi.stubEnv(workingDirEnv, "");
    const overlay = overlayError([problem("pages/index.json"), problem("pages/about.json")]);
    expect(overlay.loc.file).toBe(path.join(process.cwd(), "pages", "index.json"));
    expect(overlay.message.split("\n")[0]).toMatch(/^pages\/index\.json:10:23 {2}invalid JSON/);
  });
});
