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
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) return undefined;
  return exported[`${pascalCase(lucideIconName(name))}Icon`];
}
