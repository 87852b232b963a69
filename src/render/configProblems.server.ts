import { brokenAddresses, type BrokenConfig } from "../engine/brokenConfigs";
import { countProblems, type Diagnostic } from "../engine/diagnostic";
import { overlayError } from "../engine/configOverlay";
import { diagnosticLines } from "../engine/diagnosticLines";

/**
 * Dev server only. What an address shows when the config behind it is invalid: the CLI's located messages,
 * in the page and in Vite's error overlay. The page loads Vite's client, so saving the fixed config reloads it.
 */
export function configProblemsDocument(diagnostics: readonly Diagnostic[]): string {
  const count = countProblems([...diagnostics]).replace("problem", "config problem");
  // JSON inside <script>: "<" escaped so no text of a config can close the script
  const overlay = JSON.stringify(overlayError(diagnostics)).replace(/</g, "\\u003c");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${count}</title>
<script type="module" src="/@vite/client"></script>
<script type="module">import { ErrorOverlay } from "/@vite/client"; document.body.append(new ErrorOverlay(${overlay}));</script>
</head><body><main style="padding:3rem 1.5rem;max-width:900px;margin:0 auto;font-family:system-ui,sans-serif">
<h1>${count}</h1><p>This page's config cannot be shown until it is fixed:</p>
<pre style="white-space:pre-wrap;background:#fff4f4;padding:1rem;border:1px solid #f5c2c2">${escapeHtml(diagnosticLines([...diagnostics]).join("\n"))}</pre>
</main></body></html>`;
}

/** The small notice other pages show while some page or not-found config is invalid: which files, which addresses. */
export function brokenConfigsNotice(broken: readonly BrokenConfig[]): string {
  const items = broken.map((b) => `<li><code>${escapeHtml(b.file)}</code> (${escapeHtml(brokenAddresses(b))})</li>`);
  return `<aside data-config-problems="" aria-label="Config problems" style="position:fixed;right:12px;bottom:12px;z-index:2147483647;max-width:min(420px,calc(100vw - 24px));padding:10px 14px;border:1px solid #e0a800;border-radius:8px;background:#fff8e1;color:#3d2e00;font:13px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.15)">
<strong>Config problem${broken.length === 1 ? "" : "s"}</strong>: this page is fine; ${broken.length === 1 ? "this file shows its" : "these files show their"} located messages at ${broken.length === 1 ? "its address" : "their addresses"} and in the terminal.<ul style="margin:4px 0 0;padding-left:18px">${items.join("")}</ul></aside>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
