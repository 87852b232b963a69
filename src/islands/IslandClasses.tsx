import { type RecipeProps, type SystemStyleObject, useChakraContext } from "@chakra-ui/react";
import { ClassNames } from "@emotion/react";
import type { ReactNode } from "react";

/** A recipe of the site's Chakra system (src/theme/themeConfig.ts) with its variants, as a style object. */
export type RecipeStyles = <K extends string>(key: K, variants?: RecipeProps<K>) => SystemStyleObject;

/** Named Chakra styles of an island's elements: style props, recipes (merged in order), responsive values and all. */
export type IslandStyles<K extends string> = (
  recipe: RecipeStyles,
) => Record<K, SystemStyleObject | SystemStyleObject[]>;

/**
 * Turns an island's Chakra styles into class names with the site's system, where the block renders (at build
 * time; live in the editor), and passes them to `children`, which hands them to the island in its props. Their
 * CSS goes with the page's other styles into <head>, even for elements shown only later (an error, a thank-you
 * panel): the class names are in the page as props. So the browser needs no Chakra to hydrate an island.
 */
export function IslandClasses<K extends string>({
  styles,
  children,
}: {
  styles: IslandStyles<K>;
  children: (classes: Record<K, string>) => ReactNode;
}) {
  const system = useChakraContext();
  const recipe: RecipeStyles = (key, variants) => {
    if (!system.isRecipe(key)) throw new Error(`the site's Chakra system has no "${key}" recipe`);
    return system.getRecipeFn(key)(variants ?? {}) as SystemStyleObject;
  };
  return (
    <ClassNames>
      {({ css }) => {
        const named = Object.entries(styles(recipe)) as [K, SystemStyleObject | SystemStyleObject[]][];
        const classes = Object.fromEntries(
          named.map(([name, style]) => [name, css(system.css(...[style].flat()))]),
        ) as Record<K, string>;
        return children(classes);
      }}
    </ClassNames>
  );
}
