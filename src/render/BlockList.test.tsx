import { describe, expect, it } from "vitest";
import type { ResolvedBlock } from "../engine/resolve/resolvedTypes";
import type { Block } from "../generated/config-types";
import { loadResolved, renderPage, resolveForTest } from "../../tests/unit/support/renderPage";
import { BlockList } from "./BlockList";

const resolved = loadResolved("tests/fixtures/sites/layouts");
const home = resolved.pages.find((p) => p.route === "/")!;

const render = (blocks: readonly unknown[]) =>
  renderPage(<BlockList blocks={blocks as ResolvedBlock[]} file="pages/index.json" />, resolved.site);
/** Blocks written here, resolved as a page's are (the words a markdown block writes attached in its slot too). */
const written = (blocks: readonly unknown[]) => blocks.map((block) => resolveForTest(block as Block, resolved));

describe("BlockList with blocks inside blocks", () => {
  it("renders each slot's blocks inside their block, in reading order, each in its element naming its type", async () => {
    const html = await render(home.config.blocks);
    const order = [
      'data-block="columns"',
      'id="bread" data-block="markdown"',
      "Our bread rises overnight",
      'data-block="cta"',
      "Order for Your Event",
      'id="reviews" data-block="group"',
      "Parking behind the bakery.",
      "Bicycle racks at the door.",
    ].map((text) => html.indexOf(text));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // the stats block in a column is marked for its script, as on a page of its own
    expect(html).toMatch(/data-block="stats" data-script="visible"/);
  });

  it("names the nested place of a block that cannot be rendered", async () => {
    const html = await render(
      written([{ type: "group", blocks: [{ type: "markdown", text: "fine" }, { type: "pricing-table" }] }]),
    );
    expect(html).toContain("fine");
    expect(html).toContain("Unknown block type &quot;pricing-table&quot;");
    expect(html).toContain("blocks[0].blocks[1]");
  });

  it("renders a page's own blocks as before: no slots, no extra props", async () => {
    const flat = await render(written([{ type: "markdown", text: "Just text." }]));
    expect(flat).toContain("Just text.");
    expect(flat).not.toContain("slots");
  });
});
