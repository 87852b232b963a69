import { Fragment, isValidElement, type ElementType, type ReactElement } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { isMemoResult } from "./exactMemo";
import { isSerializedOnce } from "./serializeOnce";

/** Chakra's styled component's render (factory.js): (props, emotion cache, ref) => <><Insertion/><Tag/></>. */
type StyledRender = (props: Record<string, unknown>, cache: unknown, ref: unknown) => ReactElement;

interface Resolved {
  /**
   * Chakra's Insertion component (registers the element's style in the page's emotion cache, and gives the
   * `<style>` of its first use in the page, else null) and its props but the cache. On the server it uses no hook
   * (emotion's insertion effect falls back to a plain call there), so a remembered element calls it as a function.
   */
  insertion: (props: { cache: unknown; serialized: unknown; isStringTag: boolean }) => ReactElement | null;
  serialized: { name: string };
  /** The cache key and the class name emotion registers the style under in a cache of that key (made when first asked). */
  registeredAs?: readonly [cacheKey: string, className: string];
  isStringTag: boolean;
  /** The element Chakra renders and its props, without children and ref. */
  tag: ElementType;
  props: Record<string, unknown>;
  /** The props Chakra handed on as they were, whose value is not part of the entry's key: the element's own. */
  passed: readonly string[];
}

/** Past this many distinct props a component's table starts afresh (pages with unique links, ids): a hit or a miss gives the same element. */
export const capacity = 2_000;
/**
 * Props whose string value Chakra hands to the DOM element as it is and styles nothing with: an entry is kept
 * for their name, not their value (a Markdown heading's id is unique to its page), and only after the element
 * was seen to carry the value unchanged.
 */
export const passThrough: ReadonlySet<string> = new Set(["id"]);

/**
 * On the server, a Chakra styled element (`<Box p="4">`, `<Text>`, a recipe's slot) resolved once per component,
 * theme and props rather than once per element: Chakra splits the props, runs the recipe, resolves the style
 * object, serializes it and filters the props the DOM gets, on every element of every page, though the answer
 * depends on those props alone. The children are not part of it: a page's thirty paragraphs with the same props
 * and different words resolve once in a build. The element is then made as Chakra makes it: the same Insertion
 * (which registers the style in this page's emotion cache and writes it), the same tag, the same props, so the
 * HTML and the page's CSS are the same bytes. Only props that are plain data are remembered (no function,
 * element or class instance, no string that could name an emotion class), and only where the style came from
 * serializeOnce's cache (it depends on the style object alone). An element that takes its child's place
 * (`asChild`: a link styled as a button, an icon) is remembered by its props, the child's type and the child's
 * props but children: Chakra merges the child's props into its own. chakraMemoPlugin.ts wraps Chakra's render
 * with this in the server bundle alone; the browser renders as Chakra does.
 */
export function memoStyledElement(render: StyledRender, useSystem: () => object): StyledRender {
  // this styled component's resolved elements, per Chakra system (a theme), by their props
  const bySystem = new WeakMap<object, PropsTable<Resolved>>();
  return (props, cache, ref) => {
    const system = useSystem();
    let known = bySystem.get(system);
    if (!known) {
      known = new PropsTable(capacity, passThrough);
      bySystem.set(system, known);
    }
    const child = asChildOf(props);
    const resolved = known.get(props, child);
    if (resolved) {
      let elementProps = resolved.props;
      if (resolved.passed.length > 0) {
        elementProps = { ...elementProps };
        for (const name of resolved.passed) elementProps[name] = props[name];
      }
      // what Insertion renders stands where Insertion stood (the same two children: React's ids, useId, follow
      // a child's place among its siblings), without rendering a component for it on every styled element
      return jsxs(Fragment, {
        children: [
          alreadyInserted(cache, resolved)
            ? null
            : resolved.insertion({ cache, serialized: resolved.serialized, isStringTag: resolved.isStringTag }),
          jsx(resolved.tag, { ...elementProps, ref, children: child ? childrenAfterMerge(child) : props.children }),
        ],
      });
    }
    const element = render(props, cache, ref);
    const found = resolvedOf(element, props, child);
    if (found) known.set(props, found, child);
    return element;
  };
}

