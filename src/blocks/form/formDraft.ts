/**
 * Drafts of forms: what a visitor typed, kept in their own browser (localStorage, never sent anywhere) per
 * page and form, so a reload or going back and forth loses nothing. Removed after a successful send and
 * after seven days. Used by the form's prepare script before the island wakes, and by the island once sent.
 */
export const draftLifetimeMs = 7 * 24 * 60 * 60 * 1000;
const prefix = "form-draft:";

interface StoredDraft {
  savedAt: number;
  values: Record<string, string>;
}

/** The storage key of a form's draft: the page's path and the form block's anchor (else its island's id). */
export function draftKey(pathname: string, island: HTMLElement): string {
  const block = island.closest<HTMLElement>("[data-block]");
  return `${prefix}${pathname}#${block?.id || island.dataset.island || ""}`;
}

/** The draft's values, or undefined when there is none, it is older than seven days or unreadable. */
export function readDraft(storage: Storage, key: string, now = Date.now()): Record<string, string> | undefined {
  const draft = parse(storage.getItem(key));
  if (!draft || now - draft.savedAt > draftLifetimeMs) return undefined;
  return draft.values;
}

/** Keeps the values typed so far; an all-empty form leaves no draft behind. */
export function writeDraft(storage: Storage, key: string, values: Record<string, string>, now = Date.now()): void {
  const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  if (Object.keys(typed).length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify({ savedAt: now, values: typed } satisfies StoredDraft));
}

/** After a successful send: forgets the draft of the form inside this island element. */
export function forgetDraftOf(form: HTMLElement): void {
  const island = form.closest<HTMLElement>("[data-island]");
  const storage = browserStorage();
  if (island && storage) storage.removeItem(draftKey(window.location.pathname, island));
}

/** localStorage, unless the browser refuses it (storage disabled, some private modes). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Removes every draft older than seven days, of any page, so none outlives its week unread. */
export function forgetOldDrafts(storage: Storage, now = Date.now()): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) =>
    key?.startsWith(prefix),
  );
  for (const key of keys) if (key && readDraft(storage, key, now) === undefined) storage.removeItem(key);
}

function parse(text: string | null): StoredDraft | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<StoredDraft>;
    const valid =
      typeof value.savedAt === "number" &&
      typeof value.values === "object" &&
      value.values !== null &&
      Object.values(value.values).every((v) => typeof v === "string");
    return valid ? (value as StoredDraft) : undefined;
  } catch {
    return undefined;
  }
}
