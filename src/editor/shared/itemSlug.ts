/**
 * The slug a new item gets from its title: lower case ASCII letters, digits and dashes ("Crème brûlée: a how-to"
 * → "creme-brulee-a-how-to"); a slug already taken (in any case) gets "-2", "-3", ….
 */
export function slugFromTitle(title: string, taken: Iterable<string>): string {
  const base =
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/, "") || "item";
  const used = new Set([...taken].map((slug) => slug.toLowerCase()));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
