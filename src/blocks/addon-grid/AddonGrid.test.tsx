// Add-ons: a list of cards, each an h3 under the block's (required) title, with its price, description and
// button.
import { describe, expect, it } from "vitest";
import type { AddonGridBlock } from "../../generated/config-types";
import { headings, links, renderBlock, schemaExamples, textOf } from "../../../tests/unit/support/blockHtml";

describe("addon-grid", () => {
  it("shows its schema example: one list item per add-on with its h3, price and button", async () => {
    const [example] = schemaExamples<AddonGridBlock>("addon-grid");
    const html = await renderBlock(example);
    expect(headings(html)).toEqual([`h2 ${example.title}`, ...example.addons.map((a) => `h3 ${a.name}`)]);
    expect(html.match(/<li\b/g)).toHaveLength(example.addons.length);
    const text = textOf(html);
    for (const addon of example.addons) {
      expect(text).toContain(
        `${addon.name} ${addon.price}${addon.priceDescription ? ` ${addon.priceDescription}` : ""}`,
      );
      expect(text).toContain(addon.description);
    }
    expect(links(html).map((l) => l.text)).toEqual(example.addons.map((a) => a.cta.label));
  });

  it("leaves out what is not given: no icon, no price description", async () => {
    const html = await renderBlock({
      type: "addon-grid",
      title: "Extras",
      addons: [
        {
          name: "Cake Tasting",
          description: "Six slices to choose from.",
          price: "Free",
          cta: { label: "Book", href: "/contact" },
        },
      ],
    });
    expect(headings(html)).toEqual(["h2 Extras", "h3 Cake Tasting"]);
    expect(textOf(html)).toBe("Extras Cake Tasting Free Six slices to choose from. Book");
    expect(html).not.toContain("<svg"); // no icon tile without an icon
  });
});
