import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultConfigDir } from "../../src/engine/projectPaths";

/** A few hundred distinct words, so articles differ from page to page without reading like a test pattern. */
const words = (
  "advisor client portfolio review meeting plan goal income tax estate family trust account custodian fee report " +
  "risk profile note task follow-up calendar reminder question answer document form signature compliance record " +
  "audit archive email message phone call summary agenda decision action owner deadline quarter year market bond " +
  "equity fund allocation rebalance cash flow budget saving retirement college insurance benefit policy premium " +
  "household spouse child parent partner office team assistant workflow template checklist onboarding intake " +
  "transfer rollover beneficiary update change request approval review schedule recurring annual monthly weekly"
).split(" ");

function sentence(seed: number, length: number): string {
  const picked = Array.from({ length }, (_, i) => words[(seed * 7 + i * 13 + ((seed * i) % 11)) % words.length]);
  const text = picked.join(" ");
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** An article of at least `count` words (each section's last paragraph runs past its share: about 1,100) in five sections, as Markdown. */
function article(seed: number, count = 1000): string {
  const sections: string[] = [];
  const perSection = Math.round(count / 5);
  for (let s = 0; s < 5; s++) {
    const paragraphs: string[] = [];
    let written = 3; // the heading
    for (let p = 0; written < perSection; p++) {
      const sentences = Array.from({ length: 4 }, (_, i) => sentence(seed + s * 31 + p * 7 + i, 9 + ((p + i) % 5)));
      const paragraph = sentences.join(" ");
      written += paragraph.split(" ").length;
      paragraphs.push(paragraph);
    }
    sections.push(`## Part ${s + 1}: ${sentence(seed + s, 3).slice(0, -1)}\n\n${paragraphs.join("\n\n")}`);
  }
  return sections.join("\n\n");
}

/**
 * Page n shaped like the pages the peers (Astro, Eleventy, Hugo) were measured on in issue 39: a hero with two
 * buttons, six feature cards, three testimonials, a 1,000-word article and a call to action; the site's header and
 * footer around them.
 */
export function peerShapedPage(n: number): Record<string, unknown> {
  return {
    $schema: "../../../schemas/page.schema.json",
    seo: {
      title: `Generated page ${n}: ${sentence(n, 4).slice(0, -1)}`,
      description: `Generated page number ${n}, shaped like the peers' pages. ${sentence(n + 1, 12)}`,
    },
    blocks: [
      {
        type: "hero",
        title: `Page ${n}: ${sentence(n, 5).slice(0, -1)}`,
        subtitle: sentence(n + 2, 18),
        actions: [
          { label: "Get Started", href: "/contact" },
          { label: "See Pricing", href: "/pricing" },
        ],
      },
      {
        type: "feature-grid",
        title: "What It Does",
        subtitle: sentence(n + 3, 10),
        columns: 3,
        items: ["sparkles", "file-check", "users", "bot", "handshake", "calendar"].map((icon, i) => ({
          icon,
          title: `Feature ${i + 1}: ${sentence(n + i, 3).slice(0, -1)}`,
          description: sentence(n + i + 10, 16),
        })),
      },
      {
        type: "testimonials",
        title: "What Advisors Say",
        items: [0, 1, 2].map((i) => ({
          id: `quote-${i}`,
          quote: sentence(n + i * 5, 20),
          author: `Advisor ${String.fromCharCode(65 + i)}.`,
          role: "Financial advisor",
        })),
      },
      { type: "markdown", text: article(n) },
      {
        type: "cta",
        title: "Ready to Get Started?",
        text: sentence(n + 9, 14),
        actions: [
          { label: "Get Started", href: "/contact" },
          { label: "Contact Sales", href: "/contact" },
        ],
      },
    ],
  };
}

/** The first site plus `extra` pages shaped like the peers' (/generated/<n>), written to `outDir`. */
export function siteWithPeerShapedPages(outDir: string, extra: number): { pages: number } {
  cpSync(defaultConfigDir, outDir, { recursive: true });
  for (let n = 1; n <= extra; n++) {
    const file = path.join(outDir, "pages", "generated", `page-${n}.json`);
    if (n === 1) mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(peerShapedPage(n), null, 2));
  }
  return { pages: extra };
}
