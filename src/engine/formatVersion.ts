import type { SiteConfig } from "../generated/config-types.ts";
import type { Problem } from "./diagnostic.ts";
import { isRecord } from "./isRecord.ts";

/**
 * The version of the config format this code reads. It goes up with each change that would make older
 * configs invalid; `npm run migrate` (scripts/lib/migrations) rewrites older configs to it. site.json says
 * which version a config folder is written in ("formatVersion"); a folder without it is version 1.
 */
// typed by site.schema.json's "formatVersion" const (through the generated types): the two cannot drift apart
export const currentFormatVersion: SiteConfig["formatVersion"] = 5;

/** The format version site.json declares: 1 when it says none, undefined when it is not a number. */
export function declaredFormatVersion(site: unknown): number | undefined {
  if (!isRecord(site)) return undefined;
  if (!Object.hasOwn(site, "formatVersion")) return 1;
  return typeof site.formatVersion === "number" ? site.formatVersion : undefined;
}

/** Plain words for a config folder in another format version than this code reads, or undefined. */
export function formatVersionProblem(version: number | undefined, migrateCommand: string): Problem | undefined {
  if (version === undefined || version === currentFormatVersion) return undefined;
  if (version < currentFormatVersion) {
    return {
      code: "old-format-version",
      message: `(file) these configs are written in an older format (version ${version}), and this site builder reads version ${currentFormatVersion}.`,
      hint: `Run "${migrateCommand}" to update them: it changes only what the new format needs, so the git diff shows exactly that.`,
    };
  }
  return {
    code: "newer-format-version",
    message: `(file) these configs are written in format version ${version}, which is newer than this site builder reads (version ${currentFormatVersion}).`,
    hint: "Update the project (git pull, then npm install) before editing them.",
  };
}
