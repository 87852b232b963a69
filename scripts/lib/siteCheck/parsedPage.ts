// A page's tree as node-html-parser builds it (strictTree.ts builds the same one faster for markup written as React
// writes it), with the source range of every element. The ranges let any problem — found here or by html-validate,
// which reports source offsets — be traced back to the block wrapper (`data-block`) it sits in, and so to
// `blocks[n]`.
import type { BuiltPage } from "./builtPages";
import type { ConfigIndex } from "./configFor";
import { isClassOnly, isElement, isText, type PageElement } from "./pageTree";
import type { Problem } from "./problem";
import { pageTreeOf } from "./strictTree";

export interface ParsedPage extends BuiltPage {
  html: string;
  root: PageElement;
  /** Every id in the page (duplicates are the markup rules' job). */
  ids: Set<string>;
  /** The elements the page rules and the summary read, found in one pass over the tree, in document order. */
  found: FoundElements;
  /**
   * Where an element (or a source offset) sits: its config file, block or shell part; no argument: the page. The
   * same object for each place, frozen (read it, or spread it into a problem).
   */
  locate(at?: PageElement | number): ProblemPlace;
}

export interface FoundElements {
  /** The first <html>. */
  html?: PageElement;
  h1s: PageElement[];
  /** <title>s outside <svg>. */
  titles: PageElement[];
  /** <meta>s with a name. */
  namedMetas: PageElement[];
  /** <a>s and <area>s with a target. */
  withTarget: PageElement[];
  /** <a>s and <area>s with an href. */
  withHref: PageElement[];
  /** The first <link rel="canonical">. */
  canonical?: PageElement;
  /** What stands where a block could not be rendered ([data-unrendered-block]: src/blocks/UnknownBlock.tsx). */
  unrendered: PageElement[];
}

export type ProblemPlace = Pick<Problem, "route" | "page" | "config" | "block" | "shell">;

type Range = readonly [number, number];

/** Parts of the site shell and the names shown for them; their content comes from site.json. */
const shellParts: Array<[matches: (el: PageElement, tag: string) => boolean, name: string]> = [
  [(el) => has(el, "data-announcement-banner"), "announcement banner"],
  [(_, tag) => tag === "header", "header"],
  [(_, tag) => tag === "footer", "footer"],
];

export function parsePage(page: BuiltPage, html: string, configs: ConfigIndex): ParsedPage {
  const root = pageTreeOf(html);
  const ids = new Set<string>();
  const found: FoundElements = { h1s: [], titles: [], namedMetas: [], withTarget: [], withHref: [], unrendered: [] };
  // the page's blocks, in order: outermost data-block wrappers only (kept as source ranges, not elements, so
  // the parsed tree can be dropped once the page is checked)
  const blocks: Array<{ range: Range; type: string }> = [];
  const shellsByPart: Array<Array<{ range: Range; name: string }>> = shellParts.map(() => []);

  // one pass, in document order, in place of a CSS selector query per kind of element
  const visit = (el: PageElement, inBlock: boolean, inSvg: boolean): void => {
    const tag = el.rawTagName.toLowerCase();
    const id = mayHave(el, "id") ? el.getAttribute("id") : undefined;
    if (id !== undefined) ids.add(id);
    const isBlock = has(el, "data-block");
    if (isBlock && !inBlock) blocks.push({ range: el.range, type: el.getAttribute("data-block") ?? "?" });
    if (!isBlock && !inBlock) {
      shellParts.forEach(([matches, name], i) => {
        if (matches(el, tag)) shellsByPart[i].push({ range: el.range, name });
      });
    }
    if (has(el, "data-unrendered-block")) found.unrendered.push(el);
    if (tag === "html") found.html ??= el;
    else if (tag === "h1") found.h1s.push(el);
    else if (tag === "title" && !inSvg) found.titles.push(el);
    else if (tag === "meta" && has(el, "name")) found.namedMetas.push(el);
    else if (tag === "link" && el.getAttribute("rel")?.toLowerCase() === "canonical") found.canonical ??= el;
    else if (tag === "a" || tag === "area") {
      if (has(el, "target")) found.withTarget.push(el);
      if (has(el, "href")) found.withHref.push(el);
    }
    for (const child of el.childNodes) {
      if (isElement(child)) visit(child, inBlock || isBlock, inSvg || tag === "svg");
    }
  };
  for (const child of root.childNodes) if (isElement(child)) visit(child, false, false);

  const shells = shellsByPart.flat();
  const pageConfig = configs.pageConfig(page);
  const inside = (range: Range, offset: number) => range[0] <= offset && offset < range[1];
  // one place object a block, a shell part and the page (a page's links mostly share a few): made when first asked
  const base = { route: page.route, page: page.rel };
  let pagePlace: ProblemPlace | undefined;
  const blockPlaces: ProblemPlace[] = [];
  const shellPlaces: ProblemPlace[] = [];
  const placeOfPage = () => (pagePlace ??= Object.freeze({ ...base, config: pageConfig }));

  return {
    ...page,
    html,
    root,
    ids,
    found,
    locate(at) {
      if (at === undefined) return placeOfPage();
      const offset = typeof at === "number" ? at : at.range[0];
      const index = blocks.findIndex((block) => inside(block.range, offset));
      if (index !== -1) {
        const type = blocks[index].type;
        return (blockPlaces[index] ??= Object.freeze({
          ...base,
          config: pageConfig,
          block: Object.freeze({ index, type }),
        }));
      }
      const shell = shells.findIndex(({ range }) => inside(range, offset));
      if (shell !== -1)
        return (shellPlaces[shell] ??= Object.freeze({
          ...base,
          config: configs.siteConfig,
          shell: shells[shell].name,
        }));
      return placeOfPage();
    },
  };
}

