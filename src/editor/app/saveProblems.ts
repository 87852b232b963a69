import type { EditorDiagnostic } from "../shared/api";
import { api } from "./api";
import type { DocumentStore } from "./documents";

/**
 * What saving `path` is asked about, checked on the value that is saved (not the last check of the drafts, which
 * may be a moment old): the file's own problems, and the ones the save brings to other files (a link elsewhere to
 * an anchor or a page the change removes), as /api/save-check finds them. A problem another file already had
 * does not count. Should the check fail (the server gone), the file's problems of the last check are asked about,
 * as before.
 */
export async function saveProblems(
  store: Pick<DocumentStore, "get">,
  path: string,
  lastCheck: readonly EditorDiagnostic[],
  check: (path: string, value: unknown) => Promise<{ diagnostics: EditorDiagnostic[] }> = api.saveCheck,
): Promise<EditorDiagnostic[]> {
  const fallback = () => lastCheck.filter((d) => d.path === path);
  // changed while it was checked (a keystroke after Ctrl+S): checked again, a few times at most
  for (let tries = 0; tries < 3; tries++) {
    const value = store.get(path)?.value;
    if (value === undefined) return fallback();
    const result = await check(path, value).catch(() => undefined);
    if (!result) return fallback();
    if (store.get(path)?.value === value) return result.diagnostics;
  }
  return fallback();
}
