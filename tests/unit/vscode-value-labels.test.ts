/**
 * The words of coded values, as VS Code shows them while an item is written (its own JSON support,
 * vscode-json-languageservice, reading the item's "$schema"): a choice's "title" on hover, its "description" in the
 * list of values offered. The builder shows the same words on the pages (src/engine/content/fieldFacts.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getLanguageService, TextDocument } from "vscode-json-languageservice";
import { describe, expect, it } from "vitest";
import { fieldFacts } from "../../src/engine/content/fieldFacts";

const site = path.resolve(import.meta.dirname, "../fixtures/sites/cafe");
const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), "utf8"),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});

function open(relative: string, text: string) {
  const document = TextDocument.create(pathToFileURL(path.join(site, relative)).href, "json", 1, text);
  return { document, json: service.parseJSONDocument(document) };
}

describe("coded values' words in VS Code", () => {
  const item = "collections/workshops/levain.json";
  const text = readFileSync(path.join(site, item), "utf8");

  it("shows a value's title on hover, the words the pages show", async () => {
    const { document, json } = open(item, text);
    const hover = await service.doHover(document, document.positionAt(text.indexOf('"beginner"') + 3), json);
    expect(hover?.contents).toEqual(["Débutant"]);
    const schema = JSON.parse(readFileSync(path.join(site, "collections/workshops.schema.json"), "utf8")) as unknown;
    expect(fieldFacts(schema).labels.level).toEqual({ beginner: "Débutant", advanced: "Avancé" });
  });

  it("offers each value with its description while typing, and the builder reads a description as the words", async () => {
    const file = "collections/menu/new.json";
    const typing = '{ "$schema": "../menu.schema.json", "name": "Pain", "price": 3, "diet": [ ] }';
    const { document, json } = open(file, typing);
    const list = await service.doComplete(document, document.positionAt(typing.indexOf("[ ]") + 2), json);
    const offered = Object.fromEntries((list?.items ?? []).map((i) => [i.label, i.documentation]));
    expect(offered).toMatchObject({
      '"vegan"': "Végétalien",
      '"gluten-free"': "Sans gluten",
      '"contains-nuts"': "Contient des noix",
    });
    const schema = JSON.parse(readFileSync(path.join(site, "collections/menu.schema.json"), "utf8")) as unknown;
    expect(fieldFacts(schema).labels.diet).toEqual({
      vegan: "Végétalien",
      "gluten-free": "Sans gluten",
      "contains-nuts": "Contient des noix",
    });
  });
});
