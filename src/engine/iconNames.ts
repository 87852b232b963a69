import { iconNames as lucideIconNames } from "lucide-react/dynamic";
import { legacyIconNames } from "./legacyIconNames.ts";

/**
 * Every icon name a config may use: Lucide's own list (read from the installed lucide-react, aliases included,
 * so a Lucide update brings its new icons) and the builder's older names. Node only: the list is large.
 */
export const knownIconNames: ReadonlySet<string> = new Set([...lucideIconNames, ...Object.keys(legacyIconNames)]);

/** The known names in alphabetical order (for suggestions). */
export function sortedIconNames(): string[] {
  return [...knownIconNames].sort();
}
