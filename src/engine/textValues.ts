/** What walkJson reports: each text value and each field name, with the path to it (the live key stack). */
export interface JsonVisitor {
  /** A text value; `keys` leads to it. */
  text?(value: string, keys: readonly (string | number)[]): void;
  /** A field name; `keys` ends with it. */
  key?(name: string, keys: readonly (string | number)[]): void;
}

/**
 * Walks a parsed config depth-first, in document order. `keys` is one array, changed as the walk goes: read it
 * (or make a pointer from it) inside the call, do not keep it.
 */
export function walkJson(node: unknown, visitor: JsonVisitor): void {
  const keys: (string | number)[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === "string") visitor.text?.(value, keys);
    else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        keys.push(i);
        visit(value[i]);
        keys.pop();
      }
    } else if (value && typeof value === "object") {
      for (const name of Object.keys(value)) {
        keys.push(name);
        visitor.key?.(name, keys);
        visit((value as Record<string, unknown>)[name]);
        keys.pop();
      }
    }
  };
  visit(node);
}

/** Calls `visit` with every text value of a parsed config (not the field names), at any depth. */
export function forEachTextValue(node: unknown, visit: (text: string) => void): void {
  walkJson(node, { text: visit });
}
