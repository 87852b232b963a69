import { isDeepStrictEqual } from "node:util";
import { isMap, isScalar, parseDocument, stringify, type Pair, type Scalar } from "yaml";
import { normalizedText, readMarkdownItem } from "../../engine/content/frontMatter.ts";

// every value is written by the YAML library (never by hand), with the schema the builder reads it with, no line
// folding and no anchors: a text that looks like a number, a date or yes/no is quoted, a line break is kept
const yamlOptions = { schema: "core" as const, lineWidth: 0, aliasDuplicateObjects: false };
// a text the reader would not get back from a block (`|+` whose last blank lines meet the closing "---"): quoted
const quoted = { ...yamlOptions, blockQuote: false };
type YamlOptions = typeof yamlOptions | typeof quoted;

/** A front matter that would not read back as what was asked: nothing is written, and this says why. */
export class FrontMatterWriteError extends Error {}

/**
 * The text of a Markdown item (`---` YAML front matter `---` body) after an edit, changed only where it was
 * changed: a field whose value changed is rewritten in place (other lines, comments and quoting kept as they
 * are), a new field is added at the end of the front matter, and the body is kept byte for byte unless it
 * changed. A byte-order mark and Windows line ends are kept.
 *
 * The result is read back with the builder's own reader (src/engine/content/frontMatter.ts) before it is given:
 * the lightest rewrite that reads back as `fields` and `body` is taken (the changed values' characters swapped,
 * then the changed fields written again by the YAML library, then the whole front matter written afresh); when
 * none does, FrontMatterWriteError says why.
 */
export function rewriteMarkdownItem(raw: string, fields: Record<string, unknown>, asked: string): string {
  // the body is written with the file's own line ends
  const body = asked.replace(/\r\n?/g, "\n");
  const bom = raw.startsWith("\uFEFF") ? "\uFEFF" : "";
  const crlf = /\r\n/.test(raw);
  const text = normalizedText(raw);
  const lines = text.split("\n");
  const end = lines[0]?.trimEnd() === "---" ? lines.findIndex((line, i) => i > 0 && line.trimEnd() === "---") : -1;
  const withEnds = (out: string) => bom + (crlf ? out.replace(/\n/g, "\r\n") : out);
  const fresh = (options: YamlOptions) => () => withEnds(`---\n${freshYaml(fields, options)}---\n${body}`);
  if (end < 0) return checked(fields, body, [fresh(yamlOptions), fresh(quoted)]);

  const yamlText = lines.slice(1, end).join("\n");
  const oldBody = lines.slice(end + 1).join("\n");
  const whole = (yaml: string) => {
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
  };
  return checked(fields, body, [
    () => whole(rewriteYaml(yamlText, fields, "in place", yamlOptions)),
    () => whole(rewriteYaml(yamlText, fields, "by the library", yamlOptions)),
    () => whole(rewriteYaml(yamlText, fields, "by the library", quoted)),
    fresh(yamlOptions),
    fresh(quoted),
  ]);
}

/**
 * Why `text` does not read back, with the builder's reader, as the item `fields` and `body` (undefined when it
 * does): the check made before any Markdown item is written.
 */
export function markdownReadBackProblem(
  text: string,
  fields: Record<string, unknown>,
  body: string,
): string | undefined {
  const read = readMarkdownItem(text);
  if (!read.ok) return `the front matter would not be readable (line ${read.position.line}): ${read.message}`;
  const value = (read.value ?? {}) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(fields), ...Object.keys(value)])) {
    if (!isDeepStrictEqual(value[key], fields[key])) {
      return `the field "${key}" would read back as ${JSON.stringify(value[key])} instead of ${JSON.stringify(fields[key])}`;
    }
  }
  if (read.body !== body) return "the text after the front matter would not read back as written";
  return undefined;
}

/** The first candidate text that reads back as asked. */
function checked(fields: Record<string, unknown>, body: string, candidates: Array<() => string>): string {
  let problem = "";
  for (const candidate of candidates) {
    const text = candidate();
    const why = markdownReadBackProblem(text, fields, body);
    if (why === undefined) return text;
    problem ||= why;
  }
  throw new FrontMatterWriteError(`not saved: ${problem}`);
}

