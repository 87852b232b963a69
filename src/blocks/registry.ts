import type { BlockType } from "../generated/config-types";
import type { BlockDefinition, BlockRegistry } from "./blockDefinition";

export { blockData, dataOf } from "../engine/blockData";

/**
 * Block type → renderer, and what the block needs in the browser. Static is the default: such a block
 * is rendered at build time and ships no JavaScript. Each renderer and script is its own chunk, so a page
 * downloads only the code of its own interactive blocks. This module imports no React: the browser's
 * island loader reads it to find the code of the blocks on the page.
 */
export const blockRegistry = {
  "addon-grid": { render: () => import("./addon-grid/AddonGrid") },
  article: { render: () => import("./article/Article") },
  "calendar-embed": {
    render: () => import("./calendar-embed/CalendarEmbed"),
    browser: { script: "visible", module: () => import("./calendar-embed/calendar.script") },
  },
  "card-grid": { render: () => import("./card-grid/CardGrid") },
  "category-chips": { render: () => import("./category-chips/CategoryChips") },
  cta: { render: () => import("./cta/Cta") },
  "document-groups": { render: () => import("./document-groups/DocumentGroups") },
  "feature-grid": { render: () => import("./feature-grid/FeatureGrid") },
  form: {
    render: () => import("./form/Form"),
    browser: {
      island: "interaction",
      hydrate: () => import("./form/FormCard"),
      prepare: () => import("./form/prepareForm.script"),
    },
  },
  hero: { render: () => import("./hero/Hero") },
  "integration-grid": {
    render: () => import("./integration-grid/IntegrationGrid"),
    browser: { script: "load", module: () => import("./integration-grid/search.script") },
    browserOnlyIf: { when: (block) => Boolean(block.searchable), description: 'with "searchable": true' },
  },
  "legal-text": { render: () => import("./legal-text/LegalText") },
  "logo-carousel": {
    render: () => import("./logo-carousel/LogoCarousel"),
    browser: { script: "load", module: () => import("./logo-carousel/carousel.script") },
  },
  "not-found": {
    render: () => import("./not-found/NotFound"),
    browser: { script: "load", module: () => import("./not-found/logPath.script") },
    browserOnlyIf: {
      when: (block) => block.logAttemptedPath !== false,
      description: 'unless "logAttemptedPath": false',
    },
  },
  "plan-grid": { render: () => import("./plan-grid/PlanGrid") },
  "press-list": { render: () => import("./press-list/PressList") },
  stats: {
    render: () => import("./stats/Stats"),
    browser: { script: "visible", module: () => import("./stats/countUp.script") },
  },
  steps: { render: () => import("./steps/Steps") },
  team: { render: () => import("./team/Team") },
  testimonials: { render: () => import("./testimonials/Testimonials") },
  video: {
    render: () => import("./video/Video"),
    browser: { script: "load", module: () => import("./video/video.script") },
  },
} satisfies BlockRegistry;

export function definitionOf(type: string): BlockDefinition<BlockType> | undefined {
  // Each entry is a BlockDefinition<K> for its own K; looked up by a runtime string, any K will do.
  return Object.hasOwn(blockRegistry, type)
    ? (blockRegistry[type as BlockType] as BlockDefinition<BlockType>)
    : undefined;
}
