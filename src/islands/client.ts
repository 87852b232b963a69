import type { ComponentType } from "react";
import type { WakeUp } from "../blocks/blockDefinition";
import { definitionOf } from "../blocks/registry";

/**
 * The island loader: the only module a page loads, and only on pages with a block that needs the browser.
 * For each such block (marked by src/blocks/BlockList.tsx) it waits for the block's moment (load, idle,
 * visible) and then runs its plain script, or hydrates its island (React and Chakra load only then).
 * An island is also woken at once when the visitor starts using it (focus, tap, key): nothing typed is lost,
 * and a form sent before is sent once the island has hydrated (see src/shell/shellScript.ts).
 */
const startedOnLoad: Promise<unknown>[] = [];
for (const element of document.querySelectorAll<HTMLElement>("[data-script], [data-island]")) {
  const type = element.dataset.block ?? "";
  const island = element.dataset.island !== undefined;
  let started: Promise<void> | undefined;
  const start = () => {
    started ??= (island ? hydrate(element, type) : runScript(element, type)).then(
      () => element.setAttribute("data-ready", ""),
      (error: unknown) => console.error(`The "${type}" block could not start:`, error),
    );
    return started;
  };
  if (island) {
    for (const event of ["focusin", "pointerdown", "keydown"]) element.addEventListener(event, start, { once: true, capture: true });
  }
  const when = (island ? element.dataset.when : element.dataset.script) as WakeUp;
  if (when === "load") startedOnLoad.push(start());
  else wake(element, when, start);
}
// the page is live: every block that starts with the page has started (tests and tools wait for this)
void Promise.all(startedOnLoad).then(() => document.documentElement.setAttribute("data-ready", ""));

function wake(element: HTMLElement, when: Exclude<WakeUp, "load">, start: () => void) {
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
  const browser = definitionOf(type)?.browser;
  if (!browser || !("script" in browser)) throw new Error(`block type "${type}" declares no script`);
  const { default: script } = await browser.module();
  script(element);
}

async function hydrate(element: HTMLElement, type: string) {
  const definition = definitionOf(type);
  if (!definition) throw new Error(`unknown block type "${type}"`);
  const [{ hydrateIsland }, renderer] = await Promise.all([import("./hydrateIsland"), definition.render()]);
  await hydrateIsland(element, renderer.default as ComponentType<object>);
}
