// Edits JSON as text, located by jsonc-parser's tree (the parser behind VS Code's JSON support): an edit
// replaces only the characters it must, so formatting, key order and one-line objects survive. (jsonc-parser's
// own modify() re-formats the object it edits, which would turn a one-line block into eight lines.)
import { applyEdits, findNodeAtLocation, parseTree, type JSONPath, type Node, type ParseError } from "jsonc-parser";

/** The parsed tree of a JSON text, or undefined when the text is not valid JSON. */
export function jsonTree(text: string): Node | undefined {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  return errors.length === 0 ? tree : undefined;
}

export function nodeAt(tree: Node, path: JSONPath): Node | undefined {
  return findNodeAtLocation(tree, path);
}

/** The text with one property removed, with its comma and the space before the next one. */
export function removeProperty(text: string, path: JSONPath): string {
  const value = findNodeAtLocation(jsonTree(text)!, path);
  const property = value?.parent;
  const object = property?.parent;
  if (!property || object?.type !== "object") throw new Error(`no property at ${JSON.stringify(path)}`);
  const siblings = object.children ?? [];
  const index = siblings.indexOf(property);
  const [next, previous] = [siblings[index + 1], siblings[index - 1]];
  const end = (node: Node) => node.offset + node.length;
  if (next) return text.slice(0, property.offset) + text.slice(next.offset);
  if (previous) return text.slice(0, end(previous)) + text.slice(end(property));
  return text.slice(0, object.offset + 1) + text.slice(end(object) - 1);
}

/** The text with the value at `path` replaced (nothing else touched); `written` is how the new value is written. */
export function replaceValue(text: string, path: JSONPath, value: unknown, written = JSON.stringify(value)): string {
  const node = findNodeAtLocation(jsonTree(text)!, path);
  if (!node) throw new Error(`no value at ${JSON.stringify(path)}`);
  return applyEdits(text, [{ offset: node.offset, length: node.length, content: written }]);
}

/** An object written on one line as the configs write them: `{ "label": "Read more", "href": "/news" }`. */
export function oneLineObject(value: Record<string, unknown>): string {
  return `{ ${Object.entries(value)
    .map(([key, v]) => `${JSON.stringify(key)}: ${JSON.stringify(v)}`)
    .join(", ")} }`;
}

/**
 * The text with a new property added to an object, right after the property `after` (or first), on a line of
 * its own in an object written over several lines, on the same line in a one-line object. `written` is how the
 * value is written (one line by default).
 */
export function insertProperty(
  text: string,
  objectPath: JSONPath,
  key: string,
  value: unknown,
  after?: string,
  written = JSON.stringify(value),
): string {
  const object = findNodeAtLocation(jsonTree(text)!, objectPath);
  if (object?.type !== "object") throw new Error(`no object at ${JSON.stringify(objectPath)}`);
  const properties = object.children ?? [];
  const previous = properties.find((p) => p.children?.[0].value === after);
  const first = properties[0];
  const property = `${JSON.stringify(key)}: ${written}`;
  const lineBreak = text.slice(object.offset, object.offset + object.length).includes("\n");
  const indentOf = (node: Node) => /[ \t]*$/.exec(text.slice(0, node.offset))![0];
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  if (previous) {
    const at = previous.offset + previous.length;
    return `${text.slice(0, at)},${lineBreak ? eol + indentOf(previous) : " "}${property}${text.slice(at)}`;
  }
  const at = object.offset + 1;
  if (!first) return `${text.slice(0, at)} ${property} ${text.slice(at)}`;
  return `${text.slice(0, at)}${lineBreak ? eol + indentOf(first) : " "}${property},${text.slice(at)}`;
}
