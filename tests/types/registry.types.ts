// Type tests, checked by `npm run typecheck` (tsc): each @ts-expect-error line must stay an error, or tsc
// fails with "Unused '@ts-expect-error' directive". They prove the registry's type does its job.
import type { BlockRegistry } from "../../src/blocks/blockDefinition";
import { blockRegistry } from "../../src/blocks/registry";
import type { ResolvedBlockOf } from "../../src/engine/resolve/resolvedTypes";
import type { BlockType } from "../../src/generated/config-types";

type Renderer<T extends BlockType> = () => Promise<{ default: (props: ResolvedBlockOf<T>) => null }>;
const renderer = <T extends BlockType>(): Renderer<T> => async () => ({ default: () => null });
const { hero: _hero, ...withoutHero } = blockRegistry;

// the real registry is complete and every renderer matches its block's props
export const complete: BlockRegistry = blockRegistry;

// @ts-expect-error a block type without a renderer does not compile
export const missingHero: BlockRegistry = withoutHero;

export const wrongProps: BlockRegistry = {
  ...blockRegistry,
  // @ts-expect-error a renderer whose props do not match its schema's generated type does not compile
  hero: { render: async () => ({ default: (_props: ResolvedBlockOf<"hero"> & { tagline: string }) => null }) },
};

export const typoInWakeUp: BlockRegistry = {
  ...blockRegistry,
  // @ts-expect-error a typo in a block's browser declaration does not compile
  form: { render: renderer<"form">(), browser: { island: "visibel" } },
};

export const scriptWithoutModule: BlockRegistry = {
  ...blockRegistry,
  // @ts-expect-error a plain-script block must name its module
  stats: { render: renderer<"stats">(), browser: { script: "visible" } },
};
