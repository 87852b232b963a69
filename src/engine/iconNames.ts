import { createRequire } from "node:module";
import { legacyIconNames } from "./legacyIconNames.ts";

let known: ReadonlySet<string> | undefined;

/**
 * Every icon name a config may use: Lucide's own list (read from the installed lucide-react, aliases included,
 * so a Lucide update brings its new icons) and the builder's older names. Node only: the list is large, and read
 * on first use (a build that checks no icon field does not load it).
 */
export function knownIconNames(): ReadonlySet<string> {
  if (!known) {
    const { iconNames } = createRequire(import.meta.url)("lucide-react/dynamic") as { iconNames: string[] };
    known = new Set([...iconNames, ...Object.keys(legacyIconNames)]);
  }
  return known;
}

/** The known names in alphabetical order (for suggestions). */
export function sortedIconNames(): string[] {
  return [...knownIconNames()].sort();
}
