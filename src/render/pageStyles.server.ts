import { ChakraProvider } from "@chakra-ui/react";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { SystemContext } from "@chakra-ui/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { emotionCacheOptions } from "../theme/emotionOptions";

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

const classIds = (html: string) => new Set(Array.from(html.matchAll(/\bcss-([a-zA-Z0-9_-]+)/g), (m) => m[1]));

/**
 * The page's CSS as <style> elements for its <head>, none left in <body>:
 * - first what every page shares: Chakra's global styles and the styles of the shell (header, banner,
 *   footer: everything outside <main>), marked data-shared-css; the build moves it into one stylesheet file
 *   the browser caches across pages;
 * - then only the rules this page's own content uses.
 * The data-emotion attributes name the rules, so islands hydrating in the browser do not insert them again.
 */
export function pageStyleTags(cache: EmotionCache, html: string, system: SystemContext): string {
  const globalIds = globalIdsOf(system);
  const used = classIds(html);
  const shell = classIds(html.replace(/<main\b[\s\S]*<\/main>/, ""));
  const shared: [string, string][] = [];
  const own: [string, string][] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== "string") continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!registered)
      (globalIds.has(id) ? shared : own).push([id, css]); // globals, keyframes
    else if (used.has(id)) (shell.has(id) ? shared : own).push([id, css]);
  }
  // the same order on every page (rendering order differs), so the shared file is one file
  shared.sort(([a], [b]) =>
    globalIds.has(a) === globalIds.has(b) ? (a < b ? -1 : a > b ? 1 : 0) : globalIds.has(a) ? -1 : 1,
  );
  const tag = (key: string, rules: [string, string][], extra = "") =>
    `<style${extra} data-emotion="${key} ${rules.map(([id]) => id).join(" ")}">${rules.map(([, css]) => css).join("")}</style>`;
  return tag(cache.key, shared, ' data-shared-css=""') + (own.length ? tag(cache.key, own) : "");
}
