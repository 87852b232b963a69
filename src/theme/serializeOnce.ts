import { isMemoResult } from "./exactMemo";

interface Serialized {
  name: string;
  styles: string;
  next?: unknown;
}
export type SerializeStyles = (
  args: unknown[],
  registered?: Record<string, string | true>,
  props?: unknown,
) => Serialized;

/**
 * Emotion's serializeStyles (style object → CSS text and class name) as Chakra's styled components call it,
 * once per distinct style object instead of once per element: chakraMemoPlugin.ts wraps Chakra's import of it
 * with this. An element's styles are the result of Chakra's memoised css(), the same object for the same styles
 * (src/theme/exactMemo.ts), so a page of 300 elements with 40 distinct styles serializes 40 times, not 300.
 * Only where the result depends on the object alone: every value plain (no function, called with the props,
 * no keyframes) and none that could name a registered class (emotion would put that class's styles in).
 */
export function serializeOnce(serializeStyles: SerializeStyles): SerializeStyles {
  const known = new WeakMap<object, Serialized>();
  return (args, registered, props) => {
    const style = args.length === 1 ? args[0] : undefined;
    if (!isMemoResult(style)) return serializeStyles(args, registered, props);
    let serialized = known.get(style);
    if (!serialized) {
      serialized = serializeStyles(args, registered, props);
      if (!dependsOnContext(style)) {
        known.set(style, serialized);
        serializedOnce.add(serialized);
      }
    }
    return serialized;
  };
}

/** Results that depend on their style object alone (and are handed to every element with that object). */
const serializedOnce = new WeakSet<object>();

/** Whether `serialized` came from serializeOnce's cache: a function of the element's style object alone. */
export function isSerializedOnce(serialized: unknown): boolean {
  return typeof serialized === "object" && serialized !== null && serializedOnce.has(serialized);
}

/** A value emotion's serialization reads more than the object for: a function, a keyframes object, a class name. */
function dependsOnContext(value: unknown): boolean {
  if (typeof value === "string") return value.includes("css-") || value.includes("_EMO_");
  if (typeof value === "function") return true;
  if (typeof value !== "object" || value === null) return false;
  if ("anim" in value) return true;
  return Object.values(value).some(dependsOnContext);
}

const globalByObject = new WeakMap<object, Serialized>();
const globalByText = new Map<string, Serialized>();

/**
 * Emotion's <Global> (Chakra's reset, tokens and global CSS: about 50 KB of CSS text) serialized and hashed once
 * per styles object rather than on every page: the server's copy of Global calls this in place of
 * `serializeStyles([styles], undefined, theme)` (chakraMemoPlugin.ts). Chakra hands it the same objects for a
 * theme (its system's layer order and global styles), made once by createSystem and never changed. Styles with
 * a function, keyframes or a class name go through emotion every time, as before.
 */
export function serializeGlobalOnce(serializeStyles: SerializeStyles, styles: unknown, theme: unknown): Serialized {
  if (typeof styles === "string") {
    let serialized = globalByText.get(styles);
    if (!serialized) {
      serialized = serializeStyles([styles], undefined, theme);
      if (dependsOnContext(styles)) return serialized;
      if (globalByText.size >= 100) globalByText.clear();
      globalByText.set(styles, serialized);
    }
    return serialized;
  }
  if (typeof styles !== "object" || styles === null) return serializeStyles([styles], undefined, theme);
  let serialized = globalByObject.get(styles);
  if (!serialized) {
    serialized = serializeStyles([styles], undefined, theme);
    if (!dependsOnContext(styles)) globalByObject.set(styles, serialized);
  }
  return serialized;
}
