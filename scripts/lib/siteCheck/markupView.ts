// html-validate's view of a page, built from the node-html-parser tree the site check already has, so the markup
// rules (markupRules.ts) need no second parse. html-validate's parser sees a document differently from a browser
// in ways its rules depend on, and the view reproduces them:
// - the content of <svg> and <math> is dropped, except an <svg>'s <title> and <desc>, kept as children of the
//   <svg> with their content in the SVG namespace (where no element is a link, image, button or heading);
// - attribute values and text are raw: "&nbsp;" is text, not white space; attribute names are case-insensitive.
// Where the two parsers could build different trees or read a tag differently (a missing or stray end tag, an
// element either of them closes implicitly — <p> at <div> for html-validate, <h4> at <h4> for node-html-parser —,
// an attribute written twice, markup html-validate cannot tokenize, its inline directives), buildView returns
// undefined and the caller asks html-validate itself. React's output never needs that; hand-written pages may.
import { type Attributes, isClassOnly, isElement, isText, type PageElement, voidElements } from "./pageTree";

export interface ViewElement {
  el: PageElement;
  /** The tag name as written: messages show it. */
  name: string;
  /** The lower-case HTML tag name; "" for an element in the SVG namespace, which html-validate knows nothing of. */
  tag: string;
  attrs: Attributes;
  parent: ViewElement | undefined;
  /** Elements and raw text, in document order. */
  children: Array<ViewElement | string>;
  /** Itself or an ancestor out of the accessibility tree: aria-hidden="true", hidden, inert, display:none / visibility:hidden. */
  ariaHidden: boolean;
  htmlHidden: boolean;
  inert: boolean;
  styleHidden: boolean;
  /** The `hidden` and `aria-hidden="true"` of the element itself (text searches skip such subtrees). */
  htmlHiddenSelf: boolean;
  ariaHiddenSelf: boolean;
  /** role="presentation"/"none", once worked out (html-validate caches it; see accessibility.ts). */
  presentation?: boolean;
}

export interface View {
  /** Every element of the view, in document order. */
  elements: ViewElement[];
  hasTemplate: boolean;
}

/** html-validate closes the open element (key) when one of these starts inside it; the trees would differ. */
const closedByStart: Record<string, string[]> = {
  caption: ["colgroup", "thead", "tfoot", "tbody", "tr"],
  colgroup: ["colgroup", "caption", "thead", "tbody", "tfoot", "tr"],
  dd: ["dd", "dt"],
  dt: ["dd", "dt"],
  li: ["li"],
  optgroup: ["optgroup"],
  option: ["option"],
  p: [
    ..."address article aside blockquote dd details dialog div dl dt fieldset figcaption figure footer form".split(" "),
    ..."h1 h2 h3 h4 h5 h6 header hgroup hr li main menu nav ol p pre search section table ul".split(" "),
  ],
  rb: ["rb", "rt", "rtc", "rp"],
  rp: ["rb", "rt", "rtc", "rp"],
  rt: ["rb", "rt", "rtc", "rp"],
  rtc: ["rb", "rtc", "rp"],
  tbody: ["tbody", "tfoot"],
  td: ["td", "th", "tr", "tbody", "tfoot"],
  tfoot: ["tbody"],
  th: ["td", "th", "tr", "tbody", "tfoot"],
  thead: ["tbody", "tfoot"],
  tr: ["tr", "tbody", "tfoot"],
};
/** What <head> holds without html-validate closing it (a smaller set than it allows: anything else falls back). */
const headContent = new Set(["base", "link", "meta", "noscript", "script", "style", "template", "title"]);
const htmlContent = new Set(["head", "body"]);
const tagNamePattern = /^[\w:-]+$/;
/** The doctype, which node-html-parser keeps as text before the first element. */
const doctype = /^\s*<!doctype\s[^>]*>\s*$/i;
/** Elements whose content html-validate's lexer reads as text (it goes by the tag name as written). */
const rawTextElements = new Set(["script", "style"]);
const textOnlyElements = new Set(["title", "textarea"]);

