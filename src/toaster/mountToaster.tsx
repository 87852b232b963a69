import { createRoot } from "react-dom/client";
import { IslandRoot } from "../islands/IslandRoot";
import { islandCache } from "../islands/islandCache";
import SiteToaster from "./SiteToaster";

let mounted = false;

/** Mounts the page's one toaster (its own small root at the end of <body>) the first time a form needs it. */
export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.setAttribute("data-toaster", "");
  document.body.append(host);
  createRoot(host, { identifierPrefix: "toaster-" }).render(
    <IslandRoot cache={islandCache}>
      <SiteToaster />
    </IslandRoot>,
  );
}
