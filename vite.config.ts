import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { devPicturesPlugin } from "./scripts/lib/pictures/devPictures.ts";
import { dropUpstreamEnvFileWarnings, siteLogger } from "./scripts/lib/siteLogger.ts";
import path from "node:path";
import { repoRoot, runsInstalled, selectedConfigDir, sitePublicDir } from "./src/engine/projectPaths.ts";
import { devWatchIgnored } from "./src/engine/devWatchIgnored.ts";
import { pagesConfigPlugin } from "./src/engine/vitePagesConfig.ts";
import { siteBlocksPlugin } from "./src/engine/siteBlocks/viteSiteBlocks.ts";
import { arkRootImports } from "./src/theme/arkRootImports.ts";
import { chakraUnusedDefaultSystem } from "./src/theme/chakraDefaultSystemPlugin.ts";
import { chakraExactMemo } from "./src/theme/chakraMemoPlugin.ts";

// React Router 7's own deprecation warning, not this config's (see scripts/lib/siteLogger.ts)
dropUpstreamEnvFileWarnings();

export default defineConfig(({ command }) => ({
  // Only the lines a person needs: in a build (the bundling step of npm run build), warnings and errors
  customLogger: siteLogger(command, { verbose: process.env.BUILD_VERBOSE === "1" }),
  logLevel: command === "build" && process.env.BUILD_VERBOSE !== "1" ? "warn" : "info",
  // installed in a site repository, the builder writes nothing into its own folder: Vite's cache goes into the
  // site's .build-cache/ (scripts/dev.ts, scripts/lib/build/codeBundle.ts); in this repository, Vite's default
  cacheDir: process.env.BUILDER_CACHE_DIR || undefined,
  plugins: [
    pagesConfigPlugin(),
    siteBlocksPlugin(),
    devPicturesPlugin(),
    chakraExactMemo(),
    chakraUnusedDefaultSystem(),
    arkRootImports(),
    reactRouter(),
  ],
  // the selected site's files served as they are: its own DIR/public/, or the top-level public/ (projectPaths)
  publicDir: sitePublicDir(),
  build: {
    // React Router's bundles are a step of the build (scripts/build.ts keeps their HTML, not their JavaScript):
    // no gzip sizes to compute, and no note that React Router's pre-render is most of the bundler's time
    reportCompressedSize: false,
    // React Router's browser bundle is never shipped (only the islands' code is, scripts/lib/islandsBuild.ts): its
    // size is no one's concern, and the warning about it would be the build's only line
    chunkSizeWarningLimit: 100_000,
    rolldownOptions: { checks: { bundlerTimings: false } },
    // the code bundle is written into a folder made for it (scripts/lib/build/codeBundle.ts BUILD_DIR), in a site
    // repository outside this package's folder: emptied as Vite empties one inside, with no note that it is not
    ...(process.env.BUILD_DIR ? { emptyOutDir: true } : {}),
  },
  // The browser loads only the island loader and what it imports (in dev as in the build): optimise exactly that
  // up front, so the first page load does not stop to re-bundle dependencies.
  optimizeDeps: {
    entries: ["src/islands/client.ts"],
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom/client",
      "@chakra-ui/react",
      "@chakra-ui/react/theme",
      "@emotion/react",
      "@emotion/cache",
      "react-hook-form",
      "zod/mini",
      "fuse.js",
      "lucide-react",
    ],
  },
  // Chakra is processed by Vite, in the build as in the dev server:
  // - so that chakraExactMemo() applies to it: a page's HTML depends on that page alone, never on the pages
  //   rendered before it in the same process (src/theme/exactMemo.ts), and the dev server shows what the build makes;
  // - in the dev server, Vite resolves our own imports of @emotion/react (with its "development" and "module"
  //   conditions) to another file than Node does for Chakra's, which Vite would leave to Node. Two copies of
  //   emotion meant two caches: Chakra's styles and its global reset landed in <body> after the head's styles,
  //   and the reset, whose layer order came too late, overrode the components' own styles.
  //
  // The build's server bundle (SERVER_BUNDLE=1) holds every dependency too: a render thread then loads one file
  // instead of resolving and parsing the hundreds of modules of node_modules it imports.
  // (but Lucide's list of icon names, whose module holds an import() of every icon: bundled, each would be a file)
  ssr:
    process.env.SERVER_BUNDLE === "1"
      ? { noExternal: true, external: ["lucide-react/dynamic"] }
      : { noExternal: ["@chakra-ui/react"] },
  server: {
    host: "127.0.0.1",
    port: 5173,
    // installed in a site repository: the site's folder (its files, its .build-cache/) and the node_modules holding
    // the builder and its dependencies are served too, besides the builder's own folder
    // (in this repository, a site folder outside it too: its blocks' scripts are served to the browser)
    fs: {
      allow: runsInstalled ? [repoRoot, path.dirname(repoRoot), selectedConfigDir()] : [repoRoot, selectedConfigDir()],
    },
    // build output is not source: ignore it so builds never trigger reloads (nor the dev server's own pictures)
    watch: { ignored: [devWatchIgnored(repoRoot, selectedConfigDir())] },
  },
}));