/** What a remembered element reads of the page's emotion cache. */
interface EmotionCacheView {
  key: string;
  inserted: Record<string, unknown>;
  registered: Record<string, unknown>;
}

/**
 * Whether emotion's Insertion would do nothing and give null for this element: an element before it in the page
 * used the same style, which is then both inserted (by its name) and registered (by its class name) in the page's
 * cache, as emotion's registerStyles and insertStyles check before they do anything. Most of a page's styled
 * elements share a style with one before them.
 */
function alreadyInserted(cache: unknown, resolved: Resolved): boolean {
  if (!isCacheView(cache) || cache.inserted[resolved.serialized.name] === undefined) return false;
  if (resolved.registeredAs?.[0] !== cache.key)
    resolved.registeredAs = [cache.key, `${cache.key}-${resolved.serialized.name}`];
  return cache.registered[resolved.registeredAs[1]] !== undefined;
}

const isCacheView = (cache: unknown): cache is EmotionCacheView =>
  typeof cache === "object" &&
  cache !== null &&
  typeof (cache as EmotionCacheView).key === "string" &&
  typeof (cache as EmotionCacheView).inserted === "object" &&
  typeof (cache as EmotionCacheView).registered === "object";

/** The child element an `asChild` element takes the place of, where it is its one child. */
function asChildOf(props: Record<string, unknown>): ReactElement<Record<string, unknown>> | undefined {
  return props.asChild === true && isValidElement<Record<string, unknown>>(props.children) ? props.children : undefined;
}

/** The children of an asChild element: Chakra sets its own to null, then merges the child's props (mergeProps: a defined value wins). */
const childrenAfterMerge = (child: ReactElement<Record<string, unknown>>): unknown =>
  child.props.children === undefined ? null : child.props.children;

/** A node of PropsTable: the value of the props that end here, and the next prop's name and value. */
interface PropsNode<V> {
  value?: V;
  next?: Map<string | typeof childStep, PropsEdge<V>>;
}
/** A prop's values after its name: a primitive as itself (Map keeps 1, "1", true and undefined apart), an object by its key. */
interface PropsEdge<V> {
  primitives: Map<unknown, PropsNode<V>>;
  objects: Map<unknown, PropsNode<V>>;
}
/** The step from an element's props to its child's type (then the child's props), for an asChild element. */
const childStep = Symbol("the child element");
/** The step of a pass-through prop's string value: its name counts, not its value. */
const passedOn = Symbol("handed on as it is");
const noPassThrough: ReadonlySet<string> = new Set();

/**
 * Values by an element's props but its children, for props that are plain data alone (no function, element or
 * class instance, no string that could name an emotion class, no -0): equal props, names in the same order,
 * find the same value. A tree of the props' names and values, one step a prop: it is looked up for every styled
 * element of every page, and a step costs two lookups where a key made of every name and value would be built
 * and hashed whole. With a child element (asChild), the child's type and props but children follow the props.
 * A `passThrough` prop's string value is not part of the key (its name and place are): an element's props that
 * differ there alone find the same value. Holds at most `capacity` values, then starts afresh.
 */
export class PropsTable<V> {
  private root: PropsNode<V> = {};
  private size = 0;

  constructor(
    private readonly capacity: number,
    private readonly passThrough: ReadonlySet<string> = noPassThrough,
  ) {}

  get(props: Record<string, unknown>, child?: ReactElement<Record<string, unknown>>): V | undefined {
    let node = follow(this.root, props, child ? noPassThrough : this.passThrough);
    if (node && child) {
      node = node.next?.get(childStep)?.primitives.get(child.type);
      node = node && follow(node, child.props, noPassThrough);
    }
    return node?.value;
  }

