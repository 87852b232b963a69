import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectedLines, fixtureCodes, fixturesDir, runValidate, validateFixture } from "./support/runValidate";

/**
 * Each folder in tests/fixtures/invalid/ holds only the files that differ from tests/fixtures/base/ and an
 * expected.txt with one `FILE:LINE:COL code` line per problem, in the order the CLI prints them (see
 * support/runValidate.ts). The line:column of every expected line was checked by hand against the fixture.
 * The cases of `wording` also have an expected-output.txt: the exact lines the CLI prints, words included.
 */
const cases: { name: string; what: string }[] = [
  { name: "unknown-block-type", what: "an unknown block type is named, with the nearest known type and the full list" },
  { name: "missing-required-field", what: "a missing required field is named, at the object that lacks it" },
  { name: "unknown-field", what: "an unknown field suggests the nearest allowed one, at the key" },
  { name: "page-named-404", what: "a page at <section>/404 is refused: it is the address of the not-found page" },
  { name: "wrong-value-type", what: "a wrong value type says what was expected and what was found" },
  { name: "invalid-json", what: "invalid JSON gives the position of the syntax error (the trailing comma)" },
  { name: "link-to-missing-page", what: "an internal link to no page is an error" },
  { name: "link-to-missing-anchor", what: "an internal link to no anchor is an error" },
  { name: "duplicate-route", what: "pages/about.json and pages/about/index.json claim the same route" },
  { name: "disallowed-url-scheme", what: "a javascript: link is refused" },
  { name: "missing-schema-key", what: "a config without $schema" },
  { name: "unknown-site-link", what: "an unknown @name link suggests the nearest site link" },
  { name: "unknown-webhook", what: "a form naming an unknown webhook suggests the nearest name in site.json" },
  { name: "brand-color-too-light", what: "a brand colour failing WCAG AA names the nearest shade that passes" },
  { name: "wrong-enum-value", what: "a value outside an enum suggests the nearest allowed value" },
  { name: "legal-text-unknown-inline-field", what: "one precise message for a mistake deep inside legal-text content" },
  { name: "embed-host-not-allowed", what: "an embedded player from a host not in embeds.allowedHosts" },
  { name: "several-problems-sorted", what: "several problems in one file, sorted by line, counted" },
  { name: "data-file-null", what: "a data file whose whole content is null gets one located message, no crash" },
  { name: "site-json-not-an-object", what: "a site.json that is a string gets one located message" },
  { name: "page-is-a-list", what: "a page file that is a list instead of { } gets one located message" },
  { name: "empty-file", what: "an empty page file is reported at 1:1" },
  { name: "nested-too-deep", what: "nesting deeper than 100 levels is refused at the first bracket too many" },
  { name: "huge-number", what: "a number too large to use (1e400) is named as such" },
  { name: "duplicate-anchor", what: "an anchor used twice in one page, at the second, naming the line of the first" },
  { name: "duplicate-key", what: "a key written twice in one object, at the second, naming the line of the first" },
  {
    name: "unknown-placeholder",
    what: "unknown {placeholders} in any text, with the nearest known one or the fix for spaces",
  },
  {
    name: "control-character",
    what: "control characters in text and field names are refused; a line break in text is fine",
  },
  { name: "broken-surrogate", what: "half of a surrogate pair in text is refused; a whole emoji is fine" },
  {
    name: "site-host-typo",
    what: "a full address whose host is a near miss of a site.json link host suggests the @name; exact hosts are fine",
  },
  { name: "text-too-long", what: "a heading and a button text over their maxLength, with where the limit falls" },
  {
    name: "blank-text",
    what: "text of only white space is refused in titles, paragraphs and list items; empty text keeps its own message",
  },
];

/** The cases whose full printed sentences (message and hint) are pinned, through the real CLI. */
const wording = [
  "unknown-block-type",
  "unknown-field",
  "missing-required-field",
  "link-to-missing-anchor",
  "several-problems-sorted",
];

describe("npm run validate", () => {
  it("every fixture folder has a row in the table", () => {
    const folders = readdirSync(path.join(fixturesDir, "invalid")).sort();
    expect(folders).toEqual(cases.map((c) => c.name).sort());
  });

  it.each(cases)("$name: $what", ({ name }) => {
    const caseDir = path.join(fixturesDir, "invalid", name);
    expect(fixtureCodes(caseDir)).toEqual(expectedLines(caseDir, "expected.txt"));
  });

  it.each(wording)("%s: the CLI prints the exact sentences, message then hint, and a count", (name) => {
    const caseDir = path.join(fixturesDir, "invalid", name);
    const run = validateFixture(caseDir);
    expect(run.stderr).toEqual(expectedLines(caseDir));
    expect(run.stdout).toEqual([]);
    expect(run.status).toBe(1);
  });

  it("only the wording cases pin sentences", () => {
    const withOutput = readdirSync(path.join(fixturesDir, "invalid")).filter((name) =>
      readdirSync(path.join(fixturesDir, "invalid", name)).includes("expected-output.txt"),
    );
    expect(withOutput.sort()).toEqual([...wording].sort());
  });

  it("a valid folder exits 0 with one summary line", () => {
    const run = validateFixture();
    expect(run.stderr).toEqual([]);
    expect(run.stdout).toHaveLength(1);
    expect(run.stdout[0]).toMatch(/^✔ 5 config files valid in \.\/ \(3 pages, 0 data files\) in \d+ ms$/);
    expect(run.status).toBe(0);
  });

  it("--dir without a folder exits 2 and says how to use it", () => {
    const run = runValidate(["--dir"]);
    expect(run.stderr).toEqual(["✖ --dir needs a value: --dir DIR (npm run validate -- --help lists the options)"]);
    expect(run.status).toBe(2);
  });

  it("prints paths relative to the working directory", () => {
    const run = runValidate(["--dir", "tests/fixtures/base"]);
    expect(run.stdout[0]).toMatch(/^✔ 5 config files valid in tests\/fixtures\/base\/ /);
    expect(run.status).toBe(0);
  });
});
