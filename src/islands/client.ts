import type { BlockScript, WakeUp } from "../blocks/blockDefinition";
// the builder's blocks' needs (../blocks/browserNeeds.ts) and the site's blocks' scripts (viteSiteBlocks.ts)
import { browserNeedsOf } from "virtual:browser-needs";

/**
 * The island loader: the only module a page loads, and only on pages with a block that needs the browser.
 * For each such block (marked by src/render/BlockList.tsx) or island (src/islands/Island.tsx) it waits for the
 * moment declared (load, idle, visible, first use) and then runs the block's plain script, or hydrates the
 * island (React loads only then). An island is also woken at once when the visitor starts using it (focus, tap,
 * key): nothing typed is lost, and a form sent before is sent once the island has hydrated (see
 * src/shell/shellScript.ts).
 * An island's prepare script, if it declares one, runs as the page loads.
 */
const startedOnLoad: Promise<unknown>[] = [];
for (const element of document.querySelectorAll<HTMLElement>("[data-script], [data-island]")) {
  // an island sits inside its block's element; a script block's mark is on that element itself
  const type = element.closest<HTMLElement>("[data-block]")?.dataset.block ?? "";
  const island = element.dataset.island !== undefined;
  // the island's prepare script fills its fields first, so the island starts from them
  const prepared = island ? prepare(element, type) : undefined;
  let started: Promise<void> | undefined;
  const start = () => {
    started ??= (prepared ? prepared.then(() => hydrate(element, type)) : runScript(element, type)).then(
      () => element.setAttribute("data-ready", ""),
      (error: unknown) => console.error(`The "${type}" block could not start:`, error),
    );
    return started;
  };
  const when = (island ? element.dataset.when : element.dataset.script) as WakeUp;
  if (island || when === "interaction") {
    for (const event of ["focusin", "pointerdown", "keydown"])
      element.addEventListener(event, start, { once: true, capture: true });
  }
  if (prepared) startedOnLoad.push(prepared);
  // used before this module arrived (marked by the shell script): wake it now
  if (element.hasAttribute("data-used")) void start();
  else if (when === "load") startedOnLoad.push(start());
  else if (when === "idle" || when === "visible") wake(element, when, start);
}
// the page is live: every block that starts with the page has started (tests and tools wait for this)
void Promise.all(startedOnLoad).then(() => document.documentElement.setAttribute("data-ready", ""));

function wake(element: HTMLElement, when: "idle" | "visible", start: () => void) {
  if (when === "idle") {
    if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 4000 });
    else setTimeout(start, 200);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: "200px 0px" },
  );
  observer.observe(element);
}

async function runScript(element: HTMLElement, type: string) {
  const browser = browserNeedsOf(type);
  if (!browser || !("script" in browser)) throw new Error(`block type "${type}" declares no script`);
  await runModule(element, browser.module);
}

/** Runs an island's prepare script; a failure is reported and the island still wakes as usual. */
async function prepare(element: HTMLElement, type: string) {
  const browser = browserNeedsOf(type);
  if (!browser || !("island" in browser) || !browser.prepare) return;
  await runModule(element, browser.prepare).catch((error: unknown) =>
    console.error(`The "${type}" block could not be prepared:`, error),
  );
}

async function runModule(element: HTMLElement, module: () => Promise<{ default: BlockScript }>) {
  const { default: script } = await module();
  script(element);
}

async function hydrate(element: HTMLElement, type: string) {
  const browser = browserNeedsOf(type);
  if (!browser || !("island" in browser)) throw new Error(`block type "${type}" declares no island`);
  const [{ hydrateIsland }, component] = await Promise.all([import("./hydrateIsland"), browser.hydrate()]);
  await hydrateIsland(element, component.default);
}
