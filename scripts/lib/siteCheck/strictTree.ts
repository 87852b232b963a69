// The tree node-html-parser builds of a page (parsedPage.ts), built in one quick pass where the page is written
// the way React writes markup, the way every page of a build is: each element closed by its own end tag (or void,
// or "/>"), each attribute written ` name="value"` or ` name`, comments and text between tags, the content of
// <script> and <style> as text. Anything else (a stray or missing end tag, an element node-html-parser closes
// when another starts — <p> at <div>, <li> at <li> —, another way of writing an attribute, a "<" that starts no
// tag) and strictTree gives up: the page is parsed by node-html-parser itself. Where it does not give up, it gives
// the same tree, node for node: the same tags, attributes as written, text and source ranges, which
// strictTree.test.ts holds it to on markup made at random, and site-check-markup.test.ts on every first-site page.
// node-html-parser makes objects that cost more than the parse itself (a property defined on each, a class list,
// the id and class read from every start tag): a third of the site check's time on a page.
import { HTMLElement, parse, TextNode } from "node-html-parser";
import {
  type Attributes,
  type PageElement,
  type PageNode,
  type PageText,
  parseOptions,
  voidElements,
} from "./pageTree";

class StrictText implements PageText {
  readonly nodeType = 3;
  private decoded: string | undefined;

  constructor(
    readonly rawText: string,
    readonly range: readonly [number, number],
  ) {}

  /** The text with its character references decoded, as node-html-parser decodes it. */
  get textContent(): string {
    return (this.decoded ??= new TextNode(this.rawText).textContent);
  }
}

class StrictElement implements PageElement {
  readonly nodeType = 1;
  readonly childNodes: PageNode[] = [];
  /** The attributes as written, read when first asked for: null when a name repeats (in any case). */
  private written: WrittenAttributes | null | undefined;
  /** Whether every attribute name is one node-html-parser reads alike (plainName), worked out when first asked. */
  private plainNames: boolean | undefined;
  /** node-html-parser's reading of the attributes, where they are not plain (decodedAttributes). */
  private decoded: ReadonlyMap<string, string> | undefined;

  constructor(
    readonly rawTagName: string,
    readonly rawAttrs: string,
    public range: readonly [number, number],
  ) {}

  get tagName(): string {
    return this.rawTagName.toUpperCase();
  }

  plainAttributes(): Attributes | undefined {
    if (this.written === undefined) this.written = writtenAttributes(this.rawAttrs);
    if (!this.written) return undefined;
    this.plainNames ??= this.written.namesAre(plainName);
    return this.plainNames ? this.written : undefined;
  }

  getAttribute(name: string): string | undefined {
    const key = name.toLowerCase();
    const plain = this.decodedAsWritten();
    if (plain) return plain.has(key) ? (plain.get(key) ?? "") : undefined;
    return (this.decoded ??= decodedAttributes(this)).get(key);
  }

  hasAttribute(name: string): boolean {
    const key = name.toLowerCase();
    return this.decodedAsWritten()?.has(key) ?? (this.decoded ??= decodedAttributes(this)).has(key);
  }

  /** The attributes as written, where that is how node-html-parser's getAttribute reads them: nothing to decode. */
  private decodedAsWritten(): Attributes | undefined {
    return this.rawAttrs.includes("&") ? undefined : this.plainAttributes();
  }
}

/**
 * The attributes of a start tag strictTree read; null when a name repeats. strictTree took the tag only if each
 * attribute is ` name` or ` name="value"` (attribute below), the name without "=" or white space and the value
 * without '"': read here by those two characters alone (rawAttrs starts after the first space).
 */
