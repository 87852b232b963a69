import type { EditorDiagnostic } from "../shared/api";

/** How many problems each block has, by position, from the problems' JSON pointers ("/blocks/2/title"). */
export function problemsByBlock(diagnostics: readonly EditorDiagnostic[]): number[] {
  const counts: number[] = [];
  for (const d of diagnostics) {
    const match = /^\/blocks\/(\d+)(\/|$)/.exec(d.pointer ?? "");
    if (match) counts[Number(match[1])] = (counts[Number(match[1])] ?? 0) + 1;
  }
  return counts;
}
