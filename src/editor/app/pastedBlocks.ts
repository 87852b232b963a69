import type { RJSFSchema } from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import type { BlockSchemaInfo } from "../shared/api";

const validator = customizeValidator({ ajvOptionsOverrides: { strict: false } });

export type Pasted = { blocks: Array<Record<string, unknown>> } | { problem: string };

/**
 * The blocks in pasted text: one block's JSON (`{ "type": "hero", … }`, as the editor copies it or the block gallery
 * shows it), a list of blocks, or a whole page (`{ "blocks": [ … ] }`). Each must be a known block type and pass its
 * schema; otherwise nothing is pasted and the problem says why, in words.
 */
export function pastedBlocks(text: string, schemas: readonly BlockSchemaInfo[]): Pasted {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: "Not pasted: the clipboard holds no JSON. Copy a block (Ctrl+C in the block list) or its JSON." };
  }
  const list = Array.isArray(value)
    ? value
    : isObject(value) && Array.isArray(value.blocks) && !("type" in value)
      ? value.blocks
      : [value];
  if (list.length === 0) return { problem: "Not pasted: the JSON holds no block." };
  const blocks: Array<Record<string, unknown>> = [];
  for (const [i, block] of list.entries()) {
    const which = list.length > 1 ? `block ${i + 1}` : "the block";
    if (!isObject(block) || typeof block.type !== "string") {
      return { problem: `Not pasted: ${which} is not a block (a JSON object with a "type").` };
    }
    const info = schemas.find((s) => s.type === block.type);
    if (!info) {
      const known = schemas.map((s) => s.type).join(", ");
      return { problem: `Not pasted: "${block.type}" is not a block type. Block types: ${known}.` };
    }
    const { errors } = validator.rawValidation(info.schema as RJSFSchema, block);
    const first = (errors ?? [])[0] as { instancePath?: string; message?: string } | undefined;
    if (first) {
      const where = first.instancePath ? first.instancePath.slice(1).replace(/\//g, ".") : "the block";
      return { problem: `Not pasted: ${which} (${info.title}) does not fit its schema: ${where} ${first.message}.` };
    }
    blocks.push(block);
  }
  return { blocks };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
