/**
 * Adds a third-party script to the document unless a script with that address is already there, and
 * resolves once it has run. The script is never removed, so client-side navigation between pages that
 * use it keeps exactly one copy. `isReady` tells whether it already ran (for a copy added before).
 */
export function loadScriptOnce(src: string, isReady: () => boolean): Promise<void> {
  if (isReady()) return Promise.resolve();
  let script = Array.from(document.scripts).find((existing) => existing.src === src);
  if (!script) {
    script = document.createElement("script");
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }
  const pending = script;
  return new Promise((resolve, reject) => {
    pending.addEventListener("load", () => resolve(), { once: true });
    pending.addEventListener("error", () => reject(new Error(`Could not load ${src}`)), { once: true });
  });
}
