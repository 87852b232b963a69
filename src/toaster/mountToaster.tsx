import { createRoot } from "react-dom/client";
import { IslandRoot } from "../islands/IslandRoot";
import { islandCache } from "../islands/islandCache";
import SiteToaster from "./SiteToaster";
import type { ToastMessage } from "./toaster";
import { createToast } from "./toastStore";

let mounted = false;

/** Shows a toast, first mounting the page's one toaster (its own small root at the end of <body>). */
export function showToast(message: ToastMessage): void {
  if (!mounted) {
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
  createToast(message);
}