/** html-validate's view of the page, or undefined when its own parse could build a different tree. */
export function buildView(root: PageElement, html: string): View | undefined {
  // inline directives (<!-- [html-validate-disable …] -->), CDATA and conditional comments change its parse
  if (html.includes("html-validate-") || html.includes("<![")) return undefined;
  const elements: ViewElement[] = [];
  let hasTemplate = false;
  let endTags = 0;
  let endTagsInRawText = 0;

  const add = (el: PageElement, parent: ViewElement | undefined, svgNamespace: boolean): ViewElement | undefined => {
    const name = el.rawTagName;
    if (!tagNamePattern.test(name)) return undefined;
    const lower = name.toLowerCase();
    if ((rawTextElements.has(lower) || textOnlyElements.has(lower)) && name !== lower) return undefined;
    const tag = svgNamespace ? "" : lower;
    const closed = closedHow(el, html);
    if (closed === undefined) return undefined;
    if (closed === "end tag") endTags++;
    if (tag === "keygen") return undefined; // void to html-validate, not to node-html-parser
    if (parent && parent.tag && !isKeptInside(parent.tag, lower)) return undefined;
    // no rule reads class (most elements have one alone); strictTree reads the rest as html-validate's lexer does
    // attributes written as React writes them, and once for the page's first pass too
    const attrs = isClassOnly(el.rawAttrs)
      ? noAttributes
      : (el.plainAttributes?.() ?? attributesOf(el.rawAttrs, closed === "self"));
    if (!attrs) return undefined;
    const style = cssDeclarations(attrs.get("style"));
    const htmlHiddenSelf = attrs.has("hidden");
    const ariaHiddenSelf = attrs.get("aria-hidden") === "true";
    const view: ViewElement = {
      el,
      name,
      tag,
      attrs,
      parent,
      children: [],
      ariaHidden: ariaHiddenSelf || (parent?.ariaHidden ?? false),
      htmlHidden: htmlHiddenSelf || (parent?.htmlHidden ?? false),
      inert: attrs.has("inert") || (parent?.inert ?? false),
      styleHidden:
        style.get("display") === "none" || style.get("visibility") === "hidden" || (parent?.styleHidden ?? false),
      htmlHiddenSelf,
      ariaHiddenSelf,
    };
    if (tag === "template") hasTemplate = true;
    parent?.children.push(view);
    elements.push(view);
    return view;
  };

  /** Adds el's children (in the view) under `into`; false when the view cannot vouch for html-validate's tree. */
  const walk = (el: PageElement, into: ViewElement | undefined, svgNamespace: boolean): boolean => {
    const rawText = into !== undefined && rawTextElements.has(into.name);
    for (const child of el.childNodes) {
      if (isText(child)) {
        const text = child.rawText;
        if (rawText) endTagsInRawText += count(text, "</");
        else if (text.includes("<") && !(into === undefined && elements.length === 0 && doctype.test(text))) {
          return false; // html-validate cannot tokenize a "<" that starts no tag
        }
        into?.children.push(text);
        continue;
      }
      if (!isElement(child)) continue;
      const view = add(child, into, svgNamespace);
      if (!view) return false;
      if (textOnlyElements.has(view.name) && child.childNodes.some(isElement)) return false;
      if (!svgNamespace && (view.tag === "svg" || view.tag === "math")) {
        if (view.name === "svg" && !keepTitles(child, view)) return false;
        continue;
      }
      if (!walk(child, view, svgNamespace)) return false;
    }
    return true;
  };

  /** An <svg>'s <title> and <desc> (the outermost ones, at any depth): the only content html-validate keeps. */
  const keepTitles = (el: PageElement, svg: ViewElement): boolean => {
    for (const child of el.childNodes) {
      if (isText(child)) {
        if (child.rawText.includes("<")) return false;
        continue;
      }
      if (!isElement(child)) continue;
      const closed = closedHow(child, html);
      if (closed === undefined || !tagNamePattern.test(child.rawTagName)) return false;
      // dropped, but html-validate's lexer reads it all the same
      if (!attributesOf(child.rawAttrs, closed === "self")) return false;
      if (closed === "end tag") endTags++;
      if (child.rawTagName === "title" || child.rawTagName === "desc") {
        if (closed !== "end tag") return false;
        endTags--; // counted again as it joins the view
        const kept = add(child, svg, true);
        if (!kept || !walk(child, kept, true)) return false;
        if (child.rawTagName === "title" && child.childNodes.some(isElement)) return false;
        if (holdsHtmlWithText(child)) return false;
      } else if (!keepTitles(child, svg)) return false;
    }
    return true;
  };

  if (!walk(root, undefined, false)) return undefined;
  // every end tag in the source closed an element of the tree: none was stray, none left an element open
  if (count(html, "</") - endTagsInRawText !== endTags) return undefined;
  return { elements, hasTemplate };
}

