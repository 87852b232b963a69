import { describe, expect, it } from "vitest";
import type { ContentCollections, ContentItem } from "./contentTypes.ts";
import { expandTemplate, itemFieldsNamed } from "./expandTemplate.ts";

const item = (slug: string, data: Record<string, unknown>): ContentItem => ({
  collection: "clinics",
  slug,
  file: `collections/clinics/${slug}.json`,
  pointer: "",
  data,
  draft: false,
});
const collections: ContentCollections = {
  clinics: { name: "clinics", schemaFile: "collections/clinics.schema.json", items: [], bySlug: {}, references: [] },
};

describe("a page template filled for an item", () => {
  const untouched = { type: "cta", title: "Book a visit", actions: [{ label: "Book", href: "/book" }] };
  const template = {
    seo: { title: "{item.name} | Physio", description: "Our clinic at {item.street}." },
    blocks: [
      { type: "hero", title: "{item.name}", subtitle: "Open {item.hours}" },
      untouched,
      { type: "card-grid", items: "{item.services}" },
    ],
  };
  const before = structuredClone(template);

  it("fills each text naming the item, shares what names nothing, and leaves the template as it was", () => {
    const services = [{ title: "Massage" }];
    const riverside = expandTemplate(
      template,
      item("riverside", { name: "Riverside", street: "1 River St", services }),
      collections,
    );
    expect(riverside.value).toEqual({
      seo: { title: "Riverside | Physio", description: "Our clinic at 1 River St." },
      blocks: [
        { type: "hero", title: "Riverside", subtitle: "Open {item.hours}" },
        untouched,
        { type: "card-grid", items: services },
      ],
    });
    const value = riverside.value as typeof template;
    expect(value.blocks[1]).toBe(untouched);
    expect((value.blocks[2] as { items: unknown }).items).toBe(services); // the item's value as it is, not a copy
    expect(template).toEqual(before);
    // what the item lacks: an issue at the template's field, after the base pointer, in the order of the template
    expect(riverside.issues.map((i) => [i.code, i.pointer])).toEqual([["item-field-missing", "/blocks/0/subtitle"]]);
    const hill = expandTemplate(
      template,
      item("hill", { name: "Hill", street: "2 Hill Rd", hours: "9-5" }),
      collections,
      "/x",
    );
    expect(hill.issues.map((i) => [i.code, i.pointer])).toEqual([["item-field-missing", "/x/blocks/2/items"]]);
    expect((hill.value as typeof template).blocks[0]).toEqual({ type: "hero", title: "Hill", subtitle: "Open 9-5" });
    expect((riverside.value as typeof template).blocks[0].title).toBe("Riverside"); // each item its own copies
  });

  it("fills a template that is one text, and a field named __proto__ as a field", () => {
    const riverside = item("riverside", { name: "Riverside" });
    expect(expandTemplate("{item.name} clinic", riverside, collections).value).toBe("Riverside clinic");
    const odd = JSON.parse('{"__proto__": "{item.name}", "a": 1}') as object;
    const filled = expandTemplate(odd, riverside, collections).value as Record<string, unknown>;
    expect(Object.getPrototypeOf(filled)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(filled, "__proto__")?.value).toBe("Riverside");
  });
});

describe("the item fields a template names", () => {
  it("lists each field once, by its first name, in the order met", () => {
    const template = {
      seo: { title: "{item.title} | Blog", description: "{item.summary}" },
      blocks: [
        { type: "hero", title: "{item.title}", subtitle: "By {item.author.name}, {item.author.role}" },
        { type: "image", src: "{item.image}", alt: "" },
        { type: "markdown", text: "{item.body}" },
      ],
    };
    expect(itemFieldsNamed(template)).toEqual(["title", "summary", "author", "image", "body"]);
  });

  it("finds none where no text names the item (site placeholders are not the item's)", () => {
    expect(itemFieldsNamed({ title: "{product}", text: "{{name}}", n: 3, list: ["{item}"] })).toEqual([]);
    expect(itemFieldsNamed("{item.name}")).toEqual(["name"]);
  });
});
