// The press page with no articles yet: the e2e site always has 28, so the empty state is checked here.
import { describe, expect, it } from "vitest";
import PressList from "./PressList";
import type { PressListBlock } from "../../generated/config-types";
import { loadResolved, renderPage } from "../../../tests/unit/support/renderPage";

const site = loadResolved("pages-config").site;

const block: Omit<PressListBlock, "items"> = {
  type: "press-list",
  stripTitle: "Proudly Featured In",
  readMoreLabel: "Read More →",
  empty: { title: "No News Yet", text: "We're working on getting featured! Check back soon for updates." },
};

async function render(press: PressListBlock["items"]): Promise<string> {
  return renderPage(<PressList {...block} items={press} />, site);
}

describe("press-list", () => {
  it("shows 'No News Yet' and no logo strip when there are no articles", async () => {
    const html = await render([]);
    expect(html).toContain("No News Yet");
    expect(html).toContain("We&#x27;re working on getting featured! Check back soon for updates.");
    expect(html).not.toContain("Proudly Featured In");
    expect(html).not.toContain("data-press-item");
  });

  it("shows the strip and the cards, not the empty message, when there are articles", async () => {
    const html = await render([
      {
        id: 1,
        title: "A headline",
        source: "A Journal",
        date: "May 1, 2025",
        summary: "A summary.",
        link: "https://a.example/1",
        logoSrc: "/logos/press/a.svg",
      },
      {
        id: 2,
        title: "Another",
        source: "No Logo Weekly",
        date: "May 2, 2025",
        summary: "B summary.",
        link: "https://b.example/2",
        logoSrc: null,
      },
    ]);
    expect(html).not.toContain("No News Yet");
    expect(html).toContain("Proudly Featured In");
    expect(html.match(/data-press-item/g)).toHaveLength(2);
    expect(html.match(/<img[^>]*src="\/logos\/press\/a.svg"/g)).toHaveLength(1);
  });
});
