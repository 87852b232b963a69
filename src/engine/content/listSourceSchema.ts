/**
 * A block's list property may be written in a page as a list source ({ "collection": … }): its schema says so with
 * `anyOf: [the list, { $ref: …#/definitions/listSource }]`, for VS Code and for a page as it is written. Validation
 * and rendering see the list after it is taken from the collection (./collectionLists.ts), so the generated types
 * and the editor's forms are made from the schema without that branch: the list itself.
 */
export function withoutListSourceBranches<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((node) => withoutListSourceBranches(node)) as T;
  if (!schema || typeof schema !== "object") return schema;
  const node = schema as Record<string, unknown>;
  const branches = node.anyOf;
  if (Array.isArray(branches) && branches.some(isListSourceRef)) {
    const { anyOf: _, ...rest } = node;
    const [list] = branches.filter((b) => !isListSourceRef(b));
    return withoutListSourceBranches({ ...(list as object), ...rest }) as T;
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withoutListSourceBranches(v)])) as T;
}

/** A schema node that is a reference to the list source definition (the branch a list may be written as). */
export const isListSourceRef = (node: unknown) =>
  !!node &&
  typeof node === "object" &&
  typeof (node as { $ref?: unknown }).$ref === "string" &&
  /listSource$/.test((node as { $ref: string }).$ref);
