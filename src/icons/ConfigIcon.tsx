import { createElement } from "react";
import type { IconName } from "../generated/config-types";
import { lucideComponent } from "./lucideComponent";

/**
 * A decorative icon named in a config, drawn as inline SVG when the page is rendered. Meaning is always carried
 * by the text next to it. A name that is no icon (validation reports it; the editor's preview may meet one
 * while it is being typed) draws nothing.
 */
export function ConfigIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  const icon = lucideComponent(name);
  if (!icon) return null;
  // createElement: the component is looked up (Lucide's own, the same for a name every time), not created here
  return createElement(icon, { size, "aria-hidden": "true", focusable: "false", strokeWidth: 1.75 });
}
