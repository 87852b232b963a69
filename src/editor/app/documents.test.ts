import { describe, expect, it } from "vitest";
import { DocumentStore } from "./documents";

describe("DocumentStore.diskChanged", () => {
  const opened = () => {
    const store = new DocumentStore("test");
    store.open("item:posts/rye", { value: { title: "Rye" } }, "h1");
    store.edit("item:posts/rye", { value: { title: "Rye, mine" } }, "title");
    return store;
  };

  it("a file deleted on disk under unsaved work is a conflict that says so (no hash), with mine kept", () => {
    const store = opened();
    store.diskChanged("item:posts/rye", null);
    expect(store.get("item:posts/rye")).toMatchObject({
      conflict: { hash: null },
      dirty: true,
      value: { value: { title: "Rye, mine" } },
    });
  });

  it("the file back as it was (put back) leaves nothing to choose, and mine stays unsaved", () => {
    const store = opened();
    store.diskChanged("item:posts/rye", null);
    store.diskChanged("item:posts/rye", "h1", { value: { title: "Rye" } });
    const doc = store.get("item:posts/rye");
    expect(doc?.conflict).toBeUndefined();
    expect(doc).toMatchObject({ dirty: true, diskHash: "h1", value: { value: { title: "Rye, mine" } } });
  });

  it("a file changed on disk under unsaved work stays a conflict with both versions; without work it is followed", () => {
    const store = opened();
    store.diskChanged("item:posts/rye", "h2", { value: { title: "Theirs" } });
    expect(store.get("item:posts/rye")?.conflict).toEqual({ hash: "h2", value: { value: { title: "Theirs" } } });
    store.open("pages/about.json", { blocks: [] }, "p1");
    store.diskChanged("pages/about.json", "p2", { blocks: [{ type: "hero" }] });
    expect(store.get("pages/about.json")).toMatchObject({ diskHash: "p2", value: { blocks: [{ type: "hero" }] } });
    expect(store.get("pages/about.json")?.conflict).toBeUndefined();
  });
});