  /** Keeps `value` for `props` (and `child`); props that are not plain data are not kept. */
  set(props: Record<string, unknown>, value: V, child?: ReactElement<Record<string, unknown>>): void {
    const own = stepsOf(props, child ? noPassThrough : this.passThrough);
    const ofChild = child ? stepsOf(child.props, noPassThrough) : [];
    if (!own || !ofChild) return;
    const steps = child ? [...own, [childStep, child.type] as const, ...ofChild] : own;
    if (this.size >= this.capacity) {
      this.root = {};
      this.size = 0;
    }
    let node = this.root;
    for (const [name, step] of steps) {
      node.next ??= new Map();
      let edge = node.next.get(name);
      if (!edge) {
        edge = { primitives: new Map(), objects: new Map() };
        node.next.set(name, edge);
      }
      const [map, key]: [Map<unknown, PropsNode<V>>, unknown] =
        step instanceof ObjectKey ? [edge.objects, step.key] : [edge.primitives, step];
      let next = map.get(key);
      if (!next) {
        next = {};
        map.set(key, next);
      }
      node = next;
    }
    if (node.value === undefined) this.size++;
    node.value = value;
  }
}

/** The node `props` lead to from `node`, if the table holds it. */
function follow<V>(node: PropsNode<V>, props: Record<string, unknown>, passThrough: ReadonlySet<string>) {
  let at: PropsNode<V> | undefined = node;
  for (const name in props) {
    if (name === "children") continue;
    const edge: PropsEdge<V> | undefined = at.next?.get(name);
    if (!edge) return undefined;
    const value = props[name];
    // a string is looked up as itself: one that could name an emotion class is never kept (set), so not found
    if (typeof value === "string") {
      at = edge.primitives.get(passThrough.has(name) ? passedOn : value);
      if (!at) return undefined;
      continue;
    }
    const step = stepOf(value);
    if (step === notPlain) return undefined;
    at = step instanceof ObjectKey ? edge.objects.get(step.key) : edge.primitives.get(step);
    if (!at) return undefined;
  }
  return at;
}

/** The steps of `props` but children; undefined if one is not plain data. */
function stepsOf(props: Record<string, unknown>, passThrough: ReadonlySet<string>) {
  const steps: [string | typeof childStep, unknown][] = [];
  for (const name in props) {
    if (name === "children") continue;
    const step = stepFor(name, props[name], passThrough);
    if (step === notPlain) return undefined;
    steps.push([name, step]);
  }
  return steps;
}

const stepFor = (name: string, value: unknown, passThrough: ReadonlySet<string>): unknown =>
  typeof value === "string" && passThrough.has(name) ? passedOn : stepOf(value);

/** An object or array prop's step in PropsTable: its key (valueKey), apart from the strings a string prop is. */
class ObjectKey {
  constructor(readonly key: string) {}
}
const notPlain = Symbol("not plain data");

/** A class name emotion knows would bring its styles in (getRegisteredStyles): such a string is not plain data. */
const mayNameEmotionClass = (value: string) => value.includes("css-") || value.includes("_EMO_");

/** A prop's value as a step of PropsTable: a primitive as itself, an object by its key; notPlain: not plain data. */
function stepOf(value: unknown): unknown {
  switch (typeof value) {
    case "string":
      return mayNameEmotionClass(value) ? notPlain : value;
    case "number":
      // Map holds 0 and -0 as one
      return Object.is(value, -0) ? notPlain : value;
    case "boolean":
    case "undefined":
      return value;
    case "object": {
      if (value === null) return value;
      const key = valueKey(value);
      return key === undefined ? notPlain : new ObjectKey(key);
    }
    default:
      return notPlain;
  }
}

