import type { BlockType } from "../generated/config-types";
import type { BlockDefinition, BlockRegistry } from "./blockDefinition";
import { browserNeeds } from "./browserNeeds";
import { siteBlockDefinitionOf, siteBlockTypes } from "./siteBlocks";

export { blockData, dataOf } from "../engine/blockData";

/**
 * Block type → renderer, and what the block needs in the browser. Static is the default: such a block
 * is rendered at build time and ships no JavaScript. Each renderer and script is its own chunk, so a page
 * downloads only the code of its own interactive blocks. What each block needs in the browser is declared in
 * browserNeeds.ts, which the browser's island loader reads without this module (so no renderer is bundled for
 * the browser).
 */
export const blockRegistry = {
  "addon-grid": { render: () => import("./addon-grid/AddonGrid") },
  article: { render: () => import("./article/Article") },
  "calendar-embed": {
    render: () => import("./calendar-embed/CalendarEmbed"),
    browser: browserNeeds["calendar-embed"],
  },
  "card-grid": { render: () => import("./card-grid/CardGrid") },
  "category-chips": { render: () => import("./category-chips/CategoryChips") },
  columns: { render: () => import("./columns/Columns") },
  cta: { render: () => import("./cta/Cta") },
  "document-groups": { render: () => import("./document-groups/DocumentGroups") },
  "feature-grid": { render: () => import("./feature-grid/FeatureGrid") },
  form: {
    render: () => import("./form/Form"),
    browser: browserNeeds.form,
  },
  gallery: { render: () => import("./gallery/Gallery") },
  group: { render: () => import("./group/Group") },
  hero: { render: () => import("./hero/Hero") },
  image: { render: () => import("./image/ImageBlock") },
  "integration-grid": {
    render: () => import("./integration-grid/IntegrationGrid"),
    browser: browserNeeds["integration-grid"],
    browserOnlyIf: { when: (block) => Boolean(block.searchable), description: 'with "searchable": true' },
  },
  faq: { render: () => import("./faq/Faq") },
  "legal-text": { render: () => import("./legal-text/LegalText") },
  locations: { render: () => import("./locations/Locations") },
  markdown: { render: () => import("./markdown/Markdown") },
  "logo-carousel": {
    render: () => import("./logo-carousel/LogoCarousel"),
    browser: browserNeeds["logo-carousel"],
  },
  "not-found": {
    render: () => import("./not-found/NotFound"),
    browser: browserNeeds["not-found"],
    browserOnlyIf: {
      when: (block) => block.logAttemptedPath !== false,
      description: 'unless "logAttemptedPath": false',
    },
  },
  "plan-grid": { render: () => import("./plan-grid/PlanGrid") },
  "press-list": { render: () => import("./press-list/PressList") },
  section: { render: () => import("./section/LinkedSection") },
  stats: {
    render: () => import("./stats/Stats"),
    browser: browserNeeds.stats,
  },
  steps: { render: () => import("./steps/Steps") },
  team: { render: () => import("./team/Team") },
  testimonials: { render: () => import("./testimonials/Testimonials") },
  video: {
    render: () => import("./video/Video"),
    browser: browserNeeds.video,
  },
} satisfies BlockRegistry;

/** A block type's definition: the builder's own, else the site's own (blocks/<type>/, ./siteBlocks.ts). */
export function definitionOf(type: string): BlockDefinition<BlockType> | undefined {
  // Each entry is a BlockDefinition<K> for its own K; looked up by a runtime string, any K will do.
  return Object.hasOwn(blockRegistry, type)
    ? (blockRegistry[type as BlockType] as BlockDefinition<BlockType>)
    : siteBlockDefinitionOf(type);
}

/** Every block type a page of the selected site may use: built-in ∪ site blocks. */
export function allBlockTypes(): string[] {
  return [...Object.keys(blockRegistry), ...siteBlockTypes()];
}
