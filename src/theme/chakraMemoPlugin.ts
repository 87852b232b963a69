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
const elementMemoModule = fileURLToPath(new URL("./elementMemo.ts", import.meta.url));
/** Where Chakra's styled component's render starts and ends (factory.js), wrapped on the server by elementMemo.ts. */
const styledRenderStart = "const Styled = withEmotionCache((inProps, cache2, ref) => {";
const styledRenderEnd = "\n  });\n  Styled.displayName";
/** Chakra's recipe components (createRecipeContext's withContext), wrapped on the server by recipeMemo.ts. */
const chakraRecipeContextModule =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]create-recipe-context\.js$/;
const recipeMemoModule = fileURLToPath(new URL("./recipeMemo.ts", import.meta.url));
const recipeRenderStart = "const StyledComponent = forwardRef((inProps, ref) => {";
const recipeRenderEnd = "\n    });\n    StyledComponent.displayName";
/** Emotion's React module (its server builds), whose <Global> serializes its styles through serializeGlobalOnce. */
const emotionReactModule = /[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.[a-z.-]*esm\.js$/;
const globalSerialize = "serializeStyles([styles], undefined, React.useContext(ThemeContext))";

/**
 * Puts src/theme/exactMemo.ts in place of Chakra's memo, so that a page's CSS (and HTML) depends on the page
 * alone, never on the pages rendered before it in the same process: see exactMemo.ts. Checks that the module
 * replaced is still the one exactMemo.ts mirrors (a Chakra upgrade may change it). On the server it also wraps
 * Chakra's styled render (elementMemo.ts) and its recipe components (recipeMemo.ts), and emotion's `<Global>`
 * (serializeOnce.ts), each checked to be written as the plugin expects.
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
    transform(code, id, options) {
      const file = id.split("?")[0];
      if (options?.ssr && emotionReactModule.test(file)) {
        if (code.split(globalSerialize).length !== 2) {
          this.error(
            `${file} no longer serializes <Global>'s styles the way src/theme/chakraMemoPlugin.ts expects ` +
              "(did @emotion/react change?): update the plugin and serializeGlobalOnce (src/theme/serializeOnce.ts).",
          );
        }
        return {
          code:
            `import { serializeGlobalOnce } from ${JSON.stringify(serializeOnceModule)};\n` +
            code.replace(
              globalSerialize,
              "serializeGlobalOnce(serializeStyles, styles, React.useContext(ThemeContext))",
            ),
          map: null,
        };
      }
      if (options?.ssr && chakraRecipeContextModule.test(file)) {
        if (code.split(recipeRenderStart).length !== 2 || code.split(recipeRenderEnd).length !== 2) {
          this.error(
            `${file} no longer renders a recipe component the way src/theme/chakraMemoPlugin.ts expects ` +
              "(did @chakra-ui/react change?): update the plugin and src/theme/recipeMemo.ts.",
          );
        }
        // on the server, each recipe component's element resolved once per theme, props context and props
        return {
          code:
            `import { memoRecipeElement } from ${JSON.stringify(recipeMemoModule)};\n` +
            "import { useChakraContext } from './provider.js';\n" +
            code
              .replace(recipeRenderStart, "const StyledComponent = forwardRef(memoRecipeElement((inProps, ref) => {")
              .replace(
                recipeRenderEnd,
                "\n    }, usePropsContext, useChakraContext));\n    StyledComponent.displayName",
              ),
          map: null,
        };
      }
      if (!chakraFactoryModule.test(file)) return null;
      const once = (snippet: string) => code.split(snippet).length === 2;
      if (options?.ssr && !(once(styledRenderStart) && once(styledRenderEnd))) {
        this.error(
          `${file} no longer renders a styled element the way src/theme/chakraMemoPlugin.ts expects ` +
            "(did @chakra-ui/react change?): update the plugin and src/theme/elementMemo.ts.",
        );
      }
      if (!code.includes(serializeImport)) {
        this.error(
          `${file} no longer imports emotion's serializeStyles as src/theme/chakraMemoPlugin.ts expects ` +
            "(did @chakra-ui/react change?): update the plugin.",
        );
      }
      let transformed = code.replace(
        serializeImport,
        "import { serializeStyles as emotionSerializeStyles } from '@emotion/serialize';\n" +
          `import { serializeOnce } from ${JSON.stringify(serializeOnceModule)};\n` +
          "const serializeStyles = serializeOnce(emotionSerializeStyles);",
      );
      // on the server, each element resolved once per component, theme and props (elementMemo.ts)
      if (options?.ssr) {
        transformed =
          `import { memoStyledElement } from ${JSON.stringify(elementMemoModule)};\n` +
          transformed
            .replace(styledRenderStart, "const Styled = withEmotionCache(memoStyledElement((inProps, cache2, ref) => {")
            .replace(styledRenderEnd, "\n  }, useChakraContext));\n  Styled.displayName");
      }
      return { code: transformed, map: null };
    },
  };
}
