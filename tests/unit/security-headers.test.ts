// The Content-Security-Policy and the _headers file (scripts/lib/securityHeaders.ts). The browser side
// (0 violations on every route, the header served) is tests/e2e/csp.spec.ts.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headersForPath,
  inlineScripts,
  parseHeadersFile,
  renderedInlineScripts,
  scriptHash,
  securityHeaders,
  withPolicyMeta,
} from "../../scripts/lib/securityHeaders";

const site = {
  embeds: { allowedHosts: ["www.youtube-nocookie.com", "assets.calendly.com", "calendly.com"] },
  webhooks: {
    contact: "https://hooks.zapier.com/hooks/catch/1/contact/",
    quiz: "https://hooks.zapier.com/hooks/catch/1/quiz/",
  },
};

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("inline scripts and their hashes", () => {
  const shell = 'document.documentElement.dataset.x="a<b && c"';
  const rules = '{"prefetch":[{"where":{"href_matches":"/*"}}]}';
  const html = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>${shell}</script><script type="speculationrules">${rules}</script>
    <script type="module" src="/assets/client-1.js"></script></head><body><p>&lt;script&gt;not one&lt;/script&gt;</p></body></html>`;

  it("finds every inline script's exact text (no entity decoding), whatever its type, and skips scripts with src", () => {
    expect(inlineScripts(html)).toEqual([shell, rules]);
  });

  it("leaves out JSON-LD data blocks, which browsers never run", () => {
    const data = '{"@context":"https://schema.org","@type":"Organization","name":"A \\u003c/script>"}';
    expect(
      inlineScripts(html.replace("</head>", `<script type="application/ld+json">${data}</script></head>`)),
    ).toEqual([shell, rules]);
  });

  it("finds in a rendered page the same scripts as the parser, without parsing the page", () => {
    const withData = html.replace(
      "</head>",
      `<script type="application/ld+json">{}</script><style data-emotion="css a">.a{content:"x"}</style><!-- <script>no</script> --><script type='text/javascript' async>one()</script><script\tsrc="/a.js"></script></head>`,
    );
    expect(renderedInlineScripts(withData)).toEqual(inlineScripts(withData));
    expect(renderedInlineScripts(withData)).toEqual([shell, rules, "one()"]);
  });

  it("hands a page it cannot read for certain (a > in a script's attributes, a < in a style) to the parser", () => {
    for (const odd of [
      html.replace("</head>", `<script data-x="a>b">two()</script></head>`),
      html.replace("</head>", `<style>.a{content:"<script>two()</script>"}</style></head>`),
    ]) {
      expect(renderedInlineScripts(odd)).toEqual(inlineScripts(odd));
      expect(renderedInlineScripts(odd)).toContain("two()");
    }
  });

  it("hashes the UTF-8 text with SHA-256 in base64, as browsers do", () => {
    expect(scriptHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHash("é")).toBe(
      `'sha256-${createHash("sha256")
        .update(Buffer.from([0xc3, 0xa9]))
        .digest("base64")}'`,
    );
  });
});

describe("the policy", () => {
  const hashes = [scriptHash("b"), scriptHash("a"), scriptHash("b")];
  const header = directives(contentSecurityPolicy(site, hashes, "header"));

  it("allows scripts from this site, the inline scripts' hashes and the embed hosts only: no 'unsafe-inline', no 'unsafe-eval'", () => {
    expect(header.get("script-src")).toEqual([
      "'self'",
      ...[scriptHash("a"), scriptHash("b")].sort(),
      "https://assets.calendly.com",
      "https://calendly.com",
      "https://www.youtube-nocookie.com",
    ]);
    expect(contentSecurityPolicy(site, hashes, "header")).not.toContain("unsafe-eval");
    // only styles may be inline (docs/security.md)
    expect(
      [...header].filter(([, sources]) => sources.some((s) => s.includes("unsafe"))).map(([name]) => name),
    ).toEqual(["style-src"]);
  });

  it("frames only the embed hosts; forms reach their webhooks' origins", () => {
    expect(header.get("frame-src")).toEqual([
      "https://assets.calendly.com",
      "https://calendly.com",
      "https://www.youtube-nocookie.com",
    ]);
    expect(header.get("connect-src")).toEqual([
      "'self'",
      "https://hooks.zapier.com",
      "https://assets.calendly.com",
      "https://calendly.com",
      "https://www.youtube-nocookie.com",
    ]);
  });

  it("no plugins, no <base> elsewhere, no framing by other sites", () => {
    expect(header.get("object-src")).toEqual(["'none'"]);
    expect(header.get("base-uri")).toEqual(["'self'"]);
    expect(header.get("frame-ancestors")).toEqual(["'none'"]);
    expect(header.get("default-src")).toEqual(["'self'"]);
  });

  it("in a <meta>, the same policy without frame-ancestors (browsers ignore it there)", () => {
    const meta = directives(contentSecurityPolicy(site, hashes, "meta"));
    expect(meta.has("frame-ancestors")).toBe(false);
    expect([...meta]).toEqual([...header].filter(([name]) => name !== "frame-ancestors"));
  });

  it("with no embed hosts, nothing may be framed", () => {
    expect(
      directives(contentSecurityPolicy({ ...site, embeds: { allowedHosts: [] } }, [], "header")).get("frame-src"),
    ).toEqual(["'none'"]);
  });

  it("goes into the page's head right after <meta charset>, before anything it governs", () => {
    const page = withPolicyMeta(
      '<html><head><meta charSet="utf-8"/><script>x</script></head></html>',
      "script-src 'self'",
    );
    expect(page).toBe(
      `<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><script>x</script></head></html>`,
    );
    expect(() => withPolicyMeta("<html><head></head></html>", "x")).toThrow(/meta charset/);
  });
});

describe("the _headers file", () => {
  const rules = [
    { path: "/*", headers: securityHeaders("default-src 'self'") },
    { path: "/assets/*", headers: { "Cache-Control": "immutable" } },
  ];
  const text = formatHeadersFile(rules, "written by the build\nsecond line");

  it("is written in the Netlify / Cloudflare Pages format and read back the same", () => {
    expect(text).toBe(
      [
        "# written by the build",
        "# second line",
        "/*",
        "  Content-Security-Policy: default-src 'self'",
        "  X-Content-Type-Options: nosniff",
        "  Referrer-Policy: strict-origin-when-cross-origin",
        "/assets/*",
        "  Cache-Control: immutable",
        "",
      ].join("\n"),
    );
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it("gives a path the headers of every rule that matches it", () => {
    expect(headersForPath(rules, "/pricing")).toEqual(securityHeaders("default-src 'self'"));
    expect(headersForPath(rules, "/assets/client-1.js")).toEqual({
      ...securityHeaders("default-src 'self'"),
      "Cache-Control": "immutable",
    });
    expect(headersForPath([{ path: "/pricing", headers: { A: "1" } }], "/pricing/x")).toEqual({});
  });

  it("refuses a header line outside a path", () => {
    expect(() => parseHeadersFile("  X-A: 1\n")).toThrow(/line 1/);
  });
});
