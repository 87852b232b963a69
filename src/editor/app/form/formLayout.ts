import type { RJSFSchema, UiSchema, ValidatorType } from "@rjsf/utils";
import { createSchemaUtils } from "@rjsf/utils";
import type { JsonSchema } from "../../shared/api";
import { isPlainObject, sameContent, type FieldPath } from "./fieldChanges";

/** The field that shows a value as JSON (registered under this name in the form's fields). */
export const JSON_FIELD = "JsonField";
const asJson = { "ui:field": JSON_FIELD };

/** Keywords the form library has no fields for: a part of the schema using one is edited as JSON. */
const UNREADABLE = ["allOf", "not", "if", "patternProperties", "dependentSchemas"];

export const defaultFormState = { emptyObjectFields: "skipDefaults", arrayMinItems: { populate: "never" } } as const;

const base: UiSchema = {
  type: { "ui:widget": "hidden" },
  $schema: { "ui:widget": "hidden" },
  "ui:submitButtonOptions": { norender: true },
  // the format version is the migration's to change (npm run migrate), never a person's
  formatVersion: { "ui:readonly": true, "ui:help": "Changed by npm run migrate only." },
  // an optional group (a link, an image) is added and removed as a whole
  "ui:globalOptions": { copyable: true, enableOptionalDataFieldForType: ["object"] },
};

/**
 * How the form shows `value`: the fields the schema describes, except where the form library could not hold the
 * value as it is (it would drop or change it when reading it in) or the schema uses a shape it has no fields for;
 * those parts are shown as JSON boxes, so nothing is hidden and nothing is lost.
 */
export function formLayout(schema: JsonSchema, value: unknown, validator: ValidatorType): UiSchema {
  const ui: UiSchema = structuredClone(base);
  for (const path of unreadableSchemaParts(schema)) mark(ui, path);
  const utils = createSchemaUtils(validator, schema as RJSFSchema, defaultFormState);
  const read = utils.getDefaultFormState(schema as RJSFSchema, value);
  for (const path of lostParts(value, read)) mark(ui, path);
  return ui;
}

/** Paths (in uiSchema words: property names, "items", "additionalProperties") of schema parts with no fields. */
export function unreadableSchemaParts(root: JsonSchema, start: unknown = root, seen = new Set<string>()): string[][] {
  const found: string[][] = [];
  const visit = (node: unknown, path: string[], refs: Set<string>): void => {
    if (!isPlainObject(node)) return;
    if (typeof node.$ref === "string") {
      if (refs.has(node.$ref)) return;
      const target = node.$ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((n, k) => (isPlainObject(n) ? n[decodeURIComponent(k)] : undefined), root);
      if (target === undefined) return void found.push(path);
      return visit({ ...(target as object), ...node, $ref: undefined }, path, new Set([...refs, node.$ref]));
    }
    if (UNREADABLE.some((k) => k in node) || Array.isArray(node.type) || isLoose(node)) return void found.push(path);
    if (isPlainObject(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) visit(child, [...path, name], refs);
    }
    if (isPlainObject(node.items)) visit(node.items, [...path, "items"], refs);
    if (isPlainObject(node.additionalProperties)) {
      visit(node.additionalProperties, [...path, "additionalProperties"], refs);
    }
    for (const key of ["oneOf", "anyOf"]) {
      // an option with no fields makes the whole choice a JSON box: the choice decides the fields
      const options = node[key];
      if (Array.isArray(options) && options.some((o) => unreadableSchemaParts(root, o, refs).length > 0)) {
        found.push(path);
      }
    }
  };
  visit(start, [], seen);
  return found;
}

/**
 * A part the schema leaves loose: an object naming no fields (and saying nothing of others), a list with no item
 * shape. The form library would show an empty heading or "Unsupported field schema"; it is a JSON box instead.
 */
function isLoose(node: Record<string, unknown>): boolean {
  // a choice of shapes (oneOf, anyOf) says the fields; "additionalProperties": true says entries of any name,
  // which the form library's add-an-entry fields show
  if (["oneOf", "anyOf", "$ref", "additionalProperties"].some((k) => k in node)) return false;
  if (node.type === "object") return !isPlainObject(node.properties);
  if (node.type === "array") return !isPlainObject(node.items) && !Array.isArray(node.items);
  return false;
}

/** Data paths where `read` (the value as the form library holds it) lost or changed a part of `value`. */
export function lostParts(value: unknown, read: unknown, path: FieldPath = []): FieldPath[] {
  if (sameContent(value, read)) return [];
  if (Array.isArray(value) && Array.isArray(read) && value.length === read.length) {
    return value.flatMap((item, i) => lostParts(item, read[i], [...path, i]));
  }
  if (isPlainObject(value) && isPlainObject(read)) {
    // keys the library added (defaults) are its own: they never reach the file (see fieldChanges.ts)
    return Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .flatMap((k) => (k in read ? lostParts(value[k], read[k], [...path, k]) : [[...path, k]]));
  }
  return [path];
}

/** Marks the uiSchema node for a data path (list positions become "items": one look for every item). */
function mark(ui: UiSchema, path: ReadonlyArray<string | number>): void {
  let node = ui;
  for (const key of path) {
    const name = typeof key === "number" ? "items" : key;
    node[name] = isPlainObject(node[name]) ? node[name] : {};
    node = node[name] as UiSchema;
  }
  Object.assign(node, asJson);
}
