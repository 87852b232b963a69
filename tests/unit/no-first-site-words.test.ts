// The builder is not one site: nothing in src/, schemas/, starters/ or docs/ may name the first site's product,
// audience, features, integrations or people (descriptions and examples speak of a bakery, a dental practice; the
// editor's new blocks start from the schemas' examples). The first site's own files (pages-config/, public/,
// tests/fixtures/, the e2e tests of its pages) are not scanned.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";
import { findFirstSiteWords } from "../support/firstSiteWords";

// Exempt: the generated types (made from the schemas, which are scanned), and tests that render the first site's own
// pages by their addresses.
const exemptDirs = ["src/generated/"];
const exempt = new Set(["src/theme/pageHtmlIsPure.test.ts"]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const scanned = ["src", "schemas", "starters", "docs"]
  .flatMap((dir) => files(path.join(repoRoot, dir)))
  .map((full) => path.relative(repoRoot, full).split(path.sep).join("/"))
  .filter((file) => !exempt.has(file) && !exemptDirs.some((dir) => file.startsWith(dir)))
  .filter((file) => /\.(tsx?|jsx?|json|html|css|md|svg|ya?ml|txt)$/.test(file));

describe("the builder holds nothing of the first site", () => {
  it("scans the builder's files, the starter and the docs", () => {
    expect(scanned.length).toBeGreaterThan(100);
    expect(scanned).toContain("schemas/blocks/hero.schema.json");
    expect(scanned).toContain("src/editor/app/TopBar.tsx");
    expect(scanned).toContain("starters/default/site.json");
    expect(scanned).toContain("docs/authoring.md");
  });

  it("names none of the first site's product, audience, features, integrations or people", () => {
    const found = scanned.flatMap((file) => findFirstSiteWords(file, readFileSync(path.join(repoRoot, file), "utf8")));
    expect(found, `first-site words (file:line:column: word):\n${found.join("\n")}`).toEqual([]);
  });

  it("would catch them, saying which file, line, column and word (the check itself works)", () => {
    expect(findFirstSiteWords("x.ts", 'title: "The AI-Powered Hub for Financial Advisors"')).toEqual([
      'x.ts:1:42: "Advisor" (/advis(o|e)r/i)',
      'x.ts:1:32: "Financial" (/financ(e|ial)(?!Service\\b)/i)',
      'x.ts:1:13: "AI-Powered Hub" (/AI-powered hub/i)',
    ]);
    expect(findFirstSiteWords("a.json", '{\n  "formType": "crm-quiz"\n}')).toEqual([
      'a.json:2:16: "crm" (/\\bCRMs?\\b/i)',
    ]);
    expect(findFirstSiteWords("x.ts", "Independent RIA, Texas")).toEqual(['x.ts:1:13: "RIA" (/\\bRIAs?\\b/i)']);
    // a kind of business schema.org names, which any site may be, is not the first site's word
    expect(findFirstSiteWords("s.json", '"enum": ["FinancialService", "Bakery"]')).toEqual([]);
    expect(findFirstSiteWords("x.ts", "Start a free trial for your media team at the bakery")).toEqual([]);
    expect(findFirstSiteWords("x.ts", "Book a cleaning at Harbor Dental; sourdough from the bakery")).toEqual([]);
  });
});
