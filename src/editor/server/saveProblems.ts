import type { EditorDiagnostic } from "../shared/api.ts";

/**
 * What saving `file` is asked about: every problem of the file itself as it would be saved, and the problems of
 * the other files that the save brings (a link elsewhere to an anchor or a page the change removes). A problem
 * another file already had in the folder as saved (`before`) is not the save's doing and is left out, so it does
 * not make every save ask. The other files are not changed by the save, so a problem of theirs is the same one
 * before and after when its place, code and words are the same (counted, so a second alike problem is new).
 */
export function problemsOfSave(
  file: string,
  before: readonly EditorDiagnostic[],
  after: readonly EditorDiagnostic[],
): EditorDiagnostic[] {
  const key = (d: EditorDiagnostic) => JSON.stringify([d.path, d.line, d.column, d.code, d.message]);
  const had = new Map<string, number>();
  for (const d of before) if (d.path !== file) had.set(key(d), (had.get(key(d)) ?? 0) + 1);
  const own = after.filter((d) => d.path === file);
  const caused = after.filter((d) => {
    if (d.path === file) return false;
    const left = had.get(key(d)) ?? 0;
    if (left === 0) return true;
    had.set(key(d), left - 1);
    return false;
  });
  return [...own, ...caused];
}
