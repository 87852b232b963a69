import type { BlockType } from "../generated/config-types";
import type { BrowserNeeds } from "./blockDefinition";

/**
 * What each interactive block needs in the browser: a plain script, or an island hydrated with React, and when
 * it wakes. The registry (registry.ts) takes these entries as its blocks' `browser`; the browser's island
 * loader (src/islands/client.ts) reads only this map, so no renderer reaches the browser's bundle.
 */
export const browserNeeds = {
  "calendar-embed": { script: "visible", module: () => import("./calendar-embed/calendar.script") },
  form: {
    island: "interaction",
    hydrate: () => import("./form/FormCard"),
    prepare: () => import("./form/prepareForm.script"),
  },
  "integration-grid": { script: "load", module: () => import("./integration-grid/search.script") },
  "logo-carousel": { script: "load", module: () => import("./logo-carousel/carousel.script") },
  "not-found": { script: "load", module: () => import("./not-found/logPath.script") },
  stats: { script: "visible", module: () => import("./stats/countUp.script") },
  video: { script: "load", module: () => import("./video/video.script") },
} as const satisfies { readonly [K in BlockType]?: BrowserNeeds };

/** The browser needs of a block type named at run time, or undefined for a static block. */
export function browserNeedsOf(type: string): BrowserNeeds | undefined {
  return Object.hasOwn(browserNeeds, type) ? browserNeeds[type as keyof typeof browserNeeds] : undefined;
}
