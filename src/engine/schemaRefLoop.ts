/**
 * A "$ref" in one of the site's schemas that leads back to where it is without going into a part of the value
 * ({ "$ref": "#" }, two definitions naming each other): Ajv compiles it, and checking any value against it never
 * ends (the stack overflows). A "$ref" under "properties" or "items" goes into a part of the value, and ends with it.
 */
import { isRecord } from "./isRecord.ts";
import { childPointer, valueAtPointer } from "./jsonPointer.ts";

/** The keywords whose schemas apply to the value itself, not to one of its parts. */
const sameValueOne = ["not", "if", "then", "else"];
const sameValueLists = ["allOf", "anyOf", "oneOf"];
/** The keywords whose schemas are reached only through a "$ref" (or through a part of the value). */
const partKeywords = ["items", "additionalItems", "additionalProperties", "contains", "propertyNames"];
const partTables = ["properties", "patternProperties", "definitions", "$defs"];

/** The place (a JSON pointer) of a local "$ref" ("#", "#/definitions/day"), else undefined. */
function localTarget(ref: string): string | undefined {
  if (!ref.startsWith("#")) return undefined;
  if (ref === "#") return "";
  if (!ref.startsWith("#/")) return undefined;
  try {
    return decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
}

/** The schemas applied to the same value as the one at `pointer`: its "allOf", "not", … and its local "$ref". */
function sameValueSchemas(schema: Record<string, unknown>, node: Record<string, unknown>, pointer: string) {
  const next: { pointer: string; viaRef: boolean }[] = [];
  for (const key of sameValueOne)
    if (isRecord(node[key])) next.push({ pointer: childPointer(pointer, key), viaRef: false });
  for (const key of sameValueLists) {
    const list = node[key];
    if (Array.isArray(list))
      list.forEach(
        (child, i) =>
          isRecord(child) && next.push({ pointer: childPointer(childPointer(pointer, key), i), viaRef: false }),
      );
  }
  if (isRecord(node.dependencies))
    for (const [name, child] of Object.entries(node.dependencies))
      if (isRecord(child))
        next.push({ pointer: childPointer(childPointer(pointer, "dependencies"), name), viaRef: false });
  const target = typeof node.$ref === "string" ? localTarget(node.$ref) : undefined;
  if (target !== undefined && isRecord(valueAtPointer(schema, target))) next.push({ pointer: target, viaRef: true });
  return next;
}

/** Every schema object in `schema` (the top, its fields, items, definitions, …), by its place. */
function schemaNodes(schema: unknown, pointer = "", out: string[] = []): string[] {
  if (!isRecord(schema)) return out;
  out.push(pointer);
  for (const [key, value] of Object.entries(schema)) {
    const here = childPointer(pointer, key);
    if ((partTables.includes(key) || key === "dependencies") && isRecord(value))
      for (const [name, child] of Object.entries(value)) schemaNodes(child, childPointer(here, name), out);
    else if ((sameValueLists.includes(key) || key === "items") && Array.isArray(value))
      value.forEach((child, i) => schemaNodes(child, childPointer(here, i), out));
    else if (sameValueOne.includes(key) || partKeywords.includes(key)) schemaNodes(value, here, out);
  }
  return out;
}

/** A loop of "$ref"s on the same value: the place of the schema holding each, in the loop's order. */
export type RefLoop = string[];

/**
 * The first loop of "$ref"s on the same value (each "$ref" by the place of the schema holding it, in the loop's
 * order); undefined when every loop goes into a part of the value.
 */
export function sameValueRefLoop(schema: Record<string, unknown>): RefLoop | undefined {
  const done = new Set<string>();
  // the places being followed, each with whether a "$ref" led into it
  const path: { pointer: string; viaRef: boolean }[] = [];
  const onPath = (pointer: string) => path.findIndex((p) => p.pointer === pointer);
  const visit = (pointer: string, viaRef: boolean): RefLoop | undefined => {
    path.push({ pointer, viaRef });
    const node = valueAtPointer(schema, pointer) as Record<string, unknown>;
    for (const next of sameValueSchemas(schema, node, pointer)) {
      const back = onPath(next.pointer);
      if (back !== -1) {
        // a loop: path[back] … pointer → path[back]; its "$ref"s (a schema's own parts do not lead up, so it has one)
        const holders = path.flatMap((p, i) => (i > back && p.viaRef ? [path[i - 1].pointer] : []));
        return next.viaRef ? [...holders, pointer] : holders;
      }
      if (done.has(next.pointer)) continue;
      const loop = visit(next.pointer, next.viaRef);
      if (loop) return loop;
    }
    path.pop();
    done.add(pointer);
    return undefined;
  };
  for (const start of schemaNodes(schema)) {
    if (done.has(start)) continue;
    const loop = visit(start, false);
    if (loop) return loop;
  }
  return undefined;
}
