import { afterAll, describe, expect, it } from "vitest";
import { readStage } from "../read/readStage.ts";
import { removeSiteCopies, runOver, siteCopy } from "../testing/stageFolders.ts";
import { fileKey, parseStage } from "./parseStage.ts";

afterAll(removeSiteCopies);

const parse = (fixture: string, options: Parameters<typeof runOver>[1] = {}) => {
  const run = runOver(siteCopy(fixture), options);
  const folder = readStage(run);
  return { run, folder, parsed: parseStage(run, folder) };
};

describe("the parse stage", () => {
  it("parses every config file but the collections', a page template as one", () => {
    const { parsed, run } = parse("sites/journal");
    expect(parsed.configs.map((c) => [c.kind, c.file.inside])).toEqual([
      ["config", "not-found/index.json"],
      ["template", "pages/blog/[slug].json"],
      ["config", "pages/blog/index.json"],
      ["config", "pages/index.json"],
      ["config", "pages/order.json"],
      ["config", "pages/privacy-policy.json"],
      ["config", "site.json"],
    ]);
    const blog = parsed.configs.find((c) => c.file.inside === "pages/blog/index.json");
    expect(blog?.kind === "config" && blog.listsItems).toBe(true);
    expect(parsed.languages.default).toBe("en");
    expect(run.diagnostics).toEqual([]);
  });

  it("locates a syntax error, leaves the file out and notes its address", () => {
    const { parsed, run } = parse("base", { overlay: { "pages/pricing.json": '{ "seo": }' } });
    expect(parsed.configs.map((c) => c.file.inside)).not.toContain("pages/pricing.json");
    expect(parsed.unreadableRoutes).toEqual(["/pricing"]);
    expect(run.diagnostics.map((d) => [d.file, d.line, d.column, d.code])).toEqual([
      ["pages/pricing.json", 1, 10, "json-syntax"],
    ]);
  });

  it("only JSON.parses a file a clean earlier check remembers, with the links it found then", () => {
    const links = [{ pointer: "/blocks/0/href", href: "/pricing", embed: false }];
    const memo = {
      recall: (key: string) => (key.startsWith("file\0pages/index.json\0") ? links : undefined),
      remember() {},
    };
    const { parsed, folder } = parse("base", { memo });
    const home = parsed.configs.find((c) => c.file.inside === "pages/index.json");
    expect(home?.kind).toBe("remembered");
    expect(home?.kind === "remembered" && home.links).toBe(links);
    const file = folder.files.find((f) => f.inside === "pages/index.json")!;
    expect(fileKey(file, folder.textOf(file))).toMatch(/^file\0pages\/index\.json\0\{/);
    expect(parsed.configs.filter((c) => c.kind === "remembered")).toHaveLength(1);
  });

  it("knows the site's languages from site.json", () => {
    const { parsed } = parse("sites/two-languages");
    expect(parsed.languages.all.length).toBe(2);
  });
});
