import createCache from "@emotion/cache";
import { emotionCacheOptions } from "../theme/emotionOptions";

/**
 * The browser's emotion cache for islands. On creation it adopts the page's <style data-emotion="css …">
 * elements from <head> (so styles rendered at build time are not inserted again). Chakra's global styles
 * (reset, tokens) are already in the page's shared stylesheet: each island's <ChakraProvider> would insert
 * them again through emotion's <Global>, so global inserts are dropped here.
 */
export const islandCache = createCache(emotionCacheOptions);
// the rules of the site's shared stylesheet (src/render/pageStyles.server.ts, scripts/lib/finishPages.ts)
for (const id of document.querySelector("link[data-emotion-ids]")?.getAttribute("data-emotion-ids")?.split(" ") ?? []) {
  islandCache.inserted[id] = true;
}
const insert = islandCache.insert.bind(islandCache);
islandCache.insert = (selector, serialized, sheet, shouldCache) => {
  if (sheet.key === `${islandCache.key}-global`) return undefined;
  return insert(selector, serialized, sheet, shouldCache);
};
