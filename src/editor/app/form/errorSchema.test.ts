import { describe, expect, it } from "vitest";
import type { EditorDiagnostic } from "../../shared/api";
import { errorSchemaFor } from "./errorSchema";

const at = (
  d: Partial<EditorDiagnostic> & Pick<EditorDiagnostic, "code" | "message" | "pointer">,
): EditorDiagnostic => ({
  path: "pages/pricing.json",
  line: 9,
  column: 17,
  ...d,
});

describe("errorSchemaFor", () => {
  it("shows each problem at its field as the CLI words it, without the field's path in front: message, hint, where", () => {
    const schema = errorSchemaFor(
      [
        at({
          code: "number-too-small",
          pointer: "/blocks/1/durationMs",
          message: "blocks[1].durationMs: a number (-5) is too small; the smallest allowed is 0.",
        }),
        at({
          code: "unknown-field",
          pointer: "/blocks/1/a~1b",
          message: 'blocks[1].a/b: unknown field "a/b".',
          hint: "Allowed fields: type, items.",
        }),
      ],
      "/blocks/1",
    );
    expect(schema).toEqual({
      durationMs: {
        __errors: ["A number (-5) is too small; the smallest allowed is 0. (pages/pricing.json:9:17)"],
      },
      "a/b": {
        __errors: ['Unknown field "a/b". Allowed fields: type, items. (pages/pricing.json:9:17)'],
      },
    });
  });

  it("a missing required field shows at the missing field, as one to fill in, with the schema's example", () => {
    const message = 'blocks[1].items[0]: missing required field "label" (What the number counts).';
    const schema = errorSchemaFor(
      [
        at({
          code: "missing-field",
          pointer: "/blocks/1/items/0",
          message,
          hint: 'Add it, for example: "label": "Active Users"',
          missing: { field: "label", about: "What the number counts", example: "Active Users" },
        }),
        at({
          code: "missing-field",
          pointer: "/blocks/1",
          message: 'blocks[1]: missing required field "items".',
          hint: 'Add "items".',
          missing: { field: "items" },
        }),
      ],
      "/blocks/1",
    );
    expect(schema).toEqual({
      items: {
        0: { label: { __errors: ["Required: fill this in. For example: Active Users (pages/pricing.json:9:17)"] } },
        __errors: ["Required: fill this in. (pages/pricing.json:9:17)"],
      },
    });
  });

  it("what stays the same: a message that does not start with its field's path is shown whole", () => {
    const schema = errorSchemaFor(
      [
        at({
          code: "missing-field",
          pointer: "/blocks/1/items/0",
          message: 'blocks[1].items[0]: missing required field "label".',
          hint: 'Add "label".',
        }),
        at({ code: "link-to-missing-anchor", pointer: "/blocks/1/href", message: 'the link "#faq" leads nowhere.' }),
      ],
      "/blocks/1",
    );
    expect(schema).toEqual({
      items: { 0: { label: { __errors: ['Missing required field "label". Add "label". (pages/pricing.json:9:17)'] } } },
      href: { __errors: ['the link "#faq" leads nowhere. (pages/pricing.json:9:17)'] },
    });
  });
});
