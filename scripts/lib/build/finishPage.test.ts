import { describe, expect, it } from "vitest";
import { islandLoaderSrc } from "../../../src/render/islandLoader";
import { finishPage, pageStylesheetPath, sharedStylesheetPath } from "./finishPage";

const context = {
  islands: { loader: "/assets/client-1.js", loaderImports: ["/assets/chunk-2.js"] },
  site: { embeds: { allowedHosts: [] }, webhooks: {} },
};
const shared = "html{color:red}.css-a{margin:0}";
const own = ".css-b{padding:0}";
const page = (head: string, body = "<p>Hello</p>") =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title>${head}</head><body>${body}</body></html>`;
const styles = `<style data-shared-css="" data-emotion="css a">${shared}</style><style data-emotion="css b">${own}</style>`;

describe("finishPage", () => {
  it("moves the shared CSS and the page's own CSS into stylesheets named by their content", () => {
    const finished = finishPage(page(styles), context);
    expect(finished.sharedCss).toBe(shared);
    expect(finished.pageCss).toBe(own);
    expect(finished.html).toContain(
      `<link rel="stylesheet" href="/${sharedStylesheetPath(shared)}"><link rel="stylesheet" href="/${pageStylesheetPath(own)}">`,
    );
    expect(finished.html).not.toContain("<style");
    expect(pageStylesheetPath(own)).toMatch(/^assets\/page-[\w-]{10}\.css$/);
    expect(pageStylesheetPath(own)).not.toBe(pageStylesheetPath(`${own} `));
  });

  it("keeps the rest of the page as it was, and a page with no CSS of its own links the shared stylesheet alone", () => {
    const finished = finishPage(page(`<style data-shared-css="" data-emotion="css a">${shared}</style>`), context);
    expect(finished.pageCss).toBeUndefined();
    expect(finished.html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")).toBe(
      page(`<link rel="stylesheet" href="/${sharedStylesheetPath(shared)}">`),
    );
  });

  it("keeps the names of the page's rules where islands hydrate, so emotion in the browser inserts none again", () => {
    const withIsland = page(`${styles}<script type="module" src="${islandLoaderSrc}"></script>`);
    const { html } = finishPage(withIsland, context);
    expect(html).toContain(
      `<link rel="stylesheet" href="/${pageStylesheetPath(own)}"><style data-emotion="css b"></style>`,
    );
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/chunk-2.js"><script type="module" src="/assets/client-1.js">',
    );
  });
});
