import type { SectionInputDeclaration } from "../../shared/api";

type Schema = Record<string, unknown>;

/**
 * The form schema of one use of a linked section: its "inputs" get a field for each input the section's file
 * declares, with the file's description and required ones marked, in the file's order. Inputs the file does not
 * declare stay editable as name and value (the validator says they are unknown), so nothing a use holds is hidden.
 * Without a file (an unknown "ref"), the schema is the block schema as it is.
 */
export function sectionUseSchema(
  schema: Schema,
  declared: Record<string, SectionInputDeclaration> | undefined,
): Schema {
  if (!declared) return schema;
  // the same object for the same schema and declaration: the form is not set up again on every render
  const known = made.get(schema)?.get(declared);
  if (known) return known;
  const result = withInputs(schema, declared);
  if (!made.has(schema)) made.set(schema, new WeakMap());
  made.get(schema)!.set(declared, result);
  return result;
}

const made = new WeakMap<Schema, WeakMap<object, Schema>>();

function withInputs(schema: Schema, declared: Record<string, SectionInputDeclaration>): Schema {
  const properties = schema.properties as Record<string, Schema> | undefined;
  const inputs = properties?.inputs;
  if (!inputs || Object.keys(declared).length === 0) return schema;
  const fields = Object.fromEntries(
    Object.entries(declared).map(([name, input]) => [
      name,
      {
        type: "string",
        title: name,
        ...(input.description ? { description: input.description } : {}),
      },
    ]),
  );
  const required = Object.entries(declared)
    .filter(([, input]) => input.required)
    .map(([name]) => name);
  return {
    ...schema,
    properties: {
      ...properties,
      inputs: {
        ...inputs,
        description:
          `${String(inputs.description ?? "")} This section asks for: ${Object.keys(declared).join(", ")}.`.trim(),
        properties: fields,
        ...(required.length ? { required } : {}),
      },
    },
  };
}