const namePatterns = new Map<string, RegExp>();

/**
 * Where an attribute called `name` (in any case) may be in a start tag's attributes: the name with no character
 * of an attribute name (node-html-parser's) just before or after it, so that "hidden" or "width" is no "id".
 */
function namePattern(name: string): RegExp {
  let pattern = namePatterns.get(name);
  if (!pattern) {
    const nameCharacter = "[\\w\\-.:()[\\]#]";
    pattern = new RegExp(`(?<!${nameCharacter})${name}(?!${nameCharacter})`, "i");
    namePatterns.set(name, pattern);
  }
  return pattern;
}

/** Whether the element has the attribute (as a CSS `[name]` selector would find it). */
function has(el: PageElement, name: string): boolean {
  return mayHave(el, name) && el.getAttribute(name) !== undefined;
}

/**
 * A cheap test before all of an element's attributes are read (and decoded): false when it has no such attribute.
 * strictTree's elements know their attributes' names (`name` is lower case here).
 */
function mayHave(el: PageElement, name: string): boolean {
  if (el.rawAttrs === "") return false;
  if (isClassOnly(el.rawAttrs)) return name === "class";
  const plain = el.plainAttributes?.();
  return plain ? plain.has(name) : namePattern(name).test(el.rawAttrs);
}

/** A short, readable name for an element: `<h4> "Plan details"`, `<img src="/logo.svg">`, `<a href="/x">`. */
export function describeElement(el: PageElement): string {
  const tag = el.tagName.toLowerCase();
  const key = ["href", "src", "id"].find((name) => el.hasAttribute(name));
  const attr = key ? ` ${key}="${el.getAttribute(key)}"` : "";
  const text = visibleText(el).replace(/\s+/g, " ").trim();
  const shown = text.length > 50 ? `${text.slice(0, 49)}…` : text;
  return `<${tag}${attr}>${shown ? ` "${shown}"` : ""}`;
}

/** The innermost element whose source starts at or contains `offset`. */
export function elementAt(root: PageElement, offset: number): PageElement | undefined {
  let found: PageElement | undefined;
  let children = root.childNodes;
  for (;;) {
    const next = children.find((n): n is PageElement => isElement(n) && n.range[0] <= offset && offset < n.range[1]);
    if (!next) return found;
    found = next;
    children = next.childNodes;
  }
}

/** The text a visitor reads in an element: its text without the contents of `style` and `script` elements. */
export function visibleText(el: PageElement): string {
  return el.childNodes
    .map((n) => {
      if (isText(n)) return n.textContent;
      if (!isElement(n)) return "";
      const child = n;
      return child.tagName === "STYLE" || child.tagName === "SCRIPT" ? "" : visibleText(child);
    })
    .join("");
}
