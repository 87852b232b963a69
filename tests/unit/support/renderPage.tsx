import { ChakraProvider } from "@chakra-ui/react";
import path from "node:path";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { resolveBlock } from "../../../src/engine/resolve/resolveBlock";
import { resolveConfigSet, type ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import type { ResolvedBlock } from "../../../src/engine/resolve/resolvedTypes";
import { ConfigError } from "../../../src/engine/diagnostic";
import { schemaStore, validateConfigDir, validConfigSet } from "../../../src/engine/validateConfigDir";
import type { Block, SiteConfig } from "../../../src/generated/config-types";
import { IslandSlots, IslandSlotsProvider } from "../../../src/render/islandSlots";
import { loadAllRenderers } from "../../../src/render/renderers";
import { SiteProvider } from "../../../src/site/SiteContext";
import { siteSystem } from "../../../src/theme/system";

export const repoRoot = path.resolve(import.meta.dirname, "../../..");
const schemas = path.join(repoRoot, "schemas");

/** A config folder validated and resolved, as the page loader gets it (throws on invalid configs). */
export function loadResolved(configDir: string): ResolvedConfigSet {
  const set = validateConfigDir(path.resolve(repoRoot, configDir), schemas);
  const valid = validConfigSet(set);
  if (!valid) throw new ConfigError(set.diagnostics);
  return resolveConfigSet(valid);
}

/** A block written in a test, resolved against a site the way pages are (placeholders, links, data). */
export function resolveForTest(block: Block, resolved: ResolvedConfigSet): ResolvedBlock {
  return resolveBlock(schemaStore(schemas), block, resolved.site);
}

/** Server-renders content inside the site's providers (theme, site settings, island slots, router) to HTML. */
export async function renderPage(content: ReactNode, site: SiteConfig): Promise<string> {
  await loadAllRenderers();
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <ChakraProvider value={siteSystem(site.theme)}>
          <SiteProvider site={site}>
            <IslandSlotsProvider value={new IslandSlots({ inline: true })}>{content}</IslandSlotsProvider>
          </SiteProvider>
        </ChakraProvider>
      ),
    },
  ]);
  const stream = await renderToReadableStream(<RouterProvider router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error;
    },
  });
  await stream.allReady;
  return new Response(stream).text();
}
