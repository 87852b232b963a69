import { describe, expect, it } from "vitest";
import type { EditorDiagnostic } from "../shared/api";
import { saveProblems } from "./saveProblems";

const problem = (path: string, line: number): EditorDiagnostic => ({
  path,
  line,
  column: 15,
  code: "link-to-missing-anchor",
  message: 'link "/#services" points to no section',
});

/** A store of one document whose value the test changes. */
const storeOf = (value: unknown) => {
  const doc = { value };
  return { doc, store: { get: (path: string) => (path === "pages/index.json" ? doc : undefined) } as never };
};

describe("what a save asks about", () => {
  it("is the check of the value saved: a problem it brings to another file, even when the last check said none", async () => {
    const { store } = storeOf({ blocks: [] });
    const asked: unknown[] = [];
    const problems = await saveProblems(store, "pages/index.json", [], async (_path, value) => {
      asked.push(value);
      return { diagnostics: [problem("site.json", 40)] };
    });
    expect(problems).toEqual([problem("site.json", 40)]);
    expect(asked).toEqual([{ blocks: [] }]);
  });

  it("is nothing when the save brings no problem, whatever the last check of the drafts said of other files", async () => {
    const { store } = storeOf({ blocks: [] });
    const problems = await saveProblems(store, "pages/index.json", [problem("site.json", 40)], async () => ({
      diagnostics: [],
    }));
    expect(problems).toEqual([]);
  });

  it("is checked again when the file changed while it was checked", async () => {
    const { doc, store } = storeOf({ blocks: ["a"] });
    const asked: unknown[] = [];
    const problems = await saveProblems(store, "pages/index.json", [], async (_path, value) => {
      asked.push(value);
      if (asked.length === 1) doc.value = { blocks: ["a", "b"] };
      return { diagnostics: asked.length === 1 ? [] : [problem("site.json", 40)] };
    });
    expect(asked).toEqual([{ blocks: ["a"] }, { blocks: ["a", "b"] }]);
    expect(problems).toEqual([problem("site.json", 40)]);
  });

  it("falls back on the file's own problems of the last check when the check cannot be made", async () => {
    const { store } = storeOf({ blocks: [] });
    const last = [problem("pages/index.json", 3), problem("site.json", 40)];
    const problems = await saveProblems(store, "pages/index.json", last, () => Promise.reject(new Error("gone")));
    expect(problems).toEqual([problem("pages/index.json", 3)]);
  });
});
