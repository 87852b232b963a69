/**
 * site.json "links" or "webhooks" as name → address. The generated types allow a missing value for any name
 * (they are maps of names the site chooses); a validated config has an address under each of its names.
 */
export function namedAddresses(map: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
