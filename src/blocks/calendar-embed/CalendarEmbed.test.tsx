// The scheduling calendar as the page holds it before calendar.script.ts loads it: a box of the calendar's
// height, the resolved scheduling address for the script, and a link to that page opening in a new tab.
import { describe, expect, it } from "vitest";
import type { CalendarEmbedBlock } from "../../generated/config-types";
import {
  exampleSite,
  headings,
  links,
  renderBlock,
  schemaExamples,
  textOf,
} from "../../../tests/unit/support/blockHtml";

describe("calendar-embed", () => {
  it("shows its schema example: h2, the waiting box with the resolved address, and the fallback link", async () => {
    const [example] = schemaExamples<CalendarEmbedBlock>("calendar-embed");
    const html = await renderBlock(example);
    const address = example.url.startsWith("@") ? exampleSite().site.links[example.url.slice(1)] : example.url;
    expect(address).toMatch(/^https:\/\//);
    expect(headings(html)).toEqual([`h2 ${example.title}`]);
    expect(html).toContain(`data-calendar-state="waiting" data-calendar-url="${address}"`);
    expect(links(html)).toEqual([
      { href: address, text: "Open the scheduling page ↗", target: "_blank", rel: "noopener noreferrer" },
    ]);
    expect(textOf(html)).toContain("Loading the scheduling calendar…");
    expect(html).not.toContain("<iframe");
  });

  it("takes its own fallback label, and needs no title", async () => {
    const html = await renderBlock({
      type: "calendar-embed",
      url: "https://calendly.com/harbor-dental/check-up",
      fallbackLabel: "Book on our booking page",
    });
    expect(headings(html)).toEqual([]);
    expect(links(html)[0]).toMatchObject({
      href: "https://calendly.com/harbor-dental/check-up",
      text: "Book on our booking page ↗",
    });
  });
});
