import type { SiteFacts } from "../../engine/resolve/resolvedTypes";
import type { FormAction, FormField } from "../../generated/config-types";
import { buildRequestBody } from "./buildRequestBody";
import type { FormValues } from "./buildZodSchema";

/** A tab opened while the submit event is still running, so pop-up blockers allow it. */
export interface PendingTab {
  /** The blank tab to send to the download later, or null when the browser refused to open one. */
  window: Window | null;
}

/**
 * Opens, synchronously inside the submit event, whatever the action opens in a new tab.
 * Webhook actions open their final address at once without access to this page (noopener).
 * A simulated download opens a blank tab now and sends it to the link after the wait; it is cut off
 * from this page (opener = null) before anything is loaded in it.
 * Throws when the browser throws (the caller turns that into the failure message).
 */
export function openTabsOnSubmit(action: FormAction): PendingTab | undefined {
  if (action.kind === "webhook") {
    // hrefs are final: the engine resolved an "@name" to its address before rendering
    if (action.openInNewTab) window.open(action.openInNewTab, "_blank", "noopener,noreferrer");
    return undefined;
  }
  const tab = window.open("about:blank", "_blank");
  if (tab) tab.opener = null;
  return { window: tab };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the action with valid answers. Resolves when it counts as done; rejects on failure.
 * No-cors webhooks cannot read the reply, so only a network error (a throw) counts as failure.
 */
export async function runAction(
  action: FormAction,
  fields: readonly FormField[],
  values: FormValues,
  site: SiteFacts,
  pendingTab: PendingTab | undefined,
): Promise<void> {
  if (action.kind === "webhook") {
    // the validator checked that the name is in site.json "webhooks"
    const address = site.webhooks[action.webhook];
    if (!address) throw new Error(`No webhook named "${action.webhook}" in site.json`);
    const body = JSON.stringify(buildRequestBody(fields, values, action, new Date()));
    const mode = action.mode ?? "no-cors";
    const response = await fetch(address, {
      method: "POST",
      mode,
      // no-cors only allows "simple" headers; the webhook reads the JSON body either way
      headers: mode === "cors" ? { "Content-Type": "application/json" } : undefined,
      body,
    });
    if (mode === "cors" && !response.ok) throw new Error(`Webhook answered ${response.status}`);
    return;
  }
  await wait(action.delayMs ?? 1000);
  if (pendingTab?.window && !pendingTab.window.closed) pendingTab.window.location.href = action.link;
}
