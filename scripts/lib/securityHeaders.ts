import { createHash } from "node:crypto";
import { parse } from "node-html-parser";
import type { SiteConfig } from "../../src/generated/config-types";
import { namedAddresses } from "../../src/engine/namedAddresses";

/**
 * The site's security headers, computed at build time from site.json and the inline scripts of the built
 * pages (see docs/security.md):
 * - Content-Security-Policy: scripts only from this site, the embed hosts and the hashes of the inline scripts
 *   (no 'unsafe-inline', no 'unsafe-eval'); frames only from the embed hosts; requests only to this site, the
 *   embed hosts and the forms' webhooks; no plugins, no <base>, no framing of the site;
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin.
 * The build writes them to dist/_headers (Netlify and Cloudflare Pages read it; `npm start` serves by it)
 * and each page's policy into a <meta http-equiv="Content-Security-Policy"> for hosts that send no headers.
 */

/** What of site.json the policy depends on. */
export interface PolicySite {
  embeds: Pick<SiteConfig["embeds"], "allowedHosts">;
  webhooks: SiteConfig["webhooks"];
}

/** Where a policy goes: a header carries every directive; a <meta> may not carry frame-ancestors. */
export type PolicyTarget = "header" | "meta";

/**
 * The text of every inline <script> of a page (classic, module, speculation rules: whatever the browser checks).
 * Data blocks (JSON-LD structured data) are never run, so the policy does not apply to them: they need no hash.
 */
export function inlineScripts(html: string): string[] {
  const root = parse(html, { comment: false, blockTextElements: { script: true } });
  return root
    .querySelectorAll("script")
    .filter((script) => !script.hasAttribute("src") && script.getAttribute("type") !== "application/ld+json")
    .map((script) => script.rawText);
}

/**
 * inlineScripts() of a page React rendered (and the build finished), without parsing the whole document (a tenth
 * of a page's render did): React escapes `<` in text and attribute values, so the only places `<script` can
 * stand are tags, comments and the raw text of <script> and <style>, which this scan steps over in document order.
 * Where a page holds anything the two could read differently (an attribute value with `<` or `>`, a `<` in a
 * style's text, which the parser reads as markup), the parser decides: the same hashes as inlineScripts() always.
 */
export function renderedInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, tag, attributes, text] of html.matchAll(rawTextOrComment)) {
    if (tag === undefined) continue;
    if (tag.toLowerCase() !== "script") {
      if (text.includes("<")) return inlineScripts(html);
      continue;
    }
    if (/[<>]/.test(attributes) || /\/\s*$/.test(attributes)) return inlineScripts(html);
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
    const typeValue = type ? (type[1] ?? type[2] ?? type[3]) : undefined;
    if (/(?:^|\s)src(?:\s*=|\s|$)/i.test(attributes) || typeValue === "application/ld+json") continue;
    scripts.push(text);
  }
  return scripts;
}
const rawTextOrComment = /<!--[\s\S]*?-->|<(script|style)\b((?:"[^"]*"|'[^']*'|[^>"'])*)>([\s\S]*?)<\/\1\s*>/gi;

/** The CSP source expression that allows one inline script: the SHA-256 of its text, as browsers compute it. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The Content-Security-Policy of pages whose inline scripts have these hashes.
 * Embedded services run their own script in the page (Calendly's widget, Wistia's player) and it loads its
 * frame, styles, images and data from its own hosts: each directive that such a script needs allows exactly
 * the hosts of embeds.allowedHosts (over https). Forms send to their webhooks with fetch (connect-src).
 * style-src needs 'unsafe-inline': the embedded services' scripts write inline styles in the page, and a static
 * site has no per-response nonce (docs/security.md, for what emotion's own styles would need instead).
 */
export function contentSecurityPolicy(site: PolicySite, hashes: readonly string[], target: PolicyTarget): string {
  const embeds = [...new Set(site.embeds.allowedHosts)].sort().map((host) => `https://${host}`);
  const webhooks = [...new Set(Object.values(namedAddresses(site.webhooks)).map((url) => new URL(url).origin))].sort();
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...[...new Set(hashes)].sort(), ...embeds]],
    ["style-src", ["'self'", "'unsafe-inline'", ...embeds]],
    ["img-src", ["'self'", "data:", ...embeds]],
    ["font-src", ["'self'", ...embeds]],
    ["media-src", ["'self'", "blob:", ...embeds]],
    ["connect-src", ["'self'", ...webhooks, ...embeds]],
    ["frame-src", embeds.length ? embeds : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
  ];
  if (target === "header") directives.push(["frame-ancestors", ["'none'"]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** Every header a response of the site carries, with the policy for the pages it may be. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}

/** Puts a page's policy into its <head>, right after <meta charset> (before anything the policy governs). */
export function withPolicyMeta(html: string, policy: string): string {
  const charset = /<meta charset="utf-8"\/?>/i.exec(html);
  if (!charset) throw new Error('the page has no <meta charset="utf-8"> to put its Content-Security-Policy after');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>`;
  const end = charset.index + charset[0].length;
  return html.slice(0, end) + meta + html.slice(end);
}

/** One rule of a _headers file: the paths it applies to ("/*", "/pricing") and its headers. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** A _headers file (the format Netlify and Cloudflare Pages read): a path line, then indented "Name: value" lines. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment.split("\n").map((line) => `# ${line}`);
  for (const rule of rules) {
    lines.push(rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`));
  }
  return lines.join("\n") + "\n";
}

/** Reads a _headers file back (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule)
      throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path, found "${line.trim()}"`);
    rule.headers[header[1]] = header[2].trim();
  }
  return rules;
}

/** The headers for a request path: those of every rule whose path matches it ("*" matches anything). */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = new RegExp(`^${rule.path.split("*").map(escapeRegExp).join(".*")}$`);
    if (pattern.test(pathname)) Object.assign(headers, rule.headers);
  }
  return headers;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
