// Each kind of card (the card-grid's variant picks it) renders the fields its schema gives it; links are
// resolved like every link ("@signup" → the address in site.json) and a new tab gets target and rel.
import { describe, expect, it } from "vitest";
import type { CardGridBlock } from "../../generated/config-types";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import { loadResolved, renderPage, resolveForTest } from "../../../tests/unit/support/renderPage";
import CardGrid from "./CardGrid";

const resolved = loadResolved("pages-config");

async function render(block: CardGridBlock): Promise<string> {
  const ready = resolveForTest(block, resolved) as ResolvedBlockOf<"card-grid">;
  return renderPage(<CardGrid {...ready} />, resolved.site);
}

/** The <a> elements of the HTML, as written. */
const anchors = (html: string) => html.match(/<a [^>]*>/g) ?? [];

describe("card-grid", () => {
  it("agent cards: badge, tags and a button with the link's label, resolved through site.json", async () => {
    const html = await render({
      type: "card-grid",
      variant: "agent",
      cards: [
        {
          icon: "mic",
          color: "purple",
          title: "Online Booking",
          description: "Pick a free slot.",
          badge: "BETA",
          badgeStyle: "beta",
          tags: ["Same-Week Slots", "Text Reminders"],
          link: { label: "Sign up to try it", href: "@signup" },
        },
      ],
    });
    expect(html).toContain('data-variant="agent"');
    expect(html).toContain("Online Booking");
    expect(html).toContain("Pick a free slot.");
    expect(html.match(/data-badge=""[^>]*>BETA</)).not.toBeNull();
    expect(html.match(/data-tag=""/g)).toHaveLength(2);
    const [link] = anchors(html);
    expect(link).toContain(`href="${resolved.site.links.signup}"`);
    expect(link).not.toContain("target=");
    expect(html).toContain("Sign up to try it");
  });

  it("tool and benefit cards: icon and badge on top, the whole card opens the link, the label is the cue", async () => {
    for (const variant of ["tool", undefined] as const) {
      const html = await render({
        type: "card-grid",
        ...(variant ? { variant } : {}),
        cards: [
          {
            icon: "pen",
            title: "Writer",
            description: "Writes posts.",
            badge: "Free Tier",
            badgeStyle: "success",
            link: { label: "Try it", href: "/pricing" },
          },
          { icon: "clock", title: "No link", description: "Just text." },
        ],
      } as CardGridBlock);
      expect(html).toContain(`data-variant="${variant ?? "benefit"}"`);
      expect(html.match(/data-badge=""[^>]*>Free Tier</)).not.toBeNull();
      expect(anchors(html)).toEqual([expect.stringContaining('href="/pricing"')]);
      expect(html).toMatch(/Try it<!-- --> →|Try it →/);
      expect(html).toContain("No link");
    }
  });

  it("article cards: category, content type, read time, and the whole card opens the article", async () => {
    const html = await render({
      type: "card-grid",
      variant: "article",
      cards: [
        {
          title: "An article",
          description: "About something.",
          category: "AI Strategy",
          color: "green",
          type: "Guide",
          readTime: 8,
          link: { label: "Read article", href: "/blog" },
        },
      ],
    });
    expect(html).toContain("AI Strategy");
    expect(html).toContain("Guide");
    expect(html).toContain('data-read-time="8"');
    expect(html).toMatch(/>8 min read</);
    expect(anchors(html)).toEqual([expect.stringContaining('href="/blog"')]);
    expect(html).toMatch(/Read article<!-- --> →|Read article →/);
  });

  it("a link with newTab opens in a new tab, with rel=noopener noreferrer", async () => {
    for (const variant of ["agent", "article"] as const) {
      const html = await render({
        type: "card-grid",
        variant,
        cards: [
          {
            title: "Out",
            description: "Elsewhere.",
            link: { label: "Go", href: "https://example.com/x", newTab: true },
          },
        ],
      } as CardGridBlock);
      const [link] = anchors(html);
      expect(link).toContain('href="https://example.com/x"');
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
  });

  it("a card with a photo shows it on top, lazily, with width and height; cards without one stay as they were", async () => {
    const picture = {
      width: 1280,
      height: 960,
      sizes: "(min-width: 80rem) 25rem, (min-width: 64rem) 31vw, (min-width: 48rem) 46vw, 100vw",
      sources: [],
      fallback: { type: "image/jpeg", srcset: "/_pictures/rye-640-a.jpg 640w", src: "/_pictures/rye-640-a.jpg" },
      large: "/_pictures/rye-1280-b.jpg",
    };
    const card = { title: "Rye", description: "Sourdough rye, baked on Fridays." };
    const photo = { src: "/photos/rye.jpg", alt: "", picture };
    for (const variant of ["agent", "benefit", "article"] as const) {
      const html = await render({
        type: "card-grid",
        variant,
        cards: [{ ...card, image: photo }, card],
      } as CardGridBlock);
      const imgs = html.match(/<img [^>]*>/g) ?? [];
      expect(imgs, variant).toHaveLength(1);
      expect(imgs[0]).toContain('width="1280"');
      expect(imgs[0]).toContain('height="960"');
      expect(imgs[0]).toContain('loading="lazy"');
      expect(imgs[0]).toContain(`sizes="${picture.sizes}"`);
      expect(imgs[0]).toContain('alt=""');
      // the photo comes before the card's title
      expect(html.indexOf("<img")).toBeLessThan(html.indexOf(">Rye<"));
    }
  });
});
