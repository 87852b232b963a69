// The builder's own words in the blocks come in the page's language: a Spanish page of a site in English and
// Spanish shows none of the builder's English words, its dates are written the Spanish way; an English site
// keeps its English words.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dataOf } from "../../src/engine/blockData";
import { builderWords, type BuilderWordKey } from "../../src/engine/i18n/builderWords";
import { BlockList } from "../../src/render/BlockList";
import { siteInLanguage } from "../../src/engine/i18n/siteLanguages";
import { attachBlockData } from "../../src/engine/resolve/resolvedTypes";
import type { Block, SiteConfig } from "../../src/generated/config-types";
import { loadResolved, renderPage, repoRoot, resolveForTest } from "./support/renderPage";

/** Blocks that write builder words, each small and written in Spanish; their own labels left out. */
const spanishBlocks = [
  { type: "markdown", text: "# Pan\n\nTexto.\n\n## Horno\n\nMás texto.", toc: true },
  {
    type: "logo-carousel",
    title: "En la prensa",
    logos: ["Diario", "Gaceta", "Crónica"].map((name) => ({
      name,
      logoSrc: "/brand/linden-mark.svg",
      link: `https://${name.toLowerCase().replace("ó", "o")}.example.com/pan`,
    })),
  },
  {
    type: "legal-text",
    title: "Privacidad",
    lastUpdated: "2026-05-27",
    summary: ["Guardamos solo lo necesario."],
    tableOfContents: true,
    sections: [{ heading: "Datos", content: ["Solo su correo."] }],
  },
  {
    type: "locations",
    title: "Dónde estamos",
    places: [
      {
        name: "Horno del Cedro",
        address: { street: "Calle del Cedro 4", locality: "Sevilla", postalCode: "41001", country: "ES" },
        openingHours: [{ days: ["monday"], opens: "08:00", closes: "14:00" }],
        hoursExceptions: [{ date: "2026-12-25", closed: true }],
      },
    ],
  },
  {
    type: "card-grid",
    variant: "article",
    cards: [{ title: "Masa madre", description: "Cómo la hacemos.", readTime: 5 }],
  },
];

/** The builder's words these blocks write, as written ("Map of" names a map these places do not embed, "Tags" an agent card's tags). */
function wordsUsed(): BuilderWordKey[] {
  const declared = spanishBlocks.flatMap((block) => dataOf(block.type)?.words ?? []);
  return [...new Set(declared)].filter((key) => key !== "mapOf" && key !== "tags");
}

/** A word as the page shows it: the card's reading time filled in, the ellipsis left to the HTML. */
const written = (word: string) => word.replace("{minutes}", "5").replace("…", "");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-words-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function spanishSite() {
  fs.cpSync(path.join(repoRoot, "tests/fixtures/sites/two-languages"), dir, { recursive: true });
  const sitePath = path.join(dir, "site.json");
  const site = JSON.parse(fs.readFileSync(sitePath, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(sitePath, JSON.stringify({ ...site, languages: ["en", "es", "ar"] }, null, 2));
  fs.mkdirSync(path.join(dir, "pages/es"), { recursive: true });
  const page = {
    $schema: "../../../schemas/page.schema.json",
    seo: { title: "Inicio", description: "Pan de masa madre de la calle del Cedro, cada mañana." },
    blocks: spanishBlocks,
  };
  fs.writeFileSync(path.join(dir, "pages/es/index.json"), JSON.stringify(page, null, 2));
  return loadResolved(dir);
}

describe("the builder's words in the page's language", () => {
  it("writes none of the builder's English words on a Spanish page, and the date the Spanish way", async () => {
    const resolved = spanishSite();
    const page = resolved.pages.find((p) => p.route === "/es")!;
    expect(page.language).toBe("es");
    const html = await renderPage(
      <BlockList blocks={page.config.blocks} file={page.file} />,
      resolved.siteByLanguage.es,
    );
    const english = builderWords("en");
    const spanish = builderWords("es");
    for (const key of wordsUsed()) {
      expect(html, key).not.toContain(written(english[key]));
      expect(html, key).toContain(written(spanish[key]));
    }
    expect(html).toContain("27 de mayo de 2026");
    expect(html).toContain("lunes");
    expect(html).not.toContain("Monday");
  });

  it("gives a Spanish page's form its checks' messages in Spanish, the site's own words first", () => {
    const form = { type: "form", fields: [{ name: "name", label: "Nombre", required: true }] } as Block;
    const resolved = spanishSite();
    const wordsOf = (site: SiteConfig) =>
      (attachBlockData(form, site, "es") as unknown as { words: Record<string, string> }).words;
    expect(wordsOf(resolved.siteByLanguage.es).fieldRequired).toBe("Completa el campo «{label}».");
    expect(wordsOf(resolved.siteByLanguage.es).invalidEmail).toBe(builderWords("es").invalidEmail);
    const overridden = siteInLanguage(
      { ...resolved.site, translations: { es: { words: { fieldRequired: "Falta «{label}»." } } } },
      "es",
    );
    expect(wordsOf(overridden).fieldRequired).toBe("Falta «{label}».");
    expect(wordsOf(overridden).fieldTooShort).toBe(builderWords("es").fieldTooShort);
  });

  it("keeps the English words and dates on an English site", async () => {
    const resolved = loadResolved("pages-config");
    const blocks = spanishBlocks.map((block) => resolveForTest(block as Block, resolved));
    const html = await renderPage(<BlockList blocks={blocks} file="pages/index.json" />, resolved.site);
    const english = builderWords("en");
    for (const key of wordsUsed()) expect(html, key).toContain(written(english[key]));
    expect(html).toContain("May 27, 2026");
    expect(html).toContain("Monday");
  });
});
