// scripts/lib/nuHtmlCheck runs the W3C Nu HTML Checker (Java) once over a build folder and returns its errors
// by file, route and line; scripts/lib/nuHtmlReport prints them grouped by page and by message.
import path from "node:path";
import { expect, it } from "vitest";
import { nuHtmlCheck } from "../../scripts/lib/nuHtmlCheck";
import { formatNuErrors } from "../../scripts/lib/nuHtmlReport";
import { repoRoot } from "./support/runValidate";

const fixtures = path.join(repoRoot, "tests/fixtures/built-site");

it("finds no errors in valid pages, and the errors of invalid ones with their page, line and message", async () => {
  expect(await nuHtmlCheck(path.join(fixtures, "good"))).toEqual([]);

  const errors = await nuHtmlCheck(path.join(fixtures, "broken"));
  expect(errors.map((e) => [e.route, e.file, e.line])).toEqual([
    ["/headings", "headings/index.html", 11],
    ["/ids", "ids/index.html", 11],
    ["/images", "images/index.html", 10],
    ["/meta", "meta/index.html", 6],
  ]);
  expect(errors.map((e) => e.message)).toEqual([
    expect.stringMatching(/heading “h4” .* follows the heading “h2” .* skipping 1 heading level/),
    "Duplicate ID “plans”.",
    expect.stringMatching(/An “img” element must have an “alt” attribute/),
    "Element “head” is missing a required instance of child element “title”.",
  ]);

  const report = formatNuErrors(errors);
  expect(report.slice(0, 2)).toEqual(["/headings (headings/index.html): 1 error", `  11:51  ${errors[0].message}`]);
  expect(report).toContain("     1  Duplicate ID “plans”.");
  expect(report.at(-1)).toBe("✖ Nu HTML Checker: 4 errors on 4 pages");
}, 180_000);
