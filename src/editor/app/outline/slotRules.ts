import { isRecord } from "../../../engine/isRecord";
import type { BlockSchemaInfo } from "../../shared/api";
import { keysOf } from "./moveBlocks";

/** A "#/…" reference of a form schema (its "$ref"s are made local), followed. */
function followed(root: Record<string, unknown>, node: unknown): unknown {
  if (!isRecord(node) || typeof node.$ref !== "string" || !node.$ref.startsWith("#/")) return node;
  return node.$ref
    .slice(2)
    .split("/")
    .reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), root);
}

/**
 * The block types a slot does not take (its schema's "x-slot" "except", as the validator reads it): the slot at
 * `slot` (from its block: "/columns/0/blocks", "/blocks") of a block of type `type`.
 */
export function slotExcept(schemas: readonly BlockSchemaInfo[], type: string, slot: string): string[] {
  const root = schemas.find((b) => b.type === type)?.schema;
  if (!root) return [];
  let node: unknown = root;
  for (const key of keysOf(slot)) {
    node = followed(root, node);
    if (!isRecord(node)) return [];
    node = typeof key === "number" ? node.items : isRecord(node.properties) ? node.properties[key] : undefined;
  }
  node = followed(root, node);
  const rule = isRecord(node) ? node["x-slot"] : undefined;
  return isRecord(rule) && Array.isArray(rule.except) ? rule.except.filter((t) => typeof t === "string") : [];
}
