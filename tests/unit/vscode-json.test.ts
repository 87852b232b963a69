/**
 * What VS Code says about the configs: its own JSON support (vscode-json-languageservice, the library the editor
 * runs, no extension) reading each file's "$schema", as a person editing in VS Code sees it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getLanguageService, TextDocument } from "vscode-json-languageservice";
import { describe, expect, it } from "vitest";
import { blockTypes } from "../../src/generated/config-types";
import { blogStarterDir, writeStarter } from "../../scripts/lib/newSite";

const repo = path.resolve(import.meta.dirname, "../..");
const configDir = path.join(repo, "pages-config");

const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), "utf8"),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});
service.configure({ validate: true, allowComments: false });

/** A config file's text, as if saved at its place in a site folder (its "$schema" is relative to it). */
function open(relative: string, text = readFileSync(path.join(configDir, relative), "utf8"), siteDir = configDir) {
  const document = TextDocument.create(pathToFileURL(path.join(siteDir, relative)).href, "json", 1, text);
  return { document, json: service.parseJSONDocument(document) };
}

async function problems(relative: string, text?: string, siteDir?: string) {
  const { document, json } = open(relative, text, siteDir);
  const found = await service.doValidation(document, json, { schemaValidation: "error" });
  return found.map((d) => ({
    line: d.range.start.line + 1,
    message: typeof d.message === "string" ? d.message : d.message.value,
  }));
}

/** Completion at the first place `marker` stands in the text (the marker removed). */
async function completeAt(relative: string, textWithMarker: string, marker = "|") {
  const offset = textWithMarker.indexOf(marker);
  const { document, json } = open(relative, textWithMarker.replace(marker, ""));
  const list = await service.doComplete(document, document.positionAt(offset), json);
  return list?.items ?? [];
}

async function hoverAt(relative: string, text: string, offset: number) {
  const { document, json } = open(relative, text);
  return service.doHover(document, document.positionAt(offset), json);
}

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsonFilesUnder(full) : name.endsWith(".json") ? [full] : [];
  });
}

const configFiles = () =>
  jsonFilesUnder(configDir)
    .map((full) => path.relative(configDir, full).split(path.sep).join("/"))
    .sort();

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;

