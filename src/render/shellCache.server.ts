import type { EmotionCache } from "@emotion/cache";
import type { SiteConfig } from "../generated/config-types";
import { currentState } from "../shell/navState";
import { type PartImage, partMarker, type PreloadedImage, shellPartCount, type ShellRender } from "../shell/shellParts";
import type { IslandSlots } from "./islandSlots";

export interface RenderedDocument {
  html: string;
  /** The styles the render inserted. */
  cache: EmotionCache;
  slots: IslandSlots;
}

interface CachedShell {
  /** The HTML of each shell part (src/shell/shellParts.tsx), in document order. */
  parts: string[];
  /** The images of each part, as React preloads them. */
  images: PartImage[][];
  inserted: [string, string | true | undefined][];
  registered: [string, string | undefined][];
}

/** Per site config (a build loads it once): per navigation state, the shell, or null where it cannot be reused. */
const shellsBySite = new WeakMap<SiteConfig, Map<string, CachedShell | null>>();
/** Stands for a shell part in the page's HTML; random, so no config text can produce it. */
const marker = `shell${Math.random().toString(36).slice(2)}`;

/**
 * A page rendered with its shell (header, banner, footer) rendered once per site and navigation state rather
 * than once per page: a third of the elements of a typical page. The page is rendered with a marker for each
 * shell part, then the parts' HTML and styles are put in: the same HTML and CSS as a whole render, byte for
 * byte. What the shell shows depends on the site config, the year and, through the menu's aria-current, on
 * which navigation links are the current page or section: the key below. A shell that could differ when
 * rendered apart (React ids, islands, scripts, styles whose order counts, text at a part's edge) is never
 * reused, and neither is one whose first page, rendered both ways, differs in HTML or styles: those pages
 * render whole. Each shell part's images are rendered in its place in the page (then replaced), so that
 * React preloads the page's images in <head> in the same order as for a whole render.
 */
export async function renderWithCachedShell(
  site: SiteConfig,
  year: number,
  pathname: string,
  globalStyleIds: ReadonlySet<string>,
  render: (shell: ShellRender) => Promise<RenderedDocument>,
): Promise<RenderedDocument> {
  let shells = shellsBySite.get(site);
  if (!shells) {
    shells = new Map();
    shellsBySite.set(site, shells);
  }
  const key = JSON.stringify([year, site.navigation.map((item) => currentState(item.href, pathname) ?? "")]);
  let shell = shells.get(key);
  if (shell === undefined) {
    shell = reusableShell(await render({ mode: "shell", marker }), globalStyleIds);
    // the first page of each shell is also rendered whole, and the shell is reused only if both are the same
    if (shell) {
      const whole = await render({ mode: "whole" });
      const composed = await composeWithShell(shell, render);
      const same = composed !== undefined && composed.html === whole.html && sameStyles(composed.cache, whole.cache);
      shells.set(key, same ? shell : null);
      return whole;
    }
    shells.set(key, null);
  }
  if (!shell) return render({ mode: "whole" });
  return (await composeWithShell(shell, render)) ?? render({ mode: "whole" });
}

/** The page rendered with the shell's markers, and the shell's parts and styles put in. */
async function composeWithShell(
  shell: CachedShell,
  render: (shell: ShellRender) => Promise<RenderedDocument>,
): Promise<RenderedDocument | undefined> {
  const page = await render({ mode: "page", marker, images: shell.images });
  const html = withShellParts(page.html, shell.parts);
  if (html === undefined) return undefined;
  const { inserted, registered } = page.cache;
  for (const [id, css] of shell.inserted) if (!(id in inserted) && css !== undefined) inserted[id] = css;
  for (const [name, styles] of shell.registered)
    if (!(name in registered) && styles !== undefined) registered[name] = styles;
  return { ...page, html };
}

function sameStyles(a: EmotionCache, b: EmotionCache): boolean {
  const entries = (cache: EmotionCache) =>
    JSON.stringify([Object.entries(cache.inserted).sort(), Object.entries(cache.registered).sort()]);
  return entries(a) === entries(b);
}

