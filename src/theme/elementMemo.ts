import { Fragment, type ElementType, type ReactElement } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { isSerializedOnce } from "./serializeOnce";

/** Chakra's styled component's render (factory.js): (props, emotion cache, ref) => <><Insertion/><Tag/></>. */
type StyledRender = (props: Record<string, unknown>, cache: unknown, ref: unknown) => ReactElement;

interface Resolved {
  /** Chakra's Insertion component (registers and writes the element's style) and its props but the cache. */
  insertion: ElementType;
  serialized: unknown;
  isStringTag: boolean;
  /** The element Chakra renders and its props, without children and ref. */
  tag: ElementType;
  props: Record<string, unknown>;
}

/** Per Chakra system (a theme), per styled component: its resolved elements by their props. */
const bySystem = new WeakMap<object, WeakMap<StyledRender, PropsTable<Resolved>>>();
/** Past this many distinct props a component's table starts afresh (pages with unique links, ids): a hit or a miss gives the same element. */
const capacity = 2_000;

/**
 * On the server, a Chakra styled element (`<Box p="4">`, `<Text>`, a recipe's slot) resolved once per component,
 * theme and props rather than once per element: Chakra splits the props, runs the recipe, resolves the style
 * object, serializes it and filters the props the DOM gets, on every element of every page, though the answer
 * depends on those props alone. The children are not part of it: a page's thirty paragraphs with the same props
 * and different words resolve once in a build. The element is then made as Chakra makes it: the same Insertion
 * (which registers the style in this page's emotion cache and writes it), the same tag, the same props, so the
 * HTML and the page's CSS are the same bytes. Only props that are plain data are remembered (no function,
 * element or class instance, no string that could name an emotion class), and only where the style came from
 * serializeOnce's cache (it depends on the style object alone). chakraMemoPlugin.ts wraps Chakra's render with
 * this in the server bundle alone; the browser renders as Chakra does.
 */
export function memoStyledElement(render: StyledRender, useSystem: () => object): StyledRender {
  return (props, cache, ref) => {
    const system = useSystem();
    let byRender = bySystem.get(system);
    if (!byRender) {
      byRender = new WeakMap();
      bySystem.set(system, byRender);
    }
    let known = byRender.get(render);
    if (!known) {
      known = new PropsTable(capacity);
      byRender.set(render, known);
    }
    const resolved = known.get(props);
    if (resolved) {
      return jsxs(Fragment, {
        children: [
          jsx(resolved.insertion, { cache, serialized: resolved.serialized, isStringTag: resolved.isStringTag }),
          jsx(resolved.tag, { ...resolved.props, ref, children: props.children }),
        ],
      });
    }
    const element = render(props, cache, ref);
    const found = resolvedOf(element, props.children);
    if (found) known.set(props, found);
    return element;
  };
}

/** A node of PropsTable: the value of the props that end here, and the next prop's name and value. */
interface PropsNode<V> {
  value?: V;
  next?: Map<string, PropsEdge<V>>;
}
/** A prop's values after its name: a primitive as itself (Map keeps 1, "1", true and undefined apart), an object by its key. */
interface PropsEdge<V> {
  primitives: Map<unknown, PropsNode<V>>;
  objects: Map<unknown, PropsNode<V>>;
}

/**
 * Values by an element's props but its children, for props that are plain data alone (no function, element or
 * class instance, no string that could name an emotion class, no -0): equal props, names in the same order,
 * find the same value. A tree of the props' names and values, one step a prop: it is looked up for every styled
 * element of every page, and a step costs two lookups where a key made of every name and value would be built
 * and hashed whole. Holds at most `capacity` values, then starts afresh.
 */
export class PropsTable<V> {
  private root: PropsNode<V> = {};
  private size = 0;

  constructor(private readonly capacity: number) {}

  get(props: Record<string, unknown>): V | undefined {
    let node: PropsNode<V> | undefined = this.root;
    for (const name in props) {
      if (name === "children") continue;
      const edge: PropsEdge<V> | undefined = node.next?.get(name);
      if (!edge) return undefined;
      const step = stepOf(props[name]);
      if (step === notPlain) return undefined;
      node = step instanceof ObjectKey ? edge.objects.get(step.key) : edge.primitives.get(step);
      if (!node) return undefined;
    }
    return node.value;
  }

  /** Keeps `value` for `props`; props that are not plain data are not kept. */
  set(props: Record<string, unknown>, value: V): void {
    const steps: [string, unknown][] = [];
    for (const name in props) {
      if (name === "children") continue;
      const step = stepOf(props[name]);
      if (step === notPlain) return;
      steps.push([name, step]);
    }
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
      let child = map.get(key);
      if (!child) {
        child = {};
        map.set(key, child);
      }
      node = child;
    }
    if (node.value === undefined) this.size++;
    node.value = value;
  }
}

/** An object or array prop's step in PropsTable: its key (valueKey), apart from the strings a string prop is. */
class ObjectKey {
  constructor(readonly key: string) {}
}
const notPlain = Symbol("not plain data");

/** A prop's value as a step of PropsTable: a primitive as itself, an object by its key; notPlain: not plain data. */
function stepOf(value: unknown): unknown {
  switch (typeof value) {
    case "string":
      // a class name emotion knows would bring its styles in (getRegisteredStyles)
      return value.includes("css-") || value.includes("_EMO_") ? notPlain : value;
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
function resolvedOf(element: ReactElement, children: unknown): Resolved | undefined {
  if (element.type !== Fragment) return undefined;
  const parts = (element.props as { children?: unknown }).children;
  if (!Array.isArray(parts) || parts.length !== 2) return undefined;
  const [insertion, inner] = parts as ReactElement<Record<string, unknown>>[];
  const { serialized, isStringTag } = insertion.props;
  if (!isSerializedOnce(serialized) || typeof isStringTag !== "boolean") return undefined;
  const { children: innerChildren, ref: _ref, ...props } = inner.props;
  // asChild: Chakra merged the child element into the props
  if (innerChildren !== children || "asChild" in props) return undefined;
  return { insertion: insertion.type as ElementType, serialized, isStringTag, tag: inner.type as ElementType, props };
}

/**
 * The key of an object prop's value (a style object, a responsive value) for PropsTable: it tells apart any two
 * such objects but a "children" entry; undefined where they are not plain data alone. Each part says where it ends
 * (a string by its length, a number by ";"), so no two objects share a key.
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

function valueKey(value: unknown): string | undefined {
  switch (typeof value) {
    case "string":
      // a class name emotion knows would bring its styles in (getRegisteredStyles)
      return value.includes("css-") || value.includes("_EMO_") ? undefined : `s${value.length}:${value}`;
    case "number":
      return Object.is(value, -0) ? "n-0;" : `n${value};`;
    case "boolean":
      return value ? "t" : "f";
    case "undefined":
      return "u";
    case "object": {
      if (value === null) return "N";
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
    default:
      return undefined;
  }
}
