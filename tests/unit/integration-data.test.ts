// The integrations collection and its pages must agree: every card links to a page that exists.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const { items } = JSON.parse(readFileSync(path.join(root, "pages-config/collections/integrations.json"), "utf8")) as {
  items: { id: number; slug: string; name: string; logoUrl: string }[];
};
const detailPages = readdirSync(path.join(root, "pages-config/pages/integrations")).map((f) =>
  f.replace(/\.json$/, ""),
);

describe("the integrations collection", () => {
  it("holds the ten integrations of the spec, with unique ids and slugs", () => {
    expect(items.map((i) => i.slug)).toEqual([
      "google-suite",
      "microsoft-suite",
      "nitrogen-wealth",
      "zoom",
      "docusign",
      "charles-schwab",
      "calendly",
      "egnyte",
      "smartdata",
      "typeform",
    ]);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it("has a detail page for every slug and no page without an integration", () => {
    expect([...detailPages].sort()).toEqual(items.map((i) => i.slug).sort());
  });

  it("has a logo file for every integration", () => {
    for (const item of items) expect(existsSync(path.join(root, "public", item.logoUrl)), item.logoUrl).toBe(true);
  });
});
