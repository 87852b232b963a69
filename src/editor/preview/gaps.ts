/** A block's vertical extent in the page (document coordinates). */
export interface Extent {
  top: number;
  bottom: number;
}

/**
 * The gap a point of the page falls in between blocks: gap i is before block i, gap n after the last.
 * A point in a block's upper half is the gap before it, in its lower half the gap after it.
 */
export function gapAt(extents: readonly Extent[], y: number): number {
  let gap = 0;
  for (const { top, bottom } of extents) if (y > (top + bottom) / 2) gap++;
  return gap;
}

/** Where the line showing a gap is drawn: between the blocks around it, on the page's edge at either end. */
export function gapLine(extents: readonly Extent[], gap: number): number {
  if (extents.length === 0) return 0;
  if (gap <= 0) return extents[0].top;
  if (gap >= extents.length) return extents[extents.length - 1].bottom;
  return (extents[gap - 1].bottom + extents[gap].top) / 2;
}

/** Moving block `from` into `gap` changes the order unless the gap is right before or after it. */
export function moveChangesOrder(from: number, gap: number): boolean {
  return gap !== from && gap !== from + 1;
}

/** The index the block at `from` has after moving it into `gap` (gaps counted in the page before the move). */
export function indexAfterMove(from: number, gap: number): number {
  return gap > from ? gap - 1 : gap;
}
