import { afterAll, describe, expect, it } from "vitest";
import { removeSiteCopies, siteCopy } from "../../engine/stages/testing/stageFolders.ts";
import { listFiles } from "./configFolder.ts";

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
