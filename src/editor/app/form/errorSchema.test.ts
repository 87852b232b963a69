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
  it("shows each problem at its field as the CLI words it: message, then hint, then where", () => {
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
        __errors: [
          "blocks[1].durationMs: a number (-5) is too small; the smallest allowed is 0. (pages/pricing.json:9:17)",
        ],
      },
      "a/b": {
        __errors: ['blocks[1].a/b: unknown field "a/b". Allowed fields: type, items. (pages/pricing.json:9:17)'],
      },
    });
  });

  it("a missing required field shows at the missing field, found by its code", () => {
    const message = 'blocks[1].items[0]: missing required field "label" (What the number counts).';
    const schema = errorSchemaFor(
      [
        at({
          code: "missing-field",
          pointer: "/blocks/1/items/0",
          message,
          hint: 'Add it, for example: "label": "Active Users"',
        }),
      ],
      "/blocks/1",
    );
    expect(schema).toEqual({
      items: {
        0: {
          label: { __errors: [`${message} Add it, for example: "label": "Active Users" (pages/pricing.json:9:17)`] },
        },
      },
    });
  });
});
