/** Stable ids for blocks while they are dragged: the same object keeps its id, a changed one gets a new one. */
const ids = new WeakMap<object, string>();
let next = 0;

export function blockId(block: object): string {
  let id = ids.get(block);
  if (!id) {
    id = `block-${++next}`;
    ids.set(block, id);
  }
  return id;
}
