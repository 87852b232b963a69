// @vitest-environment jsdom
// A property test: blocks generated from each block schema (any value the schema accepts) go through the editor's
// real form unchanged: opening reports nothing, every box shows its value, and typing in every field (at its first
// place in a list) and putting the text back writes the block byte for byte as it was.
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import fc from "fast-check";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  expectedTexts,
  firstOfEachField,
  mountConfigForm,
  textBoxes,
} from "../../../../tests/unit/support/configFormHarness";
import { arbitraryFor } from "../../../../tests/unit/support/schemaArbitrary";
import { formSchemas } from "../../server/formSchemas";
import { formatJson } from "../../shared/formatJson";

const schemas = formSchemas(path.resolve(import.meta.dirname, "../../../../schemas"));
const ajv = new Ajv({ strict: false, allErrors: false });
addFormats.default(ajv);

describe("schema-valid blocks go through the form unchanged", { timeout: 600_000 }, () => {
  it.each(schemas.blocks.map((b) => [b.type, b] as const))("%s", async (_type, info) => {
    const valid = ajv.compile(info.schema);
    // a drawn block the schema refuses is skipped (fc.pre), not drawn again until one passes: a generator that never
    // draws a valid block fails the test after fast-check's limit of skips instead of drawing forever
    await fc.assert(
      fc.asyncProperty(arbitraryFor(info.schema), async (block) => {
        fc.pre(valid(block));
        const text = JSON.stringify(block, null, 2) + "\n";
        const form = await mountConfigForm(info.schema, block, "part");
        try {
          expect(form.reports).toEqual([]);
          const boxes = textBoxes(form.container);
          const expected = expectedTexts(block, "part");
          const shown = (box: HTMLInputElement | HTMLTextAreaElement) => expected.get(box.id) ?? "";
          for (const box of boxes) expect(box.value, box.id).toBe(shown(box));
          // a number box takes a digit (a browser's number box refuses a letter, and jsdom empties it)
          // every field typed in at its first place in a list (the round trip types at two: a keystroke draws the
          // whole form again, and a form block's drawn fields made minutes of keystrokes)
          const typed = firstOfEachField(boxes, 1);
          await form.type(typed.map((box) => [box, box.value + (box.type === "number" ? "1" : "x")]));
          await form.type(typed.map((box) => [box, shown(box)]));
          expect(formatJson(form.current(), text)).toBe(text);
        } finally {
          form.unmount();
        }
      }),
      // 3 blocks a type in `npm test` (each CI run draws new ones); FORM_PROPERTY_RUNS=25 for a deeper run by hand
      // (a form's or a logo strip's drawn blocks are mostly refused: a few hundred skips a block they need)
      { numRuns: Number(process.env.FORM_PROPERTY_RUNS ?? 3), maxSkipsPerRun: 2000 },
    );
  });
});
