/**
 * A name as a site writes it: lower-case letters, digits and hyphens, starting with a letter or a digit. A page
 * address's segment, an item's slug, a collection's and a section's name are all written so, and the schemas ask it
 * where such a name is written in a config (a section's "ref": names.test.ts holds the two equal).
 */
export const namePattern = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The name nearest `text` that namePattern takes ("Contact" → "contact", "Our Team" → "our-team", "Gen_AI" →
 * "gen-ai", "Café" → "cafe"), for a message's fix; `fallback` when nothing of it is left ("Ω"). The one way every
 * "for example" of a name is made: page files, item slugs, their translations' slugs, a language's addresses.
 */
export function nameLike(text: string, fallback: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || fallback
  );
}
