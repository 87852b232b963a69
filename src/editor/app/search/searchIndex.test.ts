import { describe, expect, it } from "vitest";
import type { FileInfo } from "../../shared/api";
import { fieldId } from "./focusRequest";
import { itemSearchEntries, searchEntries } from "./searchIndex";

const page: FileInfo = { path: "pages/pricing.json", kind: "page", route: "/pricing", hash: "" };

describe("searchEntries", () => {
  it("lists every text of a page with its pointer and a readable place; the block type is not text", () => {
    const value = {
      $schema: "../schemas/page.schema.json",
      seo: { title: "Pricing" },
      blocks: [{ type: "hero", title: "Simple", actions: [{ label: "Go", href: "/a/b" }] }],
    };
    expect(searchEntries(page, value, () => "Hero")).toEqual([
      { path: page.path, pointer: "/seo/title", text: "Pricing", where: "/pricing › Search settings › title" },
      { path: page.path, pointer: "/blocks/0/title", text: "Simple", where: "/pricing › Block 1 (Hero) › title" },
      {
        path: page.path,
        pointer: "/blocks/0/actions/0/label",
        text: "Go",
        where: "/pricing › Block 1 (Hero) › actions › 1 › label",
      },
      {
        path: page.path,
        pointer: "/blocks/0/actions/0/href",
        text: "/a/b",
        where: "/pricing › Block 1 (Hero) › actions › 1 › href",
      },
    ]);
  });

  it("reads site settings and data files whole, escaping pointer keys", () => {
    const site: FileInfo = { path: "site.json", kind: "site", hash: "" };
    expect(searchEntries(site, { links: { "a/b": "https://x.test" } }, String)).toEqual([
      { path: "site.json", pointer: "/links/a~1b", text: "https://x.test", where: "Site settings › links › a/b" },
    ]);
  });
});

describe("fieldId", () => {
  it("is the form's id for the field at a pointer", () => {
    expect(fieldId("block2", "/items/0/title")).toBe("block2_items_0_title");
    expect(fieldId("file", "/links/a~1b")).toBe("file_links_a/b");
    expect(fieldId("seo", "")).toBe("seo");
  });
});

describe("itemSearchEntries", () => {
  it("lists an item's field texts and each paragraph of its Markdown text with where it starts", () => {
    const item = {
      collection: "posts",
      slug: "rye",
      value: { title: "Rye", tags: ["bread"], draft: false },
      body: "First line.\nSame paragraph.\n\n\nSecond one.\n",
    };
    expect(itemSearchEntries(item, "item:posts/rye")).toEqual([
      { path: "item:posts/rye", pointer: "/title", text: "Rye", where: "posts: rye › title" },
      { path: "item:posts/rye", pointer: "/tags/0", text: "bread", where: "posts: rye › tags › 1" },
      {
        path: "item:posts/rye",
        pointer: "/body",
        text: "First line.\nSame paragraph.",
        where: "posts: rye › text",
        offset: 0,
      },
      { path: "item:posts/rye", pointer: "/body", text: "Second one.", where: "posts: rye › text", offset: 30 },
    ]);
    expect(item.body.slice(30, 41)).toBe("Second one.");
  });
});
