import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { classify } from "../../engine/configFiles.ts";

const shape = /^(?:site|(?:pages|not-found|sections)(?:\/[a-z0-9][a-z0-9-]*)+)\.json$/;

/**
 * The absolute path of a config file named by the browser, or an error message. Only names of config files
 * (site.json, pages/…, not-found/…, sections/…) are accepted; the file, or its nearest existing folder, must
 * really lie inside the config folder once symbolic links are followed.
 */
export function resolveConfigPath(
  configDir: string,
  inside: unknown,
): { ok: true; absolute: string } | { ok: false; error: string } {
  if (
    typeof inside !== "string" ||
    inside.length > 300 ||
    !shape.test(inside) ||
    classify(inside).kind === "unexpected"
  ) {
    return { ok: false, error: `refused: ${JSON.stringify(inside)} is not the name of a config file in the folder` };
  }
  const root = realpathSync(configDir);
  const absolute = path.join(root, ...inside.split("/"));
  let existing = absolute;
  while (!existsSync(existing)) existing = path.dirname(existing);
  const real = realpathSync(existing);
  if (real !== root && !real.startsWith(root + path.sep)) {
    return { ok: false, error: `refused: ${inside} leads outside the config folder` };
  }
  return { ok: true, absolute };
}
