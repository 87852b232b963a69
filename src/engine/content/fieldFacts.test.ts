import { describe, expect, it } from "vitest";
import { fieldFacts } from "./fieldFacts.ts";

describe("what a collection schema says of its fields", () => {
  it("reads the words of coded values on a field, on a list's items and inside a group", () => {
    const facts = fieldFacts({
      type: "object",
      properties: {
        diet: { type: "array", items: { oneOf: [{ const: "vegan", title: "Végétalien" }, { const: "x" }] } },
        status: {
          anyOf: [
            { const: "open", title: "Ouvert" },
            { const: "shut", description: "Fermé" },
          ],
        },
        address: { type: "object", properties: { region: { oneOf: [{ const: "qc", title: "Québec" }] } } },
        plain: { type: "string", enum: ["a", "b"] },
      },
    });
    expect(facts.labels).toEqual({
      diet: { vegan: "Végétalien" },
      status: { open: "Ouvert", shut: "Fermé" },
      "address.region": { qc: "Québec" },
    });
  });

  it("tells each field's kind: dates by their format, numbers, texts, lists", () => {
    const facts = fieldFacts({
      properties: {
        date: { type: "string", format: "date" },
        at: { type: "string", format: "date-time" },
        price: { type: "number" },
        seats: { type: "integer" },
        title: { type: "string" },
        tags: { type: "array" },
        open: { type: "boolean" },
      },
    });
    expect(facts.kinds).toEqual({
      date: "date",
      at: "date",
      price: "number",
      seats: "number",
      title: "text",
      tags: "list",
      open: "yes/no",
    });
  });
});
