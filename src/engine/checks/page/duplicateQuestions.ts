import type { Issue } from "../../explainErrors.ts";
import { fieldPath } from "../../fieldPath.ts";
import { isRecord } from "../../isRecord.ts";
import { allBlocks } from "../../blocks/walkBlocks.ts";
import { questionAnchor } from "../../questionAnchor.ts";

/**
 * Two FAQ questions of one page whose link names are the same ("Opening hours?" and "Opening hours"), or a
 * question named like a section's anchor: a link to "#opening-hours" could reach only the first. Reported at
 * the later one.
 */
export function duplicateQuestions(page: unknown): Issue[] {
  const blocks = allBlocks(isRecord(page) && Array.isArray(page.blocks) ? page.blocks : []);
  const taken = new Map<string, string>();
  for (const { block, pointer } of blocks)
    if (typeof block.anchor === "string") taken.set(block.anchor, `${pointer}/anchor`);
  const issues: Issue[] = [];
  blocks.forEach(({ block, pointer: at }) => {
    if (block.type !== "faq" || !Array.isArray(block.items)) return;
    block.items.forEach((item, i) => {
      if (!isRecord(item) || typeof item.question !== "string") return;
      const anchor = questionAnchor(item.question);
      const pointer = `${at}/items/${i}/question`;
      const earlier = taken.get(anchor);
      if (earlier === undefined) {
        taken.set(anchor, pointer);
        return;
      }
      issues.push({
        pointer,
        at: "value",
        code: "duplicate-question-anchor",
        message: `${fieldPath(pointer)}: this question's link name "#${anchor}" is already taken by ${fieldPath(earlier)}, so a link to it would reach the other one.`,
        hint: "Word the two differently (or, for a section's anchor, rename the anchor).",
      });
    });
  });
  return issues;
}
