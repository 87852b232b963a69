import { listConfigFiles } from "../../../src/engine/configFiles";
import type { BuiltPage } from "./builtPages";

export interface ConfigIndex {
  /** The config a built page comes from (pages/<route>.json, or not-found/<section>.json for a 404 page). */
  pageConfig(page: BuiltPage): string | undefined;
  /** site.json: header, footer and banner come from it. */
  siteConfig: string | undefined;
}

/** Maps built pages back to their config files, through the same classification the validator uses. */
export function configIndex(configDir: string): ConfigIndex {
  const files = listConfigFiles(configDir);
  const pages = new Map<string, string>();
  const notFound = new Map<string, string>();
  let siteConfig: string | undefined;
  for (const f of files) {
    if (f.what.kind === "page") pages.set(f.what.route, f.display);
    else if (f.what.kind === "not-found") notFound.set(f.what.prefix, f.display);
    else if (f.what.kind === "site") siteConfig = f.display;
  }
  return {
    pageConfig: (page) => (page.notFoundPrefix ? notFound.get(page.notFoundPrefix) : pages.get(page.route)),
    siteConfig,
  };
}
