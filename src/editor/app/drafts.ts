/** Unsaved work kept in localStorage, so a reload or a crash loses nothing. */
export interface Draft {
  value: unknown;
  /** Hash of the file the draft started from (null: a file that did not exist). */
  baseHash: string | null;
}

const key = (dir: string, path: string) => `page-editor:${dir}:${path}`;

export function readDraft(dir: string, path: string): Draft | undefined {
  try {
    const text = localStorage.getItem(key(dir, path));
    return text ? (JSON.parse(text) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(dir: string, path: string, draft: Draft | undefined): void {
  try {
    if (draft) localStorage.setItem(key(dir, path), JSON.stringify(draft));
    else localStorage.removeItem(key(dir, path));
  } catch {
    // storage full or disabled: the work stays in memory
  }
}
