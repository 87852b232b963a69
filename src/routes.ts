import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { listConfigFiles } from "./engine/configFiles.ts";
import { configDirFromEnv } from "./engine/configLocation.ts";
import { notFoundRoutePath, routePathOf } from "./engine/routePaths.ts";

// One route per page config, all served by one route module; one catch-all per not-found config.
const files = listConfigFiles(configDirFromEnv());
const seen = new Set<string>();

export default [
  ...files.flatMap((file) => {
    if (file.what.kind !== "page" || seen.has(file.what.route)) return [];
    seen.add(file.what.route);
    const id = `page:${file.what.route}`;
    return file.what.route === "/" ? [index("routes/page.tsx", { id })] : [route(routePathOf(file.what.route), "routes/page.tsx", { id })];
  }),
  ...files
    .filter((file) => file.what.kind === "not-found")
    .map((file) => {
      const prefix = (file.what as { prefix: string }).prefix;
      return route(notFoundRoutePath(prefix), "routes/not-found.tsx", { id: `not-found:${prefix}` });
    })
    // the most specific section first; "*" last
    .sort((a, b) => b.path!.length - a.path!.length),
] satisfies RouteConfig;
