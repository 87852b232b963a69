import { describe, expect, it } from "vitest";
import { humanize, itemLabel, withFieldTitles } from "./labels";
import { isLongText } from "./longText";

describe("labels people read", () => {
  it("spells out short words and splits names", () => {
    expect(humanize("ogImage")).toBe("Sharing image");
    expect(humanize("cta")).toBe("Call to action");
    expect(humanize("readTime")).toBe("Read time");
  });

  it("labels a property from its name where the schema's title is a type name, and options in words", () => {
    const schema = withFieldTitles({
      properties: {
        aside: { title: "FormAside", type: "object" },
        tone: { title: "Tone", enum: ["plain"] },
        part: { oneOf: [{ title: "BoldText", type: "object" }] },
      },
    }) as { properties: Record<string, { title: string; oneOf?: Array<{ title: string }> }> };
    expect(schema.properties.aside.title).toBe("Aside");
    expect(schema.properties.tone.title).toBe("Tone");
    expect(schema.properties.part.oneOf![0].title).toBe("Bold text");
  });

  it("names a list's items in the singular with their number", () => {
    expect(itemLabel("Features-1")).toBe("Feature 1");
    expect(itemLabel("Categories-3")).toBe("Category 3");
    expect(itemLabel("Title")).toBe("Title");
  });
});

describe("isLongText", () => {
  it("is true for free text without a small limit, false for names, links, patterns and choices", () => {
    expect(
      isLongText({ type: "string", pattern: "\\S", examples: ["Save time, automate growth and build relationships."] }),
    ).toBe(true);
    expect(isLongText({ type: "string", maxLength: 1000 })).toBe(true);
    expect(
      isLongText({ type: "string", maxLength: 120, examples: ["A long enough headline to be a sentence, really"] }),
    ).toBe(false);
    expect(isLongText({ type: "string", examples: ["Jane Doe"] })).toBe(false);
    expect(isLongText({ type: "string", "x-link": true })).toBe(false);
    expect(isLongText({ type: "string", pattern: "^[a-z]+$" })).toBe(false);
    expect(isLongText({ type: "string", enum: ["a"] })).toBe(false);
  });
});
