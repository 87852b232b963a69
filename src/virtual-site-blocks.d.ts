/** A site's own block components, made by src/engine/siteBlocks/viteSiteBlocks.ts. */
declare module "virtual:site-blocks" {
  export const siteBlocks: Readonly<Record<string, { render: () => Promise<{ default: unknown }>; file: string }>>;
}
