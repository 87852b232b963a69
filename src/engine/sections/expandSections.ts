import { isRecord } from "../isRecord.ts";
import { mapBlocks } from "../blocks/walkBlocks.ts";

/** A section's blocks as resolved (placeholders and links final), by name. */
export type ResolvedSections = ReadonlyMap<string, readonly unknown[]>;

const inputPattern = /\{input\.([a-z][a-zA-Z0-9]*)\}/g;

/**
 * Every text of `value` with its {input.<name>} filled from `inputs` (an input not given: empty). What holds no
 * input is returned as it is, not copied: a section's blocks are shared by all its uses.
 */
export function fillInputs(value: unknown, inputs: Record<string, unknown>): unknown {
  if (typeof value === "string")
    return value.includes("{input.")
      ? value.replace(inputPattern, (_, name: string) => (typeof inputs[name] === "string" ? inputs[name] : ""))
      : value;
  if (Array.isArray(value)) {
    const filled = value.map((item) => fillInputs(item, inputs));
    return filled.some((item, i) => item !== value[i]) ? filled : value;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    const filled = entries.map(([k, v]) => [k, fillInputs(v, inputs)] as const);
    return filled.some(([, v], i) => v !== entries[i][1]) ? Object.fromEntries(filled) : value;
  }
  return value;
}

/**
 * A page's blocks with each linked section's blocks put in its use ({ "type": "section", "ref": …, "blocks": [ … ]
 * }), its inputs filled, sections used inside sections too. The page's resolved config then holds what it shows, so
 * its cache key changes exactly when a section it uses does. A loop (refused by validation) stops at its first
 * repeat.
 */
export function expandSections<T>(
  blocks: readonly T[],
  sections: ResolvedSections,
  within: readonly string[] = [],
): T[] {
  if (sections.size === 0) return [...blocks];
  return mapBlocks(blocks, (block) => {
    if (block.type !== "section" || typeof block.ref !== "string" || within.includes(block.ref)) return block;
    const written = sections.get(block.ref);
    if (!written) return block;
    const inputs = isRecord(block.inputs) ? block.inputs : {};
    const filled = fillInputs(written, inputs) as unknown[];
    return { ...block, blocks: expandSections(filled, sections, [...within, block.ref]) };
  });
}
