/**
 * The island loader's address as the page names it. The dev server serves the source file itself; the
 * build bundles it and rewrites this address to the bundled file (scripts/lib/islandsBuild.ts).
 */
export const islandLoaderSrc = "/src/islands/client.ts";
