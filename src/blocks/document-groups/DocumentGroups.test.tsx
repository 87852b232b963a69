// Groups of documents: a card per group, headed one level under the block's title (h2 without one), listing
// its documents as text.
import { describe, expect, it } from "vitest";
import type { DocumentGroupsBlock } from "../../generated/config-types";
import { headings, links, renderBlock, schemaExamples, textOf } from "../../../tests/unit/support/blockHtml";

describe("document-groups", () => {
  it("shows its schema example: an h3 per group under the h2 and one list item per document", async () => {
    const [example] = schemaExamples<DocumentGroupsBlock>("document-groups");
    const html = await renderBlock(example);
    expect(headings(html)).toEqual([`h2 ${example.title}`, ...example.groups.map((g) => `h3 ${g.title}`)]);
    expect(html.match(/data-document-group=""/g)).toHaveLength(example.groups.length);
    const documents = example.groups.flatMap((g) => g.documents);
    expect(html.match(/data-document=""/g)).toHaveLength(documents.length);
    for (const group of example.groups) expect(textOf(html)).toContain(`${group.title} ${group.documents.join(" ")}`);
    expect(links(html)).toEqual([]);
  });

  it("heads the groups h2 when the block has no title", async () => {
    const html = await renderBlock({
      type: "document-groups",
      groups: [{ title: "Before Your Visit", icon: "file-check", documents: ["Medical history form"] }],
    });
    expect(headings(html)).toEqual(["h2 Before Your Visit"]);
    expect(textOf(html)).toBe("Before Your Visit Medical history form");
  });
});
