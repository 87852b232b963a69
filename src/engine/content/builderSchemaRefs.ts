import { isRecord } from "../isRecord.ts";

/**
 * The builder's schema a "$ref" of a site's collection schema names, by a path to the builder's schemas folder as
 * the site's "$schema" lines write it ("../../schemas/defs.schema.json#/definitions/openingHours", or
 * "../node_modules/<builder>/schemas/defs.schema.json#/definitions/geo"): the file inside that folder and the
 * pointer. A path that names no file of a "schemas/" folder is the site's own.
 */
export function builderSchemaOf(ref: string): { file: string; pointer: string } | undefined {
  const match = /(?:^|\/)schemas\/((?:blocks\/)?[a-z0-9-]+\.schema\.json)(?:#(.*))?$/.exec(ref);
  return match ? { file: match[1], pointer: decodeURIComponent(match[2] ?? "") } : undefined;
}

/**
 * A copy of a site's schema whose references to the builder's schemas name them by their id under `base` (where the
 * builder's schemas are registered), so a collection can take the builder's shapes (an address, a map position,
 * opening hours, special days, a picture, a link) wherever the site's folder lies.
 */
export function withBuilderRefs<T>(schema: T, base: string): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isRecord(node)) return node;
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      const builder = key === "$ref" && typeof child === "string" ? builderSchemaOf(child) : undefined;
      copy[key] = builder ? `${base}${builder.file}#${builder.pointer}` : visit(child);
    }
    return copy;
  };
  return visit(schema) as T;
}
