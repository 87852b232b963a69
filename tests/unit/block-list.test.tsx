// A block type without a renderer (possible only while developing, since validation refuses it) must show
// a visible error naming the block and its file, never a blank.
import { describe, expect, it } from "vitest";
import { BlockList } from "../../src/render/BlockList";
import type { ResolvedBlock } from "../../src/engine/resolve/resolvedTypes";
import type { Block } from "../../src/generated/config-types";
import { loadResolved, renderPage } from "./support/renderPage";

const site = loadResolved("tests/fixtures/base").site;

async function render(blocks: Block[]): Promise<string> {
  return renderPage(<BlockList blocks={blocks as ResolvedBlock[]} file="pages-config/pages/pricing.json" />, site);
}

describe("BlockList", () => {
  it("shows an unknown block type as a visible error naming the block and the file", async () => {
    const html = await render([
      { type: "hero", title: "Simple, Transparent Pricing" },
      { type: "pricing-table" } as unknown as Block,
    ]);
    expect(html).toContain("Simple, Transparent Pricing");
    expect(html).toContain('role="alert"');
    expect(html).toContain("Unknown block type &quot;pricing-table&quot;");
    expect(html).toContain("blocks[<!-- -->1<!-- -->]");
    expect(html).toContain("pages-config/pages/pricing.json");
  });
});
