import path from "node:path";
import { describe, expect, it } from "vitest";
import { explain } from "./explainErrors.ts";
import { newValidationContext, runValidator, SchemaStore } from "./schemaStore.ts";

const store = new SchemaStore(path.resolve(import.meta.dirname, "../../schemas"));
const page = (blocks: unknown[]) => ({
  $schema: "../schemas/page.schema.json",
  seo: { title: "T", description: "D" },
  blocks,
});
const hero = (href: string) => ({ type: "hero", title: "Hi", actions: [{ label: "Go", href }] });
const hrefs = (links: { href: string }[]) => links.map((l) => l.href);

describe("validation context (Ajv passContext)", () => {
  it("keeps no link list on the cached store", () => {
    expect(Object.keys(store)).not.toContain("linkUses");
  });

  it("two interleaved validations with the same compiled validator each get only their own links", () => {
    const validate = store.validator("page.schema.json")!;
    const a = newValidationContext();
    const b = newValidationContext();
    runValidator(validate, page([hero("/a")]), a);
    runValidator(validate, page([hero("/b1"), hero("/b2")]), b);
    runValidator(validate, page([hero("/a2")]), a);
    expect(hrefs(a.links)).toEqual(["/a", "/a2"]);
    expect(hrefs(b.links)).toEqual(["/b1", "/b2"]);
    // a call without a context records nothing and fails nothing (a link in Markdown too: it threw once)
    expect(validate(page([hero("/c")]))).toBe(true);
    expect(validate(page([{ type: "markdown", text: "See [the menu](/menu)." }]))).toBe(true);
    expect(hrefs(a.links)).toEqual(["/a", "/a2"]);
  });

  it("a validation started inside another (as the resolve step does per block) does not leak into it", () => {
    const outer = newValidationContext();
    runValidator(store.validator("page.schema.json")!, page([hero("/outer")]), outer);
    expect(store.linksIn("blocks/hero.schema.json", hero("/inner")).map((l) => l.href)).toEqual(["/inner"]);
    expect(hrefs(outer.links)).toEqual(["/outer"]);
  });

  it("re-checking one branch of a oneOf to explain it adds no links to the file's context", () => {
    const legal = {
      type: "legal-text",
      title: "Privacy Policy",
      sections: [
        { heading: "1. Terms", content: [["See ", { link: "Terms", href: "/terms" }, { strong: "x", bold: 1 }]] },
      ],
    };
    const data = page([legal]);
    const plain = runValidator(store.validator("page.schema.json")!, data).context.links;
    const context = newValidationContext();
    const issues = explain(store, store.validator("page.schema.json")!, data, context);
    expect(issues.map((i) => i.pointer)).toEqual(["/blocks/0/sections/0/content/0/2/bold"]);
    expect(context.links).toEqual(plain);
    expect(hrefs(context.links).filter((h) => h === "/terms").length).toBeLessThanOrEqual(
      hrefs(plain).filter((h) => h === "/terms").length,
    );
  });
});
