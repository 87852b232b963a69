import type { FormPrefill } from "../../generated/config-types";

/** The text to put into the prefilled field for this page address, or undefined. Unlisted values are ignored. */
export function prefillValue(prefill: FormPrefill | undefined, search: string): string | undefined {
  if (!prefill) return undefined;
  const key = new URLSearchParams(search).get(prefill.param);
  if (key === null || !Object.hasOwn(prefill.values, key)) return undefined;
  return prefill.values[key];
}
