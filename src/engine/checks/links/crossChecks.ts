import type { LinkUse } from "../../links.ts";
import { splitInternal } from "../../links.ts";
import { fieldPath } from "../../fieldPath.ts";
import { valueAtPointer } from "../../jsonPointer.ts";
import { didYouMean } from "../../suggest.ts";
import type { Issue } from "../../explainErrors.ts";
import { findStringFields } from "../../findStringFields.ts";
import { hostTypoProblem, siteAddresses, type SiteAddresses } from "./hostTypos.ts";
import { namedAddressProblem, ownSiteAddressProblem } from "../../addressForms.ts";
import { joinHint, type Problem } from "../../diagnostic.ts";
import { embedProblem } from "./embedHosts.ts";
import { markdownHeadings } from "../../markdown/headingIds.ts";
import { allBlocks } from "../../blocks/walkBlocks.ts";
import { parseMarkdown } from "../../markdown/parseMarkdown.ts";

export interface CheckedFile {
  display: string;
  route?: string;
  data: unknown;
  links: LinkUse[];
}

export interface SiteFacts {
  /** site.json "links": name → address. */
  siteLinks: Record<string, string>;
  /** site.json "siteUrl": where the live site is. */
  siteUrl?: string;
  /** The names of site.json "webhooks", which forms name. */
  webhookNames: string[];
  allowedHosts: string[];
  /** Files under public/ ("/docs/guide.pdf"), which links may point at directly. */
  publicFiles?: Set<string>;
  /** siteLinks read as web addresses (made from siteLinks when missing). */
  addresses?: SiteAddresses;
}

/** Every "anchor" value anywhere in a page, and the ids of its Markdown headings, so "/#demo" can be checked. */
export function anchorsOf(page: unknown): Set<string> {
  const anchors = new Set(findStringFields(page, "anchor").map((f) => f.value));
  const blocks = valueAtPointer(page, "/blocks");
  for (const { block } of allBlocks(Array.isArray(blocks) ? blocks : [])) {
    if (block.type === "markdown" && typeof block.text === "string")
      for (const heading of markdownHeadings(parseMarkdown(block.text), anchorOf(block))) anchors.add(heading.id);
  }
  return anchors;
}

const anchorOf = (block: Record<string, unknown>) => (typeof block.anchor === "string" ? [block.anchor] : []);

/** anchorsOf, remembering each page's anchors: for checking the many links of a set of pages against them. */
export function anchorsOfPages(): (page: unknown) => Set<string> {
  const known = new Map<unknown, Set<string>>();
  return (page) => {
    let anchors = known.get(page);
    if (!anchors) {
      anchors = anchorsOf(page);
      known.set(page, anchors);
    }
    return anchors;
  };
}

/**
 * Where the links of a page lead in a site of several languages (src/engine/i18n/pageAddresses.ts): a link to a
 * default-language page from a page in another language leads to its translation, and a translation that names its
 * own address is no longer at its file's place.
 */
export interface LinkTargets {
  /** The route a link to `route` from this file's page leads to. */
  lead: (route: string) => string;
  /** The address a translation would have at its file's place → the one it names ("/en/boutiques" → "/en/shops"). */
  moved: ReadonlyMap<string, string>;
}

/**
 * Checks the links of one file against the other files: pages, anchors, site links, embed hosts.
 * `pages` maps each route to its config, or to undefined when its file exists but could not be read.
 * `anchors` gives a page's anchors (anchorsOfPages() shares them between the files of a set).
 */
