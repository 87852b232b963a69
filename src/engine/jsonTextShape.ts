/** What a scan of a JSON text tells without building a tree: how many object members it writes, how deep it nests. */
export interface JsonTextShape {
  /** Members written in all its objects, repeats included (each is one ":" outside text). */
  members: number;
  /** Deepest nesting of lists and groups ("{}" is 1, "[{}]" is 2). */
  depth: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

/**
 * The shape of a text JSON.parse accepted (on other text the counts mean nothing). Texts are skipped with
 * native indexOf, so the loop only steps through the few characters between them.
 */
export function jsonTextShape(text: string): JsonTextShape {
  let members = 0;
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = closingQuote(text, i);
    else if (c === COLON) members++;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return { members, depth: deepest };
}

/** The index of the quote that closes the text opened at `open` (one not escaped by an odd run of backslashes). */
function closingQuote(text: string, open: number): number {
  let quote = text.indexOf('"', open + 1);
  while (quote !== -1) {
    let backslashes = 0;
    for (let j = quote - 1; text.charCodeAt(j) === BACKSLASH; j--) backslashes++;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}

/** The number of keys of every object in a parsed value: fewer than the members written when a key repeats. */
export function keyCount(value: unknown): number {
  if (Array.isArray(value)) {
    let count = 0;
    for (const item of value) count += keyCount(item);
    return count;
  }
  if (!value || typeof value !== "object") return 0;
  let count = 0;
  for (const key of Object.keys(value)) count += 1 + keyCount((value as Record<string, unknown>)[key]);
  return count;
}
