import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
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
  {
    name: "palette-shade-too-light",
    what: "a written-out palette: a shade failing contrast where it is used, shade 700 not the brand colour",
  },
  { name: "wrong-enum-value", what: "a value outside an enum suggests the nearest allowed value" },
  {
    name: "unknown-icon",
    what: "an icon name not in Lucide's set suggests the nearest name; Lucide's names and the older ones pass",
  },
  { name: "legal-text-unknown-inline-field", what: "one precise message for a mistake deep inside legal-text content" },
  { name: "embed-host-not-allowed", what: "an embedded player from a host not in embeds.allowedHosts" },
  { name: "several-problems-sorted", what: "several problems in one file, sorted by line, counted" },
  {
    name: "collection-list-null",
    what: "a collection list file whose whole content is null gets one located message, no crash",
  },
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
    name: "files-not-read",
    what: "every file the builder would skip is named: a .JSON in upper case and a folder in the wrong case as errors, a hidden file, notes and a renamed copy as warnings; an editor's backup~ is passed over",
  },
  {
    name: "addresses-by-hand",
    what: "addresses that work but are not what the site means get the form that is: mailto:, tel: and https:// added, this site's own full address and a local one as paths, a named address as @name, a video page as its player",
  },
  {
    name: "site-check-at-validate",
    what: "what the built site's check would refuse is said at the config: no main heading, a second one, a search title or description shared by two pages",
  },
  {
    name: "one-cause-many-places",
    what: "links to a deleted page and to a renamed anchor from several places: one message for each cause, listing the other places",
  },
  {
    name: "hidden-characters",
    what: "invisible and look-alike characters in text, addresses, anchors and field names are named with their position, one message a field; prose keeps its no-break spaces, dashes and emoji, another site's address its path",
  },
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
  "unknown-icon",
  "one-cause-many-places",
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

  it("warnings stop nothing: printed first, marked, counted on the summary line, exit 0", () => {
    const run = validateFixture(path.join(fixturesDir, "warnings-only"));
    expect(run.stderr).toEqual([
      'pages/notes.txt:1:1  warning: (file) the builder does not read this file: only files ending in ".json" are configs, so it is not part of the site. Keep notes, drafts and pictures elsewhere (pictures go in the public folder), or delete it.',
    ]);
    expect(run.stdout[0]).toMatch(/^✔ 5 config files valid in \.\/ .* \(1 warning above\)$/);
    expect(run.status).toBe(0);
  });

  it("says a site block's component that does not compile, as build would, and passes it once mended", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "validate-block-code-"));
    try {
      cpSync(path.join(fixturesDir, "sites/bakery-menu"), dir, { recursive: true });
      const component = path.join(dir, "blocks/price-list/PriceList.tsx");
      const text = readFileSync(component, "utf8");
      writeFileSync(component, text.replace(/\}\s*$/, ""));
      const broken = runValidate(["--dir", "."], dir);
      expect(broken.stderr[0]).toMatch(
        /^blocks\/price-list\/PriceList\.tsx:\d+:\d+ {2}this code does not compile: .*docs\/site-blocks\.md/,
      );
      expect(broken.stderr.at(-1)).toBe("✖ 1 problem in 1 file");
      expect(broken.status).toBe(1);
      // what stays the same: the block's code as it was passes
      writeFileSync(component, text);
      const mended = runValidate(["--dir", "."], dir);
      expect(mended.stderr).toEqual([]);
      expect(mended.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a valid folder exits 0 with one summary line", () => {
    const run = validateFixture();
    expect(run.stderr).toEqual([]);
    expect(run.stdout).toHaveLength(1);
    expect(run.stdout[0]).toMatch(/^✔ 5 config files valid in \.\/ \(3 pages, 0 collections\) in \d+ ms$/);
    expect(run.status).toBe(0);
  });

  it("warns of files in the site's own public/ that no config uses (exit code 0), and not while a config has a problem", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "validate-public-"));
    try {
      cpSync(path.join(fixturesDir, "base"), dir, { recursive: true });
      for (const file of ["brand/logo.svg", "brand/logo-mark.svg", "og/default.jpg", "favicon.svg", "docs/old.pdf"]) {
        mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
        writeFileSync(path.join(dir, "public", file), "x");
      }
      const warning =
        'public/docs/old.pdf  warning: no config uses this file, yet it is published with the site. Delete it if the site does not need it, or use it: write "/docs/old.pdf" where a config takes a picture ("src") or a link ("href").';
      const count = "⚠ 1 file in public/ that no config uses (a warning: nothing fails)";
      const valid = runValidate(["--dir", "."], dir);
      expect(valid.stdout.slice(1)).toEqual([warning, count]);
      expect(valid.stdout[0]).toMatch(/^✔ 5 config files valid/);
      expect(valid.stderr).toEqual([]);
      expect(valid.status).toBe(0);

      // the config not read may be the one naming the file: nothing is called unused until the problems are fixed
      writeFileSync(path.join(dir, "pages/broken.json"), "{");
      const broken = runValidate(["--dir", "."], dir);
      expect(broken.stdout).toEqual([]);
      expect(broken.stderr.at(-1)).toMatch(/^✖ 1 problem in 1 file$/);
      expect(broken.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const stages = ["read", "parse", "collections and templates", "schema validation", "cross-checks"];
  const stageNames = (lines: string[]) => lines.map((line) => /^ {2}(\S.*\S) +\d+ ms$/.exec(line)?.[1]);

  it("--timings prints each stage's time after the summary, which is as without it", () => {
    const run = runValidate(["--dir", "tests/fixtures/base", "--timings"]);
    expect(run.status).toBe(0);
    expect(run.stderr).toEqual([]);
    expect(run.stdout[0]).toMatch(
      /^✔ 5 config files valid in tests\/fixtures\/base\/ \(3 pages, 0 collections\) in \d+ ms$/,
    );
    expect(run.stdout[1]).toBe("Stages:");
    expect(stageNames(run.stdout.slice(2))).toEqual(stages);
  });

  it("--timings with problems: the stages, then the problems and their count, the last lines as without it", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "validate-timings-"));
    try {
      cpSync(path.join(fixturesDir, "base"), dir, { recursive: true });
      writeFileSync(path.join(dir, "pages/broken.json"), "{");
      const run = runValidate(["--dir", ".", "--timings"], dir);
      expect(run.status).toBe(1);
      expect(run.stderr).toEqual([
        expect.stringMatching(/^pages\/broken\.json:1:1 {2}invalid JSON/),
        "✖ 1 problem in 1 file",
      ]);
      expect(run.stdout[0]).toBe("Stages:");
      expect(stageNames(run.stdout.slice(1))).toEqual(stages);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("--dir without a folder exits 2 and says how to use it", () => {
    const run = runValidate(["--dir"]);
    expect(run.stderr).toEqual(["✖ --dir needs a value: --dir DIR (npm run validate -- --help lists the options)"]);
    expect(run.status).toBe(2);
  });

  it("says nothing but its summary about the first site and the second site: no problem, no warning", () => {
    for (const dir of ["pages-config", "tests/fixtures/sites/bakery"]) {
      const run = runValidate(["--dir", dir]);
      expect({ dir, stderr: run.stderr, status: run.status }).toEqual({ dir, stderr: [], status: 0 });
      expect(run.stdout).toHaveLength(1);
      expect(run.stdout[0]).toMatch(/^✔ \d+ config files valid in /);
    }
  });

  it("prints paths relative to the working directory", () => {
    const run = runValidate(["--dir", "tests/fixtures/base"]);
    expect(run.stdout[0]).toMatch(/^✔ 5 config files valid in tests\/fixtures\/base\/ /);
    expect(run.status).toBe(0);
  });
});
