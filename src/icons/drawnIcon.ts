import { createElement, type ReactElement } from "react";
import { type LucideIcon, useLucideContext } from "lucide-react";

/** What ConfigIcon hands Lucide's component for an icon `size` pixels wide. */
export const configIconProps = (size: number) =>
  ({ size, "aria-hidden": "true", focusable: "false", strokeWidth: 1.75 }) as const;

/** An icon's data, as lucide-react's component hands it to its Icon. */
interface IconData {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  aliases?: unknown[];
  node: [tag: string, attributes: Record<string, unknown>][];
}

/** Props an icon is drawn for here: Lucide's `size` and `strokeWidth`, a class, and attributes it hands on as given. */
export type DrawnIconProps = Record<string, string | number | boolean | undefined>;

/**
 * The element Lucide's component renders for `props`, made once per icon and props: Lucide builds an icon's
 * attributes and an element for each of its paths on every use (an icon tile, an article's byline, a testimonial's
 * quote mark), the same ones every time, and React renders an element as often as it is given: the same HTML.
 * Lucide's own component where it may draw otherwise: under a LucideProvider (`context` is Lucide's: `{}` without
 * one), or with a prop this does not draw (a colour, a width, children). `drawnIcon.test.ts` holds the markup to
 * Lucide's own for every icon name a config may use and every block's props.
 */
export function lucideIconElement(icon: LucideIcon, props: DrawnIconProps, context: object | undefined): ReactElement {
  const key = drawnKey(props);
  if (key === undefined || (context && Object.keys(context).length > 0)) return createElement(icon, props);
  const byProps = drawn.get(icon) ?? drawn.set(icon, new Map()).get(icon)!;
  let element = byProps.get(key);
  if (!element) {
    element = draw(iconDataOf(icon), props);
    // the props an icon is drawn with are few (a size or two): a table that keeps growing has met something else
    if (byProps.size < 64) byProps.set(key, element);
  }
  return element;
}
const drawn = new WeakMap<LucideIcon, Map<string, ReactElement>>();

/**
 * A block's own icon (`<Quote />`, `<MapPin size={18} aria-hidden="true" />`) drawn once per props: the component a
 * block renders in Lucide's place (`const QuoteIcon = drawnLucide(Quote)`), as Lucide builds every path again on
 * each use.
 */
export function drawnLucide(icon: LucideIcon): (props: DrawnIconProps) => ReactElement {
  return function DrawnLucideIcon(props) {
    return lucideIconElement(icon, props, useLucideContext());
  };
}

/** Lucide's props this does not draw: with one of them, Lucide draws the icon itself. */
const lucideOwn = new Set(["color", "width", "height", "absoluteStrokeWidth", "nonScalingStroke", "children", "ref"]);
/** On the server a ref is never attached (Chakra's Icon hands its child one): it changes nothing drawn. */
const onServer = typeof document === "undefined";

/** The props in order, names and values (the attributes' order is the markup's); undefined where not drawn here. */
function drawnKey(props: DrawnIconProps): string | undefined {
  let key = "";
  for (const name in props) {
    const value = props[name];
    if ((name === "children" && value == null) || (name === "ref" && (value == null || onServer))) continue;
    if (lucideOwn.has(name) || (value != null && typeof value === "object")) return undefined;
    if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint") return undefined;
    key += `${JSON.stringify(name)}:${typeof value === "string" ? JSON.stringify(value) : String(value)};`;
  }
  return key;
}

/** The icon's data: its component's render only makes an element of Lucide's Icon with it (no hook, nothing drawn). */
function iconDataOf(icon: LucideIcon): IconData {
  const { render } = icon as unknown as { render: (props: object, ref: null) => ReactElement<{ icon: IconData }> };
  return render({}, null).props.icon;
}

/**
 * As Lucide's Icon draws it (buildLucideIconNode) without a LucideProvider: its default attributes in their order,
 * the size and stroke width asked for in their places, its classes and the class given, aria-hidden unless an
 * attribute names the icon (aria-*, role, title), then the other props as given.
 */
function draw(icon: IconData, props: DrawnIconProps): ReactElement {
  const { size = 24, strokeWidth = 2, className, ref: _ref, children: _children, ...attributes } = props;
  const aliases = (icon.aliases ?? []).filter(
    (alias): alias is string => typeof alias === "string" && alias.trim() !== "",
  );
  const classes = [
    "lucide",
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...aliases.map((alias) => `lucide-${alias}`),
    ...(typeof className === "string" ? [className] : []),
  ];
  const names = [...new Set(classes.flatMap((name) => name.split(/\s+/)).filter(Boolean))].join(" ");
  const named = Object.entries(attributes).some(
    ([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );
  const svg: Record<string, unknown> = {
    xmlns: "http://www.w3.org/2000/svg",
    width: size,
    height: size,
    viewBox: `0 0 ${icon.size ?? icon.width ?? 24} ${icon.size ?? icon.height ?? 24}`,
    fill: "none",
    stroke: "currentColor",
    strokeWidth,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    className: names,
  };
  if (!named) svg["aria-hidden"] = "true";
  // an attribute Lucide has already (fill) takes its value in its place, as Lucide spreads them last
  Object.assign(svg, attributes);
  return createElement(
    "svg",
    svg,
    // the paths, then the slot Lucide keeps for its children (none here)
    [...icon.node.map(([tag, attributes]) => createElement(tag, attributes)), undefined],
  );
}
