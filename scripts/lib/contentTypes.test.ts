import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";
import { contentTypes, contentTypesName } from "./contentTypes";

const journal = path.join(repoRoot, "tests/fixtures/sites/journal");

describe("a site's content types", () => {
  it("are compiled from its collection schemas, one interface per item, and match the committed file", async () => {
    const text = await contentTypes(journal);
    expect(text).toContain("export interface PostsItem {\n  title: string;\n  date: string;");
    expect(text).toContain(
      "export interface Collections {\n  authors: AuthorsItem;\n  posts: PostsItem;\n  testimonials: TestimonialsItem;\n}",
    );
    expect(readFileSync(path.join(journal, contentTypesName), "utf8")).toBe(text);
  });

  it("are an empty map for a site without collections", async () => {
    expect(await contentTypes(path.join(repoRoot, "tests/fixtures/base"))).toContain(
      "export interface Collections {\n}",
    );
  });
});
