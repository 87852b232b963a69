import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadBlocks } from "./blocks/registry";

// Load the code of the blocks on this page (named by the pre-rendered data-block attributes) before
// hydrating, so hydration happens in one pass against the complete HTML.
const blockTypes = Array.from(document.querySelectorAll("[data-block]"), (el) => el.getAttribute("data-block") ?? "");

void preloadBlocks(blockTypes)
  .catch((error: unknown) => console.error("Could not load a block's code:", error))
  .finally(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
