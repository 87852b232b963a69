// What the site check reads of a page's parsed tree: node-html-parser's (parsedPage.ts) or strictTree.ts's, which
// gives the same answers. node-html-parser's HTMLElement and TextNode have these members.

/** node-html-parser's options for a page: script and style hold text; everything else (pre, noscript too) is HTML. */
export const parseOptions = { comment: false, blockTextElements: { script: true, style: true } };

/** The elements node-html-parser closes at their start tag (its VoidTag's list). */
export const voidElements: ReadonlySet<string> = new Set(
  "area base br col embed hr img input link meta param source track wbr".split(" "),
);

/** An element (nodeType 1), a text (3) or a comment (8). */
export interface PageNode {
  readonly nodeType: number;
  /** Where the node starts and ends in the page's HTML: an element's from its start tag to the end of its end tag. */
  readonly range: readonly [number, number];
}

export interface PageText extends PageNode {
  /** The text as written in the HTML. */
  readonly rawText: string;
  /** The text with its character references decoded. */
  readonly textContent: string;
}

export interface PageElement extends PageNode {
  /** The tag name as written. */
  readonly rawTagName: string;
  /** The tag name in upper case. */
  readonly tagName: string;
  /** The start tag's attributes, as written. */
  readonly rawAttrs: string;
  readonly childNodes: readonly PageNode[];
  /** An attribute's value (its name in any case), its character references decoded. */
  getAttribute(name: string): string | undefined;
  hasAttribute(name: string): boolean;
  /**
   * strictTree's elements: the attributes as written, by lower-case name (the value between its quotes, raw; null
   * for none), where node-html-parser and html-validate read the same names (none repeats, each is a name
   * node-html-parser reads alike); else undefined. node-html-parser's elements have no such method.
   */
  plainAttributes?(): Attributes | undefined;
}

/** Attribute values by lower-case name; null for an attribute written without a value. */
export interface Attributes {
  get(name: string): string | null | undefined;
  has(name: string): boolean;
  /** Each attribute's name and value, in the order written. */
  entries(): Iterable<[string, string | null]>;
}

/** Whether a start tag's attributes are a class alone, as React writes it (`class="…"`): most of a page's elements. */
export const isClassOnly = (rawAttrs: string): boolean =>
  rawAttrs.startsWith('class="') && rawAttrs.indexOf('"', 7) === rawAttrs.length - 1;

export const isElement = (node: PageNode): node is PageElement => node.nodeType === 1;
export const isText = (node: PageNode): node is PageText => node.nodeType === 3;
