import { describe, expect, it } from "vitest";
import { configIndex } from "../../scripts/lib/siteCheck/configFor";
import { checkPageHtml } from "../../scripts/lib/siteCheck/index";
import { defaultConfigDir } from "../engine/projectPaths";
import { exampleSite } from "../../tests/unit/support/blockHtml";
import { renderPage } from "../../tests/unit/support/renderPage";
import { UnknownBlock } from "./UnknownBlock";

const page = { file: "/nowhere/menu/index.html", rel: "menu/index.html", route: "/menu" };
const documentWith = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Menu</title><meta name="description" content="The menu."/></head><body><main><h1>Menu</h1>${body}</main></body></html>`;
const problemsOf = (body: string) =>
  checkPageHtml(page, documentWith(body), configIndex(defaultConfigDir)).problems.map((p) => [
    p.check,
    p.block ? `blocks[${p.block.index}] ${p.block.type}` : "page",
    p.message,
  ]);

describe("a block that could not be rendered, in a built page", () => {
  it("is a problem of the site check at its block: the build stops instead of shipping the red box", async () => {
    const box = await renderPage(
      <UnknownBlock type="price-list" index={1} file="pages/menu.json" />,
      exampleSite().site,
    );
    const problems = problemsOf(`<div data-block="hero"><p>Welcome</p></div><div data-block="price-list">${box}</div>`);
    expect(problems).toEqual([
      [
        "unrendered-block",
        "blocks[1] price-list",
        "the block \"price-list\" was not rendered: the build's code has no component for it, and the page shows a red box in its place. Build again with --no-cache; if it stays, the site's blocks/price-list/ folder is not in the code the build uses",
      ],
    ]);
  });

  it("what stays the same: a page of rendered blocks has no such problem", () => {
    expect(problemsOf('<div data-block="hero"><p role="alert">Closed on Monday</p></div>')).toEqual([]);
  });
});
