import type { BlockScript } from "../blockDefinition";
import { createIntegrationSearch } from "./integrationSearch";

/**
 * Live search over the grid's cards (their names and descriptions as shown): shows only the cards that
 * match (in their order), says how many do, and shows the empty message when none does. A query typed before this script
 * arrived is searched at once.
 */
const search: BlockScript = (block) => {
  const input = block.querySelector<HTMLInputElement>("[data-integration-search] input");
  const status = block.querySelector<HTMLElement>("[data-search-status]");
  const empty = block.querySelector<HTMLElement>("[data-search-empty]");
  if (!input || !status) return;
  const list = block.querySelector<HTMLElement>("li[data-integration]")?.parentElement;
  if (!list) return;
  const cards = Array.from(list.querySelectorAll<HTMLElement>(":scope > li[data-integration]"), (element) => ({
    element,
    name: element.querySelector("[data-integration-name]")?.textContent ?? "",
    description: element.querySelector("[data-integration-description]")?.textContent ?? "",
  }));
  const find = createIntegrationSearch(cards);
  // the empty message is in the page only while nothing matches
  const emptyPlace = empty && { parent: empty.parentElement, before: empty.nextSibling };
  empty?.remove();
  if (empty) empty.hidden = false;
  const total = cards.length;

  const update = () => {
    const query = input.value;
    const shown = find(query);
    list.replaceChildren(...shown.map((card) => card.element));
    if (empty && emptyPlace?.parent) {
      if (shown.length > 0) empty.remove();
      else emptyPlace.parent.insertBefore(empty, emptyPlace.before);
    }
    status.textContent =
      query.trim() === "" ? `${total} integrations` : `${shown.length} of ${total} integrations match`;
  };
  input.addEventListener("input", update);
  if (input.value) update();
  block.querySelector("[data-integration-search]")?.setAttribute("data-search-ready", "");
};
export default search;
