import type { DiffLine } from "./historyApi.ts";

/** Above this many cells the middle of two texts is shown as removed then added (no line matching). */
const MAX_CELLS = 4_000_000;

/**
 * A line-based diff of two texts, readable like `git diff`: changed lines with `context` unchanged lines
 * around them, longer runs of unchanged lines folded into a gap. Lines are numbered from 1 in each text.
 */
export function lineDiff(before: string, after: string, context = 3): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  const full = align(a, b);
  const keep = full.map((line) => line.kind !== "same");
  // unchanged lines near a change are shown
  const show = full.map((_, i) => {
    for (let j = Math.max(0, i - context); j <= Math.min(full.length - 1, i + context); j++) if (keep[j]) return true;
    return false;
  });
  const out: DiffLine[] = [];
  let gap = 0;
  full.forEach((line, i) => {
    if (show[i]) {
      if (gap) out.push({ kind: "gap", lines: gap });
      gap = 0;
      out.push(line);
    } else gap++;
  });
  if (gap && out.length) out.push({ kind: "gap", lines: gap });
  return out;
}

function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Every line of both texts in order, matched by a longest common subsequence. */
function align(a: string[], b: string[]): Array<Extract<DiffLine, { text: string }>> {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const out: Array<Extract<DiffLine, { text: string }>> = [];
  const same = (i: number, j: number) => out.push({ kind: "same", text: a[i], oldLine: i + 1, newLine: j + 1 });
  const removed = (i: number) => out.push({ kind: "removed", text: a[i], oldLine: i + 1 });
  const added = (j: number) => out.push({ kind: "added", text: b[j], newLine: j + 1 });
  for (let i = 0; i < start; i++) same(i, i);

  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_CELLS) {
    for (let i = start; i < endA; i++) removed(i);
    for (let j = start; j < endB; j++) added(j);
  } else {
    // lengths[i][j]: longest common subsequence of a[start+i..endA) and b[start+j..endB)
    const lengths = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        lengths[i][j] =
          a[start + i] === b[start + j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[start + i] === b[start + j]) {
        same(start + i++, start + j++);
      } else if (j < m && (i === n || lengths[i][j + 1] >= lengths[i + 1][j])) {
        // removals before additions when both are as good, as git shows them
        if (i < n && lengths[i + 1][j] === lengths[i][j + 1]) removed(start + i++);
        else added(start + j++);
      } else removed(start + i++);
    }
  }
  for (let k = 0; k < a.length - endA; k++) same(endA + k, endB + k);
  return out;
}
