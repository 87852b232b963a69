import { parse, type AnyNode, type ValueNode } from "@humanwhocodes/momoa";

/**
 * Writes `value` as JSON the way the file already looks: two-space indentation, a trailing newline, and
 * every part whose value did not change copied verbatim from `original` (key order, inline objects,
 * spacing). So changing one field changes one line. New parts are written like JSON.stringify(…, 2).
 */
export function formatJson(value: unknown, original?: string): string {
  let root: ValueNode | undefined;
  if (original !== undefined) {
    try {
      root = parse(original, { mode: "json" }).body;
    } catch {
      root = undefined;
    }
  }
  return render(root, value, 0, original ?? "") + "\n";
}

function render(node: AnyNode | undefined, value: unknown, depth: number, source: string): string {
  if (node && sameValue(node, value, source)) return source.slice(node.loc.start.offset, node.loc.end.offset);
  if (Array.isArray(value) && node?.type === "Array") return renderArray(node, value, depth, source);
  if (isPlainObject(value) && node?.type === "Object") return renderObject(node, value, depth, source);
  return fresh(value, depth);
}

function renderObject(
  node: Extract<AnyNode, { type: "Object" }>,
  value: Record<string, unknown>,
  depth: number,
  source: string,
): string {
  const members = new Map(node.members.map((m) => [m.name.type === "String" ? m.name.value : m.name.name, m.value]));
  const parts = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([key, v]) => `${JSON.stringify(key)}: ${render(members.get(key), v, depth + 1, source)}`);
  return wrap("{", "}", parts, depth, isInline(node), true);
}

function renderArray(
  node: Extract<AnyNode, { type: "Array" }>,
  value: unknown[],
  depth: number,
  source: string,
): string {
  const old = node.elements.map((e) => e.value);
  const used = new Set<number>();
  // an element that is still there (moved or not) keeps its text; a changed one is matched by position
  const matches = value.map((item) => {
    const same = old.findIndex((o, i) => !used.has(i) && sameValue(o, item, source));
    if (same !== -1) used.add(same);
    return same;
  });
  const parts = value.map((item, i) => {
    if (matches[i] !== -1) return render(old[matches[i]], item, depth + 1, source);
    const byPosition = i < old.length && !used.has(i) && !matches.includes(i) ? old[i] : undefined;
    if (byPosition) used.add(i);
    return render(byPosition, item, depth + 1, source);
  });
  return wrap("[", "]", parts, depth, isInline(node), false);
}

function wrap(open: string, close: string, parts: string[], depth: number, inline: boolean, spaced: boolean): string {
  if (parts.length === 0) return open + close;
  if (inline && parts.every((p) => !p.includes("\n"))) {
    return spaced ? `${open} ${parts.join(", ")} ${close}` : `${open}${parts.join(", ")}${close}`;
  }
  const pad = "  ".repeat(depth + 1);
  return `${open}\n${parts.map((p) => pad + p).join(",\n")}\n${"  ".repeat(depth)}${close}`;
}

function fresh(value: unknown, depth: number): string {
  const text = JSON.stringify(value, null, 2) ?? "null";
  return text.replace(/\n/g, "\n" + "  ".repeat(depth));
}

function isInline(node: AnyNode): boolean {
  return node.loc.start.line === node.loc.end.line;
}

const canonical = new WeakMap<AnyNode, string>();

/** Whether a node's text holds exactly `value` (same keys in the same order). */
function sameValue(node: AnyNode, value: unknown, source: string): boolean {
  let text = canonical.get(node);
  if (text === undefined) {
    try {
      text = JSON.stringify(JSON.parse(source.slice(node.loc.start.offset, node.loc.end.offset)));
    } catch {
      text = "";
    }
    canonical.set(node, text);
  }
  return text === JSON.stringify(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
