import { parsePointer } from "../../engine/jsonPointer";
import type { EditorDiagnostic } from "../shared/api";
import { indexAfterMove } from "../preview/gaps";

/** A copy of `root` with the value at `pointer` replaced; every object on the way is copied, nothing else. */
export function setAtPointer<T>(root: T, pointer: string, value: unknown): T {
  const keys = parsePointer(pointer);
  const set = (node: unknown, at: number): unknown => {
    if (at === keys.length) return value;
    const key = keys[at];
    if (Array.isArray(node)) {
      const copy = [...node];
      copy[Number(key)] = set(node[Number(key)], at + 1);
      return copy;
    }
    if (node === null || typeof node !== "object") throw new Error(`nothing at ${pointer}`);
    return { ...node, [key]: set((node as Record<string, unknown>)[key], at + 1) };
  };
  return set(root, 0) as T;
}

/** How many problems each block of a page has, by index (only blocks with problems). */
export function problemsByBlock(diagnostics: readonly EditorDiagnostic[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { pointer } of diagnostics) {
    const match = /^\/blocks\/(\d+)(\/|$)/.exec(pointer ?? "");
    if (match) counts[Number(match[1])] = (counts[Number(match[1])] ?? 0) + 1;
  }
  return counts;
}

/** The id the form gives the field at `pointer` inside a form whose fields' ids start with `idPrefix`. */
export function fieldIdFor(idPrefix: string, pointer: string): string {
  return [idPrefix, ...parsePointer(pointer)].join("_");
}

/** The blocks with the one at `from` moved into `gap` (gaps counted before the move), and where it is now. */
export function moveBlock<T>(blocks: readonly T[], from: number, gap: number): { blocks: T[]; index: number } {
  const index = indexAfterMove(from, gap);
  const rest = blocks.filter((_, i) => i !== from);
  return { blocks: [...rest.slice(0, index), blocks[from], ...rest.slice(index)], index };
}

/** The blocks with `block` inserted into `gap` (gap i: before block i). */
export function insertBlock<T>(blocks: readonly T[], gap: number, block: T): T[] {
  const at = Math.max(0, Math.min(gap, blocks.length));
  return [...blocks.slice(0, at), block, ...blocks.slice(at)];
}
