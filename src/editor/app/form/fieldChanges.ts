/** Where a field sits in the form's value: property names and list positions ("items", 0, "title"). */
export type FieldPath = ReadonlyArray<string | number>;

/**
 * The value with one field's change applied, and nothing else touched: the form library reports the field's new
 * value and its path, and the rest of the document stays exactly as it was given (key order, values it could not
 * show, no defaults). `undefined` removes the key (a cleared field, an optional group removed).
 */
export function applyFieldChange(value: unknown, path: FieldPath, next: unknown): unknown {
  if (path.length === 0) return keepShape(value, next);
  const [key, ...rest] = path;
  // the form library removes a key of a map (site.json "links") by reporting a private symbol at its path
  const removed = typeof next === "symbol" && rest.length === 0;
  if (Array.isArray(value) && typeof key === "number") {
    const copy = [...value];
    if (removed) copy.splice(key, 1);
    else copy[key] = applyFieldChange(value[key], rest, next);
    return copy;
  }
  const object = isPlainObject(value) ? value : {};
  const child = applyFieldChange(object[key], rest, next);
  if (removed || child === undefined) {
    if (!(key in object)) return value;
    const { [key]: _gone, ...others } = object;
    return others;
  }
  return { ...object, [key]: child };
}

/**
 * `next` written with the shape of `previous` where they agree: equal parts are `previous` itself, keys keep their
 * old order (new keys after them, so a field cleared and typed again goes back to its place), list items that are
 * still there keep their old text, and an empty group that was not there is left out. So the form library's own
 * ordering, copying and empty objects never reach the file.
 */
export function keepShape(previous: unknown, next: unknown): unknown {
  if (sameContent(previous, next)) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const used = new Set<number>();
    return next.map((item, i) => {
      const same = previous.findIndex((old, j) => !used.has(j) && sameContent(old, item));
      if (same !== -1) {
        used.add(same);
        return previous[same];
      }
      return i < previous.length ? keepShape(previous[i], item) : item;
    });
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(previous))
      if (next[key] !== undefined) out[key] = keepShape(previous[key], next[key]);
    // an empty group the form made on its own (a field typed into and cleared again) is not kept
    for (const [key, item] of Object.entries(next))
      if (!(key in out) && item !== undefined && !isEmptyObject(item)) out[key] = item;
    return out;
  }
  return next;
}

/** The part of `value` at `path`, if there is one. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );
}

/** Equal as JSON, whatever the key order (a key holding `undefined` counts as absent). */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameContent(x, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = Object.keys(a).filter((k) => a[k] !== undefined);
    const keysB = Object.keys(b).filter((k) => b[k] !== undefined);
    return keysA.length === keysB.length && keysA.every((k) => k in b && sameContent(a[k], b[k]));
  }
  return false;
}

function isEmptyObject(value: unknown): boolean {
  return isPlainObject(value) && Object.values(value).every((v) => v === undefined);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
