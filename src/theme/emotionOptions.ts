import type { Options } from "@emotion/cache";

/**
 * The one emotion set-up, at build time and in the browser. No vendor-prefixing plugin: every browser the
 * site supports reads the standard properties, and the prefixes (-webkit-box, -ms-flexbox, …) were a
 * sixth of each page's CSS. Class names do not depend on it.
 */
export const emotionCacheOptions: Options = { key: "css", stylisPlugins: [] };
