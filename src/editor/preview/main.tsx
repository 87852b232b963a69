import { Box, ChakraProvider, Text } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { startTransition, useEffect, useLayoutEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import type { SiteConfig } from "../../generated/config-types";
import { loadRenderer } from "../../render/renderers";
import { emotionCacheOptions } from "../../theme/emotionOptions";
import { system } from "../../theme/system";
import type { PreviewBlock, PreviewRequest, PreviewResponse } from "../shared/api";
import { otherLoopbackOrigin } from "../shared/previewOrigin";
import type { PreviewMessage, PreviewReply } from "./messages";
import { PreviewPage } from "./PreviewPage";

// the editor is this server under its other loopback name (see shared/previewOrigin.ts)
const editorOrigin = otherLoopbackOrigin(location.origin);
const reply = (message: PreviewReply) => window.parent.postMessage(message, editorOrigin);

interface Shown {
  message: PreviewMessage;
  response: PreviewResponse;
  site: SiteConfig;
}

/**
 * Asks the editor server (this frame's own origin) to resolve the page with the build's resolve step, one
 * request at a time: while one is under way, only the newest message waits. Blocks and site settings that
 * did not change keep their objects, so only changed blocks render again.
 */
function createResolver(show: (shown: Shown) => void, fail: (problem: string) => void) {
  let pending: PreviewMessage | undefined;
  let busy = false;
  let last: Shown | undefined;
  const run = async () => {
    if (busy || !pending) return;
    const message = pending;
    pending = undefined;
    busy = true;
    try {
      const request: PreviewRequest = { blocks: message.blocks, drafts: message.drafts };
      const answer = await fetch("/api/preview", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request),
      });
      const response = (await answer.json()) as PreviewResponse & { error?: string };
      if (!answer.ok) throw new Error(response.error ?? `the editor server answered ${answer.status}`);
      await Promise.all(response.blocks.map((entry) => ("block" in entry ? loadRenderer(entry.block.type) : undefined)));
      const before = new Map(last?.response.blocks.map((entry) => [entry.id, entry]));
      response.blocks = response.blocks.map((entry): PreviewBlock => before.get(entry.id) ?? entry);
      const sameSite = last && last.response.contextId === response.contextId;
      if (response.site) {
        last = { message, response, site: sameSite ? last!.site : response.site };
        show(last);
      } else {
        fail(response.siteProblem ?? "The site settings cannot be read.");
      }
    } catch (error) {
      fail(`The preview could not be updated: ${(error as Error).message}`);
    } finally {
      busy = false;
      void run();
    }
  };
  return (message: PreviewMessage) => {
    pending = message;
    void run();
  };
}

function Preview() {
  const [shown, setShown] = useState<Shown>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    const resolve = createResolver(
      // a transition: typing in the editor never waits for the preview
      (next) => startTransition(() => (setShown(next), setProblem(undefined))),
      (text) => setProblem(text),
    );
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== editorOrigin || event.data?.kind !== "render") return;
      resolve(event.data);
    };
    window.addEventListener("message", onMessage);
    reply({ kind: "ready" });
    return () => window.removeEventListener("message", onMessage);
  }, []);
  const selected = shown?.message.selected;
  useLayoutEffect(() => {
    if (selected === undefined) return;
    document.querySelectorAll("[data-block]")[selected]?.scrollIntoView({ block: "nearest" });
  }, [selected]);
  const notice = problem ?? shown?.response.siteProblem;
  return (
    <>
      {notice && (
        <Box role="status" position="sticky" top={0} zIndex={10} bg="orange.100" color="orange.900" px={3} py={2} fontSize="sm">
          <Text>{notice}</Text>
        </Box>
      )}
      {shown && (
        <MemoryRouter key={shown.message.route} initialEntries={[shown.message.route]}>
          <PreviewPage
            site={shown.site}
            year={shown.response.year}
            blocks={shown.response.blocks}
            file={shown.message.file}
            shell={shown.message.shell}
          />
        </MemoryRouter>
      )}
    </>
  );
}

// Links in the preview never leave it, and its forms send nothing: the editor stays where it is.
document.addEventListener("click", (event) => {
  if ((event.target as Element | null)?.closest?.("a[href]")) event.preventDefault();
});
window.addEventListener(
  "submit",
  (event) => {
    event.preventDefault();
    event.stopPropagation();
  },
  true,
);

// the build's emotion set-up (src/theme/emotionOptions.ts), so the CSS is the built page's
const cache = createCache(emotionCacheOptions);
createRoot(document.getElementById("root")!).render(
  <CacheProvider value={cache}>
    <ChakraProvider value={system}>
      <Preview />
    </ChakraProvider>
  </CacheProvider>,
);
