import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Collections, SiteConfig } from "../../../src/generated/config-types";
import { CollectionsProvider, SiteProvider } from "../../../src/site/SiteContext";
import { system } from "../../../src/theme/system";

/** Server-renders content inside the site's providers (theme, site settings, data, router) to complete HTML. */
export async function renderPage(content: ReactNode, site: SiteConfig, collections: Partial<Collections> = {}): Promise<string> {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <ChakraProvider value={system}>
          <SiteProvider site={site} builtAt="2026-01-15T12:00:00.000Z">
            <CollectionsProvider value={collections}>{content}</CollectionsProvider>
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
