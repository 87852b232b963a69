// node-html-parser: a small, maintained HTML parser with CSS selectors (querySelectorAll, closest) and the
// source range of every element. The ranges let any problem — found here or by html-validate, which reports
// source offsets — be traced back to the block wrapper (`data-block`) it sits in, and so to `blocks[n]`.
import { parse, type HTMLElement } from "node-html-parser";
import type { BuiltPage } from "./builtPages";
import type { ConfigIndex } from "./configFor";
import type { Problem } from "./problem";

export interface ParsedPage extends BuiltPage {
  html: string;
  root: HTMLElement;
  /** Every id in the page (duplicates are html-validate's job). */
  ids: Set<string>;
  /** Where an element (or a source offset) sits: its config file, block or shell part; no argument: the page. */
  locate(at?: HTMLElement | number): ProblemPlace;
}

export type ProblemPlace = Pick<Problem, "route" | "page" | "config" | "block" | "shell">;

/** Parts of the site shell and the names shown for them; their content comes from site.json. */
const shellParts: Array<[selector: string, name: string]> = [
  ["[data-announcement-banner]", "announcement banner"],
  ["header", "header"],
  ["footer", "footer"],
];

export function parsePage(page: BuiltPage, html: string, configs: ConfigIndex): ParsedPage {
  // script and style hold text, not markup; everything else (pre, noscript too) is parsed as HTML
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true } });
  const ids = new Set(root.querySelectorAll("[id]").map((el) => el.getAttribute("id") ?? ""));
  // the page's blocks, in order: outermost data-block wrappers only (kept as source ranges, not elements, so
  // the parsed tree can be dropped once the page is checked)
  const blocks = root
    .querySelectorAll("[data-block]")
    .filter((el) => !el.parentNode?.closest("[data-block]"))
    .map((el) => ({ range: el.range, type: el.getAttribute("data-block") ?? "?" }));
  const shells = shellParts.flatMap(([selector, name]) =>
    root
      .querySelectorAll(selector)
      .filter((el) => !el.closest("[data-block]"))
      .map((el) => ({ range: el.range, name })),
  );
  const pageConfig = configs.pageConfig(page);
  const inside = (range: readonly [number, number], offset: number) => range[0] <= offset && offset < range[1];

  return {
    ...page,
    html,
    root,
    ids,
    locate(at) {
      const base = { route: page.route, page: page.rel };
      if (at === undefined) return { ...base, config: pageConfig };
      const offset = typeof at === "number" ? at : at.range[0];
      const index = blocks.findIndex((block) => inside(block.range, offset));
      if (index !== -1) return { ...base, config: pageConfig, block: { index, type: blocks[index].type } };
      const shell = shells.find(({ range }) => inside(range, offset));
      if (shell) return { ...base, config: configs.siteConfig, shell: shell.name };
      return { ...base, config: pageConfig };
    },
  };
}

/** A short, readable name for an element: `<h4> "Plan details"`, `<img src="/logo.svg">`, `<a href="/x">`. */
export function describeElement(el: HTMLElement): string {
  const tag = el.tagName.toLowerCase();
  const key = ["href", "src", "id"].find((name) => el.hasAttribute(name));
  const attr = key ? ` ${key}="${el.getAttribute(key)}"` : "";
  const text = visibleText(el).replace(/\s+/g, " ").trim();
  const shown = text.length > 50 ? `${text.slice(0, 49)}…` : text;
  return `<${tag}${attr}>${shown ? ` "${shown}"` : ""}`;
}

/** The innermost element whose source starts at or contains `offset`. */
export function elementAt(root: HTMLElement, offset: number): HTMLElement | undefined {
  let found: HTMLElement | undefined;
  let children = root.childNodes;
  for (;;) {
    const next = children.find(
      (n): n is HTMLElement => n.nodeType === 1 && n.range[0] <= offset && offset < n.range[1],
    );
    if (!next) return found;
    found = next;
    children = next.childNodes;
  }
}

/** The text a visitor reads in an element: its text without the contents of `style` and `script` elements. */
export function visibleText(el: HTMLElement): string {
  return el.childNodes
    .map((n) => {
      if (n.nodeType === 3) return n.textContent;
      if (n.nodeType !== 1) return "";
      const child = n as HTMLElement;
      return child.tagName === "STYLE" || child.tagName === "SCRIPT" ? "" : visibleText(child);
    })
    .join("");
}
