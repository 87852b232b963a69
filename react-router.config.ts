import type { Config } from "@react-router/dev/config";
import { listConfigFiles } from "./src/engine/configFiles.ts";
import { configDirFromEnv } from "./src/engine/configLocation.ts";
import { notFoundPrerenderPath } from "./src/engine/routePaths.ts";

export default {
  appDirectory: "src",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // One HTML file per page config, plus one not-found page per not-found config.
  async prerender() {
    return listConfigFiles(configDirFromEnv()).flatMap((file) => {
      if (file.what.kind === "page") return [file.what.route];
      if (file.what.kind === "not-found") return [notFoundPrerenderPath(file.what.prefix)];
      return [];
    });
  },
} satisfies Config;
