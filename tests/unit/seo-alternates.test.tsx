// What a site tells search engines and feed readers of its other pages: a page names as its alternates
// (<link rel="alternate" hreflang>, the sitemap's xhtml:link) only translations that may be indexed, never a
// noindex one (fallback pages are no translations at all), and a page's key changes when a translation becomes
// noindex, so a cached page cannot keep naming it; a feed lists only the pages a reader should be sent to: no
// item whose page is noindex, no fallback copy of the default language's page. What must stay the same: a site
// without such pages (tests/fixtures/sites/two-languages as it is), and the language switch, which is for visitors.
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { planPages } from "../../scripts/lib/build/pagePlan";
import { rssXml } from "../../scripts/lib/build/rssFeed";
import { sitemapFiles } from "../../scripts/lib/build/sitemap";
import { siteLanguages } from "../../src/engine/i18n/siteLanguages";
import { switchTargets } from "../../src/engine/i18n/switchTargets";
import { resolveConfigSet, type ResolvedConfigSet } from "../../src/engine/resolve/resolveConfigSet";
import { validateConfigDir, validConfigSet } from "../../src/engine/validateConfigDir";
import { PageContextProvider } from "../../src/render/pageContext";
import { pageForUrl } from "../../src/render/pageForUrl.server";
import { LanguageLinks } from "../../src/seo/LanguageLinks";
import { fixturesDir, repoRoot } from "./support/runValidate";

const dir = path.join(fixturesDir, "sites/two-languages");
const siteUrl = "https://www.cedarlanebakery.example";
const now = new Date("2026-06-01T00:00:00Z");
const fixture = (inside: string) => readFileSync(path.join(dir, inside), "utf8");

function resolved(overlay: Record<string, string> = {}): ResolvedConfigSet {
  const set = validateConfigDir(dir, path.join(repoRoot, "schemas"), repoRoot, { overlay });
  const valid = validConfigSet(set);
  if (!valid) throw new Error(set.diagnostics.map((d) => d.message).join("\n"));
  return resolveConfigSet(valid, now);
}

/** The Arabic privacy policy, a real translation, `noindex` or not. */
const arabicPrivacy = (noindex: boolean) => ({
  "pages/ar/privacy-policy.json": JSON.stringify({
    $schema: "../../../schemas/page.schema.json",
    seo: { title: "سياسة الخصوصية", description: "كيف نستخدم اسمك وبريدك عند الطلب.", ...(noindex ? { noindex } : {}) },
    blocks: [{ type: "hero", title: "سياسة الخصوصية", subtitle: "نحفظ اسمك وبريدك لتأكيد طلبك فقط." }],
  }),
});

/** Both news templates with a feed; an item's page is noindex when the item says `hidden: true`, as "recipe" does. */
function newsFeeds(recipeHidden = true): Record<string, string> {
  const files: Record<string, string> = {};
  for (const inside of ["pages/news/[slug].json", "pages/ar/news/[slug].json"]) {
    const template = JSON.parse(fixture(inside)) as { seo: Record<string, unknown> } & Record<string, unknown>;
    template.feed = { title: inside.includes("/ar/") ? "أخبار المخبز" : "Bakery news" };
    template.seo.noindex = "{item.hidden}";
    files[inside] = JSON.stringify(template);
  }
  const schema = JSON.parse(fixture("collections/news.schema.json")) as { properties: Record<string, unknown> };
  schema.properties.hidden = { type: "boolean" };
  files["collections/news.schema.json"] = JSON.stringify(schema);
  for (const slug of ["new-oven", "rye-flour"])
    files[`collections/news/${slug}.md`] = fixture(`collections/news/${slug}.md`).replace(
      /^---\n/,
      "---\nhidden: false\n",
    );
  files["collections/news/recipe.md"] =
    `---\ntitle: Our rye recipe, for staff\ndate: 2026-10-20\nsummary: Kept out of search.\nhidden: ${recipeHidden}\n---\nHush.\n`;
  files["collections/news/recipe.ar.md"] = "---\ntitle: وصفة الجاودار\nsummary: للعاملين فقط.\n---\nصه.\n";
  return files;
}

/** The page's <link rel="alternate" hreflang> tags, as "hreflang href". */
function hreflangOf(site: ResolvedConfigSet, route: string): string[] {
  const page = pageForUrl(site, route)!;
  const html = renderToStaticMarkup(
    <PageContextProvider value={{ site: site.siteByLanguage[page.language], year: 2026, page, shareImages: {} }}>
      <LanguageLinks />
    </PageContextProvider>,
  );
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
    ([, code, href]) => `${code} ${href.replace(siteUrl, "")}`,
  );
}

/** The sitemaps of the planned pages, as the build makes them (buildSite's record, finishSite's listed pages). */
function sitemaps(site: ResolvedConfigSet): Record<string, string> {
  const plan = planPages(site, { codeHash: "code", configDir: dir, cwd: repoRoot });
  const listed = plan.flatMap(({ route, content }) =>
    content && !content.noindex
      ? [{ route, lastmod: "2026-06-01", language: content.language, translations: content.translations }]
      : [],
  );
  return Object.fromEntries(sitemapFiles(siteUrl, listed, "en").map((f) => [f.path, f.text]));
}

/** Each url of a sitemap with its alternates, as "route: hreflang route, …". */
const alternatesIn = (sitemap: string) =>
  [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(url)![1].replace(siteUrl, "");
    const links = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, code, href]) => `${code} ${href.replace(siteUrl, "")}`,
    );
    return `${loc}: ${links.join(", ")}`;
  });

