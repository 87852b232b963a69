// @vitest-environment jsdom
// Every value of the site goes through the editor's real form and back unchanged: opened, every text box showing its
// value, typed in and put back, and the file written again is byte for byte the one on disk; and every field typed in
// (in its first two places in a list) and put back.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import {
  expectedTexts,
  firstOfEachField,
  mountConfigForm,
  textBoxes,
  type MountedForm,
} from "../../../../tests/unit/support/configFormHarness";
import { formSchemas } from "../../server/formSchemas";
import type { JsonSchema } from "../../shared/api";
import { formatJson } from "../../shared/formatJson";

const repo = path.resolve(import.meta.dirname, "../../../..");
const configDir = path.join(repo, "pages-config");
const schemas = formSchemas(path.join(repo, "schemas"));
const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(configDir, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(`${dir}/${e.name}`) : e.name.endsWith(".json") ? [`${dir}/${e.name}`] : [],
    )
    .sort();

/** One form's part of a file: its kind (the block type, "seo" or "site"), its schema, where it sits, and how the
 * whole file is made from it. */
interface Part {
  kind: string;
  name: string;
  schema: JsonSchema;
  value: unknown;
  file: (value: unknown) => unknown;
}

function partsOf(file: string): Part[] {
  const doc = JSON.parse(readFileSync(path.join(configDir, file), "utf8"));
  if (file === "site.json") return [{ kind: "site", name: "site", schema: schemas.site, value: doc, file: (v) => v }];
  return [
    ...(doc.seo
      ? [{ kind: "seo", name: "seo", schema: schemas.seo, value: doc.seo, file: (v: unknown) => ({ ...doc, seo: v }) }]
      : []),
    ...(doc.blocks as Array<{ type: string }>).map((block, i) => ({
      kind: block.type,
      name: `block ${i} (${block.type})`,
      schema: schemas.blocks.find((b) => b.type === block.type)!.schema,
      value: block,
      file: (v: unknown) => ({ ...doc, blocks: doc.blocks.map((b: unknown, j: number) => (j === i ? v : b)) }),
    })),
  ];
}

/** `value` with every list cut to its first `count` items. */
function firstItems(value: unknown, count: number): unknown {
  if (Array.isArray(value)) return value.slice(0, count).map((item) => firstItems(item, count));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, firstItems(item, count)]));
  return value;
}

type Box = HTMLInputElement | HTMLTextAreaElement;
/** Types an "x" at the end of each box, then puts each box's text back. */
async function typeAndPutBack(form: MountedForm, boxes: Box[], shown: (box: Box) => string): Promise<void> {
  await form.type(boxes.map((box) => [box, box.value + "x"]));
  await form.type(boxes.map((box) => [box, shown(box)]));
}

/** The fields typed in so far: by part kind, field (a box's id without its list positions), kind of box, and place. */
const typedFields = new Set<string>();
const fieldKey = (part: Part, box: Box, place: number) =>
  `${part.kind} ${box.id.replace(/_\d+(?=_|$)/g, "_#")} ${box.tagName}:${box.type} ${place}`;

/** The boxes of fields not typed in yet, marked as typed. */
function newFields(part: Part, boxes: Box[]): Box[] {
  const counts = new Map<string, number>();
  return boxes.filter((box) => {
    const field = fieldKey(part, box, 0);
    const place = counts.get(field) ?? 0;
    counts.set(field, place + 1);
    const key = fieldKey(part, box, place);
    if (typedFields.has(key)) return false;
    typedFields.add(key);
    return true;
  });
}

const files = ["site.json", ...filesUnder("pages"), ...filesUnder("not-found")];

describe("every value goes through the form and back byte for byte", { timeout: 600_000 }, () => {
  it.each(files)("%s", async (file) => {
    const text = readFileSync(path.join(configDir, file), "utf8");
    for (const part of partsOf(file)) {
      const form = await mountConfigForm(part.schema, part.value, "part");
      expect(form.reports, `${file} ${part.name}: opening reports no change`).toEqual([]);
      expect(form.container.querySelectorAll("[data-json-field]").length, `${file} ${part.name}: JSON boxes`).toBe(0);
      await form.unfold();
      const boxes = textBoxes(form.container);
      // every value of the file has its field (a form that drew nothing would pass the checks below)
      const expected = expectedTexts(part.value, "part");
      const fields = [...expected].filter(([id]) => !id.endsWith("-key"));
      // (the form's fields looked up once: a query per value is a walk of the whole form per value)
      const named = [...form.container.querySelectorAll("[id], [name]")];
      const drawn = new Set(named.flatMap((e) => [e.id, e.getAttribute("name") ?? ""]));
      const missing = fields.filter(([id]) => !drawn.has(id));
      expect(missing, `${file} ${part.name}: values without a field`).toEqual([]);
      // a choice (a native select behind the styled one, its values by index) shows the file's value by name
      const selects = new Map(named.flatMap((e) => (e instanceof HTMLSelectElement ? [[e.name, e] as const] : [])));
      for (const [id, text] of fields) {
        const select = selects.get(id);
        if (select) expect(select.selectedOptions[0]?.textContent, `${file} ${part.name}: ${id}`).toBe(text);
      }
      // every box shows the value the file holds there
      const shown = (box: HTMLInputElement | HTMLTextAreaElement) => expected.get(box.id) ?? "";
      for (const box of boxes) expect(box.value, `${file} ${part.name}: ${box.id}`).toBe(shown(box));
      // typed in and put back at its first and last box, the whole part comes back byte for byte
      const ends = boxes.length > 1 ? [boxes[0], boxes.at(-1)!] : boxes;
      await typeAndPutBack(form, ends, shown);
      expect(formatJson(part.file(form.current()), text), `${file} ${part.name}`).toBe(text);
      // every field typed in and put back, in its first two places of a list; in a form of the part with its lists
      // cut to three items when it has longer ones (a legal text's hundreds of paragraphs are one field, and every
      // keystroke draws the whole form again)
      // (a field typed in a part of the same kind in an earlier file is proven: the same schema draws the same box)
      const cut = firstItems(part.value, 3);
      const small = isDeepStrictEqual(cut, part.value) ? form : await mountConfigForm(part.schema, cut, "part");
      if (small !== form) await small.unfold();
      const cutTexts = expectedTexts(cut, "part");
      const typed = newFields(part, firstOfEachField(textBoxes(small.container), 2));
      await typeAndPutBack(small, typed, (box) => cutTexts.get(box.id) ?? "");
      const cutFile = formatJson(part.file(cut), text);
      expect(formatJson(part.file(small.current()), text), `${file} ${part.name} (lists cut to 3)`).toBe(cutFile);
      small.unmount();
      if (small !== form) form.unmount();
    }
  });
});
