import { describe, expect, it } from "vitest";
import { islandLoaderSrc } from "../../../src/render/islandLoader";
import type { PageStyles } from "../../../src/render/pageStyles.server";
import { contentSecurityPolicy, type PolicySite, scriptHash } from "../securityHeaders";
import { type FinishContext, finishPage, pageStylesheetPath, sharedStylesheetPath } from "./finishPage";

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

  it("gives each page the policy of its own inline scripts and its site's hosts, whatever was finished before", () => {
    const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    const calendly = { ...context, site: { embeds: { allowedHosts: ["calendly.com"] }, webhooks: {} } };
    const withScript = (text: string) => page(`${marker}<script>${text}</script>`);
    const finish = (html: string, on: FinishContext = context) =>
      finishPage({ html, styles: styles(), marker }, on).html;
    const expected = (texts: string[], site: PolicySite = context.site) =>
      contentSecurityPolicy(site, texts.map(scriptHash), "meta");
    // the same scripts again, another script, another site with the same script, the first site again
    const pages = [
      finish(withScript("a()")),
      finish(withScript("a()")),
      finish(withScript("b()")),
      finish(withScript("a()"), calendly),
      finish(withScript("a()")),
      finish(page(marker)),
    ];
    expect(pages.map(policyOf)).toEqual([
      expected(["a()"]),
      expected(["a()"]),
      expected(["b()"]),
      expected(["a()"], calendly.site),
      expected(["a()"]),
      expected([]),
    ]);
    expect(pages[3]).toContain("https://calendly.com");
    expect(pages[0]).not.toContain("https://calendly.com");
  });
});