const keyOf = (site: ResolvedConfigSet, route: string) =>
  planPages(site, { codeHash: "code", configDir: dir, cwd: repoRoot }).find((p) => p.route === route)!.key;

describe("a noindex translation", () => {
  const site = resolved(arabicPrivacy(true));

  it("is named by no page as its alternate: not in the English page's hreflang, nor its own", () => {
    expect(hreflangOf(site, "/privacy-policy")).toEqual(["en /privacy-policy/", "x-default /privacy-policy/"]);
    expect(hreflangOf(site, "/ar/privacy-policy")).toEqual(["en /privacy-policy/", "x-default /privacy-policy/"]);
  });

  it("is in no page's alternates in the sitemap, nor listed itself", () => {
    const files = sitemaps(site);
    expect(alternatesIn(files["sitemap-en.xml"])).toContain(
      "/privacy-policy/: en /privacy-policy/, x-default /privacy-policy/",
    );
    expect(files["sitemap-en.xml"]).not.toContain("/ar/privacy-policy/");
    expect(files["sitemap-ar.xml"]).not.toContain("/ar/privacy-policy/");
  });

  it("changes the key of the pages it translates, so that no cached page keeps naming it", () => {
    const indexable = resolved(arabicPrivacy(false));
    expect(keyOf(site, "/privacy-policy")).not.toBe(keyOf(indexable, "/privacy-policy"));
    // the pages that do not name it keep theirs
    expect(keyOf(site, "/news")).toBe(keyOf(indexable, "/news"));
  });

  it("is still a translation for visitors: the language switch leads to it", () => {
    const english = site.pages.find((p) => p.route === "/privacy-policy")!;
    expect(english.translations).toEqual({ en: "/privacy-policy", ar: "/ar/privacy-policy" });
    expect(switchTargets(english, siteLanguages(site.site))).toEqual({
      en: "/privacy-policy",
      ar: "/ar/privacy-policy",
    });
  });
});

describe("a site without a noindex translation stays as it was", () => {
  const site = resolved();
  const indexable = resolved(arabicPrivacy(false));

  it("names every translation as an alternate, in the page and in the sitemap; a fallback page names none", () => {
    // the sitemap's alternates are each page's translations, all of them
    for (const each of [site, indexable]) {
      const plan = planPages(each, { codeHash: "code", configDir: dir, cwd: repoRoot });
      for (const page of each.pages)
        expect(plan.find((p) => p.route === page.route)?.content?.translations).toEqual(page.translations);
    }
    expect(hreflangOf(indexable, "/privacy-policy")).toEqual([
      "en /privacy-policy/",
      "ar /ar/privacy-policy/",
      "x-default /privacy-policy/",
    ]);
    expect(hreflangOf(site, "/news/new-oven")).toEqual([
      "en /news/new-oven/",
      "ar /ar/news/new-oven/",
      "x-default /news/new-oven/",
    ]);
    // the fallback page /ar/privacy-policy (English at the Arabic address) is no translation, as before
    expect(hreflangOf(site, "/privacy-policy")).toEqual(["en /privacy-policy/", "x-default /privacy-policy/"]);
    expect(alternatesIn(sitemaps(indexable)["sitemap-en.xml"])).toContain(
      "/privacy-policy/: ar /ar/privacy-policy/, en /privacy-policy/, x-default /privacy-policy/",
    );
    expect(alternatesIn(sitemaps(site)["sitemap-ar.xml"])).toEqual([
      "/ar/: ar /ar/, en /, x-default /",
      "/ar/news/: ar /ar/news/, en /news/, x-default /news/",
      "/ar/news/new-oven/: ar /ar/news/new-oven/, en /news/new-oven/, x-default /news/new-oven/",
    ]);
  });
});

describe("a collection's feed", () => {
  const site = resolved(newsFeeds());
  const feed = (at: string) => site.feeds.find((f) => f.path === at)!;

  it("lists no item whose page is noindex", () => {
    expect(site.pages.find((p) => p.route === "/news/recipe")?.config.seo.noindex).toBe(true);
    expect(feed("/news/rss.xml").items.map((i) => i.url)).toEqual(["/news/new-oven", "/news/rye-flour"]);
  });

  it("of a language lists its translated items only, not the fallback copies of the others", () => {
    expect(site.pages.find((p) => p.route === "/ar/news/rye-flour")?.fallbackFrom).toBe("en");
    expect(feed("/ar/news/rss.xml").items.map((i) => [i.url, i.title])).toEqual([
      ["/ar/news/new-oven", "فرن Rofco جديد في شارع الأرز"],
    ]);
    expect(rssXml(feed("/ar/news/rss.xml"), siteUrl)).not.toContain("rye-flour");
    const shown = resolved(newsFeeds(false));
    expect(shown.feeds.find((f) => f.path === "/ar/news/rss.xml")!.items.map((i) => i.url)).toEqual([
      "/ar/news/recipe",
      "/ar/news/new-oven",
    ]);
  });

  it("lists every built item, newest first, when none is noindex (as before)", () => {
    const shown = resolved(newsFeeds(false));
    expect(shown.feeds.find((f) => f.path === "/news/rss.xml")!.items.map((i) => [i.url, i.date])).toEqual([
      ["/news/recipe", "2026-10-20"],
      ["/news/new-oven", "2026-10-02"],
      ["/news/rye-flour", "2026-09-14"],
    ]);
  });
});
