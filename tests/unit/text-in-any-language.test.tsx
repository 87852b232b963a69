// No field refuses letters outside ASCII where a name or prose goes: every text field of every block example is
// written in Spanish, Polish, Greek, Arabic and Chinese, and the blocks still validate and render that text.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { blockExamples } from "../../scripts/lib/blockExamples";
import { blockRegistry } from "../../src/blocks/registry";
import { explain } from "../../src/engine/explainErrors";
import { newValidationContext } from "../../src/engine/schemaStore";
import { textChecks } from "../../src/engine/checks/text/textChecks";
import { schemaStore } from "../../src/engine/validateConfigDir";
import type { ResolvedBlock } from "../../src/engine/resolve/resolvedTypes";
import type { Block, BlockType } from "../../src/generated/config-types";
import { loadResolved, renderPage, repoRoot, resolveForTest } from "./support/renderPage";

const texts = {
  Spanish: "José Núñez, niña pequeña: ¿qué año?",
  Polish: "Łukasz Żółć, zażółć gęślą jaźń",
  Greek: "Νίκος Παπαδόπουλος, καλημέρα κόσμε",
  Arabic: "أحمد المصري، مرحبا بالعالم",
  Chinese: "王小明，你好世界",
};

/**
 * Fields whose value is an address, a key, a choice, a code, a time or a number ("1,000+"), not words a person
 * reads: a form field's query parameter, a country's ISO code, opening times, dates.
 */
const notProse = new Set([
  ...["type", "href", "src", "anchor", "icon", "id", "slug", "webhook", "style", "size", "value"],
  ...["param", "country", "opens", "closes", "date", "earliest", "latest", "phone", "email", "focus", "status"],
]);
const looksTechnical = (value: string) =>
  /^[/@#{]|^https?:|^mailto:|^tel:|^[a-z0-9-]+$|^\d\d:\d\d$|^\d{4}-\d\d-\d\d$/.test(value);

/** The example with every prose string replaced by `text` (a person's name keeps its "First L." form). */
function inLanguage(node: unknown, text: string, key = ""): unknown {
  if (typeof node === "string") {
    // a form field's "name" is the key its answer is sent under ("firstName"), not a person's
    if (notProse.has(key) || looksTechnical(node) || (key === "name" && /^[A-Za-z]\w*$/.test(node))) return node;
    if (key === "author") return `${text.split(/[ ,،，]/)[0]} ${[...(text.split(/[ ,،，]/)[1] ?? text)][0] ?? "M"}.`;
    return node.length > text.length
      ? text.repeat(Math.ceil(node.length / text.length)).slice(0, node.length + 5)
      : text;
  }
  if (Array.isArray(node)) return node.map((item) => inLanguage(item, text, key));
  if (node && typeof node === "object")
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inLanguage(v, text, k)]));
  return node;
}

const store = schemaStore(`${repoRoot}/schemas`);
const site = loadResolved("pages-config");

describe.each(Object.entries(texts))("block examples in %s", (_language, text) => {
  const blocks = blockExamples().map((block) => inLanguage(block, text) as Block);

  it("validate", () => {
    const page = { $schema: "../schemas/page.schema.json", seo: { title: text, description: text }, blocks };
    const issues = [
      ...explain(store, store.validator("page.schema.json")!, page, newValidationContext()),
      ...textChecks(page),
    ];
    expect(issues.map((i) => `${i.pointer}: ${i.message}`)).toEqual([]);
  });

  it("render their text", async () => {
    for (const block of blocks) {
      const Renderer = (await blockRegistry[block.type as BlockType].render()).default as ComponentType<ResolvedBlock>;
      const html = await renderPage(<Renderer {...resolveForTest(block, site)} />, site.site);
      const title = (block as unknown as Record<string, unknown>).title;
      if (typeof title === "string" && title.startsWith(text)) expect(html, block.type).toContain(text.split(",")[0]);
    }
  });
});

describe("a testimonial's author in any alphabet (the first site's testimonials collection)", () => {
  const file = path.join(repoRoot, "pages-config/collections/testimonials.schema.json");
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const validate = store.addSchema("tests/first-site-testimonial.schema.json", schema);
  const codes = (author: string) =>
    explain(store, validate, { id: "one", quote: "A quote of some length.", author }, newValidationContext()).map(
      (i) => i.code,
    );

  it.each(["José M.", "Łukasz W.", "Νίκος Π.", "أحمد م.", "小明 王.", "Jordan K."])("accepts %s", (author) => {
    expect(codes(author)).toEqual([]);
  });

  it.each(["jordan k.", "Jordan", "Jordan Kim"])("still refuses %s (first name and last initial)", (author) => {
    expect(codes(author)).not.toEqual([]);
  });
});
