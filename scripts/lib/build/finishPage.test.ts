import { describe, expect, it } from "vitest";
import { islandLoaderSrc } from "../../../src/render/islandLoader";
import type { PageStyles } from "../../../src/render/pageStyles.server";
import { finishPage, pageStylesheetPath, sharedStylesheetPath } from "./finishPage";

const context = {
  islands: { loader: "/assets/client-1.js", loaderImports: ["/assets/chunk-2.js"] },
  site: { embeds: { allowedHosts: [] }, webhooks: {} },
};
const marker = "<!--page-styles-test-->";
const shared = "html{color:red}.css-a{margin:0}";
const own = ".css-b{padding:0}";
const page = (head: string, body = "<p>Hello</p>") =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title>${head}</head><body>${body}</body></html>`;
const styles = (ownCss: string | null = own): PageStyles => ({
  key: "css",
  shared: { ids: "a", css: shared },
  own: ownCss === null ? undefined : { ids: "b c", css: ownCss },
});
const withoutPolicy = (html: string) => html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");

describe("finishPage", () => {
  it("links the shared CSS and the page's own CSS, as stylesheets named by their content, where the marker is", () => {
    const finished = finishPage({ html: page(marker), styles: styles(), marker }, context);
    expect(finished.sharedCss).toBe(shared);
    expect(finished.pageCss).toBe(own);
    expect(withoutPolicy(finished.html)).toBe(
      page(
        `<link rel="stylesheet" href="/${sharedStylesheetPath(shared)}"><link rel="stylesheet" href="/${pageStylesheetPath(own)}">`,
      ),
    );
    expect(pageStylesheetPath(own)).toMatch(/^assets\/page-[\w-]{10}\.css$/);
    expect(pageStylesheetPath(own)).not.toBe(pageStylesheetPath(`${own} `));
  });

  it("keeps the rest of the page as it was, and a page with no CSS of its own links the shared stylesheet alone", () => {
    const finished = finishPage({ html: page(marker), styles: styles(null), marker }, context);
    expect(finished.pageCss).toBeUndefined();
    expect(withoutPolicy(finished.html)).toBe(page(`<link rel="stylesheet" href="/${sharedStylesheetPath(shared)}">`));
  });

  it("keeps the names of the page's rules where islands hydrate, so emotion in the browser inserts none again", () => {
    const withIsland = page(`${marker}<script type="module" src="${islandLoaderSrc}"></script>`);
    const { html } = finishPage({ html: withIsland, styles: styles(), marker }, context);
    expect(html).toContain(
      `<link rel="stylesheet" href="/${pageStylesheetPath(own)}"><style data-emotion="css b c"></style>`,
    );
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/chunk-2.js"><script type="module" src="/assets/client-1.js">',
    );
  });

  it("keeps an element naming rules of the page's own that hold no text, as the render wrote it", () => {
    const finished = finishPage({ html: page(marker), styles: styles(""), marker }, context);
    expect(finished.pageCss).toBeUndefined();
    expect(withoutPolicy(finished.html)).toBe(
      page(`<link rel="stylesheet" href="/${sharedStylesheetPath(shared)}"><style data-emotion="css b c"></style>`),
    );
  });

  it("stops on a page the render gave no place for its styles", () => {
    expect(() => finishPage({ html: page(""), styles: styles(), marker }, context)).toThrow(/no place for its styles/);
  });
});
