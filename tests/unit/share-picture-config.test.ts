import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

// site.json "seo.ogImage" (the link-preview picture, docs/seo.md): social sites do not show SVG, so one is refused
const baseDir = path.join(fixturesDir, "base");
const schemasDir = path.join(repoRoot, "schemas");

function problemsWith(ogImage: string) {
  const site = JSON.parse(readFileSync(path.join(baseDir, "site.json"), "utf8"));
  const text = JSON.stringify({ ...site, seo: { ...site.seo, ogImage } }, null, 2);
  const line = text.split("\n").findIndex((l) => l.includes('"ogImage"')) + 1;
  const { diagnostics } = validateConfigDir(baseDir, schemasDir, baseDir, { overlay: { "site.json": text } });
  return { diagnostics: diagnostics.filter((d) => d.pointer === "/seo/ogImage"), line };
}

it("an SVG share picture: located at its line, saying social sites do not show SVG and what to give", () => {
  const { diagnostics, line } = problemsWith("/brand/logo.svg");
  expect(diagnostics).toHaveLength(1);
  expect(diagnostics[0]).toMatchObject({ code: "wrong-form", file: "site.json", line });
  expect(diagnostics[0].message).toContain('seo.ogImage: text ("/brand/logo.svg") is not in the expected form');
  expect(diagnostics[0].hint).toContain("a PNG, JPEG or WebP inside public/ (social sites do not show SVG)");
});

it("what stays the same: a JPEG share picture is valid", () => {
  expect(problemsWith("/og/default.jpg").diagnostics).toEqual([]);
});
