import type { ToastMessage } from "./toaster";

/**
 * The page's toasts, in plain DOM (no React, no Chakra): one live region at the end of <body>, created with
 * the first toast, styled with the theme's CSS variables (already on every page in the shared stylesheet).
 * Each toast is a role="status" element with its title and sentence, a close button, and goes after 6 s
 * (errors 8 s: they ask the visitor to do something); the timer waits while it is pointed at or focused and
 * while the page is hidden. At most three show; a fourth replaces the oldest.
 */
const max = 3;
const icons: Partial<Record<NonNullable<ToastMessage["style"]>, string>> = {
  success:
    "M12 22C6.477 22 2 17.523 2 12S6.477 2 12 2s10 4.477 10 10-4.477 10-10 10Zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.997-4L6.76 11.757l1.414-1.414 2.829 2.829 5.657-5.657 1.414 1.414L11.003 16Z",
  error:
    "M12 22C6.477 22 2 17.523 2 12S6.477 2 12 2s10 4.477 10 10-4.477 10-10 10Zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-5h2v2h-2v-2Zm0-8h2v6h-2V7Z",
};
const closeIcon =
  "M18.707 6.707a1 1 0 0 0-1.414-1.414L12 10.586 6.707 5.293a1 1 0 0 0-1.414 1.414L10.586 12l-5.293 5.293a1 1 0 1 0 1.414 1.414L12 13.414l5.293 5.293a1 1 0 0 0 1.414-1.414L13.414 12l5.293-5.293Z";

const v = (name: string) => `var(--chakra-${name})`;
const css = `
[data-toaster]{position:fixed;z-index:2147483647;bottom:max(env(safe-area-inset-bottom,0px),1rem);inset-inline:calc(env(safe-area-inset-left,0px) + 1rem) calc(env(safe-area-inset-right,0px) + 1rem);display:flex;flex-direction:column;align-items:flex-end;gap:${v("spacing-4")};pointer-events:none}
[data-toaster] [data-testid=toast]{position:relative;pointer-events:auto;width:100%;display:flex;align-items:flex-start;gap:${v("spacing-3")};padding:${v("spacing-4")} ${v("spacing-6")} ${v("spacing-4")} ${v("spacing-4")};border-radius:${v("radii-l2")};background:${v("colors-bg-panel")};color:${v("colors-fg")};box-shadow:${v("shadows-xl")};font-size:${v("font-sizes-sm")};line-height:1.25rem;animation:toast-in .3s cubic-bezier(.21,1.02,.73,1)}
@media (min-width:48rem){[data-toaster] [data-testid=toast]{width:${v("sizes-sm")}}}
[data-toaster] [data-toast-type=success]{background:${v("colors-green-700")};color:${v("colors-green-contrast")}}
[data-toaster] [data-toast-type=error]{background:${v("colors-red-solid")};color:${v("colors-red-contrast")}}
[data-toaster] svg{flex-shrink:0;width:1.25rem;height:1.25rem;fill:currentColor}
[data-toaster] [data-part=text]{display:flex;flex-direction:column;gap:${v("spacing-1")};flex:1;max-width:100%}
[data-toaster] [data-part=title]{font-weight:${v("font-weights-medium")};margin-inline-end:${v("spacing-2")}}
[data-toaster] [data-part=description]{opacity:.8}
[data-toaster] button{position:absolute;top:${v("spacing-1")};inset-inline-end:${v("spacing-1")};padding:${v("spacing-1")};display:inline-flex;border-radius:${v("radii-l2")};color:color-mix(in srgb,currentColor 60%,transparent);cursor:pointer;font-size:1rem}
[data-toaster] button svg{width:1em;height:1em}
[data-toaster] button:hover{background:color-mix(in srgb,currentColor 10%,transparent)}
[data-toaster] button:focus-visible{outline:2px solid currentColor;outline-offset:1px}
@keyframes toast-in{from{opacity:0;translate:0 1rem}}
@media (prefers-reduced-motion:reduce){[data-toaster] [data-testid=toast]{animation:none}}`;

let region: HTMLElement | undefined;
let count = 0;

function svg(path: string): SVGSVGElement {
  const icon = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  icon.setAttribute("viewBox", "0 0 24 24");
  icon.setAttribute("aria-hidden", "true");
  const shape = document.createElementNS("http://www.w3.org/2000/svg", "path");
  shape.setAttribute("d", path);
  icon.append(shape);
  return icon;
}

function toasterRegion(): HTMLElement {
  if (region?.isConnected) return region;
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
  region = document.createElement("div");
  region.setAttribute("data-toaster", "");
  region.setAttribute("role", "region");
  region.setAttribute("aria-label", "Notifications");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-relevant", "additions text");
  region.tabIndex = -1;
  document.body.append(region);
  return region;
}

/** Shows a toast, first adding the page's one toast region. */
export function showToast({ title, description, style = "info", closeLabel = "Close message" }: ToastMessage): void {
  const list = toasterRegion();
  const id = `toast-${++count}`;
  const toast = document.createElement("div");
  toast.id = id;
  toast.setAttribute("role", "status");
  toast.setAttribute("aria-atomic", "true");
  toast.setAttribute("aria-labelledby", `${id}-title`);
  toast.setAttribute("aria-describedby", `${id}-description`);
  toast.setAttribute("data-testid", "toast");
  toast.setAttribute("data-toast-type", style);
  const text = document.createElement("div");
  text.setAttribute("data-part", "text");
  for (const [part, content] of [
    ["title", title],
    ["description", description],
  ]) {
    const line = document.createElement("div");
    line.id = `${id}-${part}`;
    line.setAttribute("data-part", part);
    line.textContent = content;
    text.append(line);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", closeLabel);
  close.append(svg(closeIcon));
  const icon = icons[style];
  toast.append(...(icon ? [svg(icon)] : []), text, close);

  // the time left runs only while the toast is neither pointed at nor focused and the page is visible
  let left = style === "error" ? 8000 : 6000;
  let since = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const held = () => toast.matches(":hover, :focus-within") || document.hidden;
  const remove = () => {
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", update);
    toast.remove();
  };
  function update() {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      left -= performance.now() - since;
    }
    if (!toast.isConnected) return;
    if (!held()) {
      since = performance.now();
      timer = setTimeout(remove, Math.max(left, 0));
    }
  }
  for (const event of ["pointerenter", "pointerleave", "focusin", "focusout"])
    toast.addEventListener(event, () => setTimeout(update));
  document.addEventListener("visibilitychange", update);
  close.addEventListener("click", remove);

  toast.addEventListener("toast-remove", remove);
  list.append(toast);
  while (list.children.length > max) list.firstElementChild?.dispatchEvent(new Event("toast-remove"));
  update();
}
