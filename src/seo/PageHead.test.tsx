import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../generated/config-types";
import { type PageContextValue, PageContextProvider } from "../render/pageContext";
import { PageHead } from "./PageHead";

const site = {
  productName: "Acme",
  siteUrl: "https://www.example.com",
  logo: { full: { src: "/logo.svg", alt: "Acme home" }, compact: { src: "/mark.svg", alt: "Acme home" } },
  support: { phone: "+1 555 0100", email: "hello@example.com", privacyEmail: "privacy@example.com" },
  seo: { titleSuffix: " | Acme", ogImage: "/og/default.jpg" },
} as SiteConfig;

function head(
  change: Partial<PageContextValue> & {
    seo?: Record<string, unknown>;
    route?: string | undefined;
    blocks?: unknown[];
  } = {},
) {
  const { seo, route: given, blocks = [], ...rest } = change;
  const route = "route" in change ? given : "/pricing";
  const trail =
    route === undefined
      ? undefined
      : [{ route: "/", name: "Home" }, ...(route === "/" ? [] : [{ route, name: "Pricing" }])];
  const value: PageContextValue = {
    site,
    year: 2026,
    page: {
      route,
      file: "pages/pricing.json",
      status: 200,
      page: { seo: { title: "Pricing", description: "Plans and prices.", ...seo }, blocks },
      trail,
      language: "en",
      translations: { en: route ?? "/pricing" },
    },
    shareImages: { "/og/default.jpg": { width: 1200, height: 630 } },
    ...rest,
  } as PageContextValue;
  return renderToStaticMarkup(
    <PageContextProvider value={value}>
      <PageHead />
    </PageContextProvider>,
  );
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(html)?.[1];

describe("social cards", () => {
  it("complete on a page: og and twitter title, description, picture with its size, locale, url", () => {
    const html = head();
    expect(meta(html, "og:title")).toBe("Pricing | Acme");
    expect(meta(html, "twitter:title")).toBe("Pricing | Acme");
    expect(meta(html, "og:description")).toBe("Plans and prices.");
    expect(meta(html, "twitter:description")).toBe("Plans and prices.");
    expect(meta(html, "og:image")).toBe("https://www.example.com/og/default.jpg");
    expect(meta(html, "twitter:image")).toBe("https://www.example.com/og/default.jpg");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "og:locale")).toBe("en_US");
    expect(meta(html, "og:url")).toBe("https://www.example.com/pricing/");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
  });

  it("a page's own picture; its size left out when the file's size is unknown; the page's language", () => {
    const html = head({ seo: { ogImage: "/og/pricing.png" } });
    expect(meta(html, "og:image")).toBe("https://www.example.com/og/pricing.png");
    expect(meta(html, "og:image:width")).toBeUndefined();
    const spanish = head({ page: { ...headPage(), language: "es", translations: { es: "/pricing" } } });
    expect(meta(spanish, "og:locale")).toBe("es_ES");
  });

  it("the file the build made at 1200×630, by an absolute address, on og:image and twitter:image", () => {
    const made = { "/og/default.jpg": { url: "/_pictures/default-share-0123456789ab.jpg", width: 1200, height: 630 } };
    const html = head({ shareImages: made });
    expect(meta(html, "og:image")).toBe("https://www.example.com/_pictures/default-share-0123456789ab.jpg");
    expect(meta(html, "twitter:image")).toBe("https://www.example.com/_pictures/default-share-0123456789ab.jpg");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
  });

  it("a post's BlogPosting names the made file of its picture too", () => {
    const made = { "/photos/rye.jpg": { url: "/_pictures/rye-share-0123456789ab.jpg", width: 1200, height: 630 } };
    const blogPosting = { title: "Rye", published: "2026-01-12", image: "/photos/rye.jpg" };
    const html = head({ shareImages: made, seo: { ogImage: "/photos/rye.jpg" } });
    expect(meta(html, "og:image")).toBe("https://www.example.com/_pictures/rye-share-0123456789ab.jpg");
    const page = { ...headPage(), language: "en", translations: { en: "/pricing" } };
    const post = head({ shareImages: made, page: { ...page, page: { ...page.page, blogPosting } } });
    expect(post).toContain('"image":"https://www.example.com/_pictures/rye-share-0123456789ab.jpg"');
  });
});

