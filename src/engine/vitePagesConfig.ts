import { statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { brokenReach, setAsideBrokenConfigs } from "./brokenConfigs.ts";
import { listConfigFiles } from "./configFiles.ts";
import { countProblems } from "./diagnostic.ts";
import { schemasDir, selectedConfigDir, shownPath, sitePublicDir, workingDir } from "./projectPaths.ts";
import { forgetSchemas, validateConfigDir } from "./validateConfigDir.ts";
import { diagnosticLines, warningLine } from "./diagnosticLines.ts";

/**
 * Dev server support for pages-config/: validates on every save, shows the CLI's FILE:LINE:COLUMN messages
 * in the terminal, and reloads the open pages (pages are pre-rendered HTML with islands, in dev as in the
 * build: a reload shows exactly what a build would). An address whose config is invalid then shows the
 * messages in the page and Vite's overlay (src/entry.server.tsx); other pages render with a small notice.
 * A config is read afresh by the next render, never a module of Vite's; the site's own code (blocks/<type>/) is, and
 * Vite loads it again for the next render like the builder's own (src/engine/siteBlocks/viteSiteBlocks.ts).
 */
export function pagesConfigPlugin(): Plugin {
  return {
    name: "pages-config",
    apply: "serve",
    configureServer(server) {
      const configs = selectedConfigDir();
      const schemas = schemasDir;
      server.watcher.add([configs, schemas]);
      let warned = "";
      const check = (reason: string, reload: boolean) => {
        let result: ReturnType<typeof validateConfigDir>;
        try {
          result = validateConfigDir(configs, schemas, workingDir(), { publicDir: sitePublicDir(configs) });
        } catch (error) {
          // the folder kept changing while it was read (validateConfigDir reads it again a few times): said, and
          // checked again at the next change; the dev server keeps running
          server.config.logger.error(
            `[pages-config] ${reason || "startup"}: the config folder could not be checked (${error instanceof Error ? error.message : String(error)}); it is checked again at the next change`,
            { timestamp: true },
          );
          return;
        }
        // a warning stops nothing: said at startup, then again only when the warnings change, not at every save
        const warnings = result.warnings.map(warningLine).join("\n");
        if (warnings && warnings !== warned)
          server.config.logger.warn(`[pages-config] ${countWarnings(result.warnings.length)}:\n${warnings}`, {
            timestamp: true,
          });
        warned = warnings;
        if (result.diagnostics.length === 0) {
          if (reason)
            server.config.logger.info(`[pages-config] ${reason}: ✔ ${result.fileCount} config files valid`, {
              timestamp: true,
            });
        } else {
          const lines = diagnosticLines(result.diagnostics);
          const partial = setAsideBrokenConfigs(result, listConfigFiles(configs));
          const reach = partial
            ? brokenReach(partial.broken)
            : "every page shows the error until it is fixed: the problem is in a file all pages use";
          server.config.logger.error(
            `[pages-config] ${countProblems(result.diagnostics)}:\n${lines.join("\n")}\n(${reach})`,
            {
              timestamp: true,
            },
          );
        }
        // Every open page is rendered anew: an address whose config is invalid shows its messages and the overlay
        // (src/render/configProblems.server.ts), the others their content; a fixed config clears the overlay.
        // Not at startup: Vite keeps a reload sent before any browser is connected and hands it to the first
        // page that connects, which would then load twice.
        if (reload) server.ws.send({ type: "full-reload", path: "*" });
      };
      const onChange = (event: "change" | "add" | "unlink") => (file: string) => {
        const inConfigs = file.startsWith(configs + path.sep);
        const inSchemas = file.startsWith(schemas + path.sep);
        // a collection's Markdown items are configs too (src/engine/content)
        const isConfig = file.endsWith(".json") || (inConfigs && file.endsWith(".md"));
        if (!isConfig || (!inConfigs && !inSchemas)) return;
        if (inSchemas) forgetSchemas();
        // pages are found per request (src/entry.server.tsx): an added or removed page needs no restart
        const what = event === "add" ? "added" : event === "unlink" ? "removed" : "changed";
        checkSettled(file, `${shownPath(file)} ${what}`, event === "unlink" ? 0 : 3);
      };
      // A save seen half-way (the file emptied, its text not yet written) is checked again once it is written:
      // a file that changed after it was last read for a check is checked again (once its writer is done).
      const lastRead = new Map<string, string>();
      const checkSettled = (file: string, reason: string, retries: number) => {
        lastRead.set(file, fileState(file));
        check(reason, true);
        if (retries === 0) return;
        setTimeout(() => {
          if (fileState(file) !== lastRead.get(file)) checkSettled(file, reason, retries - 1);
        }, 250);
      };
      server.watcher.on("change", onChange("change"));
      server.watcher.on("add", onChange("add"));
      server.watcher.on("unlink", onChange("unlink"));
      server.httpServer?.once("listening", () => check("startup", false));
    },
  };
}

const countWarnings = (n: number) => `${n} warning${n === 1 ? "" : "s"}`;

/** The file's size and time of writing (a change shows a save made meanwhile), or "gone". */
function fileState(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return "gone";
  }
}
