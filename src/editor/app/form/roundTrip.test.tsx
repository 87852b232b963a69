// @vitest-environment jsdom
// Every value of the site goes through the editor's real form and back unchanged: opened, every text box showing its
// value, every field typed in (in its first three places in a list) and put back, and the file written again is byte
// for byte the one on disk.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectedTexts, mountConfigForm, textBoxes } from "../../../../tests/unit/support/configFormHarness";
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

/** One form's part of a file: its schema, where it sits, and how the whole file is made from it. */
interface Part {
  name: string;
  schema: JsonSchema;
  value: unknown;
  file: (value: unknown) => unknown;
}

function partsOf(file: string): Part[] {
  const doc = JSON.parse(readFileSync(path.join(configDir, file), "utf8"));
  if (file === "site.json") return [{ name: "site", schema: schemas.site, value: doc, file: (v) => v }];
  return [
    ...(doc.seo
      ? [{ name: "seo", schema: schemas.seo, value: doc.seo, file: (v: unknown) => ({ ...doc, seo: v }) }]
      : []),
    ...(doc.blocks as Array<{ type: string }>).map((block, i) => ({
      name: `block ${i} (${block.type})`,
      schema: schemas.blocks.find((b) => b.type === block.type)!.schema,
      value: block,
      file: (v: unknown) => ({ ...doc, blocks: doc.blocks.map((b: unknown, j: number) => (j === i ? v : b)) }),
    })),
  ];
}

const files = ["site.json", ...filesUnder("pages"), ...filesUnder("not-found")];

/** The first `count` boxes of each field, a field being a box's id with its list positions left out. */
function firstOfEachField<Box extends { id: string }>(boxes: Box[], count: number): Box[] {
  const seen = new Map<string, number>();
  return boxes.filter((box) => {
    const field = box.id.replace(/_\d+(?=_|$)/g, "_#");
    const times = (seen.get(field) ?? 0) + 1;
    seen.set(field, times);
    return times <= count;
  });
}

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
      const missing = fields.filter(([id]) => !form.container.querySelector(`[id="${id}"], [name="${id}"]`));
      expect(missing, `${file} ${part.name}: values without a field`).toEqual([]);
      // a choice (a native select behind the styled one, its values by index) shows the file's value by name
      for (const [id, text] of fields) {
        const select = form.container.querySelector<HTMLSelectElement>(`select[name="${id}"]`);
        if (select) expect(select.selectedOptions[0]?.textContent, `${file} ${part.name}: ${id}`).toBe(text);
      }
      // every box shows the value the file holds there
      const shown = (box: HTMLInputElement | HTMLTextAreaElement) => expected.get(box.id) ?? "";
      for (const box of boxes) expect(box.value, `${file} ${part.name}: ${box.id}`).toBe(shown(box));
      // every field typed in and put back, in its first three places (a legal text's hundreds of paragraphs are one
      // field: typing in each of them cost minutes, each keystroke drawing the whole form again)
      const typed = firstOfEachField(boxes, 3);
      await form.type(typed.map((box) => [box, box.value + "x"]));
      await form.type(typed.map((box) => [box, shown(box)]));
      expect(formatJson(part.file(form.current()), text), `${file} ${part.name}`).toBe(text);
      form.unmount();
    }
  });
});
