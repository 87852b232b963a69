import { describe, expect, it } from "vitest";
import { draftLifetimeMs, forgetOldDrafts, readDraft, writeDraft } from "./formDraft";

/** localStorage's interface over a Map, for Node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const key = "form-draft:/contact#i1";
const day = 24 * 60 * 60 * 1000;

describe("form drafts", () => {
  it("keeps what was typed and gives it back", () => {
    const storage = memoryStorage();
    writeDraft(storage, key, { name: "Ada", message: "Hello" }, 1000);
    expect(readDraft(storage, key, 2000)).toEqual({ name: "Ada", message: "Hello" });
  });

  it("leaves out empty fields, and keeps no draft of an empty form", () => {
    const storage = memoryStorage();
    writeDraft(storage, key, { name: "Ada", company: "" }, 0);
    expect(readDraft(storage, key, 0)).toEqual({ name: "Ada" });
    writeDraft(storage, key, { name: "", company: "" }, 0);
    expect(storage.getItem(key)).toBeNull();
  });

  it("gives back nothing after seven days", () => {
    const storage = memoryStorage();
    writeDraft(storage, key, { name: "Ada" }, 0);
    expect(readDraft(storage, key, draftLifetimeMs)).toEqual({ name: "Ada" });
    expect(readDraft(storage, key, draftLifetimeMs + 1)).toBeUndefined();
  });

  it("removes old drafts of every page and keeps recent ones and other keys", () => {
    const storage = memoryStorage();
    writeDraft(storage, "form-draft:/old#i1", { name: "Old" }, 0);
    writeDraft(storage, "form-draft:/new#i1", { name: "New" }, 7 * day);
    storage.setItem("banner-dismissed", "true");
    forgetOldDrafts(storage, 8 * day);
    expect(storage.getItem("form-draft:/old#i1")).toBeNull();
    expect(readDraft(storage, "form-draft:/new#i1", 8 * day)).toEqual({ name: "New" });
    expect(storage.getItem("banner-dismissed")).toBe("true");
  });

  it("ignores what it cannot read (hand-edited or from an older version)", () => {
    const storage = memoryStorage();
    for (const text of [
      "not json",
      "null",
      '{"savedAt":"yesterday","values":{}}',
      '{"savedAt":1,"values":{"name":5}}',
    ]) {
      storage.setItem(key, text);
      expect(readDraft(storage, key, 2)).toBeUndefined();
    }
  });
});
