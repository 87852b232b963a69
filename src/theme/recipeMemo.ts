import { isValidElement, type ElementType, type ReactElement } from "react";
import { jsx } from "react/jsx-runtime";
import { capacity, passThrough, valueKey, PropsTable } from "./elementMemo";

/** The render of a Chakra recipe component (createRecipeContext's withContext): (props, ref) => <Styled …/>. */
type RecipeRender = (props: Record<string, unknown>, ref: unknown) => ReactElement;

/** What the render made, but the element's children and ref (the caller's), its props in their order. */
interface Resolved {
  type: ElementType;
  /** The props in the order the render wrote them; `children` and `ref` stand where they stood, their values not kept. */
  entries: readonly (readonly [string, unknown])[];
  /** Props handed on as they were, whose value is not part of the entry's key: the element's own (an id). */
  passed: readonly string[];
}

const caller = Symbol("the caller's value");

/**
 * On the server, a Chakra recipe component (`<Heading>`, `<Text>`, `<Button>`, `<Container>`…) resolved once per
 * component, theme, props context and props rather than once per element: it merges its props with its context's,
 * finds its recipe, splits the recipe's variant props from the rest and takes the recipe's styles, on every element
 * of every page, though the answer depends on those alone (the children and the ref are handed on). The element is
 * then made as the component makes it: the same type, the same props in the same order (the HTML's attributes
 * follow it). Only props and a context that are plain data are remembered, and only where the element hands on the
 * caller's children and ref as they were. chakraMemoPlugin.ts wraps Chakra's recipe components with this in the
 * server bundle alone; the browser renders as Chakra does.
 */
export function memoRecipeElement(
  render: RecipeRender,
  usePropsContext: () => unknown,
  useSystem: () => object,
): RecipeRender {
  // this recipe component's elements, per Chakra system (a theme) and value of its props context, by their props
  const bySystem = new WeakMap<object, Map<string, PropsTable<Resolved>>>();
  return (props, ref) => {
    const system = useSystem();
    const contextKey = valueKey(usePropsContext());
    if (contextKey === undefined) return render(props, ref);
    let byContext = bySystem.get(system);
    if (!byContext) {
      byContext = new Map();
      bySystem.set(system, byContext);
    }
    let known = byContext.get(contextKey);
    if (!known) {
      known = new PropsTable(capacity, passThrough);
      byContext.set(contextKey, known);
    }
    const resolved = known.get(props);
    if (resolved) {
      const elementProps: Record<string, unknown> = {};
      for (const [name, value] of resolved.entries) elementProps[name] = value === caller ? props[name] : value;
      if ("ref" in elementProps) elementProps.ref = ref;
      return jsx(resolved.type, elementProps);
    }
    const element = render(props, ref);
    const found = resolvedOf(element, props, ref);
    if (found) known.set(props, found);
    return element;
  };
}

/** What the render made, when it hands on the caller's children, ref and pass-through props as they were. */
function resolvedOf(element: ReactElement, props: Record<string, unknown>, ref: unknown): Resolved | undefined {
  if (!isValidElement<Record<string, unknown>>(element) || element.key !== null) return undefined;
  const made = element.props;
  if ("children" in made !== "children" in props || made.children !== props.children) return undefined;
  if ("ref" in made && made.ref !== ref) return undefined;
  const passed = [...passThrough].filter((name) => typeof props[name] === "string");
  if (passed.some((name) => made[name] !== props[name])) return undefined;
  const fromCaller = new Set(["children", ...passed]);
  const entries = Object.entries(made).map(
    ([name, value]) => [name, fromCaller.has(name) ? caller : name === "ref" ? undefined : value] as const,
  );
  return { type: element.type as ElementType, entries, passed };
}
