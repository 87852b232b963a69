import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot, schemasDir } from "../../src/engine/projectPaths";
import { pageRoutes } from "../../src/engine/routePaths";
import { validConfigSet, validateConfigDir } from "../../src/engine/validateConfigDir";
import { peerShapedPage, siteWithPeerShapedPages } from "./peerShapedSite";

/** The bench's pages shaped like the peers' (scripts/lib/peerPagesBench.ts): valid, and of the shape it says. */
describe("pages shaped like the peers'", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "peer-site-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are valid pages added to the first site, each at /generated/page-N", () => {
    const before = pageRoutes(path.join(repoRoot, "pages-config")).length;
    siteWithPeerShapedPages(dir, 3);
    const result = validateConfigDir(dir, schemasDir, repoRoot);
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    expect(validConfigSet(result)).toBeTruthy();
    const routes = pageRoutes(dir);
    expect(routes).toHaveLength(before + 3);
    expect(routes).toEqual(expect.arrayContaining(["/generated/page-1", "/generated/page-3"]));
  });

  it("hold a hero with two buttons, six features, three testimonials, a 1,000-word article and a call to action", () => {
    const blocks = peerShapedPage(7).blocks as Array<Record<string, unknown>>;
    expect(blocks.map((b) => b.type)).toEqual(["hero", "feature-grid", "testimonials", "markdown", "cta"]);
    expect(blocks[0].actions).toHaveLength(2);
    expect(blocks[1].items).toHaveLength(6);
    expect(blocks[2].items).toHaveLength(3);
    const words = (blocks[3].text as string).split(/\s+/).filter((w) => /\w/.test(w)).length;
    // each section's last paragraph runs past its share: a little over 1,000 words, never under
    expect(words).toBeGreaterThanOrEqual(1000);
    expect(words).toBeLessThanOrEqual(1150);
    expect(peerShapedPage(8).seo).not.toEqual(peerShapedPage(7).seo);
  });
});
