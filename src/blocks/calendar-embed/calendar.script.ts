import type { BlockScript } from "../blockDefinition";
import { mountCalendly } from "./calendly";

/** Shows the scheduling calendar in its reserved box; on failure the link to the scheduling page stays. */
const calendar: BlockScript = (block) => {
  for (const box of block.querySelectorAll<HTMLElement>("[data-calendar-url]")) {
    const mount = box.querySelector<HTMLElement>("[data-calendar-mount]");
    if (!mount) continue;
    mountCalendly(box.dataset.calendarUrl ?? "", mount).then(
      () => (box.dataset.calendarState = "ready"),
      () => {
        box.dataset.calendarState = "failed";
        // the words in the page's language, written by the renderer beside the status
        const status = box.querySelector<HTMLElement>("[data-calendar-status]");
        if (status) status.textContent = status.dataset.failedText ?? "";
      },
    );
  }
};
export default calendar;
