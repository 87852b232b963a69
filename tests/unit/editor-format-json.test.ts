import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatJson } from "../../src/editor/shared/formatJson";

const changedLines = (a: string, b: string) => {
  const x = a.split("\n");
  const y = b.split("\n");
  return x.length === y.length ? x.filter((line, i) => line !== y[i]).length : Infinity;
};

describe("formatJson keeps the file's formatting", () => {
  const original = readFileSync("pages-config/pages/index.json", "utf8");
  const value = JSON.parse(original);

  it("writes an unchanged value back byte for byte", () => {
    expect(formatJson(value, original)).toBe(original);
  });

  it("changing one field changes one line", () => {
    const next = structuredClone(value);
    next.blocks[0].title = "A new headline";
    const text = formatJson(next, original);
    expect(changedLines(original, text)).toBe(1);
    expect(JSON.parse(text)).toEqual(next);
  });

  it("keeps inline objects inline and $schema first", () => {
    const next = structuredClone(value);
    next.seo.title = "Changed";
    const text = formatJson(next, original);
    expect(text).toContain('"moreLink": { "label": "View all integrations", "href": "/integrations" }');
    expect(text.startsWith('{\n  "$schema": "../../schemas/page.schema.json",\n')).toBe(true);
    expect(text.endsWith("}\n")).toBe(true);
  });

  it("moving a block moves its lines unchanged; removing one removes only its lines", () => {
    const moved = structuredClone(value);
    moved.blocks.push(moved.blocks.shift());
    expect(JSON.parse(formatJson(moved, original))).toEqual(moved);
    const removed = structuredClone(value);
    removed.blocks.splice(1, 1);
    const text = formatJson(removed, original);
    expect(JSON.parse(text)).toEqual(removed);
    expect(original.split("\n").length - text.split("\n").length).toBeGreaterThan(0);
    expect(text.split("\n").every((line) => original.split("\n").includes(line))).toBe(true);
  });

  it("writes new files like JSON.stringify with two spaces and a newline", () => {
    expect(formatJson({ a: [1, { b: 2 }] })).toBe(JSON.stringify({ a: [1, { b: 2 }] }, null, 2) + "\n");
  });
});
