import type { FormFieldFromAddress } from "../../generated/config-types";

/**
 * The value a field takes from the page address: a parameter ("?clinic=riverside") or a part of the path
 * ("/book/riverside", part 2). Undefined when the address has none.
 */
export function addressValue(from: FormFieldFromAddress, pathname: string, search: string): string | undefined {
  if (from.param !== undefined) return new URLSearchParams(search).get(from.param)?.trim() || undefined;
  if (from.pathSegment !== undefined) {
    const segment = pathname.split("/").filter(Boolean)[from.pathSegment - 1];
    if (!segment) return undefined;
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  }
  return undefined;
}
