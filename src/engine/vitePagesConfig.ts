import path from "node:path";
import type { Plugin } from "vite";
import { formatDiagnostic } from "./diagnostic.ts";
import { configDirFromEnv } from "./configLocation.ts";
import { schemasDir } from "./configStore.server.ts";
import { forgetSchemas, validateConfigDir } from "./validateConfigDir.ts";

/**
 * Dev server support for pages-config/: validates on every save, shows the CLI's FILE:LINE:COLUMN messages
 * in the terminal and the browser overlay, and reloads the open page once the configs are valid again
 * (pages are pre-rendered HTML with islands, in dev as in the build: a reload shows exactly what a build would).
 */
export function pagesConfigPlugin(): Plugin {
  return {
    name: "pages-config",
    apply: "serve",
    configureServer(server) {
      const configs = configDirFromEnv();
      const schemas = schemasDir();
      server.watcher.add([configs, schemas]);
      const check = (reason: string, reload: boolean) => {
        const result = validateConfigDir(configs, schemas);
        if (result.diagnostics.length === 0) {
          server.config.logger.info(`[pages-config] ${reason}: ✔ ${result.fileCount} config files valid`, { timestamp: true });
          // Not at startup: Vite keeps a reload sent before any browser is connected and hands it to the first
          // page that connects, which would then load twice.
          if (reload) server.ws.send({ type: "full-reload", path: "*" });
          return;
        }
        const lines = result.diagnostics.map(formatDiagnostic);
        server.config.logger.error(`[pages-config] ${lines.length} problem(s):\n${lines.join("\n")}`, { timestamp: true });
        const first = result.diagnostics[0];
        server.ws.send({
          type: "error",
          err: {
            message: lines.join("\n"),
            stack: "",
            plugin: "pages-config",
            id: path.resolve(first.file),
            loc: { file: path.resolve(first.file), line: first.line, column: first.column },
          },
        });
      };
      const onChange = (event: "change" | "add" | "unlink") => (file: string) => {
        const inConfigs = file.startsWith(configs + path.sep);
        const inSchemas = file.startsWith(schemas + path.sep);
        if (!file.endsWith(".json") || (!inConfigs && !inSchemas)) return;
        if (inSchemas) forgetSchemas();
        // pages are found per request (src/entry.server.tsx): an added or removed page needs no restart
        const what = event === "add" ? "added" : event === "unlink" ? "removed" : "changed";
        check(`${path.relative(process.cwd(), file)} ${what}`, true);
      };
      server.watcher.on("change", onChange("change"));
      server.watcher.on("add", onChange("add"));
      server.watcher.on("unlink", onChange("unlink"));
      server.httpServer?.once("listening", () => check("startup", false));
    },
    // Config JSON is read by loaders, never bundled: keep Vite from treating a save as a module update.
    handleHotUpdate({ file }) {
      if (file.startsWith(configDirFromEnv() + path.sep)) return [];
    },
  };
}
