// A block type without a renderer (possible only while developing, since validation refuses it) must show
// a visible error naming the block and its file, never a blank.
import path from "node:path";
import { ChakraProvider } from "@chakra-ui/react";
import { renderToReadableStream } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BlockList } from "../../src/blocks/BlockList";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import type { Block, SiteConfig } from "../../src/generated/config-types";
import { SiteProvider } from "../../src/site/SiteContext";
import { system } from "../../src/theme/system";

const root = path.resolve(__dirname, "../..");
const site = validateConfigDir(path.join(root, "tests/fixtures/base"), path.join(root, "schemas")).site as SiteConfig;

async function render(blocks: Block[]): Promise<string> {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <ChakraProvider value={system}>
          <SiteProvider site={site} builtAt="2026-01-15T12:00:00.000Z">
            <BlockList blocks={blocks} file="pages-config/pages/pricing.json" />
          </SiteProvider>
        </ChakraProvider>
      ),
    },
  ]);
  const stream = await renderToReadableStream(<RouterProvider router={router} />, { progressiveChunkSize: Infinity });
  await stream.allReady;
  return new Response(stream).text();
}

describe("BlockList", () => {
  it("shows an unknown block type as a visible error naming the block and the file", async () => {
    const html = await render([{ type: "hero", title: "Simple, Transparent Pricing" }, { type: "pricing-table" } as unknown as Block]);
    expect(html).toContain("Simple, Transparent Pricing");
    expect(html).toContain('role="alert"');
    expect(html).toContain("Unknown block type &quot;pricing-table&quot;");
    expect(html).toContain("blocks[<!-- -->1<!-- -->]");
    expect(html).toContain("pages-config/pages/pricing.json");
  });

});
