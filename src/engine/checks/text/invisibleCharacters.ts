export interface ForbiddenCharacter {
  /** 1-based position in the text, counted in characters as an editor shows them. */
  position: number;
  /** "U+0007", or "\ud83d" for half of a surrogate pair. */
  code: string;
  kind: "control" | "broken";
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");

function isControl(code: number, allowTabAndNewline: boolean): boolean {
  if (allowTabAndNewline && (code === 0x09 || code === 0x0a)) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Control characters and surrogates (halves of a pair are fine: the loop tells them from broken ones). */
const mayBeForbidden = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/;
const mayBeForbiddenInText = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ud800-\udfff]/;

/**
 * The first character config text must not contain: an invisible control character (U+0000–U+001F,
 * U+007F–U+009F; tab and line break are allowed in text values) or half of a UTF-16 surrogate pair
 * (what remains of an emoji cut in two, written as "\ud83d").
 */
export function firstForbiddenCharacter(text: string, allowTabAndNewline: boolean): ForbiddenCharacter | undefined {
  // one native test first: most text has no control character and no surrogate (no emoji) at all
  if (!(allowTabAndNewline ? mayBeForbiddenInText : mayBeForbidden).test(text)) return undefined;
  let position = 0;
  for (let i = 0; i < text.length; i++) {
    position++;
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return { position, code: `\\u${hex(code).toLowerCase()}`, kind: "broken" };
    }
    if (code >= 0xdc00 && code <= 0xdfff) return { position, code: `\\u${hex(code).toLowerCase()}`, kind: "broken" };
    if (isControl(code, allowTabAndNewline)) return { position, code: `U+${hex(code)}`, kind: "control" };
  }
  return undefined;
}

/**
 * The text with control characters, broken surrogates, zero-width characters and direction controls written as
 * \uXXXX, safe to print in a terminal (a direction override would reorder the rest of the line). The joiner
 * that holds emoji together stays.
 */
export function escapeInvisible(text: string): string {
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u200b\u200c\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (c) => `\\u${hex(c.charCodeAt(0)).toLowerCase()}`,
  );
}
