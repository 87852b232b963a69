import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../projectPaths";
import { unsafePublishedSvgs } from "./publishedSvgs";

const dir = mkdtempSync(path.join(os.tmpdir(), "svgs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the SVGs a site publishes", () => {
  it("refuses one the editor would refuse as an upload, located at its file", () => {
    mkdirSync(path.join(dir, "logos"));
    writeFileSync(
      path.join(dir, "logos", "ok.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>',
    );
    writeFileSync(
      path.join(dir, "logos", "bad.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const found = unsafePublishedSvgs(dir, "site/public");
    expect(found.map((d) => [d.code, d.file, d.line])).toEqual([["unsafe-svg", "site/public/logos/bad.svg", 1]]);
  });

  it("passes every SVG of the first site and the bakery fixture", () => {
    expect(unsafePublishedSvgs(path.join(repoRoot, "public"), "public")).toEqual([]);
    expect(unsafePublishedSvgs(path.join(repoRoot, "tests/fixtures/sites/bakery/public"), "public")).toEqual([]);
  });
});
