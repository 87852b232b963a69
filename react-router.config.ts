import type { Config } from "@react-router/dev/config";
import { selectedConfigDir } from "./src/engine/projectPaths.ts";
import { prerenderPaths } from "./src/engine/routePaths.ts";
import { devServerRoutes } from "./src/routes.ts";

export default {
  appDirectory: "src",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // Opted into React Router v8's behaviour now (and so no "Future Flag Warning" lines): the site has no loaders,
  // actions or middleware, and ships none of React Router's client code, so none of these changes what it builds.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  prerender: {
    // One HTML file per page config, plus one not-found page per not-found config. In the dev server also the
    // dev-only routes (the block gallery): with ssr: false, React Router renders only these addresses' routes.
    async paths() {
      return [...prerenderPaths(selectedConfigDir()), ...devServerRoutes.map((r) => r.path)];
    },
    // `npm run build` renders in worker threads (src/render/prerenderWorkers.server.ts): two requests per worker
    // keep each one busy while the main thread writes the previous page
    concurrency: 2 * (Number(process.env.PRERENDER_WORKERS) || 0) || 1,
  },
} satisfies Config;
