let next = 0;

/**
 * Ids for a list of blocks that survive edits and moves: a block that is still the same object keeps its
 * id wherever it moved; a block changed in place keeps the id of the block that was at its position.
 * Returns the previous array itself when nothing changed, so the sortable list does not re-render.
 */
export function stableIds(
  previous: { blocks: readonly object[]; ids: string[] } | undefined,
  blocks: readonly object[],
): string[] {
  if (!previous) return blocks.map(() => `block-${++next}`);
  const used = new Set<string>();
  const byObject = new Map(previous.blocks.map((b, i) => [b, previous.ids[i]]));
  const ids = blocks.map((block) => {
    const id = byObject.get(block);
    if (id && !used.has(id)) {
      used.add(id);
      return id;
    }
    return "";
  });
  for (let i = 0; i < ids.length; i++) {
    if (ids[i]) continue;
    const old = previous.ids[i];
    ids[i] = old && !used.has(old) && !blocks.includes(previous.blocks[i]) ? old : `block-${++next}`;
    used.add(ids[i]);
  }
  return ids.length === previous.ids.length && ids.every((id, i) => id === previous.ids[i]) ? previous.ids : ids;
}
