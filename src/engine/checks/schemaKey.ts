import { type ConfigFile, schemaRef } from "../configFiles.ts";
import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";

/** A config file's "$schema": the one its place calls for, so that the person's editor uses the right schema. */
export function checkSchemaKey(data: unknown, file: ConfigFile, schema: string): Issue[] {
  const expected = schemaRef(file.inside, schema);
  // a file that is not a group of fields at all gets one message, from the schema check
  if (!isRecord(data)) return [];
  const actual = data.$schema;
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
  return [
    {
      code: "wrong-schema-key",
      pointer: "/$schema",
      at: "value",
      message: `$schema: should be "${expected}" for a file in this place, so your editor uses the right schema.`,
    },
  ];
}
