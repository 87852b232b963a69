import { readFileSync } from "node:fs";
import path from "node:path";
import { placeholderNames } from "../../src/engine/placeholders";
import { selectedConfigDir } from "../../src/engine/projectPaths";
import { checkAgainstSchemaOrg } from "../unit/support/schemaOrg";
import { expect, test } from "./fixtures";
import { testedRoutes } from "./siteRoutes";

// What search engines and social sites read of the built site (docs/seo.md): the list of pages comes from the
// config folder, never from this file.
const routes = testedRoutes();
const siteUrl = (JSON.parse(readFileSync(path.join(selectedConfigDir(), "site.json"), "utf8")) as { siteUrl: string })
  .siteUrl;
const served = (route: string) => (route === "/" ? `${siteUrl}/` : `${siteUrl}${route}/`);
/** A {placeholder} the resolve step fills, written as it stands in a config. */
const rawPlaceholder = new RegExp(`\\{(${placeholderNames.join("|")})\\}`);

test("robots.txt lets crawlers in and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test("sitemap.xml lists every page once, in the served form, with a lastmod, and no not-found page", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  expect(locs.filter((loc, index) => locs.indexOf(loc) !== index)).toEqual([]);
  expect([...locs].sort()).toEqual(routes.map(served).sort());
  expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length);
  expect(xml).not.toContain("404");
});

for (const route of routes) {
  test(`${route}: social cards complete, canonical served form, JSON-LD in schema.org's vocabulary`, async ({
    request,
  }) => {
    const html = await (await request.get(route)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const content = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, "\\$&")}" content="([^"]*)"`).exec(head)?.[1];
    for (const key of ["og:title", "og:description", "og:image", "og:locale", "og:url"])
      expect(content(key), key).toBeTruthy();
    for (const key of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
      expect(content(key), key).toBeTruthy();
    }
    // the share picture the build made at 1200×630 from public/og/default.jpg
    expect(content("og:image")).toMatch(/^https:\/\/[^/]+\/_pictures\/default-share-[0-9a-f]{12}\.jpg$/);
    expect(content("twitter:image")).toBe(content("og:image"));
    expect(content("og:image:width")).toBe("1200");
    expect(content("og:image:height")).toBe("630");
    expect(head).toContain(`<link rel="canonical" href="${served(route)}"/>`);
    expect(content("og:url")).toBe(served(route));
    expect(head).not.toContain('name="robots"');
    const scripts = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]);
    if (route !== "/") expect(scripts).toHaveLength(1);
    // what a search engine shows (the breadcrumb trail's names too) has its placeholders filled
    expect(head).not.toMatch(rawPlaceholder);
    for (const text of scripts) {
      const { types, problems } = await checkAgainstSchemaOrg(JSON.parse(text));
      expect(problems).toEqual([]);
      expect(types.length).toBeGreaterThan(0);
    }
  });
}
