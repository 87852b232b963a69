import type { IconName } from "../generated/config-types";
import { iconSet } from "./iconSet";

/** A decorative icon named in a config. Meaning is always carried by the text next to it. */
export function ConfigIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Icon = iconSet[name];
  return <Icon size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
