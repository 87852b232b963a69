import type { BandTone } from "../generated/config-types";

/**
 * The colours of a section band for each background tone (schemas/defs.schema.json → tone, bandTone):
 * its background, its text, and the quieter text under a heading. The one table every block with a
 * "tone" field uses.
 */
export const toneColors = {
  plain: { bg: undefined, color: "fg", muted: "fg.muted" },
  muted: { bg: "gray.50", color: "fg", muted: "fg.muted" },
  brand: { bg: "brand.950", color: "white", muted: "whiteAlpha.800" },
} as const satisfies Record<BandTone, { bg: string | undefined; color: string; muted: string }>;

/** Whether text on this tone stands on the dark band (buttons and badges switch to their light forms). */
export const onDarkBand = (tone: BandTone): boolean => tone === "brand";
