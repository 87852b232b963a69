/**
 * The modules a site's own block shares with the builder's code in a build: one React, one Chakra (the site's
 * theme, its styles registered with the page's), one `config-page-builder/blocks` (the page's language for
 * usePageFormats). A build compiles a site's blocks apart from the builder's code (scripts/lib/build/siteBlockBundle.ts):
 * their imports of these names read the builder's modules from a table the render thread fills first
 * (./siteBlockModules.ts). Any other package is compiled into the site's bundle.
 */
export const sharedModuleNames = [
  "react",
  "react/jsx-runtime",
  "react-dom",
  "@chakra-ui/react",
  "@emotion/react",
  "config-page-builder/blocks",
] as const;

export type SharedModuleName = (typeof sharedModuleNames)[number];

/** Where the render thread puts the table (a global symbol: the builder's bundle and the site's are two modules). */
export const sharedModulesKey = "config-page-builder.shared-modules";
