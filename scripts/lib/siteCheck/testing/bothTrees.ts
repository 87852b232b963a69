// For tests: strictTree.ts's tree and node-html-parser's of the same HTML, as plain data to compare.
import { parse } from "node-html-parser";
import { isElement, isText, type PageElement, type PageNode, parseOptions } from "../pageTree";
import { strictTree } from "../strictTree";

/** Everything the site check reads of a tree, as plain data: tags, attributes as written and as read, text, ranges. */
export function treeShape(node: PageNode): unknown {
  if (isText(node)) return { text: node.rawText, decoded: node.textContent, range: node.range };
  if (!isElement(node)) return { nodeType: node.nodeType, range: node.range };
  const attributes = parse(`<x ${node.rawAttrs}>`).querySelector("x")?.attributes ?? {};
  return {
    tag: node.rawTagName,
    upper: node.tagName,
    rawAttrs: node.rawAttrs,
    attributes: [...Object.keys(attributes), "missing"].map((name) => [
      name,
      node.getAttribute(name),
      node.getAttribute(name.toUpperCase()),
      node.hasAttribute(name),
    ]),
    range: node.range,
    children: node.childNodes.map(treeShape),
  };
}

/** The two trees of `html`, from the root's children down (node-html-parser's root has no tag name). */
export function bothTrees(html: string): { strict: unknown; parsed: unknown } | undefined {
  const strict = strictTree(html);
  if (!strict) return undefined;
  // node-html-parser's tree is a PageElement as it is: no cast
  const parsed: PageElement = parse(html, parseOptions);
  const rootShape = (root: PageElement) => ({ range: root.range, children: root.childNodes.map(treeShape) });
  return { strict: rootShape(strict), parsed: rootShape(parsed) };
}
