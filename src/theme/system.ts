import { createSystem, defaultBaseConfig } from "@chakra-ui/react";
import { chakraTheme, siteTheme } from "./themeConfig";

/**
 * The site's one Chakra system: pages at build time (islands' class names too, src/islands/IslandClasses.tsx)
 * and the editor. The browser of the built site never runs it.
 */
export const system = createSystem(defaultBaseConfig, chakraTheme, siteTheme);
