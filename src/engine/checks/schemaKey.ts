import { existsSync } from "node:fs";
import path from "node:path";
import { type ConfigFile, schemaRef } from "../configFiles.ts";
import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import { siteSchemasRef } from "../projectPaths.ts";

/**
 * A config file's "$schema": the one its place calls for, so that the person's editor uses the right schema.
 * `schemasRef`: where the site's "$schema" lines point (siteSchemasRef of its folder, found once by a validation run).
 */
export function checkSchemaKey(
  data: unknown,
  file: ConfigFile,
  schema: string,
  schemasRef = siteSchemasRef(file.absolute.slice(0, file.absolute.length - file.inside.length)),
): Issue[] {
  const configDir = file.absolute.slice(0, file.absolute.length - file.inside.length);
  const expected = schemaRef(file.inside, schema, schemasRef);
  // a file that is not a group of fields at all gets one message, from the schema check
  if (!isRecord(data)) return [];
  const actual = data.$schema;
  if (actual === expected) return [];
  // a site with blocks of its own may name the page schema `types --dir` wrote for it, which knows them too
  const siteOwn = schema === "page.schema.json" ? schemaRef(file.inside, schema, "blocks/.schemas") : undefined;
  if (actual === siteOwn && existsSync(path.join(configDir, "blocks/.schemas", schema))) return [];
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
