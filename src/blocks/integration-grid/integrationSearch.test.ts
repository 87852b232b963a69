// The integration search must behave exactly like a plain, case-insensitive substring filter on name or
// description (in the original order), although it runs on fuse.js: checked here over many queries.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createIntegrationSearch, type Searchable } from "./integrationSearch";

const dataFile = path.resolve(import.meta.dirname, "../../../pages-config/collections/integrations.json");
const integrations = (JSON.parse(readFileSync(dataFile, "utf8")) as { items: (Searchable & { slug: string })[] }).items;

/** Items whose text is full of characters fuse.js would otherwise read as search operators. */
const tricky: (Searchable & { slug: string })[] = [
  { slug: "parens", name: "Forms (beta)", description: 'Says "hello" | world * 2 = 4' },
  { slug: "quotes", name: "'Quoted' name", description: "^starts and ends$ with !bang and \\ slash" },
  { slug: "spaces", name: "Two  spaces", description: "Tabs\tand non-breaking\u00a0spaces, émigré café" },
  { slug: "plain", name: "Zoom", description: "Meetings recorded and transcribed." },
  {
    slug: "long",
    name: "A name that is longer than thirty-two characters in total",
    description: "x".repeat(40) + "y",
  },
];

/** The reference: what the search must return. */
function substringFilter<T extends Searchable>(items: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (q === "") return [...items];
  return items.filter((item) => item.name.toLowerCase().includes(q) || item.description.toLowerCase().includes(q));
}

function substringsUpTo(text: string, maxLength: number): string[] {
  const found = new Set<string>();
  for (let start = 0; start < text.length; start++) {
    for (let length = 1; length <= maxLength && start + length <= text.length; length++)
      found.add(text.slice(start, start + length));
  }
  return [...found];
}

function mixCase(text: string, seed: number): string {
  return [...text].map((c, i) => ((i + seed) % 2 ? c.toUpperCase() : c.toLowerCase())).join("");
}

/** Deterministic pseudo-random numbers, so a failure can be reproduced. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function queriesFor(items: readonly Searchable[]): string[] {
  const texts = items.flatMap((item) => [item.name, item.description]);
  const queries = new Set<string>();
  for (const text of texts) {
    for (const part of substringsUpTo(text, 3)) {
      queries.add(part);
      queries.add(part.toUpperCase());
      queries.add(mixCase(part, 1));
    }
    // longer than fuse's 32-character bitap limit, and near misses of it
    for (let start = 0; start + 40 <= text.length; start += 7) {
      const long = text.slice(start, start + 40);
      queries.add(long);
      queries.add(mixCase(long, start));
      queries.add(long.slice(0, 35) + "#" + long.slice(36));
      queries.add(long.slice(0, 20) + long.slice(21));
    }
  }
  const next = random(20260521);
  const alphabet = "abcdeimnorstuz EOSZ()*|\"'^!$=\\.-?[]{}+~é\t";
  for (let i = 0; i < 3000; i++) {
    const length = 1 + Math.floor(next() * 6);
    queries.add(Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""));
  }
  for (const special of [
    "",
    " ",
    "   ",
    "(",
    ")",
    "*",
    "|",
    '"',
    "'",
    "^",
    "!",
    "$",
    "=",
    "\\",
    "e-sign",
    " zoom ",
    "ZOOM",
    "zoom|docu",
    '"zoom"',
    "'zoom",
    "=Zoom",
    "!zoom",
    "zoom$",
    "^zoom",
    "a b",
    '"a" b',
    "\u00a0",
    "İ",
    "calendar agenda",
    "and",
    "client data",
  ]) {
    queries.add(special);
  }
  return [...queries];
}

describe("integration search", () => {
  it.each([
    ["the integrations data", integrations],
    ["items full of operator characters", tricky],
  ] as const)("returns exactly the substring matches, in order, for %s", (_, items) => {
    const search = createIntegrationSearch(items);
    const queries = queriesFor(items);
    expect(queries.length).toBeGreaterThan(1000);
    const mismatches = queries
      .map((query) => ({
        query,
        got: search(query).map((i) => i.slug),
        want: substringFilter(items, query).map((i) => i.slug),
      }))
      .filter(({ got, want }) => got.join() !== want.join());
    expect(mismatches).toEqual([]);
  });

  it("finds by name or description whatever the case, and nothing for an unknown word", () => {
    const search = createIntegrationSearch(integrations);
    expect(search("zOoM").map((i) => i.slug)).toContain("zoom");
    expect(search("ESIGN").map((i) => i.slug)).toEqual(["docusign"]);
    expect(search("blockchain")).toEqual([]);
    expect(search("  ")).toHaveLength(integrations.length);
  });

  it("the queries cover matches and misses on both sides", () => {
    const results = queriesFor(integrations).map((q) => substringFilter(integrations, q).length);
    expect(results.filter((n) => n === 0).length).toBeGreaterThan(100);
    expect(results.filter((n) => n > 0 && n < integrations.length).length).toBeGreaterThan(100);
  });
});
