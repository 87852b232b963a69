import type { Config } from "@react-router/dev/config";
import { selectedConfigDir } from "./src/engine/projectPaths.ts";
import { prerenderPaths } from "./src/engine/routePaths.ts";
import { devServerRoutes } from "./src/routes.ts";

/**
 * `npm run build` asks React Router for its server bundle only (SERVER_BUNDLE=1): scripts/build.ts renders the
 * pages with it itself, on every core, reusing what an earlier build rendered (scripts/lib/build/). With
 * `ssr: true` React Router keeps that bundle instead of deleting it, and pre-renders nothing. The dev server
 * (`ssr: false`, every page listed for pre-rendering) renders only the site's addresses and its own routes.
 */
const serverBundleOnly = process.env.SERVER_BUNDLE === "1";

export default {
  appDirectory: "src",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: serverBundleOnly,
  // Opted into React Router v8's behaviour now (and so no "Future Flag Warning" lines): the site has no loaders,
  // actions or middleware, and ships none of React Router's client code, so none of these changes what it builds.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  prerender: serverBundleOnly
    ? false
    : {
        // One HTML file per page config, plus one not-found page per not-found config, and the dev-only routes
        // (the block gallery): with ssr: false, React Router renders only these addresses' routes.
        async paths() {
          return [...prerenderPaths(selectedConfigDir()), ...devServerRoutes.map((r) => r.path)];
        },
      },
} satisfies Config;
