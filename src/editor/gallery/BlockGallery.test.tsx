// The block gallery (/_blocks, dev server only): every block type's schema examples, resolved and rendered the
// way pages are, with their JSON; an example that cannot be resolved or rendered is a visible message.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { loadResolved, renderPage, repoRoot } from "../../../tests/unit/support/renderPage";
import { allBlocks } from "../../engine/blocks/walkBlocks";
import { blockTypes } from "../../generated/config-types";
import { BlockGallery, sectionId } from "./BlockGallery";
import { galleryData } from "./galleryData.server";

const folders = { configDir: path.join(repoRoot, "pages-config"), schemasDir: path.join(repoRoot, "schemas") };
const site = loadResolved("pages-config").site;
const examplesOf = (type: string, schemasDir = folders.schemasDir): unknown[] =>
  JSON.parse(readFileSync(path.join(schemasDir, "blocks", `${type}.schema.json`), "utf8")).examples;
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

describe("block gallery", async () => {
  const data = await galleryData(folders);
  const html = await renderPage(<BlockGallery data={data} />, site);

  it("lists every block type, in the generated order, with its schema's description and every example", () => {
    expect(data.types.map((t) => t.type)).toEqual([...blockTypes]);
    for (const entry of data.types) {
      const schema = JSON.parse(
        readFileSync(path.join(folders.schemasDir, "blocks", `${entry.type}.schema.json`), "utf8"),
      );
      expect(entry.description).toBe(schema.description);
      expect(entry.examples.map((e) => JSON.parse(e.json))).toEqual(schema.examples);
      expect(entry.problem).toBeUndefined();
    }
    expect(data.siteProblem).toBeUndefined();
  });

  it("resolves every example with the pages' resolve step (placeholders filled, @ links final, data attached)", () => {
    for (const entry of data.types) {
      for (const example of entry.examples) {
        expect("block" in example.preview ? "resolved" : example.preview.problem, entry.type).toBe("resolved");
        const text = JSON.stringify("block" in example.preview && example.preview.block);
        expect(text, entry.type).not.toMatch(/"@[a-zA-Z]+"|\{(product|phone|email|privacyEmail|year)\}/);
      }
    }
    const pressList = data.types.find((t) => t.type === "press-list")!.examples[0].preview;
    expect("block" in pressList && Array.isArray((pressList.block as { items?: unknown }).items)).toBe(true);
  });

  it("renders each type's section with a table-of-contents link, its name, description and each example's block and JSON", () => {
    for (const entry of data.types) {
      expect(html).toContain(`href="#${sectionId(entry.type)}"`);
      expect(html).toContain(`id="${sectionId(entry.type)}"`);
      expect(html).toContain(`>${entry.type}</h2>`);
      expect(html).toContain(escaped(entry.description));
      // every example through BlockList: its element names its type (and so does each block inside a layout
      // block's example: a cta in a column of the columns example)
      const inLayouts = data.types
        .flatMap((other) => other.examples.flatMap((e) => allBlocks([JSON.parse(e.json)]).slice(1)))
        .filter((visit) => visit.block.type === entry.type).length;
      expect(html.split(`data-block="${entry.type}"`).length - 1, entry.type).toBe(entry.examples.length + inLayouts);
      for (const example of entry.examples) expect(html).toContain(escaped(example.json));
    }
    expect(html).not.toContain('role="alert"');
  });

  it("shows a message where an example cannot be resolved or rendered, and the other examples still render", async () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), "gallery-schemas-"));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(folders.schemasDir, copy, { recursive: true });
    const heroFile = path.join(copy, "blocks/hero.schema.json");
    const hero = JSON.parse(readFileSync(heroFile, "utf8"));
    const good = hero.examples[0];
    hero.examples = [
      good,
      { type: "hero", title: "Unknown address", actions: [{ label: "Go", href: "@nowhere" }] },
      { type: "hero", title: "A badge that is not text", badges: [{ text: "an object" }] },
    ];
    writeFileSync(heroFile, JSON.stringify(hero));
    const statsFile = path.join(copy, "blocks/stats.schema.json");
    const stats = JSON.parse(readFileSync(statsFile, "utf8"));
    delete stats.examples;
    writeFileSync(statsFile, JSON.stringify(stats));

    const silenced = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = await galleryData({ ...folders, schemasDir: copy });
    const brokenHtml = await renderPage(<BlockGallery data={broken} />, site);
    silenced.mockRestore();

    const [ok, unresolved, unrendered] = broken.types.find((t) => t.type === "hero")!.examples.map((e) => e.preview);
    expect("block" in ok).toBe(true);
    expect("problem" in unresolved && unresolved.problem).toMatch(/cannot be shown.*unknown site address @nowhere/);
    expect("problem" in unrendered && unrendered.problem).toMatch(/^This example does not render: /);
    expect(broken.types.find((t) => t.type === "stats")!.problem).toBe('Its schema has no "examples".');

    expect(brokenHtml.match(/role="alert"/g)).toHaveLength(3);
    expect(brokenHtml).toContain("unknown site address @nowhere");
    expect(brokenHtml).toContain("This example does not render: ");
    expect(brokenHtml).toContain("No example of &quot;stats&quot; can be shown.");
    // the good example and every other type still render
    expect(brokenHtml.split('data-block="hero"').length - 1).toBe(1);
    expect(brokenHtml).toContain(escaped(good.title));
    expect(brokenHtml.split('data-block="video"').length - 1).toBe(examplesOf("video").length);
  });
});