function reusableShell(document: RenderedDocument, globalStyleIds: ReadonlySet<string>): CachedShell | null {
  const { html, cache, slots } = document;
  if (slots.islands.length > 0 || slots.scripts.size > 0) return null;
  const parts: string[] = [];
  for (let part = 0; part < shellPartCount; part++) {
    const start = partMarker(marker, part, "start");
    const from = html.indexOf(start);
    const to = html.indexOf(partMarker(marker, part, "end"));
    if (from < 0 || to < from) return null;
    const partHtml = html.slice(from + start.length, to);
    // React ids depend on where they render; a part inside another cannot be put in; text at an edge would be
    // joined to its neighbour's; images in <picture> or <noscript> are not preloaded
    if (partHtml.includes("_R_") || partHtml.includes(marker) || /<noscript\b/.test(partHtml)) return null;
    if (partHtml !== "" && !(partHtml.startsWith("<") && partHtml.endsWith(">"))) return null;
    parts.push(partHtml);
  }
  const images = parts.map(imagesOf);
  const inserted = Object.entries(cache.inserted);
  // styles with no class name (keyframes) keep the order they were inserted in: only Chakra's globals may be here
  const unordered = inserted.some(
    ([id]) => cache.registered[`${cache.key}-${id}`] === undefined && !globalStyleIds.has(id),
  );
  if (unordered) return null;
  return { parts, images, inserted, registered: Object.entries(cache.registered) };
}

/**
 * The page's HTML with each part (between its markers) put in, and React's separators between markers gone; in one
 * pass. Undefined unless the page holds each part's two markers once, in document order.
 */
export function withShellParts(pageHtml: string, parts: readonly string[], shellMarker = marker): string | undefined {
  const pieces: string[] = [];
  let at = 0;
  for (let part = 0; part < parts.length; part++) {
    const start = partMarker(shellMarker, part, "start");
    const from = pageHtml.indexOf(shellMarker, at);
    if (from < 0 || !pageHtml.startsWith(start, from)) return undefined;
    // React's "<!-- -->" between two text nodes: here the previous part's end marker and this start marker
    const before = pageHtml.slice(at, from);
    pieces.push(part > 0 && before === separator ? "" : before, parts[part]);
    const end = partMarker(shellMarker, part, "end");
    const to = pageHtml.indexOf(shellMarker, from + start.length);
    if (to < 0 || !pageHtml.startsWith(end, to)) return undefined;
    at = to + end.length;
  }
  if (pageHtml.includes(shellMarker, at)) return undefined;
  pieces.push(pageHtml.slice(at));
  return pieces.join("");
}
const separator = "<!-- -->";

/** The images of a part's HTML, each with the sources of its <picture>. */
function imagesOf(partHtml: string): PartImage[] {
  return Array.from(partHtml.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>|<img\b([^>]*)>/g), (match) => {
    if (match[2] !== undefined) return { image: attributesOf(match[2], imageAttributes) as PreloadedImage };
    const inner = match[1];
    return {
      image: attributesOf(/<img\b([^>]*)>/.exec(inner)?.[1] ?? "", imageAttributes) as PreloadedImage,
      sources: Array.from(inner.matchAll(/<source\b([^>]*)>/g), (source) => attributesOf(source[1], sourceAttributes)),
    };
  });
}

const sourceAttributes: Record<string, string> = { srcset: "srcSet", media: "media", type: "type", sizes: "sizes" };
const imageAttributes: Record<string, keyof PreloadedImage> = {
  src: "src",
  srcset: "srcSet",
  sizes: "sizes",
  loading: "loading",
  fetchpriority: "fetchPriority",
  crossorigin: "crossOrigin",
  integrity: "integrity",
  type: "type",
  referrerpolicy: "referrerPolicy",
};

/** The attributes React wrote that decide a preload, as props (React escapes & < > " ' in values). */
function attributesOf(attributes: string, props: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) {
    const prop = props[name.toLowerCase()];
    if (prop) found[prop] = unescapeAttribute(value);
  }
  return found;
}

function unescapeAttribute(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
