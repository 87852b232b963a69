import { ChakraProvider } from "@chakra-ui/react";
import { startTransition, useEffect, useLayoutEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { preloadBlocks } from "../../blocks/registry";
import { SiteShell } from "../../shell/SiteShell";
import { SiteProvider } from "../../site/SiteContext";
import { system } from "../../theme/system";
import type { PreviewMessage, PreviewReply } from "./messages";
import { PreviewPage } from "./PreviewPage";
import { otherLoopbackOrigin } from "../shared/previewOrigin";

// the editor is this server under its other loopback name (see shared/previewOrigin.ts)
const editorOrigin = otherLoopbackOrigin(location.origin);
const reply = (message: PreviewReply) => window.parent.postMessage(message, editorOrigin);

function Preview() {
  const [message, setMessage] = useState<PreviewMessage>();
  useEffect(() => {
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== editorOrigin || event.data?.kind !== "render") return;
      const data = event.data;
      // a transition: the frame shares the editor's main thread, and typing must never wait for the preview
      void preloadBlocks(data.page.blocks.map((b) => b.type)).then(() => startTransition(() => setMessage(data)));
    };
    window.addEventListener("message", onMessage);
    reply({ kind: "ready" });
    return () => window.removeEventListener("message", onMessage);
  }, []);
  useLayoutEffect(() => {
    if (message?.selected === undefined) return;
    document.querySelectorAll("[data-block]")[message.selected]?.scrollIntoView({ block: "nearest" });
  }, [message?.selected]);
  if (!message) return null;
  const page = <PreviewPage site={message.site} collections={message.collections} page={message.page} file={message.file} />;
  return (
    <MemoryRouter key={message.route} initialEntries={[message.route]}>
      {message.shell ? (
        <SiteProvider site={message.site} builtAt={new Date().toISOString()}>
          <SiteShell>{page}</SiteShell>
        </SiteProvider>
      ) : (
        <main>{page}</main>
      )}
    </MemoryRouter>
  );
}

// Links in the preview never leave it: the editor stays where it is.
document.addEventListener("click", (event) => {
  if ((event.target as Element | null)?.closest?.("a[href]")) event.preventDefault();
});

createRoot(document.getElementById("root")!).render(
  <ChakraProvider value={system}>
    <Preview />
  </ChakraProvider>,
);
