import type { BlockScript } from "../blockDefinition";
import type { FormCardProps } from "./FormCard";
import { browserStorage, draftKey, forgetOldDrafts, readDraft, writeDraft } from "./formDraft";
import { prefillValue } from "./prefillValue";

type FormProps = Pick<FormCardProps["form"], "fields" | "keepDraft" | "prefill">;
type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Runs as the page loads, long before the form's island wakes (on first use): puts back the visitor's draft
 * and the value the page address asks for (?subject=…) into the pre-rendered fields, and keeps the draft up
 * to date as they type. The island then starts from whatever the fields hold (see src/islands/hydrateIsland.tsx).
 */
const prepareForm: BlockScript = (island) => {
  const form = island.querySelector("form");
  if (!form) return;
  const config = (JSON.parse(island.dataset.props ?? "{}") as { form: FormProps }).form;
  const names = config.fields.map((field) => field.name);
  const fieldNamed = (name: string): TextField | undefined => {
    const element = form.isConnected ? form.elements.namedItem(name) : null;
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : undefined;
  };
  const fillIfEmpty = (name: string, value: string | undefined) => {
    const field = fieldNamed(name);
    if (field && value && field.value === "") field.value = value;
  };

  const storage = browserStorage();
  if (storage && config.keepDraft !== false) {
    forgetOldDrafts(storage);
    const key = draftKey(window.location.pathname, island);
    const draft = readDraft(storage, key) ?? {};
    for (const name of names) fillIfEmpty(name, draft[name]);
    // the form element may be replaced (by the thank-you panel): read the fields afresh each time
    const save = () =>
      writeDraft(storage, key, Object.fromEntries(names.map((name) => [name, fieldNamed(name)?.value ?? ""])));
    // only what the visitor typed makes a draft, not a value the address filled in
    let typed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    island.addEventListener("input", () => {
      typed = true;
      clearTimeout(timer);
      timer = setTimeout(save, 300);
    });
    window.addEventListener("pagehide", () => {
      clearTimeout(timer);
      if (typed && form.isConnected) save();
    });
  }
  if (config.prefill) fillIfEmpty(config.prefill.field, prefillValue(config.prefill, window.location.search));
};
export default prepareForm;
