import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot, schemasDir } from "../../projectPaths";
import { validateConfigDir } from "../../validateConfigDir";

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the two-language fixture site (English and Arabic) with the search titles given by file. */
function siteWithTitles(titles: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "page-set-"));
  folders.push(dir);
  cpSync(path.join(repoRoot, "tests/fixtures/sites/two-languages"), dir, { recursive: true });
  for (const [file, title] of Object.entries(titles)) {
    const page = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    page.seo.title = title;
    writeFileSync(path.join(dir, file), JSON.stringify(page, null, 2));
  }
  return dir;
}

const titleProblems = (dir: string) =>
  validateConfigDir(dir, schemasDir)
    .diagnostics.filter((d) => d.code === "duplicate-page-title")
    .map((d) => `${d.file}: ${d.message}`);

describe("pages that share a search title", () => {
  it("lets a page and its translation share a title (a proper name reads the same in both languages)", () => {
    expect(
      titleProblems(
        siteWithTitles({ "pages/news.json": "Baguette express", "pages/ar/news.json": "Baguette express" }),
      ),
    ).toEqual([]);
  });

  it("still tells two pages of one language that share a title, each at its file", () => {
    const dir = siteWithTitles({
      "pages/news.json": "Baguette express",
      "pages/privacy-policy.json": "Baguette express",
    });
    expect(titleProblems(dir).map((p) => p.split(":")[0])).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/pages\/news\.json$/),
        expect.stringMatching(/pages\/privacy-policy\.json$/),
      ]),
    );
    expect(titleProblems(dir)).toHaveLength(2);
  });

  it("compares titles as pages show them: {product} filled from site.json", () => {
    const dir = siteWithTitles({
      "pages/news.json": "News from {product}",
      "pages/privacy-policy.json": "News from Cedar Lane Bakery",
    });
    const problems = titleProblems(dir);
    expect(problems).toHaveLength(2);
    const at = (file: string) => problems.find((p) => p.split(": ")[0].endsWith(file));
    expect(at("pages/news.json")).toContain(
      'seo.title: "News from {product}" ("News from Cedar Lane Bakery" on the page) is also the title of /privacy-policy',
    );
    expect(at("pages/privacy-policy.json")).toContain(
      'seo.title: "News from Cedar Lane Bakery" is also the title of /news',
    );
    // a placeholder filled with another value is another title
    expect(titleProblems(siteWithTitles({ "pages/news.json": "News from {product}" }))).toEqual([]);
  });
});
