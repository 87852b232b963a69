import type { BlockScript } from "../blockDefinition";
import type { FormCardProps } from "./FormCard";
import { addressValue } from "./addressValue";
import { browserStorage, draftKey, forgetOldDrafts, readDraft, writeDraft } from "./formDraft";
import { fieldValue, setFieldValue } from "./fieldValues";
import { prefillValue } from "./prefillValue";

type FormProps = Pick<FormCardProps["form"], "fields" | "keepDraft" | "prefill">;

/**
 * Runs as the page loads, long before the form's island wakes (on first use): puts back the visitor's draft,
 * the value the page address asks for (?subject=…) and the fields filled from the address into the
 * pre-rendered fields, and keeps the draft up to date as they type. The island then starts from whatever the
 * fields hold (see src/islands/hydrateIsland.tsx).
 */
const prepareForm: BlockScript = (island) => {
  const form = island.querySelector("form");
  if (!form) return;
  const config = (JSON.parse(island.dataset.props ?? "{}") as { form: FormProps }).form;
  // fields filled from the address are not the visitor's: they are never kept in a draft
  const kept = config.fields.filter((field) => !field.fromAddress).map((field) => field.name);
  const current = () => (form.isConnected ? form : undefined);
  const fillIfEmpty = (name: string, value: string | undefined) => {
    const target = current();
    if (target && value && fieldValue(target, name) === "") setFieldValue(target, name, value);
  };

  const storage = browserStorage();
  if (storage && config.keepDraft !== false) {
    forgetOldDrafts(storage);
    const key = draftKey(window.location.pathname, island);
    const draft = readDraft(storage, key) ?? {};
    for (const field of config.fields) {
      const value = draft[field.name];
      if (value === undefined || field.fromAddress) continue;
      // a choice pre-rendered at its default is the visitor's to change: their draft wins
      if (field.default !== undefined) setFieldValue(form, field.name, value);
      else fillIfEmpty(field.name, value);
    }
    // the form element may be replaced (by the thank-you panel): read the fields afresh each time
    const save = () => {
      const target = current();
      if (target) writeDraft(storage, key, Object.fromEntries(kept.map((name) => [name, fieldValue(target, name)])));
    };
    // only what the visitor typed makes a draft, not a value the address filled in
    let typed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      typed = true;
      clearTimeout(timer);
      timer = setTimeout(save, 300);
    };
    island.addEventListener("input", changed);
    island.addEventListener("change", changed);
    window.addEventListener("pagehide", () => {
      clearTimeout(timer);
      if (typed && form.isConnected) save();
    });
  }
  for (const field of config.fields)
    if (field.fromAddress)
      fillIfEmpty(field.name, addressValue(field.fromAddress, window.location.pathname, window.location.search));
  if (config.prefill) fillIfEmpty(config.prefill.field, prefillValue(config.prefill, window.location.search));
};
export default prepareForm;