describe("a paged list's later pages", () => {
  it("number their title and description in the page's language; the first page keeps its own", () => {
    const paged = (number: number, language = "en") =>
      head({
        page: {
          ...headPage(),
          language,
          translations: { [language]: "/pricing" },
          page: { ...headPage().page, pager: { number, count: 3 } },
        },
      });
    expect(meta(paged(2), "og:title")).toBe("Pricing – Page 2 | Acme");
    expect(meta(paged(2), "og:description")).toBe("Plans and prices. – Page 2");
    expect(meta(paged(3, "de"), "og:title")).toBe("Pricing – Seite 3 | Acme");
    expect(meta(paged(1), "og:title")).toBe("Pricing | Acme");
    expect(meta(paged(1), "og:description")).toBe("Plans and prices.");
  });
});

function headPage() {
  return {
    route: "/pricing",
    file: "pages/pricing.json",
    status: 200 as const,
    page: { seo: { title: "Pricing", description: "Plans and prices." }, blocks: [] },
  };
}

describe("indexing", () => {
  it("canonical in the served trailing-slash form, indexable, no robots meta", () => {
    const html = head();
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/pricing/"/>');
    expect(html).not.toContain('name="robots"');
    expect(head({ route: "/" })).toContain('<link rel="canonical" href="https://www.example.com/"/>');
  });

  it('"seo": { "noindex": true } and a staging site ask not to be indexed; a not-found page too, without canonical', () => {
    expect(head({ seo: { noindex: true } })).toContain('<meta name="robots" content="noindex"/>');
    expect(head({ site: { ...site, robots: { index: false } } })).toContain('<meta name="robots" content="noindex"/>');
    const notFound = head({ route: undefined });
    expect(notFound).toContain('<meta name="robots" content="noindex"/>');
    expect(notFound).not.toContain("canonical");
    expect(notFound).not.toContain("ld+json");
  });
});

describe("structured data", () => {
  const jsonLd = (html: string) =>
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]) as Record<string, unknown>;

  it("breadcrumbs below the home page; the business on the home page", () => {
    expect(jsonLd(head())["@type"]).toBe("BreadcrumbList");
    const withBusiness = { ...site, business: { type: "Organization" as const, name: "Acme </script>" } };
    const home = head({ route: "/", site: withBusiness });
    expect(jsonLd(home)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Acme </script>",
    });
    expect(home.match(/<\/script>/g)).toHaveLength(1);
  });

  it("a page with a faq block carries its FAQPage beside its breadcrumbs, the questions escaped", () => {
    const blocks = [{ type: "faq", items: [{ question: "Open </script> late?", answer: "*Yes*." }] }];
    const html = head({ blocks });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const graph = jsonLd(html)["@graph"] as { "@type": string; mainEntity?: unknown }[];
    expect(graph.map((node) => node["@type"])).toEqual(["BreadcrumbList", "FAQPage"]);
    expect(graph[1]!.mainEntity).toEqual([
      { "@type": "Question", name: "Open </script> late?", acceptedAnswer: { "@type": "Answer", text: "Yes." } },
    ]);
  });

  it("the Organization and WebSite of a site without a business on its home page, and no other script", () => {
    const html = head({ route: "/" });
    expect(html.match(/<script/g)).toHaveLength(1);
    const data = jsonLd(html);
    expect((data["@graph"] as { "@type": string }[]).map((node) => node["@type"])).toEqual(["Organization", "WebSite"]);
  });
});
