import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandComponent } from "../blocks/blockDefinition";
import { IslandRoot } from "./IslandRoot";

/**
 * Hydrates one island: its own React root over its pre-rendered HTML, with the props it was rendered with
 * (data-props) and the same identifierPrefix as at build time, so ids and markup match. Its class names are in
 * its props, made at build time: no styling code runs here. Resolves once it is live; a form the visitor sent
 * before that (held back by the shell script) is sent then.
 */
export function hydrateIsland(element: HTMLElement, component: IslandComponent): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? "{}") as never;
  return new Promise((resolve) => {
    const onHydrated = () => {
      element.setAttribute("data-hydrated", "");
      if (element.hasAttribute("data-pending-submit")) {
        element.removeAttribute("data-pending-submit");
        element.querySelector("form")?.requestSubmit();
      }
      resolve();
    };
    hydrateRoot(
      element,
      <IslandRoot onHydrated={onHydrated} earlyInput={typedValues(element)}>
        {createElement(component, props)}
      </IslandRoot>,
      {
        identifierPrefix: `${element.dataset.island}-`,
        onRecoverableError: (error) =>
          console.error(
            `An island of "${element.closest<HTMLElement>("[data-block]")?.dataset.block}" did not match its HTML:`,
            error,
          ),
      },
    );
  });
}

/** What the visitor already typed or picked in the island's named fields (kept through hydration). */
function typedValues(element: HTMLElement): Record<string, string> {
  const fields = element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input[name], textarea[name], select[name]",
  );
  // a box or radio counts only when ticked: its value is there either way
  const unticked = (field: Element) =>
    field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio") && !field.checked;
  return Object.fromEntries(
    Array.from(fields)
      .filter((field) => !unticked(field))
      .map((field) => [field.name, field.value])
      .filter(([, value]) => value !== ""),
  );
}
