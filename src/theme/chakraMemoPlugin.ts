import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** Chakra's memo module, in the build (Chakra is bundled: vite.config.ts ssr.noExternal) and the dev server. */
const chakraMemoModule = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/;
const exactMemoModule = fileURLToPath(new URL("./exactMemo.ts", import.meta.url));

/**
 * Puts src/theme/exactMemo.ts in place of Chakra's memo, so that a page's CSS (and HTML) depends on the page
 * alone, never on the pages rendered before it in the same process: see exactMemo.ts. Checks that the module
 * replaced is still the one exactMemo.ts mirrors (a Chakra upgrade may change it).
 */
export function chakraExactMemo(): Plugin {
  return {
    name: "chakra-exact-memo",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0];
      if (!chakraMemoModule.test(file)) return null;
      const original = readFileSync(file, "utf8");
      if (!original.includes("function simpleHash(") || !/\bexport\s*\{\s*memo\s*\}/.test(original)) {
        this.error(
          `${file} is not the memo module src/theme/exactMemo.ts replaces (did @chakra-ui/react change?): ` +
            "compare the two and update exactMemo.ts and this check.",
        );
      }
      return `export { memo } from ${JSON.stringify(exactMemoModule)};\n`;
    },
  };
}