export function checkLinks(
  file: CheckedFile,
  pages: Map<string, unknown>,
  site: SiteFacts | undefined,
  anchors: (page: unknown) => Set<string> = anchorsOf,
  targets?: LinkTargets,
): Issue[] {
  const issues: Issue[] = [];
  for (const use of file.links) {
    const problem = use.embed
      ? checkEmbed(use.href, site)
      : use.file
        ? checkPublicFile(use.href.split(/[?#]/)[0], site)
        : checkTarget(use.href, file.route, pages, site, anchors, targets);
    if (problem)
      issues.push({
        ...problem,
        pointer: use.pointer,
        at: "value",
        ...(use.inFile
          ? { inFile: use.inFile.file, position: use.inFile.at }
          : use.inText
            ? { inText: use.inText }
            : {}),
        message: `${use.inFile?.label ?? fieldPath(use.pointer)}: ${problem.message}`,
      });
  }
  return [...issues, ...checkWebhookNames(file.data, site)];
}

/** A form's "webhook" names one of site.json "webhooks". */
function checkWebhookNames(data: unknown, site: SiteFacts | undefined): Issue[] {
  if (!site) return [];
  return findStringFields(data, "webhook")
    .filter((use) => use.pointer.endsWith("/action/webhook") && !site.webhookNames.includes(use.value))
    .map((use) => ({
      pointer: use.pointer,
      at: "value" as const,
      code: "unknown-webhook" as const,
      message: `${fieldPath(use.pointer)}: "${use.value}" is not a name in site.json "webhooks".`,
      hint: joinHint(
        didYouMean(use.value, site.webhookNames),
        site.webhookNames.length
          ? `Known names: ${site.webhookNames.join(", ")}.`
          : 'Add it to site.json "webhooks" with the address that receives the answers.',
      ),
    }));
}

function unknownSiteLink(href: string, site: SiteFacts | undefined): Problem | undefined {
  if (!site || Object.hasOwn(site.siteLinks, href.slice(1))) return undefined;
  const known = Object.keys(site.siteLinks).map((name) => "@" + name);
  return {
    code: "unknown-site-link",
    cause: href,
    message: `"${href}" is not an address in site.json "links".`,
    hint: joinHint(didYouMean(href, known), `Known addresses: ${known.join(", ")}.`),
  };
}

function checkTarget(
  href: string,
  currentRoute: string | undefined,
  pages: Map<string, unknown>,
  site: SiteFacts | undefined,
  anchorsOfPage: (page: unknown) => Set<string>,
  targets?: LinkTargets,
): Problem | undefined {
  if (href.startsWith("@")) return unknownSiteLink(href, site);
  if (/^(https?|mailto|tel):/i.test(href) && site) {
    return (
      ownSiteAddressProblem(href, site.siteUrl) ??
      namedAddressProblem(href, site.siteLinks) ??
      hostTypoProblem(href, site.siteLinks, site.addresses)
    );
  }
  if (/^https?:\/\//i.test(href)) return undefined;
  if (!href.startsWith("/") && !href.startsWith("#")) return undefined;
  const filePath = href.split(/[?#]/)[0];
  // a path with a file extension is a file in public/ ("/docs/guide.pdf"), checked like an image path
  if (/\.[a-z0-9]{2,5}$/i.test(filePath)) {
    const missing = checkPublicFile(filePath, site);
    // "/pricing.html" for the page "/pricing" (a link copied from an older site): the page it names
    const page = /\.html?$/i.test(filePath) ? filePath.replace(/(\/index)?\.html?$/i, "") || "/" : undefined;
    if (!missing || page === undefined || !pages.has(targets ? targets.lead(page) : page)) return missing;
    return {
      ...missing,
      hint: `Did you mean the page "${page}${href.slice(filePath.length)}"? A page's link has no ".html".`,
    };
  }
  if (href.startsWith("#") && currentRoute === undefined) {
    return {
      code: "link-without-page",
      message: `link "${href}" has no page before the "#".`,
      hint: `In site.json write the page too, for example "/${href}".`,
    };
  }
  const written = splitInternal(href, currentRoute ?? "/");
  const { anchor } = written;
  const route = targets ? targets.lead(written.route) : written.route;
  const moved = targets?.moved.get(route);
  if (!pages.has(route)) {
    return {
      code: "link-to-missing-page",
      cause: route,
      message: moved
        ? `link "${href}" points to no page: the page of that file is at "${moved}", the "address" it names.`
        : `link "${href}" points to no page: there is no ${pageFileNames(route)}.`,
      // a near miss, else (where the site has few pages) which pages there are, and how to make this one
      hint: moved
        ? `Link to "${moved}${href.slice(href.search(/[?#]|$/))}".`
        : (joinHint(didYouMean(route, pages.keys())) ??
          joinHint(fewPages(pages.keys()), `To make it: npm run new-page -- ${route}`)),
    };
  }
  const page = pages.get(route);
  // undefined: the page file exists but could not be read; its own error is reported, its anchors are unknown
  if (anchor !== undefined && page !== undefined) {
    const anchors = anchorsOfPage(page);
    if (!anchors.has(anchor)) {
      const known = [...anchors].map((a) => "#" + a);
      return {
        code: "link-to-missing-anchor",
        cause: `${route}#${anchor}`,
        message: `link "${href}" points to no section: page "${route}" has no block with "anchor": "${anchor}".`,
        hint: joinHint(
          didYouMean("#" + anchor, known),
          known.length ? `Sections on that page: ${known.join(", ")}.` : undefined,
        ),
      };
    }
  }
  return undefined;
}

/** The site's pages, where they are few enough to read in a line: which ones there are. */
function fewPages(routes: Iterable<string>): string | undefined {
  const all = [...routes].sort();
  return all.length > 0 && all.length <= 12 ? `The site's pages: ${all.join(", ")}.` : undefined;
}

/** The files that would hold a route: "/" → pages/index.json, "/about" → pages/about.json (or pages/about/index.json). */
function pageFileNames(route: string): string {
  return route === "/" ? "pages/index.json" : `pages${route}.json (or pages${route}/index.json)`;
}

/** A path of a file in public/ (an image, a link to a document) names a file that is there. */
function checkPublicFile(path: string, site: SiteFacts | undefined): Problem | undefined {
  if (!site?.publicFiles || site.publicFiles.has(path)) return undefined;
  return {
    code: "missing-public-file",
    cause: path,
    message: `the file "${path}" is not in public/.`,
    hint: joinHint(`Put it at public${path} or fix the path.`, didYouMean(path, site.publicFiles)),
  };
}

function checkEmbed(href: string, site: SiteFacts | undefined): Problem | undefined {
  if (href.startsWith("@")) {
    const unknown = unknownSiteLink(href, site);
    if (unknown || !site) return unknown;
    href = site.siteLinks[href.slice(1)];
  }
  return embedProblem(href, site?.allowedHosts);
}

export function siteFacts(site: unknown, publicFiles?: Set<string>): SiteFacts | undefined {
  const links = valueAtPointer(site, "/links");
  const hosts = valueAtPointer(site, "/embeds/allowedHosts");
  const webhooks = valueAtPointer(site, "/webhooks");
  if (!links || typeof links !== "object") return undefined;
  const siteUrl = valueAtPointer(site, "/siteUrl");
  return {
    siteLinks: links as Record<string, string>,
    siteUrl: typeof siteUrl === "string" ? siteUrl : undefined,
    webhookNames: webhooks && typeof webhooks === "object" ? Object.keys(webhooks) : [],
    allowedHosts: Array.isArray(hosts) ? hosts.map(String) : [],
    publicFiles,
    addresses: siteAddresses(links as Record<string, unknown>),
  };
}