/**
 * HTML elements that carry text of their own (a control's label, a picture's alt, a link) inside an <svg>'s <desc>:
 * html-validate's reading of their text there depends on what else the page holds (an <input> in a <desc> in the
 * page header counted as a link's text, the same markup alone did not), so such a page is handed to html-validate.
 */
const textCarriers = new Set(["a", "button", "img", "input", "label", "select", "textarea"]);

function holdsHtmlWithText(el: PageElement): boolean {
  return el.childNodes.some(
    (child) => isElement(child) && (textCarriers.has(child.rawTagName.toLowerCase()) || holdsHtmlWithText(child)),
  );
}

/** How node-html-parser closed an element: by its end tag, void, self-closing "/>"; undefined when implicitly. */
function closedHow(el: PageElement, html: string): "end tag" | "void" | "self" | undefined {
  const end = el.range[1];
  const name = el.rawTagName;
  if (html.endsWith(`</${name}>`, end) && end - name.length - 3 > el.range[0]) return "end tag";
  if (html.endsWith("/>", end)) return "self";
  if (voidElements.has(name)) return "void";
  return undefined;
}

function isKeptInside(parent: string, child: string): boolean {
  if (parent === "html") return htmlContent.has(child);
  if (parent === "head") return headContent.has(child);
  return !closedByStart[parent]?.includes(child);
}

const attributeName = /[^\t\n\f\r "'/<=>]+/y;
const whiteSpace = /(?:\r\n|\r|\n|[\t ]+(?:\r\n|\r|\n)?)/y;
const attributeValue = /\s*=\s*(?:'([^']*?)'|"([^"]*?)"|([^\t\n\f\r "'<>][^\t\n\f\r <>]*))/y;
const noAttributes: Attributes = new Map();

/**
 * The attributes of a start tag, read as html-validate's lexer reads them; undefined where it would fail, where
 * a name repeats (html-validate keeps both, which some of its checks see), or where it would read "/>" otherwise.
 */
export function attributesOf(raw: string, selfClosing = false): Attributes | undefined {
  if (raw === "" || isClassOnly(raw)) return noAttributes; // no rule reads class
  const attrs = new Map<string, string | null>();
  let at = 0;
  while (at < raw.length) {
    whiteSpace.lastIndex = at;
    if (whiteSpace.test(raw)) {
      at = whiteSpace.lastIndex;
      continue;
    }
    attributeName.lastIndex = at;
    const name = attributeName.exec(raw);
    if (!name) return undefined;
    at = attributeName.lastIndex;
    attributeValue.lastIndex = at;
    const value = attributeValue.exec(raw);
    if (value) at = attributeValue.lastIndex;
    // <a href=x/>: node-html-parser reads a self-closing tag, html-validate the value "x/"
    if (value?.[3] !== undefined && selfClosing && at === raw.length) return undefined;
    const key = name[0].toLowerCase();
    if (attrs.has(key)) return undefined;
    attrs.set(key, value ? (value[1] ?? value[2] ?? value[3]) : null);
  }
  return attrs;
}

/** html-validate's reading of a style attribute: "a: b; c: d" → a → b, c → d (the last one wins). */
function cssDeclarations(style: string | null | undefined): Map<string, string> {
  const declarations = new Map<string, string>();
  if (!style) return declarations;
  for (const it of style.trim().split(";")) {
    if (!it) continue;
    const [property, value] = it.split(":", 2);
    declarations.set(property.trim(), value ? value.trim() : "");
  }
  return declarations;
}

function count(s: string, what: string): number {
  let n = 0;
  for (let i = s.indexOf(what); i !== -1; i = s.indexOf(what, i + what.length)) n++;
  return n;
}
