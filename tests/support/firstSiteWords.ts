/**
 * Words of the first site (pages-config/ and its spec): its product, audience, trade, features, integrations, press
 * and people. The builder (src/, schemas/, starters/, docs/), a new site and the second site's fixture hold none of
 * them. Each is a regular expression matched case-insensitively; words a generic site also uses (Zoom, Calendly,
 * "client", "compliance") are not here.
 */
export const firstSiteWords: readonly RegExp[] = [
  // the product and its company
  /advisorbse/i,
  // its audience and trade
  /advis(o|e)r/i, // also the product's name and "advisory"
  // schema.org's "FinancialService" is one of the kinds of business any site may say it is (site.json "business")
  /financ(e|ial)(?!Service\b)/i,
  /fintech/i,
  /wealth/i,
  /\bRIAs?\b/i,
  /fiduciar/i,
  /custodi(an|al)/i,
  /broker/i,
  /\bAUM\b/i,
  /portfolio/i,
  /investment/i,
  /\bCRMs?\b/i, // also "crm-quiz", "small-crm-wins"
  // its features
  /notetaker/i,
  /market commentary/i,
  /tone profiler/i,
  /meeting prep bot/i,
  /client-data (e-?mail )?extractor/i,
  /\b10DLC\b/i,
  /gen ?AI marketing/i,
  /AI agents/i,
  /AI-powered hub/i,
  /everything your practice runs on/i,
  /sav(e|ing) 10\+ hours/i,
  /transform your/i,
  /sign up free/i,
  // its integrations and press that no generic example needs
  /schwab/i,
  /nitrogen/i,
  /egnyte/i,
  /smartdata/i,
  // its people
  /whitaker|priya raman|marcus ellison|dana whitfield/i,
];

/** Every "file:line:column: word" where one of the first site's words appears in `text`. */
export function findFirstSiteWords(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) =>
    firstSiteWords.flatMap((word) => {
      const found = new RegExp(word.source, "gi");
      return [...line.matchAll(found)].map((m) => `${file}:${i + 1}:${(m.index ?? 0) + 1}: "${m[0]}" (${word})`);
    }),
  );
}
