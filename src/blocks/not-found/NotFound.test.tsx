// The not-found page: the code, the page's one h1, the message and the way back; optional parts leave nothing.
import { describe, expect, it } from "vitest";
import type { NotFoundBlock } from "../../generated/config-types";
import { headings, links, renderBlock, schemaExamples, textOf } from "../../../tests/unit/support/blockHtml";

describe("not-found", () => {
  it("shows its schema example: the code, an h1 and the link home", async () => {
    const [example] = schemaExamples<NotFoundBlock>("not-found");
    const html = await renderBlock(example);
    expect(headings(html)).toEqual([`h1 ${example.title}`]);
    expect(textOf(html)).toBe(`${example.code} ${example.title} ${example.link.label}`);
    expect(links(html)).toEqual([{ href: example.link.href, text: example.link.label }]);
  });

  it("without a code, shows the message under the h1", async () => {
    const html = await renderBlock({
      type: "not-found",
      title: "This page has moved",
      message: "Our menu now lives on the home page.",
      link: { label: "See the menu", href: "/" },
    });
    expect(textOf(html)).toBe("This page has moved Our menu now lives on the home page. See the menu");
  });
});
