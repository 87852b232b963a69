/** A site's own block components, made by src/engine/siteBlocks/viteSiteBlocks.ts. */
declare module "virtual:site-blocks" {
  export const siteBlocks: Readonly<
    Record<string, { render: () => Promise<{ default: unknown }>; file: string; browser?: SiteBlockBrowserNeeds }>
  >;
  type SiteBlockBrowserNeeds = import("./blocks/blockDefinition").BrowserNeeds;
}

/** What each block type needs in the browser: the builder's blocks' and the site's blocks' scripts. */
declare module "virtual:browser-needs" {
  export const browserNeedsOf: typeof import("./blocks/browserNeeds").browserNeedsOf;
}

/** Chakra's root entry but its default system, for a site's blocks (src/engine/siteBlocks/viteSiteBlocks.ts). */
declare module "virtual:chakra-for-site-blocks" {
  export * from "@chakra-ui/react";
}
