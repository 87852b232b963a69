// Site-wide sections, end to end: the layouts fixture (tests/fixtures/sites/layouts) puts its "bread-news" band
// before the footer of every page but the privacy policy (site.json "sections"). Built like any site, in a copy in a
// temporary folder, its pages' HTML holds the band right above the footer, after the page's own blocks, and the
// excluded page holds no band and is otherwise drawn as before.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builderBin } from "../../scripts/lib/scriptCommand";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(os.tmpdir(), "site-sections-build-"));
const copy = path.join(work, "site");
const out = path.join(work, "out");
afterAll(() => rmSync(work, { recursive: true, force: true }));

const html = (file: string) => readFileSync(path.join(out, file), "utf8");
const band = "Fresh Bread News";

beforeAll(() => {
  cpSync(path.join(repoRoot, "tests/fixtures/sites/layouts"), copy, { recursive: true });
  const built = spawnSync(process.execPath, [builderBin, "build", "--dir", copy, "--out", out, "--no-cache"], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: 600_000,
  });
  expect(built.stderr + built.stdout).toContain("site written to");
  expect(built.status).toBe(0);
}, 600_000);

describe("a site-wide section in a build", () => {
  it("is on every page but the excluded one, once, after the page's own blocks and right before the footer", () => {
    for (const [file, lastOwnText] of [
      ["index.html", "Order for Your Event"],
      ["order/index.html", "Planning a Party?"],
      ["404.html", undefined],
    ] as const) {
      const page = html(file);
      const main = /<main[^>]*>(?<inside>.*?)<\/main>/s.exec(page)!.groups!.inside;
      expect(main.split(band)).toHaveLength(2);
      // the band is the last block of the page's main part: nothing but closing tags after it
      const after = main.slice(main.lastIndexOf('<div data-block="section"'));
      expect(after).toContain(band);
      expect(after.replace(/<[^>]+>/g, " ")).toMatch(new RegExp(`^\\s*${band}\\s+One letter a month`));
      expect(after).not.toMatch(/data-block="(?!section|cta)/);
      if (lastOwnText) expect(main.indexOf(lastOwnText)).toBeLessThan(main.indexOf(band));
      expect(page.indexOf(band)).toBeLessThan(page.indexOf("<footer"));
    }
  });

  it("leaves the excluded page without it (what stays the same)", () => {
    const page = html("privacy-policy/index.html");
    expect(page).not.toContain(band);
    expect(page).not.toContain('data-block="section"');
    expect(page).toContain('data-block="legal-text"');
  });
});
