/**
 * The {names} config text may contain; the site replaces each with a value from site.json
 * ({product} → productName, {phone}, {email}, {privacyEmail} → support, {year} → the current year).
 * The one list of them: the validator checks text against it and the site's text replacement can import it.
 */
export const placeholderNames = ["product", "phone", "email", "privacyEmail", "year"] as const;

export type PlaceholderName = (typeof placeholderNames)[number];

/**
 * The values site.json gives the placeholders, as read ({product} → productName, {phone}, {email}, {privacyEmail}
 * → support): one it does not give (a site.json still being written) is left out. {year} is the build's: not here.
 */
export function placeholderValuesIn(site: unknown): Partial<Record<PlaceholderName, string>> {
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const { productName, support } = record(site);
  const given: Record<string, unknown> = { product: productName, ...record(support) };
  return Object.fromEntries(
    (["product", "phone", "email", "privacyEmail"] as const).flatMap((name) =>
      typeof given[name] === "string" ? [[name, given[name]]] : [],
    ),
  );
}

const knownPlaceholder = new RegExp(`\\{(${placeholderNames.join("|")})\\}`, "g");

/** Replaces the known {placeholders} that `values` gives in config text; any other stays as written. */
export function fillKnownPlaceholders(text: string, values: Partial<Record<PlaceholderName, string>>): string {
  return text.includes("{")
    ? text.replace(knownPlaceholder, (written, name: PlaceholderName) => values[name] ?? written)
    : text;
}

export interface UnknownPlaceholder {
  /** As written, braces included: "{prodcut}", "{ product }". */
  written: string;
  /** The name inside the braces, without surrounding spaces: "prodcut", "product". */
  name: string;
  /** Where it starts in the text (0-based). */
  index: number;
  /** The format after a bar, as written ("currency" in "{item.price|currency:CAD}"), and what follows its colon. */
  format?: string;
  arg?: string;
}

/**
 * Braces around a name, with or without spaces inside, and a format after a bar ({item.price|currency:CAD}): what a
 * writer means as a placeholder.
 */
const placeholderLike = /\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*(?:\|\s*([^{}|:\s]*)\s*(?::\s*([^{}|\s]*)\s*)?)?\}/g;

const known = new Set<string>(placeholderNames);

/** Every {name} in a text that the site would not replace and so would show as written. */
export function findUnknownPlaceholders(text: string): UnknownPlaceholder[] {
  return [...text.matchAll(placeholderLike)]
    .filter((match) => !known.has(match[0].slice(1, -1)))
    .map((match) => ({
      written: match[0],
      name: match[1],
      index: match.index,
      ...(match[2] === undefined ? {} : { format: match[2] }),
      ...(match[3] === undefined ? {} : { arg: match[3] }),
    }));
}
