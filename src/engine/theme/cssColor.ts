import { namedColors } from "./namedColors.ts";

/** The forms `cssColorToHex` reads, in words for messages. */
export const cssColorForms = 'a hex colour ("#7c3aed" or "#73e") or a CSS colour name ("teal", "rebeccapurple")';

/**
 * A colour as a person types it, hex (#rgb or #rrggbb) or a CSS colour name, as lower-case #rrggbb; undefined for
 * anything else.
 */
export function cssColorToHex(text: string): string | undefined {
  const value = text.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join("")}`;
  return Object.hasOwn(namedColors, value) ? namedColors[value] : undefined;
}
