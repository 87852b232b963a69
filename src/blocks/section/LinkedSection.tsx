import type { ReactNode } from "react";
import type { SectionBlock } from "../../generated/config-types";

/** A linked section: its blocks (sections/<ref>.json, put in by the resolve step) come already rendered as `slots[0]`. */
export default function LinkedSection({ slots = [] }: SectionBlock & { slots?: readonly ReactNode[] }) {
  return <>{slots[0]}</>;
}