function writtenAttributes(rawAttrsInPage: string): WrittenAttributes | null {
  if (rawAttrsInPage === "") return noAttributes;
  // read from a copy of the start tag's attributes: V8 keeps a slice of a string as a view of the whole string, and
  // some values outlive the page's check (a link's address and the page's ids go into its summary); as slices of
  // the page they kept pages' HTML in memory: a 4,000-page build peaked 15 % higher (measured). Slicing a joined
  // string makes the joined one a flat copy, a few dozen bytes.
  const rawAttrs = ` ${rawAttrsInPage}`.slice(1);
  const parts: (string | null)[] = [];
  for (let at = 0; at < rawAttrs.length;) {
    let nameEnd = at;
    for (let c = rawAttrs.charCodeAt(nameEnd); nameEnd < rawAttrs.length && c !== 61 && c !== 32;)
      c = rawAttrs.charCodeAt(++nameEnd);
    const name = rawAttrs.slice(at, nameEnd).toLowerCase();
    for (let i = 0; i < parts.length; i += 2) if (parts[i] === name) return null;
    if (rawAttrs.charCodeAt(nameEnd) === 61 /* = */) {
      const valueEnd = rawAttrs.indexOf('"', nameEnd + 2);
      parts.push(name, rawAttrs.slice(nameEnd + 2, valueEnd));
      at = valueEnd + 2;
    } else {
      parts.push(name, null);
      at = nameEnd + 1;
    }
  }
  return new WrittenAttributes(parts);
}

/**
 * A start tag's attributes as written, names in lower case, in a flat list (name, value, name, value…: a page has
 * hundreds of elements, most with one or two attributes); a lookup steps through the list.
 */
class WrittenAttributes implements Attributes {
  constructor(private readonly parts: readonly (string | null)[]) {}

  get(name: string): string | null | undefined {
    for (let i = 0; i < this.parts.length; i += 2) if (this.parts[i] === name) return this.parts[i + 1];
    return undefined;
  }

  has(name: string): boolean {
    for (let i = 0; i < this.parts.length; i += 2) if (this.parts[i] === name) return true;
    return false;
  }

  /** Whether every name matches `pattern`. */
  namesAre(pattern: RegExp): boolean {
    for (let i = 0; i < this.parts.length; i += 2) if (!pattern.test(this.parts[i] as string)) return false;
    return true;
  }

  *entries(): IterableIterator<[string, string | null]> {
    for (let i = 0; i < this.parts.length; i += 2) yield [this.parts[i] as string, this.parts[i + 1]];
  }
}

