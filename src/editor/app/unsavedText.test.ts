import { describe, expect, it } from "vitest";
import { unsavedText } from "./unsavedText";

describe("the top bar's status", () => {
  it("names what is unsaved, items by collection and slug, after the last message", () => {
    expect(unsavedText(["item:posts/rye-starter"], "")).toBe("Unsaved: posts: rye-starter");
    expect(unsavedText(["pages/a.json", "item:places/riverside"], "Saved pages/b.json")).toBe(
      "Saved pages/b.json · Unsaved: pages/a.json, places: riverside",
    );
    expect(unsavedText(["a", "b", "c", "d", "e"], "")).toBe("Unsaved: a, b, c and 2 more");
  });

  it("says the last message, or that all is saved, when nothing is unsaved", () => {
    expect(unsavedText([], "")).toBe("All changes saved");
    expect(unsavedText([], "Saved pages/a.json")).toBe("Saved pages/a.json");
  });
});
