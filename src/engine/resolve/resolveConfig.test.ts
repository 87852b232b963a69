import { describe, expect, it } from "vitest";
import { resolveConfig } from "./resolveConfig";

const context = {
  placeholders: { product: "Acme", phone: "+1 555", email: "a@acme.test", privacyEmail: "p@acme.test", year: "2031" },
  siteLinks: { signup: "https://app.acme.test/signup" },
};

describe("resolveConfig", () => {
  it("copies every field, a key named __proto__ included, as a field of the copy", () => {
    const value = JSON.parse('{"links": {"__proto__": "{product}", "b": ["{year}", 1, null, true]}}');
    const resolved = resolveConfig(value, [], context) as { links: Record<string, unknown> };
    expect(Object.getPrototypeOf(resolved.links)).toBe(Object.prototype);
    expect(Object.keys(resolved.links)).toEqual(["__proto__", "b"]);
    expect(Object.getOwnPropertyDescriptor(resolved.links, "__proto__")?.value).toBe("Acme");
    expect(resolved.links.b).toEqual(["2031", 1, null, true]);
    expect(Object.getOwnPropertyDescriptor(value.links, "__proto__")?.value).toBe("{product}");
  });

  it("leaves text without braces as it is, and the input unchanged", () => {
    const value = { title: "No braces", href: "@signup", list: [{ text: "{product} and {prodcut}" }] };
    const resolved = resolveConfig(value, [{ href: "@signup", pointer: "/href", embed: false }], context);
    expect(resolved).toEqual({
      title: "No braces",
      href: "https://app.acme.test/signup",
      list: [{ text: "Acme and {prodcut}" }],
    });
    expect(value.href).toBe("@signup");
  });

  it("leaves a link inside Markdown text as written and puts its final address beside the text", () => {
    const value = { blocks: [{ type: "markdown", text: "[Join {product}](@signup) or [see](/pricing)" }] };
    const links = [
      { href: "@signup", pointer: "/blocks/0/text", embed: false, inText: { line: 1, column: 19 } },
      { href: "/pricing", pointer: "/blocks/0/text", embed: false, inText: { line: 1, column: 38 } },
    ];
    const resolved = resolveConfig(value, links, context);
    expect(resolved.blocks[0]).toEqual({
      type: "markdown",
      text: "[Join Acme](@signup) or [see](/pricing)",
      markdownLinks: { "@signup": "https://app.acme.test/signup", "/pricing": "/pricing" },
    });
    expect(value.blocks[0]).not.toHaveProperty("markdownLinks");
  });

  it("leads each link where the page's language leads it, in a field and in Markdown alike", () => {
    const value = { href: "/boutiques#map", other: "/contact", text: "[shops](/boutiques)" };
    const links = [
      { href: "/boutiques#map", pointer: "/href", embed: false },
      { href: "/contact", pointer: "/other", embed: false },
      { href: "/boutiques", pointer: "/text", embed: false, inText: { line: 1, column: 1 } },
    ];
    const lead = (href: string) => href.replace(/^\/boutiques/, "/en/shops");
    expect(resolveConfig(value, links, { ...context, lead })).toEqual({
      href: "/en/shops#map",
      other: "/contact",
      text: "[shops](/boutiques)",
      markdownLinks: { "/boutiques": "/en/shops" },
    });
    // without a lead (a page in the default language), as written
    expect(resolveConfig(value, links, context)).toMatchObject({ href: "/boutiques#map" });
  });
});
