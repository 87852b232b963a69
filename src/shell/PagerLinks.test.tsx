import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../generated/config-types";
import { SiteProvider } from "../site/SiteContext";
import { PagerLinks } from "./PagerLinks";
import type { Pager } from "../engine/content/pagedLists";

const render = (pager: Pager, words?: Record<string, string>) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <SiteProvider site={{ productName: "Acme", ...(words ? { words } : {}) } as unknown as SiteConfig}>
        <PagerLinks pager={pager} />
      </SiteProvider>
    </ChakraProvider>,
  );

describe("PagerLinks", () => {
  it("links the pages before and after with rel prev/next, in the builder's words, and says which page this is", () => {
    const html = render({ number: 2, count: 3, previous: "/blog", next: "/blog/page/3" });
    expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*rel="prev"[^>]*>← Previous page<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/blog\/page\/3"[^>]*rel="next"[^>]*>Next page →<\/a>/);
    expect(html).toContain("Page 2 / 3");
  });

  it("has no previous link on the first page and no next link on the last; a site's words win", () => {
    const first = render({ number: 1, count: 2, next: "/blog/page/2" });
    expect(first).not.toContain('rel="prev"');
    const last = render({ number: 2, count: 2, previous: "/blog" }, { previousPage: "Newer posts" });
    expect(last).not.toContain('rel="next"');
    expect(last).toContain("← Newer posts");
  });
});
