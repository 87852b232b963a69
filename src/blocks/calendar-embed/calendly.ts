import { loadScriptOnce } from "./loadScriptOnce";

/** Calendly's embed script: it defines window.Calendly. */
export const calendlyWidgetScript = "https://assets.calendly.com/assets/external/widget.js";

interface CalendlyApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

declare global {
  interface Window {
    Calendly?: CalendlyApi;
  }
}

/** Loads Calendly's script once per visit and shows the scheduling page inside `parent`. */
export async function mountCalendly(url: string, parent: HTMLElement): Promise<void> {
  await loadScriptOnce(calendlyWidgetScript, () => window.Calendly !== undefined);
  if (!window.Calendly) throw new Error("Calendly's script loaded but did not define window.Calendly");
  parent.replaceChildren();
  window.Calendly.initInlineWidget({ url, parentElement: parent });
}
