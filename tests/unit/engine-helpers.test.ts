import { findStringFields } from "../../src/engine/findStringFields";
import { describe, expect, it } from "vitest";
import { checkLinks, type SiteFacts } from "../../src/engine/checks/links/crossChecks";
import { fieldPath } from "../../src/engine/fieldPath";
import { problemText } from "../../src/engine/diagnostic";
import { checkHref, splitInternal } from "../../src/engine/links";
import { closest, didYouMean } from "../../src/engine/suggest";

describe("closest", () => {
  it.each([
    ["stat", ["hero", "stats", "plan-grid"], "stats"],
    ["subtitel", ["title", "subtitle", "eyebrow"], "subtitle"],
    ["Hero", ["hero", "stats"], "hero"],
    ["plan", ["hero", "plan-grid"], "plan-grid"],
    ["larg", ["large", "medium"], "large"],
    ["bold", ["strong"], undefined],
    ["banana", ["hero", "stats"], undefined],
    ["x", [], undefined],
  ])("%s among %j → %s", (input, candidates, expected) => {
    expect(closest(input, candidates)).toBe(expected);
  });

  it("didYouMean is empty when nothing is close", () => {
    expect(didYouMean("stat", ["stats"])).toBe(' Did you mean "stats"?');
    expect(didYouMean("zzz", ["stats"])).toBe("");
  });
});

describe("fieldPath", () => {
  it.each([
    ["", "(top level)"],
    ["/seo/title", "seo.title"],
    ["/blocks/1/items/0/value", "blocks[1].items[0].value"],
    ["/blocks/0/sections/0/content/0/1", "blocks[0].sections[0].content[0][1]"],
    ["/links/a~1b", "links.a/b"],
  ])("%j → %s", (pointer, expected) => {
    expect(fieldPath(pointer)).toBe(expected);
  });
});

describe("checkHref", () => {
  it.each([
    "/pricing",
    "/#demo",
    "#demo",
    "@signup",
    "https://example.com/a?b=1",
    "http://example.com",
    "mailto:support@example.com",
    "tel:+12145550142",
    "HTTPS://EXAMPLE.COM",
    "mailto:hello@harbordental.com?subject=Appointment&body=Hi",
    "MAILTO:hello@harbordental.com",
    "mailto:a@example.com,b@example.org",
    "mailto:hello%40example.com",
    "tel:+1 (555) 010-2030",
    "tel:555.010.2030",
    "tel:%2B15550102030",
    "mailto:{email}?subject=Hello",
    "tel:{item.phone}",
  ])("accepts %s", (href) => {
    expect(checkHref(href)).toBeUndefined();
  });

  it.each([
    [
      "javascript:alert(1)",
      'link "javascript:alert(1)" uses "javascript:", which is not allowed. Use a page path like "/pricing", or an address starting with https://, http://, mailto: or tel:.',
    ],
    [
      "data:text/html,x",
      'link "data:text/html,x" uses "data:", which is not allowed. Use a page path like "/pricing", or an address starting with https://, http://, mailto: or tel:.',
    ],
    [
      "ftp://example.com",
      'link "ftp://example.com" uses "ftp:", which is not allowed. Use a page path like "/pricing", or an address starting with https://, http://, mailto: or tel:.',
    ],
    [
      "//evil.example",
      'link "//evil.example" starts with "//". Write a full address starting with https://, or a page path with a single "/".',
    ],
    [
      "pricing",
      'link "pricing" is neither a page path nor a full address. Start it with "/" for a page of this site ("/pricing") or with https:// for another website.',
    ],
    [
      "https://exa mple.com",
      'link "https://exa mple.com" is not a valid web address. Check for spaces or missing parts.',
    ],
    [
      "mailto:hello.harbordental.com",
      'link "mailto:hello.harbordental.com" has no e-mail address of the form name@domain after "mailto:". Write the address with its "@": "mailto:hello@harbordental.com".',
    ],
    [
      "mailto:?subject=Hi",
      'link "mailto:?subject=Hi" has no e-mail address of the form name@domain after "mailto:". Write the address after "mailto:", for example "mailto:hello@example.com".',
    ],
    [
      "mailto:hello@harbordental",
      'link "mailto:hello@harbordental" has no e-mail address of the form name@domain after "mailto:". Write the address after "mailto:", for example "mailto:hello@example.com".',
    ],
    [
      "tel:call us",
      'link "tel:call us" has letters after "tel:", where a phone number goes. Write the number in digits (a +, spaces, -, ( ) and . may go between them), for example "tel:+1 555 010 2030".',
    ],
    [
      "tel:",
      'link "tel:" has no phone number after "tel:". Write the number in digits (a +, spaces, -, ( ) and . may go between them), for example "tel:+1 555 010 2030".',
    ],
    [
      "htps://example.com",
      'link "htps://example.com" uses "htps:", which is not allowed. Did you mean "https:"? Use a page path like "/pricing", or an address starting with https://, http://, mailto: or tel:.',
    ],
    [
      "mailt:hello@example.com",
      'link "mailt:hello@example.com" uses "mailt:", which is not allowed. Did you mean "mailto:"? Use a page path like "/pricing", or an address starting with https://, http://, mailto: or tel:.',
    ],
    ["http//example.com", 'link "http//example.com" has no ":" after "http". Write "http://example.com".'],
    ["https//example.com/a", 'link "https//example.com/a" has no ":" after "https". Write "https://example.com/a".'],
    [" /ai-agents", 'link " /ai-agents" has a space at the start. Remove the space at the start: "/ai-agents".'],
    ["/ai-agents ", 'link "/ai-agents " has a space at the end. Remove the space at the end: "/ai-agents".'],
    [
      " https://example.com ",
      'link " https://example.com " has a space at the start and at the end. Remove the spaces at the start and at the end: "https://example.com".',
    ],
    [
      " pricing",
      'link " pricing" is neither a page path nor a full address. Start it with "/" for a page of this site (for example "/pricing") or with https:// for another website.',
    ],
  ])("refuses %s", (href, message) => {
    expect(problemText(checkHref(href)!)).toBe(message);
  });

  it("splits internal links into page and anchor", () => {
    expect(splitInternal("/#demo", "/pricing")).toEqual({ route: "/", anchor: "demo" });
    expect(splitInternal("#plans", "/pricing")).toEqual({ route: "/pricing", anchor: "plans" });
    expect(splitInternal("/about/", "/")).toEqual({ route: "/about", anchor: undefined });
  });
});

