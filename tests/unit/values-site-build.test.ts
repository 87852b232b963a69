// The café fixture built (French first, English second) with a fixed "today": a price 4.75 shows "4,75 $" on the
// French page and "$4.75" on the English one, a date "13 février 2027", the coded diets as words, and the upcoming
// workshops list hides the past one. Formatting adds no script to the pages.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBuild } from "./support/buildRun";

const out = mkdtempSync(path.join(os.tmpdir(), "cafe-"));
/** A page's visible words, narrow and no-break spaces as plain ones. */
const text = (file: string) =>
  readFileSync(path.join(out, file), "utf8")
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\u00a0\u202f]/g, " ");
let build: ReturnType<typeof runBuild>;
beforeAll(() => {
  process.env.SITE_TODAY = "2027-01-15";
  try {
    build = runBuild(["--dir", "tests/fixtures/sites/cafe", "--out", out, "--no-cache"]);
  } finally {
    delete process.env.SITE_TODAY;
  }
}, 400_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("a French-and-English site's values, built", () => {
  it("writes prices in each page's language and currency, and coded values as words", () => {
    expect(build.status, build.stderr).toBe(0);
    expect(text("index.html")).toContain("Croissant: 4,75 $");
    expect(text("index.html")).toContain("Tartine: 7,50 $");
    expect(text("index.html")).toContain("Végétalien et Sans gluten");
    expect(text("en/index.html")).toContain("Croissant: $4.75");
    expect(text("en/index.html")).toContain("Vegan and Gluten-free");
    expect(text("en/index.html")).not.toContain("4.75 $");
  });

  it("lists only the workshops after the build's day, soonest first, with their dates in the language", () => {
    const fr = text("ateliers/index.html");
    expect(fr).toContain("13 février 2027, 12 places");
    expect(fr.indexOf("Pain au levain")).toBeLessThan(fr.indexOf("Brioche des rois"));
    expect(fr).not.toContain("Croissants maison");
    expect(text("en/ateliers/index.html")).toContain("February 13, 2027, 12 seats");
    expect(text("en/ateliers/index.html")).not.toContain("Croissants maison");
  });

  it("adds no script for the formats: the pages have no interactive block and ship no JavaScript", () => {
    for (const page of ["index.html", "en/index.html", "ateliers/index.html"]) {
      const html = readFileSync(path.join(out, page), "utf8");
      expect(html, page).not.toMatch(/<script[^>]*src=/);
      expect(html, page).not.toContain("Intl.");
    }
  });
});