describe("VS Code's JSON language service over the configs", () => {
  it("finds nothing to say about any config of the site", async () => {
    const files = configFiles();
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) expect({ file, problems: await problems(file) }).toEqual({ file, problems: [] });
  });

  it("offers every block type, with its description, where a new block's type is written", async () => {
    const text = readFileSync(path.join(configDir, "pages/about.json"), "utf8");
    const items = await completeAt(
      "pages/about.json",
      text.replace('"blocks": [', '"blocks": [\n    { "type": "|" },'),
    );
    const offered = items.map((item) => JSON.parse(item.label) as string).sort();
    expect(offered).toEqual([...blockTypes].sort());
    for (const item of items) expect(item.documentation, item.label).toBeTruthy();
  });

  it("answers a misspelt block type at the type, naming the block types, and nothing else", async () => {
    const text = readFileSync(path.join(configDir, "pages/about.json"), "utf8").replace(
      '"type": "hero"',
      '"type": "herox"',
    );
    const found = await problems("pages/about.json", text);
    expect(found).toHaveLength(1);
    expect(found[0].line).toBe(lineOf(text, '"herox"'));
    expect(found[0].message).toMatch(/^Unknown block type\. The block types are .*"hero".*"video"\.$/);
  });

  it("answers a misspelt field at the field, with the block's own rule", async () => {
    const original = readFileSync(path.join(configDir, "pages/about.json"), "utf8");
    const heroTitle = original.indexOf('"title"', original.indexOf('"type": "hero"'));
    const text = original.slice(0, heroTitle) + '"titel"' + original.slice(heroTitle + '"title"'.length);
    const found = await problems("pages/about.json", text);
    expect(found).toContainEqual({ line: lineOf(text, '"titel"'), message: "Property titel is not allowed." });
    expect(found.map((p) => p.message)).toContainEqual('Missing property "title".');
    expect(found.every((p) => !/Value must be|Unknown block type/.test(p.message))).toBe(true);
  });

  it("still completes and explains a block's own fields", async () => {
    const text = readFileSync(path.join(configDir, "pages/about.json"), "utf8");
    const withNew = text.replace('"blocks": [', '"blocks": [\n    { "type": "hero", | },');
    const labels = (await completeAt("pages/about.json", withNew)).map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(["title", "subtitle", "actions"]));
    expect(labels).not.toContain("cards");

    const hover = await hoverAt("pages/about.json", text, text.indexOf('"title"', text.indexOf('"type": "hero"')) + 2);
    expect(JSON.stringify(hover?.contents)).toContain("The headline");
  });

  it("finds nothing to say about a started blog's pages, lists taken from a collection included", async () => {
    const started = mkdtempSync(path.join(os.tmpdir(), "vscode-starter-"));
    try {
      await writeStarter(started, "Harbor Dental");
      await writeStarter(started, "Harbor Dental", undefined, blogStarterDir);
      // a started site is a folder beside schemas/ (npm run new-site -- my-site): its pages' "$schema" say so
      const siteDir = path.join(repo, "my-site");
      const files = ["site.json", ...jsonFilesUnder(path.join(started, "pages")).map((f) => path.relative(started, f))];
      expect(files).toContain(path.join("pages", "blog", "index.json"));
      for (const file of files) {
        const text = readFileSync(path.join(started, file), "utf8");
        expect({ file, problems: await problems(file, text, siteDir) }).toEqual({ file, problems: [] });
      }
    } finally {
      rmSync(started, { recursive: true, force: true });
    }
  });

  it("takes a list from a collection wherever a block shows a list of entries, and names a misspelt option", async () => {
    const listSource = { collection: "posts", sort: "-date", limit: 3, each: { title: "{item.title}" } };
    const lists = blockListProperties();
    expect(lists.length).toBeGreaterThan(15);
    for (const { type, property, example } of lists) {
      const page = (source: object) =>
        JSON.stringify(
          {
            $schema: "../../schemas/page.schema.json",
            seo: { title: "Lists", description: "Lists taken from a collection." },
            blocks: [{ ...example, [property]: source }],
          },
          null,
          2,
        );
      expect({ type, property, problems: await problems("pages/lists.json", page(listSource)) }).toEqual({
        type,
        property,
        problems: [],
      });
      const misspelt = page({ ...listSource, sortt: "-date" });
      const found = await problems("pages/lists.json", misspelt);
      expect(found, `${type}.${property}`).toContainEqual({
        line: lineOf(misspelt, '"sortt"'),
        message: "Property sortt is not allowed.",
      });
    }
  });

  it("leaves written out only the lists that are text or choices, not entries", () => {
    const writtenOnly: string[] = [];
    for (const file of readdirSync(path.join(repo, "schemas/blocks"))) {
      const schema = JSON.parse(readFileSync(path.join(repo, "schemas/blocks", file), "utf8")) as BlockSchema;
      for (const shape of [schema, ...Object.values(schema.definitions ?? {})])
        for (const [property, node] of Object.entries(shape.properties ?? {}))
          if (node.type === "array") writtenOnly.push(`${schema.properties.type.const}.${property}`);
    }
    // long text (its paragraphs and sections), a form's own fields, a hero's badges and the quotes a block picks;
    // the slots of layout blocks (lists of blocks) and the columns' widths
    expect(writtenOnly.sort()).toEqual([
      "article.intro",
      "article.sections",
      "article.takeaways",
      "columns.blocks",
      "columns.columns",
      "columns.widths",
      "form.fields",
      "group.blocks",
      "hero.badges",
      "legal-text.intro",
      "legal-text.sections",
      "legal-text.summary",
      "testimonials.pick",
    ]);
  });
});

/**
 * Each list property of a block with a list-source branch, with an example of its block that shows that list (for
 * card-grid, one of each variant's).
 */
function blockListProperties(): { type: string; property: string; example: Record<string, unknown> }[] {
  const found: { type: string; property: string; example: Record<string, unknown> }[] = [];
  for (const file of readdirSync(path.join(repo, "schemas/blocks"))) {
    const schema = JSON.parse(readFileSync(path.join(repo, "schemas/blocks", file), "utf8")) as BlockSchema;
    const type = schema.properties.type.const;
    const shapes = [schema, ...Object.values(schema.definitions ?? {})];
    for (const shape of shapes)
      for (const [property, node] of Object.entries(shape.properties ?? {})) {
        if (!node.anyOf?.some((branch) => branch.$ref?.endsWith("#/definitions/listSource"))) continue;
        const example = (schema.examples ?? []).find((e) => {
          const variant = shape.properties?.variant?.const;
          return property in e && (variant === undefined || e.variant === variant);
        });
        if (example && !found.some((f) => f.type === type && f.property === property))
          found.push({ type, property, example });
      }
  }
  return found;
}

interface SchemaNode {
  type?: string;
  const?: string;
  $ref?: string;
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
}
type BlockSchema = SchemaNode & {
  properties: Record<string, SchemaNode> & { type: { const: string } };
  definitions?: Record<string, SchemaNode>;
  examples?: Record<string, unknown>[];
};
