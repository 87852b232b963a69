import { ChakraProvider } from "@chakra-ui/react";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { SystemContext } from "@chakra-ui/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { emotionCacheOptions } from "../theme/emotionOptions";
import { rememberRecent } from "./recentResults";

/** A fresh emotion cache for one page render: styles are collected (compat mode), not written into the body. */
export function createPageCache(): EmotionCache {
  const cache = createCache(emotionCacheOptions);
  cache.compat = true;
  return cache;
}

const globalIdsBySystem = new WeakMap<SystemContext, ReadonlySet<string>>();

/** Ids of Chakra's global styles (reset, tokens, global CSS): what <ChakraProvider> adds to every page. */
export function globalIdsOf(system: SystemContext): ReadonlySet<string> {
  let ids = globalIdsBySystem.get(system);
  if (!ids) {
    const probe = createPageCache();
    renderToString(
      createElement(CacheProvider, { value: probe }, createElement(ChakraProvider, { value: system, children: null })),
    );
    ids = new Set(Object.keys(probe.inserted));
    globalIdsBySystem.set(system, ids);
  }
  return ids;
}

const className = /\bcss-([a-zA-Z0-9_-]+)/g;

/**
 * The emotion class ids a page's HTML names: all of them, and those outside its <main> (from the first "<main" to
 * the last "</main>"), the shell's. One pass over the page.
 */
export function classIdsOf(html: string): { used: Set<string>; shell: Set<string> } {
  const main = /<main\b/.exec(html);
  const mainFrom = main ? main.index : html.length;
  const mainEnd = main ? html.lastIndexOf("</main>") : -1;
  // no "</main>" after "<main": nothing is inside it
  const mainTo = mainEnd >= mainFrom ? mainEnd + "</main>".length : mainFrom;
  const used = new Set<string>();
  const shell = new Set<string>();
  className.lastIndex = 0;
  for (let m = className.exec(html); m; m = className.exec(html)) {
    used.add(m[1]);
    if (m.index < mainFrom || m.index >= mainTo) shell.add(m[1]);
  }
  return { used, shell };
}

/** Rules of a page's CSS: their ids, as emotion names them in data-emotion, and their text. */
export interface StyleRules {
  /** The rules' ids, separated by spaces. */
  ids: string;
  css: string;
}

/**
 * A page's CSS, in two parts:
 * - what every page shares: Chakra's global styles and the styles of the shell (header, banner, footer:
 *   everything outside <main>); the build moves it into one stylesheet file the browser caches across pages;
 * - only the rules this page's own content uses (none: undefined).
 */
export interface PageStyles {
  /** The emotion cache's key, the first word of data-emotion: "css". */
  key: string;
  shared: StyleRules;
  own: StyleRules | undefined;
}

/** The text of the rules of each list of ids met lately: pages styled alike, every page's shared part, build it once. */
const cssByIds = new Map<string, string>();
const cssByIdsSize = 256;

/** The CSS this page's render inserted that it uses (see PageStyles), in the same order on every page. */
export function pageStyles(cache: EmotionCache, html: string, system: SystemContext): PageStyles {
  const globalIds = globalIdsOf(system);
  const { used, shell } = classIdsOf(html);
  const shared: string[] = [];
  const own: string[] = [];
  const { inserted, registered: classes } = cache;
  const prefix = `${cache.key}-`;
  for (const id in inserted) {
    if (typeof inserted[id] !== "string") continue;
    const registered = classes[prefix + id] !== undefined;
    if (!registered)
      (globalIds.has(id) ? shared : own).push(id); // globals, keyframes
    else if (used.has(id)) (shell.has(id) ? shared : own).push(id);
  }
  const rules = (names: string): StyleRules => {
    // emotion names a rule by a hash of its styles (and inserts a name once per page): the same names, the same text
    const key = `${cache.key} ${names}`;
    let css = cssByIds.get(key);
    if (css === undefined) {
      css = names
        .split(" ")
        .map((id) => cache.inserted[id] as string)
        .join("");
      if (cssByIds.size >= cssByIdsSize) cssByIds.clear();
      cssByIds.set(key, css);
    }
    return { ids: names, css };
  };
  return {
    key: cache.key,
    shared: rules(inSharedOrder(globalIds)(shared.join(" "))),
    own: own.length ? rules(own.join(" ")) : undefined,
  };
}

/**
 * The shared rules' ids in the same order on every page (rendering order differs), so the shared file is one file:
 * the globals first, then by id. Most pages insert the same shared rules in the same order: sorted once.
 */
function inSharedOrder(globalIds: ReadonlySet<string>): (ids: string) => string {
  let sort = sharedOrders.get(globalIds);
  if (!sort) {
    const global = (id: string) => globalIds.has(id);
    sort = rememberRecent((ids) =>
      ids
        .split(" ")
        .sort((a, b) => (global(a) === global(b) ? (a < b ? -1 : a > b ? 1 : 0) : global(a) ? -1 : 1))
        .join(" "),
    );
    sharedOrders.set(globalIds, sort);
  }
  return sort;
}
const sharedOrders = new WeakMap<ReadonlySet<string>, (ids: string) => string>();

/**
 * The page's CSS as <style> elements for its <head>, none left in <body>: the shared part marked data-shared-css,
 * then the page's own. The data-emotion attributes name the rules, so islands hydrating in the browser do not
 * insert them again.
 */
export function styleTags({ key, shared, own }: PageStyles): string {
  const tag = (rules: StyleRules, extra = "") =>
    `<style${extra} data-emotion="${key} ${rules.ids}">${rules.css}</style>`;
  return tag(shared, ' data-shared-css=""') + (own ? tag(own) : "");
}
