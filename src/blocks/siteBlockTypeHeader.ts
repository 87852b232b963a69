/**
 * The header of a page's answer that failed in a site block's component: the block's type. src/entry.server.tsx
 * answers such a page with the failure's message as text; the build's render thread passes the type on beside it
 * (scripts/lib/build/pageFailure.ts), so the build need not read it back from the words.
 */
export const siteBlockTypeHeader = "X-Site-Block-Type";
