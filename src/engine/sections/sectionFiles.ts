import { walkBlocks } from "../blocks/walkBlocks.ts";

/**
 * The files of the linked sections `blocks` show (a section's blocks already put in its uses), by the name the uses
 * give ("ref"), taken from `files` (a language's sections' files by name); undefined when they show none.
 */
export function filesOfSectionsShown(
  blocks: readonly unknown[],
  files: ReadonlyMap<string, string> | undefined,
): Record<string, string> | undefined {
  if (!files || files.size === 0) return undefined;
  let shown: Record<string, string> | undefined;
  walkBlocks(blocks, ({ block }) => {
    if (block.type !== "section" || typeof block.ref !== "string") return;
    const file = files.get(block.ref);
    if (file !== undefined) (shown ??= {})[block.ref] = file;
  });
  return shown;
}
