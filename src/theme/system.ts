import { createSystem, defaultBaseConfig, type SystemContext } from "@chakra-ui/react";
import type { SiteTheme } from "../generated/config-types";
import { chakraTheme, siteThemeConfig } from "./themeConfig";

/** A plain theme for what renders before a site's own is known (the editor's preview while it loads). */
export const neutralTheme: SiteTheme = { brandColor: "#1d4ed8" };

const made = new Map<string, SystemContext>();

/**
 * The Chakra system of a site, made from its site.json "theme": the same one for the pages at build time
 * (islands' class names too, src/islands/IslandClasses.tsx), the dev server, the editor's preview and the block
 * gallery. The browser of the built site never runs it. Made once per theme (the editor's last few are kept).
 */
export function siteSystem(theme: SiteTheme): SystemContext {
  const key = JSON.stringify(theme);
  let system = made.get(key);
  if (!system) {
    system = createSystem(defaultBaseConfig, chakraTheme, siteThemeConfig(theme));
    if (made.size >= 8) made.delete(made.keys().next().value!);
    made.set(key, system);
  }
  return system;
}
