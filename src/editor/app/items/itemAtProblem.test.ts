import { describe, expect, it } from "vitest";
import type { ContentResponse } from "../../shared/api";
import { itemAtProblem } from "./itemAtProblem";

const content: ContentResponse = {
  collections: [
    {
      name: "posts",
      schema: {},
      format: "md",
      items: [{ slug: "rye", path: "collections/posts/rye.md", draft: false }],
    },
    {
      name: "team",
      schema: {},
      format: "list",
      items: [
        { slug: "ann", path: "collections/team.json", draft: false },
        { slug: "bo", path: "collections/team.json", draft: false },
      ],
    },
  ],
};

describe("itemAtProblem", () => {
  it("finds the item of a problem's file, and the entry of a list file by the problem's pointer", () => {
    expect(itemAtProblem(content, "collections/posts/rye.md", { pointer: "/blocks/1/text" })).toBe("item:posts/rye");
    expect(itemAtProblem(content, "collections/team.json", { pointer: "/items/1/name" })).toBe("item:team/bo");
    expect(itemAtProblem(content, "collections/team.json")).toBe("item:team/ann");
  });

  it("leaves a file that is no item's to be opened as a file", () => {
    expect(itemAtProblem(content, "pages/index.json")).toBeUndefined();
    expect(itemAtProblem(undefined, "collections/posts/rye.md")).toBeUndefined();
  });
});
