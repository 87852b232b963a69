// The browser-side link rules: what an href from a config turns into, which addresses are refused,
// which embeds are allowed, and when a click is a same-page scroll rather than a navigation.
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../../src/generated/config-types";
import { samePageAnchor } from "../../src/site/anchors";
import { isAllowedEmbed, resolveHref, resolveSiteAddress } from "../../src/site/resolveHref";

const links = { signup: "https://app.example.com/signup", demoScheduling: "https://calendly.com/x/demo" } as unknown as SiteConfig["links"];

describe("resolveHref", () => {
  it("turns site paths into client-side routes and site links into their address", () => {
    expect(resolveHref("/pricing", links)).toEqual({ kind: "internal", to: "/pricing", path: "/pricing", hash: undefined });
    expect(resolveHref("/#demo", links)).toEqual({ kind: "internal", to: "/#demo", path: "/", hash: "demo" });
    expect(resolveHref("@signup", links)).toEqual({ kind: "external", url: "https://app.example.com/signup", offSite: true });
    expect(resolveHref("mailto:help@example.com", links)).toEqual({ kind: "external", url: "mailto:help@example.com", offSite: false });
  });

  it("serves files in public/ as plain links, not routes", () => {
    expect(resolveHref("/docs/guide.pdf", links)).toEqual({ kind: "external", url: "/docs/guide.pdf", offSite: false });
  });

  it("refuses other schemes, protocol-relative addresses and unknown site links", () => {
    for (const href of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "//evil.example", "@nope"]) {
      expect(resolveHref(href, links), href).toBeUndefined();
    }
  });
});

describe("embeds", () => {
  it("allows only https addresses on the allow-list, also through site links", () => {
    const hosts = ["calendly.com"];
    expect(isAllowedEmbed(resolveSiteAddress("@demoScheduling", links), hosts)).toBe(true);
    expect(isAllowedEmbed("https://evil.example/x", hosts)).toBe(false);
    expect(isAllowedEmbed("http://calendly.com/x", hosts)).toBe(false);
    expect(isAllowedEmbed(resolveSiteAddress("@nope", links), hosts)).toBe(false);
  });
});

describe("samePageAnchor", () => {
  it("is the anchor only when the link stays on the current page", () => {
    expect(samePageAnchor("/#demo", "/", links)).toBe("demo");
    expect(samePageAnchor("/pricing#plans", "/pricing/", links)).toBe("plans");
    expect(samePageAnchor("#plans", "/pricing", links)).toBe("plans");
    expect(samePageAnchor("/#demo", "/pricing", links)).toBeUndefined();
    expect(samePageAnchor("/pricing", "/pricing", links)).toBeUndefined();
  });
});
