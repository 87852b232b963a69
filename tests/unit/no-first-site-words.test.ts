// The builder is not one site: nothing in src/ or schemas/ may name the first site's product, its audience or
// its wording (descriptions and examples speak of "the product", "a customer"; the editor's new blocks start
// from the schemas' examples). The first site's own files (pages-config/, public/, tests/fixtures/, the e2e
// tests of its pages) are not scanned.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";

/** Words and phrases of the first site (case-insensitive unless a pattern says otherwise). */
const firstSiteWords: RegExp[] = [
  /advisor ?base/i, // the product
  /advis(or|ory)/i, // its audience
  /financ(e|ial)/i,
  /wealth/i,
  /\bRIAs?\b/, // registered investment adviser (upper case only: "trial", "media" are fine)
  /fiduciar/i,
  /custodi(an|al)/i,
  /broker/i,
  /schwab/i,
  /nitrogen/i,
  /your practice/i, // its wording
  /transform your/i,
  /sign up free/i,
  /AI agents/i,
  /AI-powered hub/i,
  /gen ?AI marketing/i,
  /crm quiz/i,
  /whitaker|priya raman|marcus ellison|dana whitfield/i, // its people
];

// Exempt: the generated types (made from the
// schemas, which are scanned).
const exempt = new Set<string>();
const exemptDirs = ["src/generated/"];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const scanned = ["src", "schemas"]
  .flatMap((dir) => files(path.join(repoRoot, dir)))
  .map((full) => path.relative(repoRoot, full).split(path.sep).join("/"))
  .filter((file) => !exempt.has(file) && !exemptDirs.some((dir) => file.startsWith(dir)))
  .filter((file) => /\.(tsx?|json|html|css|md)$/.test(file));

/** Every "file:line: word" where a first-site word appears. */
function findFirstSiteWords(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) =>
    firstSiteWords.flatMap((word) => {
      const found = word.exec(line);
      return found ? [`${file}:${i + 1}: "${found[0]}"`] : [];
    }),
  );
}

describe("src/ and schemas/ hold nothing of the first site", () => {
  it("scans the builder's files", () => {
    expect(scanned.length).toBeGreaterThan(100);
    expect(scanned).toContain("schemas/blocks/hero.schema.json");
    expect(scanned).toContain("src/editor/app/TopBar.tsx");
  });

  it("names none of the first site's product, audience, wording or people", () => {
    const found = scanned.flatMap((file) => findFirstSiteWords(file, readFileSync(path.join(repoRoot, file), "utf8")));
    expect(found).toEqual([]);
  });

  it("would catch them (the check itself works)", () => {
    expect(findFirstSiteWords("x.ts", 'title: "The AI-Powered Hub for Financial Advisors"')).toHaveLength(3);
    expect(findFirstSiteWords("x.ts", "Independent RIA, Texas")).toEqual(['x.ts:1: "RIA"']);
    expect(findFirstSiteWords("x.ts", "Start a free trial for your media team")).toEqual([]);
  });
});
