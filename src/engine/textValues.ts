/** Calls `visit` with every text value of a parsed config (not the field names), at any depth. */
export function forEachTextValue(node: unknown, visit: (text: string) => void): void {
  if (typeof node === "string") visit(node);
  else if (Array.isArray(node)) for (const child of node) forEachTextValue(child, visit);
  else if (node && typeof node === "object")
    for (const key of Object.keys(node)) forEachTextValue((node as Record<string, unknown>)[key], visit);
}
