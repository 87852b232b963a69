import type { Issue } from "../../explainErrors.ts";
import { fieldPath } from "../../fieldPath.ts";
import { isRecord } from "../../isRecord.ts";
import { allBlocks } from "../../blocks/walkBlocks.ts";

/**
 * A columns block whose "widths" give another count of numbers than it has columns ([1, 2, 3] for two): a number
 * too many is never used, one too few leaves a column at 1. Said at "widths", with the widths cut or filled in.
 */
export function columnWidths(page: unknown): Issue[] {
  const issues: Issue[] = [];
  for (const { block, pointer } of allBlocks(isRecord(page) && Array.isArray(page.blocks) ? page.blocks : [])) {
    if (block.type !== "columns" || !Array.isArray(block.widths) || !Array.isArray(block.columns)) continue;
    const { widths, columns } = block;
    if (widths.length === columns.length) continue;
    const fitted = columns.map((_, i) => (i < widths.length ? widths[i] : 1));
    issues.push({
      code: "column-widths-count",
      pointer: `${pointer}/widths`,
      at: "value",
      message: `${fieldPath(`${pointer}/widths`)}: ${widths.length} widths for ${columns.length} columns: one number a column, from left to right.`,
      hint: `Write "widths": ${JSON.stringify(fitted)}, or leave "widths" out for columns of one width.`,
    });
  }
  return issues;
}
