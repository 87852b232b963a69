import { isDeepStrictEqual } from "node:util";
import { isMap, isScalar, parseDocument, stringify, type Pair, type Scalar } from "yaml";
import { normalizedText } from "../../engine/content/frontMatter.ts";

const yamlOptions = { schema: "core" as const, lineWidth: 0 };

/**
 * The text of a Markdown item (`---` YAML front matter `---` body) after an edit, changed only where it was
 * changed: a field whose value changed is rewritten in place (other lines, comments and quoting kept as they
 * are), a new field is added at the end of the front matter, and the body is kept byte for byte unless it
 * changed. A byte-order mark and Windows line ends are kept.
 */
export function rewriteMarkdownItem(raw: string, fields: Record<string, unknown>, body: string): string {
  const bom = raw.startsWith("\uFEFF") ? "\uFEFF" : "";
  const crlf = /\r\n/.test(raw);
  const text = normalizedText(raw);
  const lines = text.split("\n");
  const end = lines[0]?.trimEnd() === "---" ? lines.findIndex((line, i) => i > 0 && line.trimEnd() === "---") : -1;
  const withEnds = (out: string) => bom + (crlf ? out.replace(/\n/g, "\r\n") : out);
  if (end < 0) return withEnds(`---\n${freshYaml(fields)}---\n${body}`);

  const yamlText = lines.slice(1, end).join("\n");
  const oldBody = lines.slice(end + 1).join("\n");
  const yaml = rewriteYaml(yamlText, fields);
  const head = yaml === yamlText ? lines.slice(0, end + 1).join("\n") : `${lines[0]}\n${yaml}${lines[end]}`;
  if (body === oldBody) {
    // the body as it was on disk, line ends included
    const rawHead = raw
      .slice(bom.length)
      .split(/\r?\n|\r/, end + 1)
      .join(crlf ? "\r\n" : "\n");
    const rawBody = raw.slice(bom.length + rawHead.length);
    return yaml === yamlText ? raw : withEnds(head) + rawBody;
  }
  return withEnds(`${head}\n${body}`);
}

function freshYaml(fields: Record<string, unknown>): string {
  return Object.keys(fields).length === 0 ? "" : stringify(fields, yamlOptions);
}

/** The front matter's YAML with each changed top-level field rewritten, or as it was if nothing changed. */
function rewriteYaml(yamlText: string, fields: Record<string, unknown>): string {
  const doc = parseDocument(yamlText, { schema: "core", keepSourceTokens: true });
  if (doc.errors.length > 0 || (doc.contents !== null && !isMap(doc.contents))) return freshYaml(fields);
  const map = doc.contents;
  const pairs = map ? (map.items as Pair[]) : [];
  const old = (map ? doc.toJS() : {}) as Record<string, unknown>;
  const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));
  const removed = Object.keys(old).filter((key) => !Object.hasOwn(fields, key));
  const changed = Object.keys(fields).filter(
    (key) => Object.hasOwn(old, key) && !isDeepStrictEqual(old[key], fields[key]),
  );
  const added = Object.keys(fields).filter((key) => !Object.hasOwn(old, key));
  if (removed.length === 0 && changed.length === 0 && added.length === 0) return yamlText;

  // a one-line scalar replaced by a scalar: swap the value's characters, nothing else moves
  const inPlace = changed.every((key) => {
    const node = pairs.find((pair) => keyOf(pair) === key)?.value;
    return isOneLineScalar(node, yamlText) && isScalarValue(fields[key]);
  });
  if (removed.length > 0 || !inPlace) {
    for (const key of removed) doc.delete(key);
    for (const key of changed) doc.set(key, doc.createNode(fields[key]));
    for (const key of added) doc.set(key, doc.createNode(fields[key]));
    return doc.toString(yamlOptions);
  }
  let out = yamlText;
  const edits = changed
    .map((key) => {
      const node = pairs.find((pair) => keyOf(pair) === key)!.value as Scalar;
      return { start: node.range![0], end: node.range![1], text: stringify(fields[key], yamlOptions).trimEnd() };
    })
    .sort((a, b) => b.start - a.start);
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  if (added.length > 0) {
    const tail = stringify(Object.fromEntries(added.map((key) => [key, fields[key]])), yamlOptions);
    out = (out === "" || out.endsWith("\n") ? out : `${out}\n`) + tail;
  }
  return out.endsWith("\n") || out === "" ? out : `${out}\n`;
}

function isOneLineScalar(node: unknown, source: string): node is Scalar {
  if (!isScalar(node) || !node.range) return false;
  if (node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED") return false;
  return !source.slice(node.range[0], node.range[1]).includes("\n");
}

function isScalarValue(value: unknown): boolean {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}
