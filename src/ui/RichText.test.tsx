// The rich text shared by legal-text and article (schemas/rich-text.schema.json): paragraphs of pieces, lists,
// sub-headings and headed sections with ids; links resolved, e-mail pieces from site.json's support addresses.
import { describe, expect, it } from "vitest";
import type { RichText, RichTextSection } from "../generated/config-types";
import { loadResolved, renderPage } from "../../tests/unit/support/renderPage";
import { RichSections, SupportAddressesProvider } from "./RichText";
import { sectionIds } from "./sectionIds";

const resolved = loadResolved("pages-config");
const support = { ...resolved.site.support, email: "help@example.com", privacyEmail: "privacy@example.com" };

async function render(sections: RichTextSection[], intro?: RichText[]): Promise<string> {
  return renderPage(
    <SupportAddressesProvider value={support}>
      <RichSections intro={intro} sections={sections} ids={sectionIds(sections)} gap="4" headingSize="xl" />
    </SupportAddressesProvider>,
    resolved.site,
  );
}

describe("rich text", () => {
  it("renders the intro, and each section as a landmark with an id made from its heading or its anchor", async () => {
    const html = await render(
      [
        { heading: "1. Information We Collect", content: ["We collect little."] },
        { heading: "Cookies", anchor: "cookies-and-more", content: ["Few cookies."] },
      ],
      ["Before the sections."],
    );
    expect(html).toContain("Before the sections.");
    expect(html).toMatch(
      /<section[^>]*id="information-we-collect"[^>]*aria-labelledby="information-we-collect-heading"/,
    );
    expect(html).toMatch(/<h2[^>]*id="information-we-collect-heading"[^>]*>1. Information We Collect</);
    expect(html).toMatch(/<section[^>]*id="cookies-and-more"/);
  });

  it("renders bold, italic, links (a new tab with target and rel), e-mail pieces, lists and sub-headings", async () => {
    const html = await render([
      {
        heading: "Pieces",
        content: [
          [
            "Read ",
            { strong: "this" },
            " and ",
            { em: "that" },
            ", see ",
            { link: "the terms", href: "/terms-of-service" },
            " or ",
            { link: "elsewhere", href: "https://example.com/", newTab: true },
            ".",
          ],
          ["Write to ", { email: "privacy" }, "."],
          { subheading: "A sub-heading" },
          { list: ["one", "two"], ordered: true },
          { list: ["bullet"] },
        ],
      },
    ]);
    expect(html).toMatch(/<strong[^>]*>this<\/strong>/);
    expect(html).toMatch(/<em[^>]*>that<\/em>/);
    expect(html).toMatch(/<a [^>]*href="\/terms-of-service"[^>]*>the terms<\/a>/);
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/example.com\/"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>elsewhere<\/a>|<a [^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*href="https:\/\/example.com\/"/,
    );
    expect(html).toMatch(/<a [^>]*href="mailto:privacy@example.com"[^>]*>privacy@example.com<\/a>/);
    expect(html).toMatch(/<h3[^>]*>A sub-heading<\/h3>/);
    expect(html).toMatch(/<ol[^>]*>.*one.*two.*<\/ol>/s);
    expect(html).toMatch(/<ul[^>]*>.*bullet.*<\/ul>/s);
  });
});
