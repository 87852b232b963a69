// A theme's font files: several per font (weights, italics), a heading font, and each file checked to be a font
// of the kind its name says (by its first bytes), found, and with a weight of 1 to 1000; every mistake located.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { problemText } from "../../src/engine/diagnostic";
import { schemasDir } from "../../src/engine/projectPaths";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir } from "./support/runValidate";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// the first bytes of each kind of font (the check reads no more), then filler
const woff2 = Buffer.concat([Buffer.from("wOF2"), Buffer.alloc(60)]);
const woff = Buffer.concat([Buffer.from("wOFF"), Buffer.alloc(60)]);
const ttf = Buffer.concat([Buffer.from([0, 1, 0, 0]), Buffer.alloc(60)]);
const otf = Buffer.concat([Buffer.from("OTTO"), Buffer.alloc(60)]);
const html = Buffer.from("<!DOCTYPE html><title>Download Inter</title>");

/** The theme problems of a copy of the base site with `theme` and these files in its public/. */
function themeProblems(theme: unknown, files: Record<string, Buffer>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "fonts-"));
  dirs.push(dir);
  cpSync(path.join(fixturesDir, "base"), dir, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, "public", name)), { recursive: true });
    writeFileSync(path.join(dir, "public", name), bytes);
  }
  const site = JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8"));
  writeFileSync(path.join(dir, "site.json"), JSON.stringify({ ...site, theme }, null, 2) + "\n");
  return validateConfigDir(dir, schemasDir, dir)
    .diagnostics.filter((d) => d.file === "site.json" && (d.pointer ?? "").startsWith("/theme"))
    .map((d) => `${d.line}:${d.column} ${d.code} ${problemText(d)}`);
}

describe("theme fonts", () => {
  it("takes several files per font and a heading font, of any font kind, when each is a font", () => {
    const theme = {
      brandColor: "#0f766e",
      font: {
        family: "Inter",
        files: [
          { src: "/fonts/inter-400.woff2", weight: 400 },
          { src: "/fonts/inter-400-italic.woff", weight: 400, style: "italic" },
          { src: "/fonts/inter-700.ttf", weight: 700 },
        ],
      },
      headingFont: { family: "Lora", files: [{ src: "/fonts/lora-700.otf", weight: 700 }] },
    };
    const files = {
      "fonts/inter-400.woff2": woff2,
      "fonts/inter-400-italic.woff": woff,
      "fonts/inter-700.ttf": ttf,
      "fonts/lora-700.otf": otf,
    };
    expect(themeProblems(theme, files)).toEqual([]);
  });

  it("still takes today's one-file form", () => {
    const theme = {
      brandColor: "#0f766e",
      font: { family: "Inter", file: "/fonts/inter-var.woff2", weight: "100 900" },
    };
    expect(themeProblems(theme, { "fonts/inter-var.woff2": woff2 })).toEqual([]);
  });

  it("locates a file that is not a font, one of another kind, a missing one and a weight outside 1–1000", () => {
    const theme = {
      brandColor: "#0f766e",
      font: {
        family: "Inter",
        file: "/fonts/inter-var.woff2",
        files: [
          { src: "/fonts/inter-700.woff2", weight: 700 },
          { src: "/fonts/inter-900.woff2", weight: 1001 },
          { src: "/fonts/inter-gone.woff2" },
        ],
      },
      headingFont: { family: "Lora", files: [{ src: "/fonts/lora.woff2", weight: 0 }] },
    };
    const problems = themeProblems(theme, {
      "fonts/inter-var.woff2": html,
      "fonts/inter-700.woff2": woff,
      "fonts/inter-900.woff2": woff2,
      "fonts/lora.woff2": woff2,
    });
    const at = (field: string) => problems.find((p) => p.includes(` ${field}`)) ?? `nothing at ${field}`;
    expect(at("theme.font.file:")).toMatch(
      /^\d+:\d+ font-file-not-a-font theme\.font\.file: "\/fonts\/inter-var\.woff2" is not a font file: it starts with "<", like a web page .*; a WOFF2 file starts with "wOF2"\. Put the font file itself at public\/fonts\/inter-var\.woff2/,
    );
    expect(at("theme.font.files[0].src:")).toMatch(
      /^\d+:\d+ font-file-not-a-font theme\.font\.files\[0\]\.src: "\/fonts\/inter-700\.woff2" is a WOFF font, not WOFF2 as its name says\. Rename it to \.woff/,
    );
    expect(at("theme.font.files[1].weight:")).toMatch(/^\d+:\d+ \S+ theme\.font\.files\[1\]\.weight: .*1000/);
    expect(at("theme.headingFont.files[0].weight:")).toMatch(
      /^\d+:\d+ \S+ theme\.headingFont\.files\[0\]\.weight: .*1\b/,
    );
    expect(at("theme.font.files[2].src:")).toMatch(
      /^\d+:\d+ missing-public-file theme\.font\.files\[2\]\.src: the file "\/fonts\/inter-gone\.woff2" is not in public\//,
    );
    expect(problems).toHaveLength(5);
  });
});
