/**
 * A site block whose component is TypeScript reads its props from blocks/<type>/<type>.d.ts, which `types` writes
 * from the schema. When the schema changed since (or `types` never ran), the component's type check reads the old
 * fields and nothing else says so: this warns, at the schema, with the command to run. It compares the first line
 * of the .d.ts with the schema's fingerprint (./siteBlockTypesHeader.ts) and compiles nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../diagnostic.ts";
import { locate, parseConfigText, type Position } from "../jsonWithPositions.ts";
import { packageName, runsInstalled, shownPath } from "../projectPaths.ts";
import type { SiteBlock } from "./readSiteBlocks.ts";
import { notedFingerprint, schemaFingerprint, typesFileOf } from "./siteBlockTypesHeader.ts";

/** The warning for a block whose props type is missing or older than its schema; undefined when it is current. */
export function staleSiteBlockTypes(block: SiteBlock, configDir: string, cwd: string): Diagnostic | undefined {
  // a component in JavaScript reads no props type
  if (!/\.tsx?$/.test(block.componentFile)) return undefined;
  const file = typesFileOf(block.schemaFile, block.type);
  const shown = shownPath(file, cwd);
  const why = staleness(file, block.schema);
  if (!why) return undefined;
  const site = shownPath(path.resolve(configDir), cwd) || ".";
  const command = runsInstalled ? `npx ${packageName} types` : `npm run types -- --dir ${site}`;
  return {
    file: block.schemaDisplay,
    ...propertiesKey(block.schemaFile),
    code: "site-block-types-stale",
    message: `${shown} ${why}.`,
    hint: `Run ${command} (then commit both files).`,
    pointer: "/properties",
  };
}

/** Why the props type in `file` does not fit `schema`, in words following its name; undefined when it does. */
function staleness(file: string, schema: unknown): string | undefined {
  if (!existsSync(file))
    return "is missing (the block's props type, written from this schema), so the component's type check does not know its fields";
  const noted = notedFingerprint(readFileSync(file, "utf8"));
  if (noted === undefined)
    return `was written by an earlier ${packageName}, which did not note the schema it came from, so the component's type check may read old fields`;
  if (noted !== schemaFingerprint(schema))
    return "was written from an earlier version of this schema, so the component's type check reads the old fields";
  return undefined;
}

/** Where the schema's "properties" key is (line 1, column 1 when it cannot be found). */
function propertiesKey(schemaFile: string): Position {
  const parsed = parseConfigText(readFileSync(schemaFile, "utf8"));
  const at = parsed.ok ? locate(parsed.ast(), "/properties") : undefined;
  const { line, column } = at?.key ?? { line: 1, column: 1 };
  return { line, column };
}
