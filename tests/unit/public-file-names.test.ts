/**
 * A picture's path checked against the files of public/ by their listed names: a wrong letter case or ".jpeg" for
 * ".jpg" is missing-public-file with did-you-mean on every host (the check reads the folder's listing, never asks
 * the file system, which on macOS and Windows would find "/Photos/a.jpg" as "photos/a.jpg"); two files whose names
 * differ only by case are a warning.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { schemasDir } from "../../src/engine/projectPaths";
import { validateConfigDir } from "../../src/engine/validateConfigDir";

const root = mkdtempSync(path.join(os.tmpdir(), "public-names-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function bakeryWith(name: string, files: string[], pictures: string[]) {
  const dir = path.join(root, name);
  cpSync(path.join(__dirname, "../fixtures/sites/bakery"), dir, { recursive: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
    writeFileSync(path.join(dir, "public", file), "x");
  }
  const pageFile = path.join(dir, "pages/index.json");
  const page = JSON.parse(readFileSync(pageFile, "utf8")) as { blocks: unknown[] };
  page.blocks.push(...pictures.map((src) => ({ type: "image", src, alt: "A photo" })));
  writeFileSync(pageFile, JSON.stringify(page, null, 2));
  return validateConfigDir(dir, schemasDir, dir);
}

describe("picture paths and public/ file names", () => {
  it("a path in another letter case, or .jpeg for .jpg, is missing-public-file with the real name", () => {
    const result = bakeryWith("paths", ["/photos/a.jpg", "/photos/b.jpg"], ["/Photos/a.jpg", "/photos/b.jpeg"]);
    const missing = result.diagnostics.filter((d) => d.code === "missing-public-file");
    expect(missing.map((d) => [d.file, d.cause, d.hint])).toEqual([
      ["pages/index.json", "/Photos/a.jpg", expect.stringContaining('Did you mean "/photos/a.jpg"?')],
      ["pages/index.json", "/photos/b.jpeg", expect.stringContaining('Did you mean "/photos/b.jpg"?')],
    ]);
    expect(missing.every((d) => d.line > 1 && d.pointer?.endsWith("/src"))).toBe(true);
  });

  it("the same paths written exactly are valid, with no warning about names", () => {
    const result = bakeryWith("exact", ["/photos/a.jpg", "/photos/b.jpg"], ["/photos/a.jpg", "/photos/b.jpg"]);
    expect(result.diagnostics.filter((d) => d.code === "missing-public-file")).toEqual([]);
    expect(result.warnings.filter((w) => w.code === "public-names-differ-by-case")).toEqual([]);
  });

  it("two files whose names differ only by letter case are a warning naming both", () => {
    const result = bakeryWith("collide", ["/photos/logo.png", "/photos/Logo.png", "/photos/other.png"], []);
    const warned = result.warnings.filter((w) => w.code === "public-names-differ-by-case");
    expect(warned.map((w) => [w.file, w.message])).toEqual([
      [
        "public/photos/logo.png",
        '(file) "/photos/logo.png" and "/photos/Logo.png" differ only by letter case: on macOS and Windows they are one file, and one of them is lost.',
      ],
    ]);
  });

  it("a phone's HEIC and a GIF pass validation: the picture step reads the GIF and says how to export the HEIC", () => {
    const result = bakeryWith(
      "formats",
      ["/photos/IMG_0042.heic", "/photos/a.gif"],
      ["/photos/IMG_0042.heic", "/photos/a.gif"],
    );
    expect(result.diagnostics).toEqual([]);
  });

  it("a camera's name in capitals (IMG_0042.JPG) is valid written exactly, in every picture field", () => {
    const result = bakeryWith(
      "capitals",
      ["/photos/IMG_0042.JPG", "/photos/Logo.PNG"],
      ["/photos/IMG_0042.JPG", "/photos/Logo.PNG"],
    );
    expect(result.diagnostics).toEqual([]);
    // the same name in small letters is still the missing file with the real name
    const other = bakeryWith("capitals-lower", ["/photos/IMG_0042.JPG"], ["/photos/img_0042.jpg"]);
    expect(other.diagnostics.map((d) => [d.code, d.hint])).toEqual([
      ["missing-public-file", expect.stringContaining('Did you mean "/photos/IMG_0042.JPG"?')],
    ]);
  });

  it("a path the pattern refuses is one message at the field, saying what to write", () => {
    const said = (name: string, files: string[], src: string) =>
      bakeryWith(name, files, [src]).diagnostics.map((d) => [d.code, `${d.message} ${d.hint}`]);
    expect(said("space", ["/photos/front desk.jpg"], "/photos/front desk.jpg")).toEqual([
      [
        "wrong-form",
        expect.stringMatching(
          /src: the file name "front desk\.jpg" has a space\. Rename it to "front-desk\.jpg" \(in public\/\) and write "\/photos\/front-desk\.jpg"\.$/,
        ),
      ],
    ]);
    expect(said("no-slash", ["/photos/shop.jpg"], "photos/shop.jpg")).toEqual([
      [
        "wrong-form",
        expect.stringMatching(
          /src: "photos\/shop\.jpg" does not start with "\/"\. Start it with "\/": "\/photos\/shop\.jpg"\.$/,
        ),
      ],
    ]);
    expect(said("computer", [], "C:\\Users\\me\\shop.jpg")).toEqual([
      [
        "wrong-form",
        expect.stringMatching(
          /src: "C:\\Users\\me\\shop\.jpg" is a place on your computer, which the site cannot reach\. Copy the file into the site's public\/ folder \(for example to public\/shop\.jpg\) and write its path from there: "\/shop\.jpg"\.$/,
        ),
      ],
    ]);
    // what the pattern refuses for another reason keeps the field's description
    expect(said("bmp", ["/photos/shop.bmp"], "/photos/shop.bmp")).toEqual([
      [
        "wrong-form",
        expect.stringMatching(
          /src: text \("\/photos\/shop\.bmp"\) is not in the expected form\. Expected: Path of the picture/,
        ),
      ],
    ]);
  });
});
