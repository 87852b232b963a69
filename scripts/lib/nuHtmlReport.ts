import type { NuError } from "./nuHtmlCheck";

/**
 * The Nu checker's errors as text: grouped by page (`ROUTE (FILE): N errors`, then `LINE:COLUMN  message`),
 * then how often each message occurs, then a count. `limit` caps the per-error lines (the tally stays whole).
 */
export function formatNuErrors(errors: NuError[], limit = Infinity): string[] {
  if (errors.length === 0) return ["✔ Nu HTML Checker: no errors"];
  const lines: string[] = [];
  const byPage = groupBy(errors, (e) => e.route);
  let listed = 0;
  for (const [route, pageErrors] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
    if (listed >= limit) break;
    lines.push(`${route} (${pageErrors[0].file}): ${pageErrors.length} error${pageErrors.length === 1 ? "" : "s"}`);
    for (const e of pageErrors.slice(0, limit - listed))
      lines.push(`  ${e.line ?? "?"}:${e.column ?? "?"}  ${e.message}`);
    listed += Math.min(pageErrors.length, limit - listed);
  }
  if (listed < errors.length)
    lines.push(`… ${errors.length - listed} more errors not listed (npm run check-html lists them all)`);
  lines.push("", "By message:");
  const byMessage = [...groupBy(errors, (e) => e.message)].sort(([, a], [, b]) => b.length - a.length);
  for (const [message, list] of byMessage) lines.push(`${String(list.length).padStart(6)}  ${message}`);
  lines.push(
    "",
    `✖ Nu HTML Checker: ${errors.length} error${errors.length === 1 ? "" : "s"} on ${byPage.size} page${byPage.size === 1 ? "" : "s"}`,
  );
  return lines;
}

/** Map.groupBy, which node 20 does not have. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
