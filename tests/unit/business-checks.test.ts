import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

// site.json "business" (structured data for search engines, docs/seo.md): its mistakes are located at their line
const baseDir = path.join(fixturesDir, "base");
const schemasDir = path.join(repoRoot, "schemas");

function problemsWith(business: unknown) {
  const site = { ...JSON.parse(readFileSync(path.join(baseDir, "site.json"), "utf8")), business };
  const text = JSON.stringify(site, null, 2);
  const lineOf = (needle: string) => text.split("\n").findIndex((line) => line.includes(needle)) + 1;
  const { diagnostics } = validateConfigDir(baseDir, schemasDir, baseDir, { overlay: { "site.json": text } });
  return { diagnostics, lineOf };
}

it("a local business without an address: located at its business key, in plain words with the fix", () => {
  const { diagnostics, lineOf } = problemsWith({ type: "Dentist", name: "Harbor Dental" });
  expect(diagnostics).toHaveLength(1);
  expect(diagnostics[0]).toMatchObject({
    code: "business-needs-address",
    file: "site.json",
    line: lineOf('"business"'),
  });
  expect(diagnostics[0].message).toContain('a "Dentist" needs its "address"');
});

it("an address missing its country: located at the address, naming the field", () => {
  const address = { street: "12 River Walk", locality: "Springfield" };
  const { diagnostics, lineOf } = problemsWith({ type: "Dentist", name: "Harbor Dental", address });
  expect(diagnostics).toHaveLength(1);
  expect(diagnostics[0].line).toBe(lineOf('"address"'));
  expect(diagnostics[0].message).toContain("country");
});

it("what must stay the same: a complete local business, and an organisation without an address, are valid", () => {
  const address = { street: "12 River Walk", locality: "Springfield", country: "US" };
  expect(problemsWith({ type: "Dentist", name: "Harbor Dental", address }).diagnostics).toEqual([]);
  expect(problemsWith({ type: "Organization", name: "Harbor Dental" }).diagnostics).toEqual([]);
});
