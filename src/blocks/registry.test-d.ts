// Type tests of the block registry, run by vitest's typecheck (part of `npx vitest run` / `npm test`, see
// vitest.config.ts → typecheck) and also checked by `npm run typecheck`. Each @ts-expect-error line must stay
// an error: if the registry's type stopped catching the mistake below it, the directive would be unused and
// the test fails with "Unused '@ts-expect-error' directive".
import { assertType, describe, expectTypeOf, test } from "vitest";
import type { BlockRegistry } from "./blockDefinition";
import { blockRegistry } from "./registry";
import type { ResolvedBlockOf } from "../engine/resolve/resolvedTypes";
import type { BlockType } from "../generated/config-types";

type Renderer<T extends BlockType> = () => Promise<{ default: (props: ResolvedBlockOf<T>) => null }>;
const renderer =
  <T extends BlockType>(): Renderer<T> =>
  async () => ({ default: () => null });

describe("the block registry's type (src/blocks/blockDefinition.ts → BlockRegistry)", () => {
  test("the real registry is complete: one entry per schema block type, each renderer matching its props", () => {
    expectTypeOf(blockRegistry).toExtend<BlockRegistry>();
    expectTypeOf<keyof typeof blockRegistry>().toEqualTypeOf<BlockType>();
  });

  test("a block type without a renderer does not compile", () => {
    const { hero: _hero, ...withoutHero } = blockRegistry;
    // @ts-expect-error "hero" is missing
    assertType<BlockRegistry>(withoutHero);
  });

  test("a renderer whose props do not match its schema's generated type does not compile", () => {
    assertType<BlockRegistry>({
      ...blockRegistry,
      // @ts-expect-error the renderer asks for a field the hero schema does not have
      hero: { render: async () => ({ default: (_props: ResolvedBlockOf<"hero"> & { tagline: string }) => null }) },
    });
    assertType<BlockRegistry>({
      ...blockRegistry,
      // @ts-expect-error the stats renderer registered under "hero"
      hero: { render: renderer<"stats">() },
    });
  });

  test("a typo in a block's browser declaration does not compile", () => {
    assertType<BlockRegistry>({
      ...blockRegistry,
      form: {
        render: renderer<"form">(),
        // @ts-expect-error "visibel" is not a wake-up moment
        browser: { island: "visibel", hydrate: async () => ({ default: () => null }) },
      },
    });
    assertType<BlockRegistry>({
      ...blockRegistry,
      // @ts-expect-error "scirpt" is neither "island" nor "script"
      video: { render: renderer<"video">(), browser: { scirpt: "load", module: async () => ({ default: () => {} }) } },
    });
  });

  test("a plain-script block must name its module", () => {
    assertType<BlockRegistry>({
      ...blockRegistry,
      // @ts-expect-error no module for the script
      stats: { render: renderer<"stats">(), browser: { script: "visible" } },
    });
  });
});
