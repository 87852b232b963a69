import { listConfigFiles } from "./configFiles.ts";

/** Every page route of a config folder, sorted: "/", "/about", … (one per file in pages/). */
export function pageRoutes(configDir: string): string[] {
  return listConfigFiles(configDir)
    .flatMap((file) => (file.what.kind === "page" ? [file.what.route] : []))
    .sort();
}

/** Every address React Router pre-renders: each page, and each section's not-found page ("/404", "/integrations/404"). */
export function prerenderPaths(configDir: string): string[] {
  return listConfigFiles(configDir).flatMap((file) => {
    if (file.what.kind === "page") return [file.what.route];
    if (file.what.kind === "not-found") return [notFoundPrerenderPath(file.what.prefix)];
    return [];
  });
}

/** Where the not-found page of a section is pre-rendered: "/" → "/404", "/integrations/" → "/integrations/404". */
export function notFoundPrerenderPath(prefix: string): string {
  return `${prefix}404`;
}
