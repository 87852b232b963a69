import { afterAll, describe, expect, it } from "vitest";
import { collectionsStage } from "../collections/collectionsStage.ts";
import { parseStage } from "../parse/parseStage.ts";
import { readStage } from "../read/readStage.ts";
import { checkValue, schemaStage } from "../schema/schemaStage.ts";
import { removeSiteCopies, runOver, siteCopy } from "../testing/stageFolders.ts";
import { crossCheckStage } from "./crossCheckStage.ts";

afterAll(removeSiteCopies);

function crossCheck(fixture: string, overlay: Record<string, string> = {}) {
  const run = runOver(siteCopy(fixture), { overlay });
  const folder = readStage(run);
  const parsed = parseStage(run, folder);
  const made = collectionsStage(run, folder, parsed, checkValue);
  const set = crossCheckStage(run, folder, parsed, made, schemaStage(run, made));
  return { run, set };
}

const page = (blocks: unknown[]) =>
  JSON.stringify(
    { $schema: "../../schemas/page.schema.json", seo: { title: "T", description: "D." }, blocks },
    null,
    2,
  );

describe("the cross-checks stage", () => {
  it("gives the config set: site, pages, not-found pages, links by file", () => {
    const { set } = crossCheck("sites/journal");
    expect(set.diagnostics).toEqual([]);
    expect(set.siteFile).toBe("site.json");
    expect(set.pages.map((p) => p.route)).toContain("/blog/rye-starter");
    expect(set.pages.find((p) => p.route === "/blog/rye-starter")?.item).toBe("posts/rye-starter");
    expect(set.notFound.map((p) => p.prefix)).toEqual(["/"]);
    expect(Object.keys(set.linksByFile)).toContain("pages/blog/index.json");
    expect(set.fileCount).toBeGreaterThan(10);
  });

  it("says a link to a page that does not exist, and not one to a page whose file cannot be read", () => {
    const { set } = crossCheck("base", {
      "pages/about.json": page([
        { type: "hero", title: "About", actions: [{ label: "Nowhere", href: "/nowhere" }] },
        { type: "cta", title: "Prices", actions: [{ label: "Prices", href: "/pricing" }] },
      ]),
      "pages/pricing.json": "{",
    });
    expect(set.diagnostics.map((d) => [d.file, d.code])).toEqual([
      ["pages/pricing.json", "json-syntax"],
      ["pages/about.json", "link-to-missing-page"],
    ]);
  });

  it("gives an address to one page file only: a second is a problem at its file, and not a page", () => {
    const { set } = crossCheck("base", {
      "pages/pricing/index.json": page([{ type: "hero", title: "Prices" }]).replace(
        "../../schemas",
        "../../../schemas",
      ),
    });
    expect(set.diagnostics.map((d) => [d.file, d.code, d.message])).toEqual([
      [
        "pages/pricing/index.json",
        "duplicate-route",
        '(file) address "/pricing" is already taken by pages/pricing.json.',
      ],
    ]);
    expect(set.pages.filter((p) => p.route === "/pricing").map((p) => p.file)).toEqual(["pages/pricing.json"]);
  });
});
