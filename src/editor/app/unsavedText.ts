/**
 * What is unsaved, by name ("Unsaved: posts: rye-starter, pages/index.json"), after the last message; the last
 * message alone, or "All changes saved", when nothing is.
 */
export function unsavedText(unsaved: string[], status: string): string {
  if (unsaved.length === 0) return status || "All changes saved";
  const names = unsaved.map((path) => path.replace(/^item:([^/]+)\//, "$1: "));
  const shown = names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
  return `${status ? `${status} · ` : ""}Unsaved: ${shown}`;
}
