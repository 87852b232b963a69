import { mkdirSync, renameSync, symlinkSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeSiteCopies, siteCopy } from "../../engine/stages/testing/stageFolders.ts";
import { listFiles, listPublicFiles } from "./configFolder.ts";

afterAll(removeSiteCopies);

describe("the editor's list of pages", () => {
  it("gives a translated page the address it names, where the preview finds it", () => {
    const dir = siteCopy("sites/two-languages", {
      "pages/ar/news.json": JSON.stringify({ address: "/ar/akhbar", seo: { title: "الأخبار" }, blocks: [] }),
      // a default-language page names no address: it stays at its file's place (validation says why)
      "pages/news.json": JSON.stringify({ address: "/ar/x", seo: { title: "News" }, blocks: [] }),
    });
    const routes = Object.fromEntries(
      listFiles(dir).flatMap((file) => ("route" in file && file.kind === "page" ? [[file.path, file.route]] : [])),
    );
    expect(routes["pages/ar/news.json"]).toBe("/ar/akhbar");
    expect(routes["pages/news.json"]).toBe("/news");
    expect(routes["pages/ar/index.json"]).toBe("/ar");
  });
});

describe("the editor's list of public files (its picture picker)", () => {
  it("lists a linked folder's files, and no link that leads to no file", () => {
    const dir = siteCopy("sites/bakery-menu");
    const publicDir = path.join(dir, "public");
    mkdirSync(path.join(dir, "shared"));
    renameSync(path.join(publicDir, "brand"), path.join(dir, "shared/brand"));
    symlinkSync(path.join(dir, "shared/brand"), path.join(publicDir, "brand"));
    symlinkSync(path.join(dir, "shared/moved-away.png"), path.join(publicDir, "gone.png"));
    const listed = listPublicFiles(publicDir);
    expect(listed).toContain("/brand/linden-logo.svg");
    expect(listed).toContain("/favicon.svg");
    expect(listed).not.toContain("/brand");
    expect(listed).not.toContain("/gone.png");
  });
});
