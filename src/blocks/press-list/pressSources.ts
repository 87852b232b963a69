import type { PressItem } from "../../generated/config-types";

export interface PressSource {
  source: string;
  logoSrc: string;
}

/**
 * Each publication that has a logo, once, in order of first appearance. A publication is named the
 * same way on all its items; an item without a logo does not hide the logo given on another item.
 */
export function distinctLogoSources(items: readonly Pick<PressItem, "source" | "logoSrc">[]): PressSource[] {
  const seen = new Map<string, PressSource>();
  for (const { source, logoSrc } of items) {
    const name = source.trim();
    if (logoSrc && !seen.has(name)) seen.set(name, { source: name, logoSrc });
  }
  return [...seen.values()];
}
