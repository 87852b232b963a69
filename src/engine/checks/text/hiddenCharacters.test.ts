import { describe, expect, it } from "vitest";
import { firstHiddenCharacter, isNameLike, plainText } from "./hiddenCharacters";
import { textChecks } from "./textChecks";

describe("firstHiddenCharacter", () => {
  it.each([
    ["plain words", false, undefined],
    ["Café — naïve, 10\u00a0%", false, undefined],
    ["a family 👨\u200d👩\u200d👧 and Привет", false, undefined],
    ["Simple\u200b Pricing", false, { position: 7, code: "U+200B", name: "zero-width space" }],
    ["evil\u202Etxt.exe", false, { position: 5, code: "U+202E", name: "right-to-left override" }],
    [
      "\ufeffstarts with a mark",
      false,
      { position: 1, code: "U+FEFF", name: "zero-width no-break space (byte order mark)" },
    ],
    ["sign\u00a0up", true, { position: 5, code: "U+00A0", name: "no-break space", isSpace: true }],
    ["new\u200dTab", true, { position: 4, code: "U+200D", name: "zero-width joiner" }],
    ["d\u0435mo", true, { position: 2, code: "U+0435", name: "Cyrillic small letter ie", looksLike: "e" }],
    ["/gen\u2013ai", true, { position: 5, code: "U+2013", name: "en dash", looksLike: "-" }],
    ["\uff20signup", true, { position: 1, code: "U+FF20", name: 'full-width "@"', looksLike: "@" }],
    ["🚀 x", true, undefined],
  ])("%j (a name: %s)", (text, inName, expected) => {
    expect(firstHiddenCharacter(text, inName)).toEqual(expected);
  });

  it("counts positions in characters as an editor shows them, an emoji being one", () => {
    expect(firstHiddenCharacter("🚀\u200b", false)?.position).toBe(2);
  });
});

describe("plainText", () => {
  it("removes what is invisible and makes look-alikes plain", () => {
    expect(plainText("/pri\u200bcing", true)).toBe("/pricing");
    expect(plainText("d\u0435m\u043e", true)).toBe("demo");
    expect(plainText("sign\u00a0up", true)).toBe("sign up");
    expect(plainText("Привет\u200b", false)).toBe("Привет");
  });
});

describe("isNameLike", () => {
  it.each([
    ["/pricing", undefined, true],
    ["#demo", undefined, true],
    ["@signup", undefined, true],
    ["https://example.com", undefined, true],
    ["mailto:help@example.com", undefined, true],
    ["demo", "anchor", true],
    ["A sentence with /slashes", undefined, false],
    ["Pricing", "title", false],
  ])("%j in field %s → %s", (text, field, expected) => {
    expect(isNameLike(text, field)).toBe(expected);
  });
});

describe("textChecks on hidden characters", () => {
  const codes = (data: unknown) => textChecks(data).map((i) => [i.code, i.pointer]);

  it("names an invisible character in text, and the text as meant", () => {
    const [issue] = textChecks({ title: "Simple\u200b Pricing" });
    expect(issue.code).toBe("invisible-character");
    expect(issue.message).toBe(
      "title: the text has an invisible character at character 7: a zero-width space (U+200B), often pasted from a web page or a word processor.",
    );
    expect(issue.hint).toBe('Remove it: "Simple Pricing".');
  });

  it("names a look-alike in an address, an anchor and a field name", () => {
    expect(codes({ href: "/pr\u0456cing", anchor: "d\u0435mo", ["n\u0435wTab"]: true })).toEqual([
      ["look-alike-character", "/href"],
      ["look-alike-character", "/anchor"],
      ["look-alike-character", "/n\u0435wTab"],
    ]);
  });

  it("says a plain space is meant for an unusual space in a name", () => {
    expect(textChecks({ links: { "sign\u00a0up": "/x" } })[0].hint).toBe(
      'Type a plain space instead, or none: "sign up".',
    );
  });

  it("leaves prose and another site's path alone, but not that site's host", () => {
    expect(codes({ title: "Café — naïve, 10\u00a0% 👨\u200d👩\u200d👧", quote: "«Ça va» — “yes”" })).toEqual([]);
    expect(codes({ href: "https://en.wikipedia.org/wiki/Michelson\u2013Morley" })).toEqual([]);
    expect(codes({ href: "https://www.ex\u0430mple.com/start" })).toEqual([["look-alike-character", "/href"]]);
  });
});
