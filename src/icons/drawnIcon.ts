import { createElement, type ReactElement } from "react";
import type { LucideIcon } from "lucide-react";

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

const drawn = new WeakMap<LucideIcon, Map<number, ReactElement>>();

/**
 * The element Lucide's component renders for configIconProps(size) where no LucideProvider is above it, made once
 * per icon and size: Lucide builds its attributes and an element for each path on every use (an icon tile, an
 * article's byline), the same ones every time. React renders an element as often as it is given: the same HTML.
 * `drawnIcon.test.ts` holds it to Lucide's own markup for every icon name a config may use.
 */
export function drawnIcon(icon: LucideIcon, size: number): ReactElement {
  const bySize = drawn.get(icon) ?? drawn.set(icon, new Map()).get(icon)!;
  let element = bySize.get(size);
  if (!element) bySize.set(size, (element = draw(iconDataOf(icon), size)));
  return element;
}

/** The icon's data: its component's render only makes an element of Lucide's Icon with it (no hook, nothing drawn). */
function iconDataOf(icon: LucideIcon): IconData {
  const { render } = icon as unknown as { render: (props: object, ref: null) => ReactElement<{ icon: IconData }> };
  return render({}, null).props.icon;
}

/**
 * As Lucide's Icon draws it (buildLucideIconNode) for configIconProps(size): its default attributes in their order,
 * the size and stroke width asked for in their places, then the other props as given.
 */
function draw(icon: IconData, size: number): ReactElement {
  const { size: _size, strokeWidth, ...asked } = configIconProps(size);
  const aliases = (icon.aliases ?? []).filter(
    (alias): alias is string => typeof alias === "string" && alias.trim() !== "",
  );
  const classes = [
    "lucide",
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...aliases.map((alias) => `lucide-${alias}`),
  ];
  const className = [...new Set(classes.flatMap((name) => name.split(/\s+/)).filter(Boolean))].join(" ");
  return createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox: `0 0 ${icon.size ?? icon.width ?? 24} ${icon.size ?? icon.height ?? 24}`,
      fill: "none",
      stroke: "currentColor",
      strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className,
      ...asked,
    },
    // the paths, then the slot Lucide keeps for its children (none here)
    [...icon.node.map(([tag, attributes]) => createElement(tag, attributes)), undefined],
  );
}