/** A name node-html-parser reads as the same name (its attribute pattern). */
const plainName = /^[_a-zA-Z()[\]#@$.?:][a-zA-Z0-9-._:()[\]#]*$/;
const noAttributes = new WrittenAttributes([]);

/**
 * An element's attributes as node-html-parser's getAttribute reads them, where a value holds a character reference
 * to decode, a name is written twice (in any case) or a name is one it reads otherwise: by lower-case name, the
 * value ("" for none).
 */
function decodedAttributes(element: StrictElement): ReadonlyMap<string, string> {
  const attributes = new Map<string, string>();
  const parsed = new HTMLElement(element.rawTagName, {}, element.rawAttrs);
  for (const name of Object.keys(parsed.attrs)) attributes.set(name, parsed.getAttribute(name) ?? "");
  return attributes;
}

/** Elements whose content node-html-parser keeps as text, by the options the site check parses with. */
const rawTextElements: ReadonlySet<string> = new Set(Object.keys(parseOptions.blockTextElements));
/** The elements node-html-parser closes when one of these starts inside them (its kElementsClosedByOpening). */
const closedByOpening: Record<string, readonly string[]> = {
  li: ["li"],
  p: ["p", "div"],
  b: ["div"],
  td: ["td", "th", "tr", "tbody", "tfoot"],
  th: ["td", "th", "tr", "tbody", "tfoot"],
  tr: ["tr", "tbody", "tfoot"],
  thead: ["tbody", "tfoot"],
  tbody: ["tbody", "tfoot"],
  h1: ["h1"],
  h2: ["h2"],
  h3: ["h3"],
  h4: ["h4"],
  h5: ["h5"],
  h6: ["h6"],
  dt: ["dt", "dd"],
  dd: ["dt", "dd"],
};
/** Names node-html-parser treats apart, in any case (written in another case than lower, strictTree gives up). */
const special = new Set([...voidElements, ...rawTextElements, ...Object.keys(closedByOpening), "div", "tfoot"]);
const tagName = /[a-zA-Z][a-zA-Z0-9-]*/y;
/**
 * ` name` or ` name="value"`, the value without `"`, "<" or ">" (React writes them as character references; a "'"
 * stays, as in the content security policy's 'self').
 */
const attribute = / [^\s"'<>/=]+(?:="[^"<>]*")?/y;
const doctype = /<!doctype [^<>]*>/iy;

/** The site check's tree of a page: in one quick pass where it is written as React writes it, else node-html-parser's. */
export function pageTreeOf(html: string): PageElement {
  return strictTree(html) ?? parse(html, parseOptions);
}

/** node-html-parser's tree of `html` where the page is written as React writes it; undefined otherwise. */
export function strictTree(html: string): PageElement | undefined {
  const root = new StrictElement("", "", [0, html.length]);
  const open: StrictElement[] = [root];
  let current = root;
  /** Where the text since the last tag (or comment) starts. */
  let textFrom = 0;
  let at = 0;
  const text = (to: number) => {
    if (to > textFrom) current.childNodes.push(new StrictText(html.slice(textFrom, to), [textFrom, to]));
  };
  for (;;) {
    const lt = html.indexOf("<", at);
    if (lt === -1) break;
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */) {
      if (html.startsWith("<!--", lt)) {
        const end = html.indexOf("-->", lt + 4);
        if (end === -1) return undefined;
        text(lt);
        textFrom = at = end + 3;
        continue;
      }
      // a doctype is no tag to node-html-parser: it stays in the text around it
      doctype.lastIndex = lt;
      if (!doctype.test(html)) return undefined;
      at = doctype.lastIndex;
      continue;
    }
    if (next === 47 /* / */) {
      const close = `</${current.rawTagName}>`;
      if (current === root || !html.startsWith(close, lt)) return undefined;
      text(lt);
      const end = lt + close.length;
      current.range = [current.range[0], end];
      open.pop();
      current = open[open.length - 1];
      textFrom = at = end;
      continue;
    }
    tagName.lastIndex = lt + 1;
    const name = tagName.exec(html)?.[0];
    if (name === undefined) return undefined;
    const lower = name.toLowerCase();
    if (name !== lower && special.has(lower)) return undefined;
    let end = lt + 1 + name.length;
    for (;;) {
      attribute.lastIndex = end;
      if (!attribute.test(html)) break;
      end = attribute.lastIndex;
    }
    const rawAttrs = html.slice(lt + 2 + name.length, end);
    const selfClosing = html.startsWith("/>", end);
    if (!selfClosing && html.charCodeAt(end) !== 62 /* > */) return undefined;
    const tagEnd = end + (selfClosing ? 2 : 1);
    if (closedByOpening[current.rawTagName]?.includes(name)) return undefined;
    text(lt);
    const element = new StrictElement(name, rawAttrs, [lt, tagEnd]);
    current.childNodes.push(element);
    textFrom = at = tagEnd;
    if (rawTextElements.has(name)) {
      const close = `</${name}>`;
      const closeAt = html.indexOf(close, tagEnd);
      if (selfClosing || closeAt === -1) return undefined;
      const content = html.slice(tagEnd, closeAt);
      // node-html-parser keeps a script's or style's text only when it is more than white space
      if (/\S/.test(content)) element.childNodes.push(new StrictText(content, [tagEnd, closeAt]));
      element.range = [lt, closeAt + close.length];
      textFrom = at = closeAt + close.length;
    } else if (!selfClosing && !voidElements.has(name)) {
      open.push(element);
      current = element;
    }
  }
  if (current !== root) return undefined;
  text(html.length);
  return root;
}
