// A legal page: the one h1, the date it was last updated ("today": the build's date, kept current by the
// shell script), the summary, a table of contents linking each section's anchor, and the sections as h2s with
// resolved links and the site's support addresses.
import { describe, expect, it } from "vitest";
import type { LegalTextBlock } from "../../generated/config-types";
import {
  exampleSite,
  filled,
  headings,
  links,
  renderBlock,
  schemaExamples,
  textOf,
} from "../../../tests/unit/support/blockHtml";

describe("legal-text", () => {
  it("shows its schema example: h1, today's date, summary, contents linking the h2 sections", async () => {
    const [example] = schemaExamples<LegalTextBlock>("legal-text");
    const html = await renderBlock(example);
    expect(headings(html)).toEqual([`h1 ${example.title}`, ...example.sections.map((s) => `h2 ${s.heading}`)]);
    expect(html).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}" data-clock="date">/i);
    // rendered alone, without a page: the day in UTC, as a build's (SITE_TODAY unset)
    const today = new Date().toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(textOf(html)).toContain(`${example.title} Last Updated: ${today}`);
    expect(textOf(html)).toContain(`Summary ${filled(example.summary![0] as string)}`);
    const anchor = example.sections[0].anchor!;
    expect(html).toContain(`id="${anchor}"`);
    const shown = links(html);
    expect(shown[0]).toEqual({ href: `#${anchor}`, text: example.sections[0].heading });
    expect(shown.map((l) => `${l.text} ${l.href}`)).toContain("Cookies /privacy-policy");
    const privacy = exampleSite().site.support?.privacyEmail;
    expect(shown.map((l) => l.href)).toContain(`mailto:${privacy}`);
  });

  it("without date, summary or contents: only the h1 and the sections", async () => {
    const html = await renderBlock({
      type: "legal-text",
      title: "Terms of Sale",
      sections: [
        { heading: "Orders", content: ["Cakes are baked to order; we need two days' notice."] },
        { heading: "Refunds", content: ["We refund any cake you are not happy with."] },
      ],
    });
    expect(headings(html)).toEqual(["h1 Terms of Sale", "h2 Orders", "h2 Refunds"]);
    expect(links(html)).toEqual([]);
    expect(html).not.toContain("<nav");
    expect(html).not.toContain("data-last-updated");
    expect(textOf(html)).toBe(
      "Terms of Sale Orders Cakes are baked to order; we need two days' notice. Refunds We refund any cake you are not happy with.",
    );
  });

  it("shows a fixed date and its own label as written", async () => {
    const html = await renderBlock({
      type: "legal-text",
      title: "Terms",
      lastUpdated: "May 1, 2025",
      lastUpdatedLabel: "Effective:",
      sections: [{ heading: "Scope", content: ["These terms cover orders."] }],
    });
    expect(textOf(html)).toContain("Terms Effective: May 1, 2025");
  });
});