function freshYaml(fields: Record<string, unknown>, options: YamlOptions = yamlOptions): string {
  return Object.keys(fields).length === 0 ? "" : stringify(fields, options);
}

/** The front matter's YAML with each changed top-level field rewritten, or as it was if nothing changed. */
function rewriteYaml(
  yamlText: string,
  fields: Record<string, unknown>,
  how: "in place" | "by the library",
  options: YamlOptions,
): string {
  const doc = parseDocument(yamlText, { schema: "core", keepSourceTokens: true });
  if (doc.errors.length > 0 || (doc.contents !== null && !isMap(doc.contents))) return freshYaml(fields, options);
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

  // In place: each changed field's text replaced where it is, each removed field's lines taken out, the other lines
  // (their comments, quoting and spacing) as they were. A one-line scalar takes the new value's characters (its
  // comment stays); any other value (a list, a block of text) is written by the library from its key on.
  const pairOf = (key: string) => pairs.find((pair) => keyOf(pair) === key);
  const placed = (key: string) => {
    const pair = pairOf(key);
    return Boolean(pair && isScalar(pair.key) && pair.key.range && hasRange(pair.value));
  };
  const inPlace = how === "in place" && map !== null && !map.flow && [...changed, ...removed].every(placed);
  if (!inPlace) {
    for (const key of removed) doc.delete(key);
    for (const key of changed) doc.set(key, doc.createNode(fields[key], options));
    for (const key of added) doc.set(key, doc.createNode(fields[key], options));
    return doc.toString(options);
  }
  let out = yamlText;
  const edits = [...changed, ...removed]
    .map((key) => {
      const pair = pairOf(key)!;
      const keyStart = (pair.key as Scalar).range![0];
      const valueEnd = (pair.value as { range: [number, number, number] }).range[1];
      if (!Object.hasOwn(fields, key)) {
        // its lines, from the start of the key's line to the end of the value's
        const lineStart = yamlText.lastIndexOf("\n", keyStart - 1) + 1;
        const lineEnd = yamlText.indexOf("\n", Math.max(valueEnd - 1, keyStart));
        return { start: lineStart, end: lineEnd === -1 ? yamlText.length : lineEnd + 1, text: "" };
      }
      const short = isOneLineScalar(pair.value, yamlText) ? oneLine(fields[key]) : undefined;
      if (short !== undefined) {
        const node = pair.value as Scalar;
        return { start: node.range![0], end: node.range![1], text: short };
      }
      const written = stringify({ [key]: fields[key] }, options).replace(/\n$/, "");
      // a block value's range may end after its last line's line end: the text keeps one there too
      const text = yamlText.slice(keyStart, valueEnd).endsWith("\n") ? `${written}\n` : written;
      return { start: keyStart, end: valueEnd, text };
    })
    .sort((a, b) => b.start - a.start);
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  if (added.length > 0) {
    const tail = stringify(Object.fromEntries(added.map((key) => [key, fields[key]])), yamlOptions);
    out = (out === "" || out.endsWith("\n") ? out : `${out}\n`) + tail;
  }
  return out.endsWith("\n") || out === "" ? out : `${out}\n`;
}

function hasRange(node: unknown): boolean {
  return typeof node === "object" && node !== null && Array.isArray((node as { range?: unknown }).range);
}

/** A scalar value as the YAML library writes it, when that is one line (not a block of text). */
function oneLine(value: unknown): string | undefined {
  if (!(value === null || ["string", "number", "boolean"].includes(typeof value))) return undefined;
  const text = stringify(value, yamlOptions).replace(/\n$/, "");
  return text.includes("\n") || /^[|>]/.test(text) ? undefined : text;
}

function isOneLineScalar(node: unknown, source: string): node is Scalar {
  if (!isScalar(node) || !node.range) return false;
  if (node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED") return false;
  return !source.slice(node.range[0], node.range[1]).includes("\n");
}
