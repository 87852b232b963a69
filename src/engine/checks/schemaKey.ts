import { existsSync } from "node:fs";
import path from "node:path";
import { allBlocks } from "../blocks/walkBlocks.ts";
import { type ConfigFile, schemaRef } from "../configFiles.ts";
import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import { isSiteRepository, siteSchemasRef } from "../projectPaths.ts";

/** Where `types --dir` writes a site's own schemas, which know its blocks (scripts/lib/siteBlockSchemas.ts). */
const siteSchemas = "blocks/.schemas";

/**
 * A config file's "$schema": the one its place calls for, so that the person's editor uses the right schema.
 * `schemasRef`: where the site's "$schema" lines point (siteSchemasRef of its folder, found once by a validation run).
 * A site with blocks of its own may name the schema `types --dir` wrote for it instead (blocks/.schemas/), which
 * knows them too; a file that shows one of `siteBlockTypes` while naming the builder's is warned: VS Code marks the
 * block as unknown there.
 */
export function checkSchemaKey(
  data: unknown,
  file: ConfigFile,
  schema: string,
  schemasRef = siteSchemasRef(file.absolute.slice(0, file.absolute.length - file.inside.length)),
  siteBlockTypes: ReadonlySet<string> = new Set(),
): Issue[] {
  const configDir = file.absolute.slice(0, file.absolute.length - file.inside.length);
  const builders = schemaRef(file.inside, schema, schemasRef);
  // a file that is not a group of fields at all gets one message, from the schema check
  if (!isRecord(data)) return [];
  const actual = data.$schema;
  const siteOwn = schemaRef(file.inside, schema, siteSchemas);
  const siteOwnWritten = existsSync(path.join(configDir, siteSchemas, schema));
  if (actual === siteOwn && siteOwnWritten) return [];
  const siteBlock =
    siteBlockTypes.size > 0 && Array.isArray(data.blocks)
      ? allBlocks(data.blocks).find((v) => typeof v.block.type === "string" && siteBlockTypes.has(v.block.type))
      : undefined;
  // the line to write: the site's own schema where the file shows a site block and the site has it
  const expected = siteBlock && siteOwnWritten ? siteOwn : builders;
  if (actual === builders && siteBlock) {
    const what = schema.replace(".schema.json", "");
    // in the builder's repository, a site folder's types are written from the repository's root
    const types = isSiteRepository(configDir)
      ? "npx config-page-builder types"
      : "npm run types -- --dir <site folder>";
    return [
      {
        code: "builder-schema-with-site-block",
        warning: true,
        pointer: "/$schema",
        at: "value",
        message: `$schema: the builder's ${what} schema does not know the site's own blocks, so VS Code marks "${String(siteBlock.block.type)}" (${siteBlock.path}) as an unknown block type.`,
        hint: siteOwnWritten
          ? `Write "$schema": "${siteOwn}", the ${what} schema \`${types}\` writes for this site.`
          : `Run \`${types}\`, which writes the site's own schemas into ${siteSchemas}/, then write "$schema": "${siteOwn}".`,
      },
    ];
  }
  if (actual === expected) return [];
  if (actual === undefined) {
    return [
      {
        code: "missing-schema-key",
        pointer: "",
        at: "value",
        message: '(top level): missing "$schema".',
        hint: `Start the file with "$schema": "${expected}" so your editor can autocomplete and explain fields.`,
      },
    ];
  }
  // a line pointing at no file at all, where the right one leads to the schema (a site moved out of the builder's
  // repository into one of its own): said so, with the line to write
  const leadsTo = (ref: string) => existsSync(path.resolve(path.dirname(file.absolute), ref));
  const missing =
    typeof actual === "string" && !/^[a-z][a-z0-9+.-]*:/i.test(actual) && !leadsTo(actual) && leadsTo(expected);
  return [
    {
      code: "wrong-schema-key",
      pointer: "/$schema",
      at: "value",
      message: missing
        ? `$schema: "${actual}" points at a file that does not exist, so your editor checks nothing here. Write "$schema": "${expected}".`
        : `$schema: should be "${expected}" for a file in this place, so your editor uses the right schema.`,
    },
  ];
}
