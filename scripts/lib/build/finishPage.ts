import { createHash } from "node:crypto";
import { islandLoaderSrc } from "../../../src/render/islandLoader";
import type { HandedOffPage } from "../../../src/entry.server";
import type { IslandsBundle } from "../islandsBuild";
import { rememberRecent } from "../../../src/render/recentResults";
import {
  contentSecurityPolicy,
  renderedInlineScripts,
  type PolicySite,
  scriptHash,
  withPolicyMeta,
} from "../securityHeaders";

/** What finishing a page needs besides the page: the same for every page of a build. */
export interface FinishContext {
  islands: IslandsBundle;
  site: PolicySite;
}

/** Where the shared stylesheet of this CSS is written: named by its content, so browsers may cache it for good. */
export function sharedStylesheetPath(css: string): string {
  return `assets/site-${digestOf(css).slice(0, 10)}.css`;
}

/** The SHA-256 of a stylesheet (base64url): every page of a build has the same shared CSS, about 70 KB. */
const digestOf = rememberRecent((css) => createHash("sha256").update(css).digest("base64url"));

/** An inline script's hash: most are the shell's script, the same on every page of a language. */
const recentScriptHash = rememberRecent(scriptHash, 8);

/** Where a page's own stylesheet is written: named by its content, so pages with the same styles share one file. */
export function pageStylesheetPath(css: string): string {
  return `assets/page-${digestOf(css).slice(0, 10)}.css`;
}

/**
 * The last step of a page's render, done right after it (scripts/lib/build/renderWorker.ts):
 * - the CSS every page shares (Chakra's reset, tokens, global styles, the shell's styles) goes to one stylesheet
 *   file the browser caches across pages, linked; the page's own CSS (only the rules its elements use) goes to a
 *   file named by its content, which every page styled the same way links; both links stand where the render put
 *   the marker, in <head>;
 * - the island loader's address points at its bundle, preloaded with the modules it imports;
 * - the page gets its Content-Security-Policy in a <meta> (hashes of its own inline scripts); the build's _headers
 *   lists every page's hashes (a 404 page can be served at any address): see scripts/lib/securityHeaders.ts.
 */
export function finishPage(
  { html, styles, marker }: HandedOffPage,
  { islands, site }: FinishContext,
): { html: string; sharedCss: string; pageCss: string | undefined; scriptHashes: string[] } {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error("the rendered page has no place for its styles (the render's marker)");
  const islandLoader = `<script type="module" src="${islandLoaderSrc}"></script>`;
  const loaderScript = `${islands.loaderImports.map((url) => `<link rel="modulepreload" href="${url}">`).join("")}<script type="module" src="${islands.loader}"></script>`;
  const { key, shared, own } = styles;
  const pageCss = own?.css || undefined;
  // the names of the page's own rules: a page with islands keeps them, so emotion in the browser knows they are
  // there (none inserted again); rules without text keep their empty element, as the render wrote it
  const names = own ? `<style data-emotion="${key} ${own.ids}"></style>` : "";
  const ownLinks =
    pageCss === undefined
      ? names
      : `<link rel="stylesheet" href="/${pageStylesheetPath(pageCss)}">${html.includes(islandLoader) ? names : ""}`;
  const links = `<link rel="stylesheet" href="/${sharedStylesheetPath(shared.css)}">${ownLinks}`;
  let finished = html.slice(0, at) + links + html.slice(at + marker.length);
  finished = finished.replace(islandLoader, () => loaderScript);
  const scriptHashes = renderedInlineScripts(finished).map(recentScriptHash);
  return {
    html: withPolicyMeta(finished, pagePolicy(site, scriptHashes)),
    sharedCss: shared.css,
    pageCss,
    scriptHashes,
  };
}

/** A page's policy: pages of a site with the same inline scripts have the same one. */
function pagePolicy(site: PolicySite, scriptHashes: string[]): string {
  let policyOf = policies.get(site);
  if (!policyOf) {
    policyOf = rememberRecent((hashes) => contentSecurityPolicy(site, hashes ? hashes.split(" ") : [], "meta"));
    policies.set(site, policyOf);
  }
  // a hash is a quoted base64 source expression: it holds no space
  return policyOf(scriptHashes.join(" "));
}
/** Each site's recent policies by their scripts' hashes (a build's render thread has one site object). */
const policies = new WeakMap<PolicySite, (hashes: string) => string>();
