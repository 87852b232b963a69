import path from "node:path";

/** The config folder in use: PAGES_CONFIG_DIR (the bench and tests build other sites this way) or pages-config/. */
export function configDirFromEnv(): string {
  return path.resolve(process.env.PAGES_CONFIG_DIR ?? "pages-config");
}
