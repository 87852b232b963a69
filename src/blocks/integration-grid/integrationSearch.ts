import Fuse, { type FuseOptionKey } from "fuse.js";

/** What the search looks at: anything with a name and a description. */
export interface Searchable {
  name: string;
  description: string;
}

const keys: FuseOptionKey<Searchable>[] = ["name", "description"];

/*
 * Fuse's extended-search syntax treats spaces, "|" and '"' in a query as operators. The include matcher
 * ('"text") is an exact, case-insensitive substring test, so every character Fuse could read as an
 * operator (and the ones its token pattern cannot span, like line breaks) is swapped for a private-use
 * character, the same way in the query and in the searched text. What the visitor typed is then
 * searched literally.
 */
const operatorChars: Record<string, string> = {
  " ": "\uE000",
  "|": "\uE001",
  '"': "\uE002",
  "\0": "\uE003",
  "\n": "\uE004",
  "\r": "\uE005",
  "\u2028": "\uE006",
  "\u2029": "\uE007",
};
const operatorPattern = /[ |"\0\n\r\u2028\u2029]/g;
const literal = (text: string) => text.replace(operatorPattern, (char) => operatorChars[char]!);

/**
 * A search over items' names and descriptions: case-insensitive substring matching, results in the
 * items' own order. Surrounding spaces of the query are ignored; an empty query returns every item.
 */
export function createIntegrationSearch<T extends Searchable>(items: readonly T[]): (query: string) => T[] {
  const fuse = new Fuse([...items], {
    keys,
    useExtendedSearch: true,
    isCaseSensitive: false,
    shouldSort: false,
    getFn: (item, path) => {
      const key = (Array.isArray(path) ? path[0] : path) as keyof Searchable;
      return literal(item[key]);
    },
  });
  return (query) => {
    const trimmed = query.trim();
    if (trimmed === "") return [...items];
    const include = `'"${literal(trimmed)}"`;
    return fuse
      .search({ $or: keys.map((key) => ({ [key as string]: include })) })
      .sort((a, b) => a.refIndex - b.refIndex)
      .map((result) => result.item);
  };
}
