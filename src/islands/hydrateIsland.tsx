import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandCache } from "./islandCache";
import { islandSystem } from "../theme/islandSystem";
import { IslandRoot } from "./IslandRoot";

/**
 * Hydrates one island: its own React root over its pre-rendered HTML, with the props it was rendered with
 * (data-props) and the same identifierPrefix as at build time, so ids and markup match. Resolves once it is
 * live; a form the visitor sent before that (held back by the shell script) is sent then.
 */
export function hydrateIsland<P extends object>(element: HTMLElement, Renderer: ComponentType<P>): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? "{}") as P;
  return new Promise((resolve) => {
    const onHydrated = () => {
      element.setAttribute("data-hydrated", "");
      if (element.hasAttribute("data-pending-submit")) {
        element.removeAttribute("data-pending-submit");
        element.querySelector("form")?.requestSubmit();
      }
      resolve();
    };
    const root = (
      <IslandRoot system={islandSystem} cache={islandCache} onHydrated={onHydrated} earlyInput={typedValues(element)}>
        {createElement(Renderer, props)}
      </IslandRoot>
    );
    hydrateRoot(element, root, {
      identifierPrefix: `${element.dataset.island}-`,
      onRecoverableError: (error) => console.error(`Island "${element.dataset.block}" did not match its HTML:`, error),
    });
  });
}

/** What the visitor already typed into the island's named fields (kept through hydration). */
function typedValues(element: HTMLElement): Record<string, string> {
  const fields = element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input[name], textarea[name], select[name]",
  );
  return Object.fromEntries(
    Array.from(fields, (field) => [field.name, field.value]).filter(([, value]) => value !== ""),
  );
}
