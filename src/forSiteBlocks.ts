/**
 * What a site's own block (blocks/<type>/<Name>.tsx, docs/site-blocks.md) may import from the builder, as
 * `config-page-builder/blocks`: the parts the builder's blocks are made of, so a site block looks like the site.
 * Anything else of the builder is its inside and may change in any version.
 */
export { Section, type SectionProps } from "./ui/Section";
export { LinkButton } from "./ui/LinkButton";
export { Picture, type PictureProps } from "./ui/Picture";
export { itemHeading, type ItemHeading } from "./ui/itemHeading";
export { onDarkBand, toneColors } from "./ui/tones";
export { ConfigIcon } from "./icons/ConfigIcon";
/** Numbers, prices, dates, times and lists written as the page's language writes them (Intl). */
export { usePageFormats, pageFormats, type PageFormats } from "./ui/pageFormats";
export type { BandTone, Image, Link } from "./generated/config-types";
/** A site block's browser script (blocks/<type>/<type>.script.ts): its default export and its `wakeUp`. */
export type { BlockScript, WakeUp } from "./blocks/blockDefinition";
/** A site block's island (blocks/<type>/<type>.island.tsx), placed by its component, styled with class names. */
export { Island } from "./islands/Island";
export { IslandClasses, type IslandStyles } from "./islands/IslandClasses";

/**
 * The props of a site block's component: the block as its page writes it (the type `types` writes from its
 * schema into the site's blocks/<type>/<type>.d.ts), with "type" and "anchor" set by the builder.
 */
export type SiteBlockProps<Block extends { type: string }> = Block;
