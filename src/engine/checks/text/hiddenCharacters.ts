/**
 * Characters a person cannot see or cannot tell apart, pasted from web pages, word processors and chat apps.
 *
 * - Invisible anywhere: zero-width spaces, the byte order mark and the direction overrides have no place in any
 *   config text (a direction override even reorders what is shown).
 * - In names (field names, addresses, anchors), where one character more or another letter makes the name
 *   another: also the joiners, direction marks, soft hyphen and unusual spaces, and the letters and signs that look
 *   like plain ones (a Cyrillic "о" for "o", an en dash for "-", curly quotes, full-width letters).
 * Prose keeps what prose needs: no-break spaces, joiners in emoji and scripts, letters of every alphabet.
 */
export interface HiddenCharacter {
  /** 1-based position in the text, counted in characters as an editor shows them. */
  position: number;
  /** "U+200B". */
  code: string;
  /** "zero-width space". */
  name: string;
  /** The plain character it passes for, when it is a look-alike ("o" for a Cyrillic "о"). */
  looksLike?: string;
  /** True for a space other than the plain one (a no-break space, a thin space). */
  isSpace?: boolean;
}

const invisibleAnywhere: Record<number, string> = {
  0x200b: "zero-width space",
  0x2060: "word joiner",
  0xfeff: "zero-width no-break space (byte order mark)",
  0x180e: "Mongolian vowel separator",
  0x202a: "left-to-right embedding",
  0x202b: "right-to-left embedding",
  0x202c: "direction formatting end",
  0x202d: "left-to-right override",
  0x202e: "right-to-left override",
  0x2066: "left-to-right isolate",
  0x2067: "right-to-left isolate",
  0x2068: "first strong isolate",
  0x2069: "direction isolate end",
};

/** Matches any of invisibleAnywhere (all of them in the Basic Multilingual Plane, one UTF-16 unit each). */
const invisibleAnywherePattern = new RegExp(
  `[${Object.keys(invisibleAnywhere)
    .map((code) => `\\u${Number(code).toString(16).padStart(4, "0")}`)
    .join("")}]`,
);

const invisibleInNames: Record<number, string> = {
  0x00ad: "soft hyphen",
  0x200c: "zero-width non-joiner",
  0x200d: "zero-width joiner",
  0x200e: "left-to-right mark",
  0x200f: "right-to-left mark",
  0x034f: "combining grapheme joiner",
};

const spaces: Record<number, string> = {
  0x00a0: "no-break space",
  0x2000: "en quad",
  0x2001: "em quad",
  0x2002: "en space",
  0x2003: "em space",
  0x2004: "three-per-em space",
  0x2005: "four-per-em space",
  0x2006: "six-per-em space",
  0x2007: "figure space",
  0x2008: "punctuation space",
  0x2009: "thin space",
  0x200a: "hair space",
  0x202f: "narrow no-break space",
  0x205f: "medium mathematical space",
  0x3000: "ideographic space",
};

