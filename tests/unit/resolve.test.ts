// The resolve step: what the renderers receive. Text has its {placeholders} filled, every link is in its
// final form (the same rules the validator checked), collection items and site facts are attached.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholderValues } from "../../src/engine/resolve/fillPlaceholders";
import { finalHref } from "../../src/engine/resolve/finalHref";
import { resolveConfig } from "../../src/engine/resolve/resolveConfig";
import { currentState } from "../../src/shell/navState";
import { loadResolved, repoRoot } from "./support/renderPage";

const values = {
  product: "Acme",
  phone: "+1 555",
  email: "help@acme.test",
  privacyEmail: "privacy@acme.test",
  year: "2031",
};
const context = {
  placeholders: values,
  siteLinks: { signup: "https://app.acme.test/signup", quizFile: "https://files.test/q" },
};

describe("fillPlaceholders", () => {
  it("fills the known placeholders and leaves other braces alone", () => {
    expect(fillPlaceholders("See {product} in Action, {year}", values)).toBe("See Acme in Action, 2031");
    expect(fillPlaceholders("{email} / {privacyEmail} / {phone}", values)).toBe(
      "help@acme.test / privacy@acme.test / +1 555",
    );
    expect(fillPlaceholders("{prodcut} {}", values)).toBe("{prodcut} {}");
  });
});

describe("finalHref", () => {
  it("turns @names into their site.json address and leaves other links as written", () => {
    expect(finalHref("@signup", context.siteLinks)).toBe("https://app.acme.test/signup");
    for (const href of ["/pricing", "/#demo", "#plans", "https://x.test/a", "mailto:a@b.test", "/docs/guide.pdf"]) {
      expect(finalHref(href, context.siteLinks)).toBe(href);
    }
  });

  it("refuses an unknown @name (the validator reports it first; the build never reaches this)", () => {
    expect(() => finalHref("@nope", context.siteLinks)).toThrow(/unknown site address @nope/);
  });
});

describe("resolveConfig", () => {
  it("fills text everywhere and resolves exactly the links the validator met, without changing its input", () => {
    const input = {
      title: "Try {product}",
      cta: { label: "Go", href: "@signup" },
      mail: { href: "mailto:{email}" },
      other: "@signup",
    };
    const links = [
      { href: "@signup", pointer: "/cta/href", embed: false },
      { href: "mailto:{email}", pointer: "/mail/href", embed: false },
    ];
    const out = resolveConfig(input, links, context);
    expect(out).toEqual({
      title: "Try Acme",
      cta: { label: "Go", href: "https://app.acme.test/signup" },
      mail: { href: "mailto:help@acme.test" },
      other: "@signup",
    });
    expect(input.cta.href).toBe("@signup");
  });
});

describe("the resolved site", () => {
  const site = loadResolved("pages-config");
  const strings = (node: unknown): string[] =>
    typeof node === "string" ? [node] : node && typeof node === "object" ? Object.values(node).flatMap(strings) : [];

  it("has no placeholder and no @name left in any page, its breadcrumb trail, a not-found page or a site setting", () => {
    const all = [
      site.site,
      ...site.pages.flatMap((p) => [p.config, p.trail]),
      ...site.notFound.map((p) => p.config),
    ].flatMap(strings);
    expect(all.filter((text) => /\{(product|phone|email|privacyEmail|year)\}/.test(text))).toEqual([]);
    expect(all.filter((text) => /^@[A-Za-z]/.test(text))).toEqual([]);
  });

  it("gives a block its list from the site's collection it names, and site facts to the blocks that need them", () => {
    const home = site.pages.find((p) => p.route === "/")!.config.blocks;
    const testimonials = home.find((b) => b.type === "testimonials");
    const written = JSON.parse(readFileSync(path.join(repoRoot, "pages-config/collections/testimonials.json"), "utf8"));
    const ids = (written as { items: { id: string }[] }).items.map((t) => t.id);
    expect(testimonials?.type === "testimonials" && testimonials.items.map((t) => t.id)).toEqual(ids);
    const contact = site.pages.find((p) => p.route === "/contact")!.config.blocks.find((b) => b.type === "form");
    expect(contact && "site" in contact && contact.site.webhooks.contact).toMatch(/^https:\/\//);
  });

  it("names a breadcrumb step by its page's title as shown, placeholders filled (/in-the-news's own step)", () => {
    const news = site.pages.find((p) => p.route === "/in-the-news")!;
    expect(news.config.seo.title).toBe("In the News: AdvisorBase Press Coverage");
    expect(news.trail.at(-1)).toEqual({ route: "/in-the-news", name: news.config.seo.title });
    // a title without placeholders is named as written, as before
    const calendly = site.pages.find((p) => p.route === "/integrations/calendly")!;
    expect(calendly.trail.map((step) => step.name)).toEqual([
      "AI-Powered CRM for Financial Advisors",
      "Integrations for Financial Advisors",
      "Calendly Integration for Advisors",
    ]);
  });

  it("fills {year} with the year it was resolved in", () => {
    expect(placeholderValues(site.site, site.year).year).toBe(String(new Date().getFullYear()));
  });
});

describe("currentState (menu aria-current)", () => {
  it("is 'page' on the page, 'true' inside its section, and never for anchors or other sites", () => {
    expect(currentState("/pricing", "/pricing/")).toBe("page");
    expect(currentState("/integrations", "/integrations/zoom")).toBe("true");
    expect(currentState("/", "/pricing")).toBeUndefined();
    expect(currentState("/#demo", "/")).toBeUndefined();
    expect(currentState("https://status.example.com", "/")).toBeUndefined();
  });
});
