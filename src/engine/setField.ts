/**
 * Sets a field of a parsed value. A key "__proto__" is a field like any other (JSON.parse makes it an own field): an
 * assignment would set the object's prototype instead.
 */
export function setField(target: object, key: string | number, value: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else (target as Record<string | number, unknown>)[key] = value;
}
