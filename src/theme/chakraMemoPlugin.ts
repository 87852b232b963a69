import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** Chakra's memo module, in the build (Chakra is bundled: vite.config.ts ssr.noExternal) and the dev server. */
const chakraMemoModule = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/;
const exactMemoModule = fileURLToPath(new URL("./exactMemo.ts", import.meta.url));
/** Chakra's styled-component factory, whose import of emotion's serializeStyles gets serializeOnce.ts around it. */
const chakraFactoryModule = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/;
const serializeOnceModule = fileURLToPath(new URL("./serializeOnce.ts", import.meta.url));
const serializeImport = "import { serializeStyles } from '@emotion/serialize';";

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
    transform(code, id) {
      const file = id.split("?")[0];
      if (!chakraFactoryModule.test(file)) return null;
      if (!code.includes(serializeImport)) {
        this.error(
          `${file} no longer imports emotion's serializeStyles as src/theme/chakraMemoPlugin.ts expects ` +
            "(did @chakra-ui/react change?): update the plugin.",
        );
      }
      return {
        code: code.replace(
          serializeImport,
          "import { serializeStyles as emotionSerializeStyles } from '@emotion/serialize';\n" +
            `import { serializeOnce } from ${JSON.stringify(serializeOnceModule)};\n` +
            "const serializeStyles = serializeOnce(emotionSerializeStyles);",
        ),
        map: null,
      };
    },
  };
}
