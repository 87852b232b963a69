import type { BlockType } from "../generated/config-types.ts";
import type { BuilderWordKey } from "./i18n/builderWords.ts";

/**
 * What a block type receives beyond its own fields: the site's facts, and the builder's words it writes
 * (src/engine/i18n/builderWords.ts), in the page's language. A list a block shows is one of its own fields,
 * which a page may take from a site collection (src/engine/content/collectionLists.ts).
 */
export interface BlockData {
  site?: true;
  words?: readonly BuilderWordKey[];
}

/**
 * What a block type receives beyond its own fields, attached by the resolve step (src/engine/resolve): site
 * facts as `site`, the builder's words in the page's language (with the site's "words" on top) as `words`. Configs never
 * name them. The renderers' prop types are derived from it. A module apart from the renderers' registry
 * (src/blocks/registry.ts), in the engine, so that the validator, which Vite's config loads, pulls in no renderer.
 */
export const blockData = {
  article: { site: true, words: ["keyTakeaways", "minRead"] },
  "calendar-embed": { words: ["openSchedulingPage", "loadingCalendar", "calendarNotLoaded"] },
  "card-grid": { words: ["tags", "minRead"] },
  form: {
    site: true,
    words: [
      "moreInformation",
      "honeypotLabel",
      // the empty first option of a choice without a placeholder
      "chooseOption",
      "closeMessage",
      // the checks' own messages (src/blocks/form/buildZodSchema.ts)
      "fieldRequired",
      "fieldTooShort",
      "fieldTooLong",
      "invalidEmail",
      "invalidNumber",
      "invalidDate",
      "invalidChoice",
      "outOfRange",
    ],
  },
  "integration-grid": { words: ["searchIntegrations", "searchPlaceholder", "noIntegrationsFound"] },
  "legal-text": { site: true, words: ["lastUpdated", "summary", "onThisPage"] },
  locations: { site: true, words: ["openingHours", "closed", "specialDays", "showOnMap", "mapOf"] },
  "logo-carousel": { words: ["previousLogo", "nextLogo"] },
  markdown: { words: ["onThisPage"] },
} as const satisfies { readonly [K in BlockType]?: BlockData };

/** The data a block type receives beyond its own fields (see blockData), or undefined. */
export function dataOf(type: string): BlockData | undefined {
  return Object.hasOwn(blockData, type) ? blockData[type as keyof typeof blockData] : undefined;
}