/** What Chakra's render made, when it has the one shape this module makes again. */
function resolvedOf(
  element: ReactElement,
  props: Record<string, unknown>,
  child: ReactElement<Record<string, unknown>> | undefined,
): Resolved | undefined {
  if (element.type !== Fragment) return undefined;
  const parts = (element.props as { children?: unknown }).children;
  if (!Array.isArray(parts) || parts.length !== 2) return undefined;
  const [insertion, inner] = parts as ReactElement<Record<string, unknown>>[];
  const { serialized, isStringTag } = insertion.props;
  if (!isSerializedOnce(serialized) || typeof isStringTag !== "boolean") return undefined;
  if (typeof (serialized as { name?: unknown }).name !== "string") return undefined;
  // called as a function when remembered: a plain function component alone (not a class, memo or forwardRef)
  if (typeof insertion.type !== "function" || insertion.type.prototype?.isReactComponent) return undefined;
  const { children: innerChildren, ref: _ref, ...innerProps } = inner.props;
  // asChild handed on to the tag (Chakra's forwardAsChild)
  if ("asChild" in innerProps) return undefined;
  // an asChild element is its child's type with the two elements' props merged, and the child's children
  if (
    child ? inner.type !== child.type || innerChildren !== childrenAfterMerge(child) : innerChildren !== props.children
  ) {
    return undefined;
  }
  const passed = child ? [] : [...passThrough].filter((name) => typeof props[name] === "string");
  if (passed.some((name) => innerProps[name] !== props[name])) return undefined;
  return {
    insertion: insertion.type as Resolved["insertion"],
    serialized: serialized as Resolved["serialized"],
    isStringTag,
    tag: inner.type as ElementType,
    props: innerProps,
    passed,
  };
}

/**
 * The key of an object prop's value (a style object, a responsive value) for PropsTable: it tells apart any two
 * such objects but a "children" entry; undefined where they are not plain data alone. Each part says where it ends
 * (a string by its length, a number or a memoised result's number by ";"), so no two objects share a key.
 */
function propsKey(props: Record<string, unknown>): string | undefined {
  let key = "";
  for (const name in props) {
    if (name === "children") continue;
    const value = valueKey(props[name]);
    if (value === undefined) return undefined;
    key += `${name.length}:${name}${value}`;
  }
  return key;
}

/**
 * The keys of Chakra's memoised results (a recipe's styles, handed to an element as `css`): such an object is
 * never changed once made (exactMemo.ts), so its key is made once, and stands for the object's content by a short
 * number (`r12;`: the same content, the same number; numbers are never reused), so that the key of the props that
 * hold it stays short. A recipe's styles are the largest value of most elements' props: walked, and their long
 * key compared, on every element of every page before. null: not plain data.
 */
const resultKeys = new WeakMap<object, string | null>();
const contentKeys = new Map<string, string>();
let nextContentNumber = 0;
/** Past this many distinct contents the numbers start afresh (new numbers: a key never changes its meaning). */
const contentCapacity = 50_000;

function resultKey(value: object): string | undefined {
  let key = resultKeys.get(value);
  if (key === undefined) {
    const content = objectKey(value);
    if (content === undefined) key = null;
    else {
      key = contentKeys.get(content);
      if (key === undefined) {
        if (contentKeys.size >= contentCapacity) contentKeys.clear();
        key = `r${nextContentNumber++};`;
        contentKeys.set(content, key);
      }
    }
    resultKeys.set(value, key);
  }
  return key ?? undefined;
}

/**
 * A string equal for two values exactly when they are the same plain data (see PropsTable), undefined when a value
 * is not plain data; recipeMemo.ts keys a recipe's props context with it.
 */
export function valueKey(value: unknown): string | undefined {
  switch (typeof value) {
    case "string":
      return mayNameEmotionClass(value) ? undefined : `s${value.length}:${value}`;
    case "number":
      return Object.is(value, -0) ? "n-0;" : `n${value};`;
    case "boolean":
      return value ? "t" : "f";
    case "undefined":
      return "u";
    case "object": {
      if (value === null) return "N";
      return isMemoResult(value) ? resultKey(value) : objectKey(value);
    }
    default:
      return undefined;
  }
}

function objectKey(value: object): string | undefined {
  if (Array.isArray(value)) {
    let key = "[";
    for (const item of value) {
      const itemKey = valueKey(item);
      if (itemKey === undefined) return undefined;
      key += itemKey;
    }
    return `${key}]`;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return undefined;
  // a React element, a keyframes object
  if ("$$typeof" in value || "anim" in value) return undefined;
  const inner = propsKey(value as Record<string, unknown>);
  // "children" is a style key nowhere; an object with one is not plain data for this purpose
  return inner === undefined || "children" in value ? undefined : `{${inner}}`;
}
