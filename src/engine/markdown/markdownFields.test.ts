import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isMarkdownField, markdownFieldPaths } from "./markdownFields";
import { repoRoot } from "../../../tests/unit/support/runValidate";

/** "block/field/*\/…" of every "x-markdown" field of the block schemas (array items written "*"). */
function markdownFieldsOfSchemas(): string[] {
  const dir = path.join(repoRoot, "schemas/blocks");
  const found: string[] = [];
  const walk = (node: unknown, at: string[]) => {
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record["x-markdown"] === true) found.push(at.join("/"));
    for (const [name, child] of Object.entries((record.properties as object) ?? {})) walk(child, [...at, name]);
    if (record.items) walk(record.items, [...at, "*"]);
    // a list that may be taken from a collection is its anyOf's list branch
    for (const branch of (record.anyOf as unknown[]) ?? []) walk(branch, at);
  };
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".schema.json")))
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), [file.replace(".schema.json", "")]);
  return found.sort();
}

describe("markdown fields", () => {
  it("names the same fields as the block schemas' x-markdown keyword", () => {
    expect(markdownFieldsOfSchemas()).toEqual([...markdownFieldPaths].sort());
  });

  it("knows a markdown block's text and an FAQ answer, and no other text", () => {
    const page = {
      blocks: [
        { type: "markdown", text: "**a**" },
        { type: "faq", items: [{ question: "q", answer: "**a**" }] },
        { type: "hero", title: "t", text: "x", items: [{ answer: "x" }] },
      ],
    };
    expect(isMarkdownField(page, ["blocks", 0, "text"])).toBe(true);
    expect(isMarkdownField(page, ["blocks", 1, "items", 0, "answer"])).toBe(true);
    expect(isMarkdownField(page, ["blocks", 1, "items", 0, "question"])).toBe(false);
    expect(isMarkdownField(page, ["blocks", 2, "text"])).toBe(false);
    expect(isMarkdownField(page, ["blocks", 2, "items", 0, "answer"])).toBe(false);
  });
});
