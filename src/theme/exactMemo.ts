/**
 * Chakra's `memo` (node_modules/@chakra-ui/react/dist/esm/utils/memo.js), with a key that tells apart every two
 * arguments that can give different results. Chakra's own key sorts object keys, so `{ a, b }` and `{ b, a }`
 * shared one entry and whichever a render met first decided the order of the CSS declarations of both; strings
 * went in unquoted (`["a,s:b"]` and `["a", "b"]` looked alike) and functions by name. With that, the CSS of a
 * page depended on the pages rendered before it in the same process. chakraMemoPlugin.ts puts this module in
 * place of Chakra's. Exact keys make the cache invisible: a result depends on the arguments alone, whatever
 * was evicted or cached before.
 */

const identities = new WeakMap<object, number>();
const symbols = new Map<symbol, number>();
let nextIdentity = 0;

/** Functions and class instances (not plain data): equal only to themselves. */
function identityOf(value: object): string {
  let id = identities.get(value);
  if (id === undefined) {
    id = nextIdentity++;
    identities.set(value, id);
  }
  return `#${id}`;
}

/**
 * Results of memoised functions, which Chakra passes on to other memoised functions (a recipe's styles into
 * css()): the key of each is made once, and stands for its content by a short number (the same content, the
 * same number), so keys stay short and objects are not walked again. Exact as long as no one changes a result,
 * which the cache already requires: a cached result is handed to every later caller.
 */
const results = new WeakSet<object>();
const resultKeys = new WeakMap<object, string>();
const contentNumbers = new Map<string, number>();
let nextContentNumber = 0;
/** Past this many distinct contents the table starts afresh: numbers are never reused, so keys stay exact. */
const contentCapacity = 50_000;

/** Whether `value` was returned by a memoised function (and so is never changed afterwards). */
export function isMemoResult(value: unknown): value is object {
  return typeof value === "object" && value !== null && results.has(value);
}

function resultKey(value: object): string {
  let key = resultKeys.get(value);
  if (key === undefined) {
    const content = contentKey(value);
    let number = contentNumbers.get(content);
    if (number === undefined) {
      if (contentNumbers.size >= contentCapacity) contentNumbers.clear();
      number = nextContentNumber++;
      contentNumbers.set(content, number);
    }
    key = `%${number}`;
    resultKeys.set(value, key);
  }
  return key;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A string equal for two values exactly when they are the same data: keys in their own order, strings quoted. */
export function exactKey(value: unknown): string {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Object.is(value, -0) ? "-0" : String(value);
    case "boolean":
      return value ? "true" : "false";
    case "undefined":
      return "undefined";
    case "bigint":
      return `${value}n`;
    case "symbol":
      if (!symbols.has(value)) symbols.set(value, nextIdentity++);
      return `@${symbols.get(value)}`;
    case "function":
      return identityOf(value);
    case "object": {
      if (value === null) return "null";
      return results.has(value) ? resultKey(value) : contentKey(value);
    }
    default:
      return String(value);
  }
}

function contentKey(value: object): string {
  if (Array.isArray(value)) return `[${value.map(exactKey).join(",")}]`;
  if (!isPlainObject(value)) return identityOf(value);
  const record = value as Record<string, unknown>;
  let key = "{";
  for (const name in record) key += `${JSON.stringify(name)}:${exactKey(record[name])},`;
  return `${key}}`;
}

/** How many results each memoised function keeps (Chakra keeps 500: a big site's distinct styles did not fit). */
const capacity = 10_000;

/**
 * A memoised `fn`: one result per distinct argument list; past `capacity`, the oldest entry goes (which entries
 * are kept changes how fast, never what a call returns).
 */
export function memo<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
  // one string argument (a property name, a token path: most calls) is its own key, in a map of its own
  const byString = new Map<string, Result>();
  const byKey = new Map<string, Result>();
  return function memoised(this: unknown, ...args: Args): Result {
    const single = args.length === 1 && typeof args[0] === "string";
    const cache = single ? byString : byKey;
    const key = single
      ? (args[0] as string)
      : args.length === 1
        ? exactKey(args[0])
        : `(${args.map(exactKey).join(",")})`;
    const known = cache.get(key);
    if (known !== undefined || cache.has(key)) return known as Result;
    const result = fn.apply(this, args);
    if (typeof result === "object" && result !== null) results.add(result);
    if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
    cache.set(key, result);
    return result;
  };
}
