import { parse } from "@humanwhocodes/momoa";
import { describe, expect, it } from "vitest";
import { duplicateKeys } from "../../src/engine/checks/keys/duplicateKeys";
import { escapeInvisible, firstForbiddenCharacter } from "../../src/engine/checks/text/invisibleCharacters";
import { findUnknownPlaceholders, placeholderNames } from "../../src/engine/placeholders";
import { tooDeepNesting } from "../../src/engine/nestingDepth";
import { problemText } from "../../src/engine/diagnostic";
import { hostTypoProblem } from "../../src/engine/checks/links/hostTypos";

describe("placeholders", () => {
  it("names the placeholders the site fills in", () => {
    expect(placeholderNames).toEqual(["product", "phone", "email", "privacyEmail", "year"]);
  });

  it.each([
    ["© {year} {product}. All rights reserved.", []],
    ["mailto:{email}", []],
    ["no braces at all", []],
    ["{prodcut} here", [{ written: "{prodcut}", name: "prodcut", index: 0 }]],
    ["call { phone }", [{ written: "{ phone }", name: "phone", index: 5 }]],
    ["{Product} and {year}", [{ written: "{Product}", name: "Product", index: 0 }]],
    ["set {1} and {} and { } are not names", []],
  ])("%j → %j", (text, expected) => {
    expect(findUnknownPlaceholders(text)).toEqual(expected);
  });
});

describe("firstForbiddenCharacter", () => {
  it.each([
    ["plain text", true, undefined],
    ["two\nlines\tand a tab", true, undefined],
    ["two\nlines", false, { position: 4, code: "U+000A", kind: "control" }],
    ["bell\u0007", true, { position: 5, code: "U+0007", kind: "control" }],
    ["del\u007f", true, { position: 4, code: "U+007F", kind: "control" }],
    ["\r", true, { position: 1, code: "U+000D", kind: "control" }],
    ["rocket 🚀 ok", true, undefined],
    ["🚀 then half \ud83d", true, { position: 13, code: "\\ud83d", kind: "broken" }],
    ["\ude80 alone", true, { position: 1, code: "\\ude80", kind: "broken" }],
  ])("%j (tab and line break allowed: %s)", (text, allow, expected) => {
    expect(firstForbiddenCharacter(text, allow)).toEqual(expected);
  });

  it("escapeInvisible writes control characters and broken halves as \\uXXXX and keeps whole emoji", () => {
    expect(escapeInvisible("a\u001b[31mb\n🚀\ud83d")).toBe("a\\u001b[31mb\\u000a🚀\\ud83d");
  });
});

describe("duplicateKeys", () => {
  it("reports every repeat at its key, naming the line of the first", () => {
    const ast = parse('{\n  "a": 1,\n  "b": { "c": 1, "c": 2 },\n  "a": 2,\n  "a": 3\n}', { mode: "json" });
    expect(duplicateKeys(ast).map((i) => [i.position?.line, i.position?.column, problemText(i)])).toEqual([
      [
        3,
        18,
        'b.c: key "c" is written twice in this object (first on line 3); only the last one would be used. Remove one.',
      ],
      [
        4,
        3,
        'a: key "a" is written twice in this object (first on line 2); only the last one would be used. Remove one.',
      ],
      [
        5,
        3,
        'a: key "a" is written twice in this object (first on line 2); only the last one would be used. Remove one.',
      ],
    ]);
  });
});

describe("tooDeepNesting", () => {
  it("accepts nesting up to the limit and locates the first bracket beyond it", () => {
    expect(tooDeepNesting("[[[]]]", 3)).toBeUndefined();
    expect(tooDeepNesting('{"a": "[[[[", "b": [[[[]]]]}', 3)?.position).toEqual({ line: 1, column: 22 });
  });
});

describe("hostTypoProblem", () => {
  const links = {
    signup: "https://app.advisorbase.com/signup",
    login: "https://app.advisorbase.com/login",
    demoScheduling: "https://calendly.com/advisorbase/personalized-demo",
    status: "https://status.advisorbase.com",
  };

  it.each([
    ["https://app.advisorbse.com/signup", '"@signup"'],
    ["https://app.advisorbase.co/login", '"@login"'],
    ["https://status.advisorbase.io", '"@status"'],
  ])("%s suggests %s", (href, name) => {
    expect(problemText(hostTypoProblem(href, links)!)).toBe(
      `link "${href}" looks like a typo of ${new URL(links[name.slice(2, -1) as keyof typeof links]).hostname}. Did you mean ${name}? Use the site address name so it's written in one place.`,
    );
  });

  it.each([
    "https://app.advisorbase.com/anything",
    "https://calendly.com/other",
    "https://www.google.com",
    "https://x.com",
    "mailto:a@b.co",
    "not a url",
  ])("%s is fine", (href) => {
    expect(hostTypoProblem(href, links)).toBeUndefined();
  });

  it("a near-miss domain under another sub-domain names the domain", () => {
    expect(problemText(hostTypoProblem("https://www.advisorbse.com/x", links)!)).toMatch(
      /^link "https:\/\/www.advisorbse.com\/x" looks like a typo of advisorbase.com\. Check the address\./,
    );
  });
});
