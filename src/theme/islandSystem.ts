import { createSystem, defaultBaseConfig } from "@chakra-ui/react";
import { chakraTokens, islandRecipes, siteTheme } from "./themeConfig";

/**
 * The system an island hydrates with in the browser: the site's system (./system.ts) without what only the
 * page's CSS needs (reset, global CSS, keyframes, the recipes no island uses). It gives an island's elements the
 * same class names as the build (tests/unit/island-system.test.tsx checks every form page).
 */
export const islandSystem = createSystem(defaultBaseConfig, chakraTokens, islandRecipes, siteTheme);