describe("checkLinks", () => {
  const site: SiteFacts = {
    siteLinks: {
      signup: "https://app.example.com/signup",
      login: "https://app.example.com/login",
      demo: "https://www.youtube-nocookie.com/embed/demo",
    },
    webhookNames: ["contact"],
    allowedHosts: ["www.youtube-nocookie.com"],
    publicFiles: new Set(["/docs/guide.pdf"]),
  };
  const pages = new Map<string, unknown>([
    ["/", { blocks: [{ type: "hero", anchor: "demo" }] }],
    ["/pricing", { blocks: [] }],
    ["/broken", undefined],
  ]);
  const messages = (href: string, embed = false, file = false) =>
    checkLinks(
      {
        display: "pages/x.json",
        route: "/pricing",
        data: {},
        links: [{ href, pointer: "/blocks/0/href", embed, file }],
      },
      pages,
      site,
    ).map(problemText);

  it("accepts links to existing pages, anchors and site links", () => {
    expect(messages("/pricing")).toEqual([]);
    expect(messages("/#demo")).toEqual([]);
    expect(messages("@login")).toEqual([]);
    expect(messages("https://example.com")).toEqual([]);
  });

  it("does not report links into a page whose file could not be read", () => {
    expect(messages("/broken#anything")).toEqual([]);
  });

  it("explains links to no page, no anchor and unknown site links", () => {
    expect(messages("/pricng")).toEqual([
      'blocks[0].href: link "/pricng" points to no page: there is no pages/pricng.json (or pages/pricng/index.json). Did you mean "/pricing"?',
    ]);
    // no near miss: the site's few pages, and how to make this one
    expect(messages("/team")).toEqual([
      'blocks[0].href: link "/team" points to no page: there is no pages/team.json (or pages/team/index.json). The site\'s pages: /, /broken, /pricing. To make it: npm run new-page -- /team',
    ]);
    // too many pages to list in a line: how to make this one alone
    const many = new Map<string, unknown>(Array.from({ length: 13 }, (_, i) => [`/page-${i}`, { blocks: [] }]));
    const [manyPages] = checkLinks(
      {
        display: "pages/x.json",
        route: "/page-0",
        data: {},
        links: [{ href: "/team", pointer: "/blocks/0/href", embed: false, file: false }],
      },
      many,
      site,
    ).map(problemText);
    expect(manyPages).toBe(
      'blocks[0].href: link "/team" points to no page: there is no pages/team.json (or pages/team/index.json). To make it: npm run new-page -- /team',
    );
    expect(messages("/#dem")).toEqual([
      'blocks[0].href: link "/#dem" points to no section: page "/" has no block with "anchor": "dem". Did you mean "#demo"? Sections on that page: #demo.',
    ]);
    expect(messages("@signpu")).toEqual([
      'blocks[0].href: "@signpu" is not an address in site.json "links". Did you mean "@signup"? Known addresses: @signup, @login, @demo.',
    ]);
  });

  it("requires image files to exist in public/", () => {
    expect(messages("/docs/guide.pdf", false, true)).toEqual([]);
    expect(messages("/docs/guides.pdf", false, true)).toEqual([
      'blocks[0].href: the file "/docs/guides.pdf" is not in public/. Put it at public/docs/guides.pdf or fix the path. Did you mean "/docs/guide.pdf"?',
    ]);
  });

  it("accepts links to files in public/ and explains missing ones", () => {
    expect(messages("/docs/guide.pdf")).toEqual([]);
    // the same rule and words as for an image path: one check of files in public/
    expect(messages("/docs/gide.pdf")).toEqual([
      'blocks[0].href: the file "/docs/gide.pdf" is not in public/. Put it at public/docs/gide.pdf or fix the path. Did you mean "/docs/guide.pdf"?',
    ]);
    expect(messages("/docs/gide.pdf?v=2#page=3")).toEqual([
      'blocks[0].href: the file "/docs/gide.pdf" is not in public/. Put it at public/docs/gide.pdf or fix the path. Did you mean "/docs/guide.pdf"?',
    ]);
  });

  it("names the page a link to a missing .html file means", () => {
    expect(messages("/pricing.html")).toEqual([
      'blocks[0].href: the file "/pricing.html" is not in public/. Did you mean the page "/pricing"? A page\'s link has no ".html".',
    ]);
    expect(messages("/index.html#demo")).toEqual([
      'blocks[0].href: the file "/index.html" is not in public/. Did you mean the page "/#demo"? A page\'s link has no ".html".',
    ]);
    // no such page: the file's message as before
    expect(messages("/team.html")).toEqual([
      'blocks[0].href: the file "/team.html" is not in public/. Put it at public/team.html or fix the path.',
    ]);
  });

  it("allows embeds only over https from allowed hosts", () => {
    expect(messages("https://www.youtube-nocookie.com/embed/abc", true)).toEqual([]);
    expect(messages("https://evil.example/embed", true)).toEqual([
      'blocks[0].href: "evil.example" is not allowed to be embedded. Allowed hosts: www.youtube-nocookie.com. Add it to "embeds.allowedHosts" in site.json if this service is trusted.',
    ]);
    expect(messages("http://www.youtube-nocookie.com/embed/abc", true)).toEqual([
      'blocks[0].href: embedded content needs an address starting with https://, found "http://www.youtube-nocookie.com/embed/abc".',
    ]);
    expect(messages("@demo", true)).toEqual([]);
    expect(messages("@signup", true)).toEqual([
      'blocks[0].href: "app.example.com" is not allowed to be embedded. Allowed hosts: www.youtube-nocookie.com. Add it to "embeds.allowedHosts" in site.json if this service is trusted.',
    ]);
    expect(messages("@dmo", true)).toEqual([
      'blocks[0].href: "@dmo" is not an address in site.json "links". Did you mean "@demo"? Known addresses: @signup, @login, @demo.',
    ]);
    expect(messages("/pricing", true)).toEqual([
      'blocks[0].href: "/pricing" is not a full address. Embedded content needs an address starting with https://.',
    ]);
  });
});

describe("findStringFields", () => {
  it("finds a key's text values at any depth, with JSON pointers", () => {
    const page = {
      blocks: [
        { type: "hero", anchor: "top" },
        { type: "x", items: [{ anchor: "deep" }, { anchor: 3 }] },
      ],
      "a/b": { anchor: "slash" },
    };
    expect(findStringFields(page, "anchor")).toEqual([
      { value: "top", pointer: "/blocks/0/anchor" },
      { value: "deep", pointer: "/blocks/1/items/0/anchor" },
      { value: "slash", pointer: "/a~1b/anchor" },
    ]);
  });
});