/** Look-alikes of plain characters: [code, name, the character it passes for]. */
const lookAlikes = new Map<number, [string, string]>([
  ...(
    [
      [0x2010, "hyphen", "-"],
      [0x2011, "non-breaking hyphen", "-"],
      [0x2012, "figure dash", "-"],
      [0x2013, "en dash", "-"],
      [0x2014, "em dash", "-"],
      [0x2212, "minus sign", "-"],
      [0x2018, "left single quotation mark", "'"],
      [0x2019, "right single quotation mark", "'"],
      [0x201c, "left double quotation mark", '"'],
      [0x201d, "right double quotation mark", '"'],
      [0x2044, "fraction slash", "/"],
      [0x2215, "division slash", "/"],
      [0x2024, "one dot leader", "."],
      [0x0430, "Cyrillic small letter a", "a"],
      [0x0435, "Cyrillic small letter ie", "e"],
      [0x043e, "Cyrillic small letter o", "o"],
      [0x0440, "Cyrillic small letter er", "p"],
      [0x0441, "Cyrillic small letter es", "c"],
      [0x0443, "Cyrillic small letter u", "y"],
      [0x0445, "Cyrillic small letter ha", "x"],
      [0x0455, "Cyrillic small letter dze", "s"],
      [0x0456, "Cyrillic small letter Byelorussian-Ukrainian i", "i"],
      [0x0458, "Cyrillic small letter je", "j"],
      [0x0501, "Cyrillic small letter komi de", "d"],
      [0x0410, "Cyrillic capital letter a", "A"],
      [0x0412, "Cyrillic capital letter ve", "B"],
      [0x0415, "Cyrillic capital letter ie", "E"],
      [0x041a, "Cyrillic capital letter ka", "K"],
      [0x041c, "Cyrillic capital letter em", "M"],
      [0x041d, "Cyrillic capital letter en", "H"],
      [0x041e, "Cyrillic capital letter o", "O"],
      [0x0420, "Cyrillic capital letter er", "P"],
      [0x0421, "Cyrillic capital letter es", "C"],
      [0x0422, "Cyrillic capital letter te", "T"],
      [0x0425, "Cyrillic capital letter ha", "X"],
      [0x03b1, "Greek small letter alpha", "a"],
      [0x03bf, "Greek small letter omicron", "o"],
      [0x03bd, "Greek small letter nu", "v"],
      [0x03c1, "Greek small letter rho", "p"],
      [0x0391, "Greek capital letter alpha", "A"],
      [0x0392, "Greek capital letter beta", "B"],
      [0x0395, "Greek capital letter epsilon", "E"],
      [0x0397, "Greek capital letter eta", "H"],
      [0x0399, "Greek capital letter iota", "I"],
      [0x039a, "Greek capital letter kappa", "K"],
      [0x039c, "Greek capital letter mu", "M"],
      [0x039d, "Greek capital letter nu", "N"],
      [0x039f, "Greek capital letter omicron", "O"],
      [0x03a1, "Greek capital letter rho", "P"],
      [0x03a4, "Greek capital letter tau", "T"],
      [0x03a7, "Greek capital letter chi", "X"],
      [0x0396, "Greek capital letter zeta", "Z"],
    ] as const
  ).map(([code, name, plain]): [number, [string, string]] => [code, [name, plain]]),
]);

const hex = (n: number) => `U+${n.toString(16).toUpperCase().padStart(4, "0")}`;

/** A full-width form of a plain character ("Ａ" U+FF21 passes for "A"). */
function fullWidth(code: number): [string, string] | undefined {
  if (code < 0xff01 || code > 0xff5e) return undefined;
  const plain = String.fromCharCode(code - 0xfee0);
  return [`full-width "${plain}"`, plain];
}

/**
 * The first character of `text` that cannot be seen, or (in a name) cannot be told from a plain one.
 * `inName`: the text is a field name, an address or an anchor, where a character is never decoration.
 */
export function firstHiddenCharacter(text: string, inName: boolean): HiddenCharacter | undefined {
  // prose may hold only the few characters invisible anywhere: one native test before the character loop
  if (!inName && !invisibleAnywherePattern.test(text)) return undefined;
  let position = 0;
  for (const character of text) {
    position++;
    const code = character.codePointAt(0)!;
    const invisible = invisibleAnywhere[code] ?? (inName ? (invisibleInNames[code] ?? spaces[code]) : undefined);
    if (invisible) return { position, code: hex(code), name: invisible, isSpace: code in spaces || undefined };
    if (!inName) continue;
    const alike = lookAlikes.get(code) ?? fullWidth(code);
    if (alike) return { position, code: hex(code), name: alike[0], looksLike: alike[1] };
  }
  return undefined;
}

/** The text with its hidden characters removed and its look-alikes made plain: what the person meant. */
export function plainText(text: string, inName: boolean): string {
  let result = "";
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (invisibleAnywhere[code] ?? (inName ? (invisibleInNames[code] ?? spaces[code]) : undefined)) {
      // an unusual space in a name stands for a space; the invisible ones stand for nothing
      if (inName && spaces[code]) result += " ";
      continue;
    }
    const alike = inName ? (lookAlikes.get(code) ?? fullWidth(code)) : undefined;
    result += alike ? alike[1] : character;
  }
  return result;
}

/**
 * Whether a text value is a name rather than prose: an address ("/pricing", "#demo", "@signup", "https://…",
 * "mailto:…", "tel:…") or the value of a field that holds a name (an anchor, an icon, an address).
 */
export function isNameLike(text: string, field: string | undefined): boolean {
  if (field && nameFields.has(field)) return true;
  if (/\s/.test(text.trim())) return false;
  return /^(\/|#|@|https?:|mailto:|tel:|www\.)/i.test(text.trim());
}

const nameFields = new Set(["anchor", "href", "src", "url", "embedUrl", "icon", "image", "logo", "poster", "file"]);
