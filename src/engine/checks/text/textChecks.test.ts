import { describe, expect, it } from "vitest";
import { textChecks } from "./textChecks";

/** [code, pointer, key or value] of each issue. */
const found = (data: unknown) => textChecks(data).map((i) => [i.code, i.pointer, i.at]);

// Most texts are plain ASCII and skip the per-character checks: each kind of character those checks exist for
// must still be found, in a field name and in a text, next to plain ASCII and next to astral-plane text.
describe("textChecks finds every kind of character past its plain-text fast path", () => {
  const invisibleAnywhere = [
    "\u200b",
    "\u2060",
    "\ufeff",
    "\u180e",
    "\u202a",
    "\u202b",
    "\u202c",
    "\u202d",
    "\u202e",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
  ];

  it.each(invisibleAnywhere.map((c) => [`U+${c.charCodeAt(0).toString(16)}`, c]))(
    "%s invisible anywhere: in prose, in a name, after an emoji",
    (_, c) => {
      expect(found({ title: `Plain words${c} here` })).toEqual([["invisible-character", "/title", "value"]]);
      expect(found({ [`na${c}me`]: 1 })).toEqual([["invisible-character", `/na${c}me`, "key"]]);
      expect(found({ body: `🚀 launch 𝒜${c}` })).toEqual([["invisible-character", "/body", "value"]]);
    },
  );

  it("counts the position in characters, an astral-plane character being one", () => {
    const [issue] = textChecks({ body: "🚀𝒜\u200b" });
    expect(issue.message).toBe(
      "body: the text has an invisible character at character 3: a zero-width space (U+200B), often pasted from a web page or a word processor.",
    );
  });

  it("finds what only names may not hold: joiners, marks, soft hyphen, unusual spaces, look-alikes", () => {
    for (const c of ["\u00ad", "\u200c", "\u200d", "\u200e", "\u200f", "\u034f", "\u00a0", "\u2009", "\u3000"]) {
      expect(found({ [`sign${c}up`]: "/x" })).toEqual([["invisible-character", `/sign${c}up`, "key"]]);
      expect(found({ href: `/sign${c}up` })).toEqual([["invisible-character", "/href", "value"]]);
      // prose keeps them
      expect(found({ title: `Sign${c}up today` })).toEqual([]);
    }
    expect(found({ anchor: "d\u0435mo", href: "/gen\u2013ai", "\uff21pi": 1, icon: "🚀\u043e" })).toEqual([
      ["look-alike-character", "/anchor", "value"],
      ["look-alike-character", "/href", "value"],
      ["look-alike-character", "/\uff21pi", "key"],
      ["look-alike-character", "/icon", "value"],
    ]);
  });

  it("finds control characters: a tab or line break in a field name, any other in a text", () => {
    expect(found({ "a\tb": 1, "c\nd": 2, text: "two\nlines\tand a tab" })).toEqual([
      ["control-character", "/a\tb", "key"],
      ["control-character", "/c\nd", "key"],
    ]);
    for (const c of ["\u0000", "\u0007", "\r", "\u001b", "\u007f", "\u0085", "\u009f"]) {
      expect(found({ text: `plain${c}` })).toEqual([["control-character", "/text", "value"]]);
      expect(found({ text: `🚀 astral${c}` })).toEqual([["control-character", "/text", "value"]]);
    }
  });

  it("finds a broken half of an emoji alone or next to a whole one, and leaves whole ones alone", () => {
    expect(found({ a: "half \ud83d", b: "\ude80 alone", c: "🚀\ud83d", d: "🚀 whole 👨‍👩‍👧 𝒜" })).toEqual([
      ["broken-character", "/a", "value"],
      ["broken-character", "/b", "value"],
      ["broken-character", "/c", "value"],
    ]);
    expect(found({ "key\ud83d": 1 })).toEqual([["broken-character", "/key\ud83d", "key"]]);
  });

  it("finds unknown placeholders in plain and in non-ASCII text, at any depth", () => {
    expect(
      found({ blocks: [{ title: "© {year} {product}" }, { body: "Call {phnoe}", note: "Café {prodcut}" }] }),
    ).toEqual([
      ["unknown-placeholder", "/blocks/1/body", "value"],
      ["unknown-placeholder", "/blocks/1/note", "value"],
    ]);
  });

  it("names the field by its pointer, escaped, and by its path in the message", () => {
    const [issue] = textChecks({ links: { "a/b~c": ["ok", "x\u200by"] } });
    expect(issue.pointer).toBe("/links/a~1b~0c/1");
    expect(issue.message.startsWith("links.a/b~c[1]: ")).toBe(true);
  });

  it("says nothing of plain, non-ASCII and astral-plane text without hidden characters", () => {
    expect(
      found({
        title: "Plain ASCII, with {year} and ~/slashes",
        prose: "Café — naïve, 10\u00a0% “quoted” «Ça va» Привет",
        astral: "🚀 𝐇𝐞𝐥𝐥𝐨 👨\u200d👩\u200d👧",
        ключ: "/pricing",
      }),
    ).toEqual([]);
  });
});
