// @vitest-environment jsdom
import { customizeValidator } from "@rjsf/validator-ajv8";
import { describe, expect, it } from "vitest";
import { mountConfigForm } from "../../../../tests/unit/support/configFormHarness";
import { formLayout, lostParts, unreadableSchemaParts } from "./formLayout";

const validator = customizeValidator({ ajvOptionsOverrides: { strict: false } });

describe("formLayout", () => {
  it("finds the parts of a value the form library would lose when reading it", () => {
    expect(lostParts({ a: 1, b: { c: 2, d: 3 } }, { a: 1, b: { c: 2 } })).toEqual([["b", "d"]]);
    expect(lostParts({ a: [1, 2] }, { a: [1, 3] })).toEqual([["a", 1]]);
    // what the library adds (defaults) is not a loss: it never reaches the file
    expect(lostParts({ a: 1 }, { a: 1, b: 2 })).toEqual([]);
  });

  it("finds schema shapes with no fields, through references and lists", () => {
    const schema = {
      type: "object",
      definitions: { odd: { not: { type: "null" } } },
      properties: { list: { type: "array", items: { $ref: "#/definitions/odd" } }, name: { type: "string" } },
    };
    expect(unreadableSchemaParts(schema)).toEqual([["list", "items"]]);
    expect(formLayout(schema, {}, validator).list).toEqual({ items: { "ui:field": "JsonField" } });
  });

  it("shows such a part as a JSON box that keeps the value and takes valid JSON only", async () => {
    const schema = {
      type: "object",
      properties: { name: { type: "string", title: "Name" }, extra: { title: "Extra", not: { type: "null" } } },
    };
    const form = await mountConfigForm(schema, { name: "A", extra: { deep: [1, 2] } });
    const box = form.container.querySelector<HTMLTextAreaElement>("[data-json-field] textarea")!;
    expect(JSON.parse(box.value)).toEqual({ deep: [1, 2] });
    expect(form.container.querySelector("[data-json-field] label")?.textContent).toContain("Extra (JSON)");
    await form.type([[box, '{ "deep": ']]);
    expect(form.reports).toEqual([]);
    expect(form.container.textContent).toContain("Not valid JSON yet, so not kept");
    await form.type([[box, '{ "deep": [3] }']]);
    expect(form.current()).toEqual({ name: "A", extra: { deep: [3] } });
    form.unmount();
  });

  it("shows a loose part (an object with no fields, a list with no item shape) as a JSON box, the rest as fields", async () => {
    const schema = {
      type: "object",
      properties: {
        name: { type: "string", title: "Name" },
        address: { type: "object", title: "Address" },
        openingHours: { type: "array", title: "Opening hours" },
        tags: { type: "array", items: { type: "string" } },
        map: { type: "object", additionalProperties: { type: "string" } },
      },
    };
    expect(unreadableSchemaParts(schema)).toEqual([["address"], ["openingHours"]]);
    // what stays fields: a choice of shapes (a form's action), entries of any name (a list source's "each")
    const kept = {
      type: "object",
      properties: {
        action: { type: "object", oneOf: [{ type: "object", properties: { kind: { const: "a" } } }] },
        each: { type: "object", additionalProperties: true },
      },
    };
    expect(unreadableSchemaParts(kept)).toEqual([]);
    const hours = [{ days: ["monday"], opens: "08:00", closes: "18:00" }];
    const form = await mountConfigForm(schema, { name: "A", openingHours: hours });
    const boxes = [...form.container.querySelectorAll<HTMLTextAreaElement>("[data-json-field] textarea")];
    expect(boxes).toHaveLength(2);
    expect(form.container.textContent).not.toContain("Unsupported field schema");
    expect(JSON.parse(boxes[1].value)).toEqual(hours);
    await form.type([[boxes[0], '{ "street": "1 Main St" ']]);
    expect(form.container.textContent).toContain("Not valid JSON yet, so not kept");
    await form.type([[boxes[0], '{ "street": "1 Main St" }']]);
    expect(form.current()).toEqual({ name: "A", openingHours: hours, address: { street: "1 Main St" } });
    form.unmount();
  });
});
