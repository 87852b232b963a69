import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { explain } from "./explainErrors.ts";
import { newValidationContext, SchemaStore } from "./schemaStore.ts";
import type { KeptValidatorCode } from "./standaloneValidator.ts";

const schemasDir = path.resolve(import.meta.dirname, "../../schemas");
const firstSitePages = path.resolve(import.meta.dirname, "../../pages-config/pages");

/** A KeptValidatorCode in memory, counting what it is asked. */
function keptInMemory(): KeptValidatorCode & { files: Map<string, { key: string; code: string }>; writes: number } {
  const files = new Map<string, { key: string; code: string }>();
  return {
    files,
    writes: 0,
    read(name, key) {
      const file = files.get(name);
      return file?.key === key ? file.code : undefined;
    },
    write(name, key, code) {
      this.writes++;
      files.set(name, { key, code });
    },
  };
}

const pages = readdirSync(firstSitePages)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(readFileSync(path.join(firstSitePages, name), "utf8")) as Record<string, unknown>);
const broken = [
  { seo: { title: "T" }, blocks: [] },
  { seo: { title: "T", description: "D" }, blocks: [{ type: "heroo", title: "Hi" }] },
  {
    seo: { title: "T", description: "D" },
    blocks: [{ type: "hero", title: "Hi", actions: [{ label: "Go", href: "javascript:alert(1)" }] }],
  },
  { seo: { title: "T", description: "D" }, blocks: [{ type: "markdown", text: "Hi <b>there</b> [x](ftp://y)" }] },
  {
    seo: { title: "T", description: "D" },
    blocks: [{ type: "feature-grid", title: "F", features: [{ icon: "CalendarCheck", title: "a", description: "b" }] }],
  },
];

/** What a check of `value` reports and collects: the issues in plain words and the links met. */
function checked(store: SchemaStore, kept: KeptValidatorCode | undefined, value: unknown) {
  const context = newValidationContext();
  const issues = explain(store, store.keptValidator("page.schema.json", kept)!, value, context);
  return { issues, links: context.links };
}

describe("a validator kept as standalone code", () => {
  it("checks every page as the compiled validator does, in a new process's store, without compiling it for a valid page", () => {
    const kept = keptInMemory();
    const first = new SchemaStore(schemasDir);
    const expected = [...pages, ...broken].map((value) => checked(first, undefined, value));
    checked(first, kept, pages[0]);
    expect(kept.writes).toBe(1);
    expect(kept.files.get("page.schema.json")?.code.length).toBeGreaterThan(10_000);

    // a later build: its own store, the code kept by the first
    const later = new SchemaStore(schemasDir);
    // Ajv itself is made only when something must be compiled
    const compiling = vi.spyOn(later, "ajv", "get");
    expect(pages.map((value) => checked(later, kept, value))).toEqual(expected.slice(0, pages.length));
    expect(expected.slice(0, pages.length).every((c) => c.issues.length === 0)).toBe(true);
    expect(expected.slice(0, pages.length).some((c) => c.links.length > 0)).toBe(true);
    expect(compiling).not.toHaveBeenCalled();
    // a page with mistakes is checked again by the compiled validator: the same messages, at the same places
    expect(broken.map((value) => checked(later, kept, value))).toEqual(expected.slice(pages.length));
    expect(expected.slice(pages.length).every((c) => c.issues.length > 0)).toBe(true);
    expect(compiling).toHaveBeenCalled();
    expect(kept.writes).toBe(1);
  });

  it("compiles again, and keeps new code, when the kept code is damaged", () => {
    const kept = keptInMemory();
    checked(new SchemaStore(schemasDir), kept, pages[0]);
    const file = kept.files.get("page.schema.json")!;
    kept.files.set("page.schema.json", { ...file, code: file.code.slice(0, file.code.length / 2) });
    const store = new SchemaStore(schemasDir);
    expect(checked(store, kept, pages[0]).issues).toEqual([]);
    expect(checked(store, kept, broken[0]).issues.length).toBeGreaterThan(0);
    expect(kept.writes).toBe(2);
    expect(kept.files.get("page.schema.json")!.code).toBe(file.code);
  });

  it("is not used for schemas changed since it was made", () => {
    const kept = keptInMemory();
    checked(new SchemaStore(schemasDir), kept, pages[0]);
    const changed = mkdtempSync(path.join(os.tmpdir(), "schemas-"));
    cpSync(schemasDir, changed, { recursive: true });
    const hero = path.join(changed, "blocks/hero.schema.json");
    const schema = JSON.parse(readFileSync(hero, "utf8")) as { properties: { title: Record<string, unknown> } };
    schema.properties.title.maxLength = 3;
    writeFileSync(hero, JSON.stringify(schema));
    const store = new SchemaStore(changed);
    const issues = checked(store, kept, {
      seo: { title: "T", description: "D" },
      blocks: [{ type: "hero", title: "Hello" }],
    }).issues;
    expect(issues.map((i) => i.pointer)).toEqual(["/blocks/0/title"]);
    expect(kept.writes).toBe(2);
  });

  it("serves a site's collection schema too: a valid item is checked without compiling, a wrong one as compiled", () => {
    const schema = {
      type: "object",
      properties: { title: { type: "string", maxLength: 20 }, link: { type: "string", "x-link": true } },
      required: ["title"],
      additionalProperties: false,
    };
    const relative = "site-content/abc/posts.schema.json";
    const items = [{ title: "Rye", link: "/rye" }, { title: "A title far too long to fit" }, { titel: "Rye" }];
    const check = (store: SchemaStore, kept?: KeptValidatorCode) => {
      const validate = store.addSchema(relative, schema, kept);
      return items.map((item) => {
        const context = newValidationContext();
        return { issues: explain(store, validate, item, context), links: context.links };
      });
    };
    const expected = check(new SchemaStore(schemasDir));
    expect(expected.map((c) => c.issues.length > 0)).toEqual([false, true, true]);
    const kept = keptInMemory();
    expect(check(new SchemaStore(schemasDir), kept)).toEqual(expected);
    const later = new SchemaStore(schemasDir);
    const makingAjv = vi.spyOn(later, "ajv", "get");
    const validate = later.addSchema(relative, schema, kept);
    expect(validate.call(newValidationContext(), items[0])).toBe(true);
    expect(makingAjv).not.toHaveBeenCalled();
    makingAjv.mockRestore();
    const compiled = () => later.ajv.schemas[`https://schemas.config.invalid/${relative}`]?.validate;
    expect(check(later, kept)).toEqual(expected);
    expect(compiled()).toBeDefined(); // for the wrong items' messages
    expect(kept.writes).toBe(1);
    // a schema Ajv cannot compile is still refused, kept code or not
    expect(() =>
      later.addSchema(
        "site-content/bad/posts.schema.json",
        { type: "object", properties: { a: { type: "strin" } } },
        kept,
      ),
    ).toThrow();
  });
});
