import type { Issue } from "../../explainErrors.ts";
import { isRecord } from "../../isRecord.ts";
import { maxBlockDepth, walkBlocks } from "../../blocks/walkBlocks.ts";

/**
 * Blocks inside blocks deeper than maxBlockDepth (a page's own blocks are at depth 1): said once, at the first
 * block too deep of each branch.
 */
export function blockDepth(page: unknown): Issue[] {
  const blocks = isRecord(page) && Array.isArray(page.blocks) ? page.blocks : [];
  const issues: Issue[] = [];
  walkBlocks(blocks, ({ depth, pointer, path, parent }) => {
    if (depth !== maxBlockDepth + 1) return;
    issues.push({
      code: "blocks-nested-too-deep",
      pointer,
      at: "value",
      message: `${path}: this block sits ${depth} levels deep (in ${parent?.path ?? "the page"}); blocks go at most ${maxBlockDepth} deep.`,
      hint: "Move it up into the list of its parent's parent: a page reads better with fewer levels.",
    });
  });
  return issues;
}
