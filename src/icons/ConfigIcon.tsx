import type { ReactElement } from "react";
import { useLucideContext } from "lucide-react";
import type { IconName } from "../generated/config-types";
import { configIconProps, lucideIconElement } from "./drawnIcon";
import { lucideComponent } from "./lucideComponent";

/**
 * A decorative icon named in a config, drawn as inline SVG when the page is rendered. Meaning is always carried
 * by the text next to it. A name that is no icon (validation reports it; the editor's preview may meet one
 * while it is being typed) draws nothing.
 */
export function ConfigIcon({ name, size = 24 }: { name: IconName; size?: number }): ReactElement | null {
  // read as Lucide's icons read it: a LucideProvider above (none of the builder's; a site block's may) changes them
  const context = useLucideContext();
  const icon = lucideComponent(name);
  if (!icon) return null;
  // the component is looked up (Lucide's own, the same for a name every time), not created here
  return lucideIconElement(icon, configIconProps(size), context);
}
