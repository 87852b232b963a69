import { defaultConfig, type SystemContext } from "@chakra-ui/react";

const defaultRecipes = new Set(Object.keys(defaultConfig.theme?.recipes ?? {}));
const defaultSlotRecipes = new Set(Object.keys(defaultConfig.theme?.slotRecipes ?? {}));

/**
 * The site's Chakra system carries only the recipes it uses (src/theme/themeConfig.ts). A component asking for a
 * Chakra recipe left out there would render unstyled: at build time this stops the render with a message
 * naming the recipe instead. Keys Chakra itself has no recipe for (e.g. "text") are fine.
 */
const guarded = new WeakSet<SystemContext>();

export function guardRecipes(system: SystemContext): void {
  if (guarded.has(system)) return;
  guarded.add(system);
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = (key, fallback) => {
    if (!fallback && defaultRecipes.has(key) && !system.getRecipe(key)) {
      throw new Error(`Chakra recipe "${key}" is not in src/theme/themeConfig.ts: add ${key}Recipe to its recipes.`);
    }
    return getRecipeFn(key, fallback);
  };
  system.getSlotRecipeFn = (key, fallback) => {
    if (!fallback && defaultSlotRecipes.has(key) && !system.getSlotRecipe(key)) {
      throw new Error(
        `Chakra slot recipe "${key}" is not in src/theme/themeConfig.ts: add ${key}SlotRecipe to its slotRecipes.`,
      );
    }
    return getSlotRecipeFn(key, fallback);
  };
}
