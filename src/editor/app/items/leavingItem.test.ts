import { describe, expect, it } from "vitest";
import { DocumentStore } from "../documents";
import { asksBeforeLeaving } from "./leavingItem";

describe("asksBeforeLeaving", () => {
  const store = new DocumentStore("test");
  store.open("item:posts/rye", { value: { title: "Rye" } }, "h1");
  store.open("item:posts/oats", { value: { title: "Oats" } }, "h2");
  store.open("pages/about.json", { blocks: [] }, "h3");
  store.edit("item:posts/rye", { value: { title: "Rye bread" } }, "title");
  store.edit("pages/about.json", { blocks: [{ type: "hero" }] }, "blocks");

  it("asks when an item with unsaved changes is left for another item, a page or the start screen", () => {
    expect(asksBeforeLeaving(store, "item:posts/rye", "item:posts/oats")).toBe(true);
    expect(asksBeforeLeaving(store, "item:posts/rye", "pages/about.json")).toBe(true);
    expect(asksBeforeLeaving(store, "item:posts/rye", undefined)).toBe(true);
    expect(asksBeforeLeaving(store, "item:posts/rye", "")).toBe(true);
  });

  it("does not ask for the same item, an item without unsaved changes, or a page (pages keep their drafts silently)", () => {
    expect(asksBeforeLeaving(store, "item:posts/rye", "item:posts/rye")).toBe(false);
    expect(asksBeforeLeaving(store, "item:posts/oats", "item:posts/rye")).toBe(false);
    expect(asksBeforeLeaving(store, "pages/about.json", "item:posts/rye")).toBe(false);
    expect(asksBeforeLeaving(store, undefined, "item:posts/rye")).toBe(false);
  });
});
