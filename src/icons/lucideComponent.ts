import * as lucide from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { lucideIconName } from "../engine/legacyIconNames";

const exported = lucide as unknown as Record<string, LucideIcon | undefined>;

/** "calendar-check" → "CalendarCheck", the way lucide-react names its exports. */
function pascalCase(name: string): string {
  return name.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The lucide-react component of an icon name of a config, or undefined when there is none. Looked up by its
 * "…Icon" export, which lucide-react has for every icon and alias and for nothing else.
 */
export function lucideComponent(name: string): LucideIcon | undefined {
  // looked up for every icon of every page: a page names a few of the same icons again and again
  if (found.has(name)) return found.get(name);
  const icon = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)
    ? exported[`${pascalCase(lucideIconName(name))}Icon`]
    : undefined;
  // the names a config may use are about 1,700; anything else (a name being typed in the editor) is not kept
  if (icon || found.size < 2_000) found.set(name, icon);
  return icon;
}
const found = new Map<string, LucideIcon | undefined>();
