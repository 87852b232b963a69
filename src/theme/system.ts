import { createSystem, defaultBaseConfig } from "@chakra-ui/react";
import { chakraPageOnly, chakraTokens, islandRecipes, siteGlobals, siteTheme } from "./themeConfig";

/** The site's one Chakra system, at build time (pages, islands) and in the editor (parts in ./themeConfig.ts). */
export const system = createSystem(
  defaultBaseConfig,
  chakraTokens,
  islandRecipes,
  chakraPageOnly,
  siteTheme,
  siteGlobals,
);
