/**
 * An empty lookup table without a prototype: a name read from a site's files ("__proto__", "constructor",
 * "toString") finds only what was put in, never one of Object's own properties.
 */
export function emptyTable<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
