import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToReadableStream } from "react-dom/server";
import { blockRegistry, preloadBlocks } from "./blocks/registry";

// At build time every block's code is loaded up front, so no block suspends and each page's HTML holds
// its blocks inline (a suspended block would be streamed in a hidden segment and revealed by script).
const allBlocksLoaded = preloadBlocks(Object.keys(blockRegistry));

// Only used at build time to pre-render pages: wait for everything (lazy blocks included) before writing HTML.
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  await allBlocksLoaded;
  let failed: unknown;
  const body = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
    // Pre-rendered pages must hold every block inline: never outline a large finished Suspense boundary
    // into a hidden segment revealed by script (React's default above ~12.5 kB).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      failed = error;
      console.error(error);
    },
  });
  await body.allReady;
  if (failed) throw failed;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { status, headers });
}
