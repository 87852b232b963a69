import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";
import { contentTypes, contentTypesName, looseObjectsOpen } from "./contentTypes";

const journal = path.join(repoRoot, "tests/fixtures/sites/journal");

describe("a site's content types", () => {
  it("are compiled from its collection schemas, one interface per item, and match the committed file", async () => {
    const text = await contentTypes(journal);
    expect(text).toContain("export interface PostsItem {\n  title: string;\n  date: string;");
    expect(text).toContain(
      "export interface Collections {\n  authors: AuthorsItem;\n  places: PlacesItem;\n  posts: PostsItem;\n  testimonials: TestimonialsItem;\n}",
    );
    // the builder's shapes, named by a path to its schemas (as "$schema" lines are), are the builder's types
    expect(text).toContain("  address: PostalAddress;\n  geo?: MapPosition;\n  openingHours?: OpeningHours;");
    expect(text).toContain("export type OpeningHours = {");
    expect(text.match(/export interface PostalAddress /g)).toHaveLength(1);
    expect(readFileSync(path.join(journal, contentTypesName), "utf8")).toBe(text);
  });

  it("are an empty map for a site without collections", async () => {
    expect(await contentTypes(path.join(repoRoot, "tests/fixtures/base"))).toContain(
      "export interface Collections {\n}",
    );
  });

  it("declare a builder's shape once when two collections use it", async () => {
    const site = mkdtempSync(path.join(os.tmpdir(), "content-types-"));
    mkdirSync(path.join(site, "collections"));
    const schema = (field: string) =>
      JSON.stringify({
        type: "object",
        properties: { [field]: { $ref: "../../schemas/defs.schema.json#/definitions/openingHours" } },
      });
    writeFileSync(path.join(site, "collections/clinics.schema.json"), schema("hours"));
    writeFileSync(path.join(site, "collections/shops.schema.json"), schema("openingHours"));
    try {
      const text = await contentTypes(site);
      expect(text.match(/export type OpeningHours = /g)).toHaveLength(1);
      expect(text).toContain("hours?: OpeningHours;");
      expect(text).toContain("openingHours?: OpeningHours;");
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe("an object the schema says nothing of", () => {
  it("is typed as taking any fields, not as {} (any non-nullish value)", () => {
    const schema = {
      type: "object",
      properties: {
        extras: { type: "object" },
        closed: { type: "object", additionalProperties: false },
        shaped: { type: "object", properties: { a: { type: "string" } } },
      },
    } as const;
    const open = looseObjectsOpen(schema as never) as {
      properties: Record<string, { additionalProperties?: unknown }>;
    };
    expect(open.properties.extras.additionalProperties).toBe(true);
    expect(open.properties.closed.additionalProperties).toBe(false);
    expect(open.properties.shaped.additionalProperties).toBeUndefined();
    // the schema itself is left as it was
    expect((schema.properties.extras as { additionalProperties?: unknown }).additionalProperties).toBeUndefined();
  });
});
