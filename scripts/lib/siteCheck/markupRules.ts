// The per-page markup checks: heading levels, duplicate ids, img alt, links and buttons with no text. They are
// html-validate 10's rules heading-level, no-dup-id, wcag/h37, wcag/h30 and text-content, with the options of
// htmlValidateRules.ts, worked out on the page's one parse (markupView.ts) instead of html-validate's own parse,
// which cost most of the check's time. html-validate stays the authority: a page the view cannot vouch for is
// checked by html-validate itself, and tests/unit/site-check-markup.test.ts holds the two to the same findings
// on every case of every rule and on real pages with random markup inserted.
import { hasText, hasValue, haveAccessibleText, inAccessibilityTree } from "./accessibility";
import { htmlValidateFindings, type Finding } from "./htmlValidateRules";
import { buildView, type ViewElement } from "./markupView";
import { describeElement, type ParsedPage } from "./parsedPage";
import { isElement, type PageElement } from "./pageTree";
import type { CheckName, Problem } from "./problem";

const checkOf: Record<string, CheckName> = {
  "heading-level": "heading-level",
  "no-dup-id": "duplicate-id",
  "wcag/h37": "img-alt",
  "wcag/h30": "accessible-name",
  "text-content": "accessible-name",
};

/** Heading levels, duplicate ids, img alt and nameless links/buttons of one page, located by block. */
export function markupProblems(page: ParsedPage): Problem[] {
  return markupFindings(page).map((finding) => toProblem(page, finding));
}

/** What html-validate reports on the page, in its order (by place in the page). */
export function markupFindings(page: ParsedPage): Finding[] {
  const view = buildView(page.root, page.html);
  return view ? findingsOn(view.elements, view.hasTemplate) : htmlValidateFindings(page);
}

function findingsOn(elements: ViewElement[], hasTemplate: boolean): Finding[] {
  const found: Array<Finding & { order: number }> = [];
  const report = (index: number, rule: string, message: string) =>
    found.push({ el: elements[index].el, rule, message, order: 2 * index + (rule === "no-dup-id" ? 1 : 0) });

  // heading-level { allowMultipleH1: true, minInitialRank: "h1" }: one outline per sectioning root
  const roots: Array<{ el: ViewElement | undefined; current: number }> = [{ el: undefined, current: 0 }];
  const idsIn = new Map<ViewElement | undefined, Set<string>>();

  elements.forEach((el, index) => {
    while (roots.length > 1 && !isInside(el, roots.at(-1)!.el!)) roots.pop();
    const level = /^h[1-6]$/.test(el.tag) ? Number(el.tag[1]) : 0;
    if (level) headingLevel(roots, level, (message) => report(index, "heading-level", message));
    const role = el.attrs.get("role");
    if (el.tag === "dialog" || role === "dialog" || role === "alertdialog") roots.push({ el, current: 0 });

    // text-content: a <button> has accessible text; a <selectedcontent> has none
    if (el.tag === "button" && inAccessibilityTree(el, "parsing") && !haveAccessibleText(el, "parsing")) {
      report(index, "text-content", `<${el.name}> must have accessible text`);
    }
    if (el.tag === "selectedcontent" && hasText(el)) {
      report(index, "text-content", `<${el.name}> must not have text content`);
    }

    // wcag/h30: a link has text, an image with alt, or an aria-label
    if (el.tag === "a" && el.attrs.has("href") && inAccessibilityTree(el, "parsed") && !linkHasName(el)) {
      report(index, "wcag/h30", "Anchor link must have a text describing its purpose");
    }

    // wcag/h37 { allowEmpty: true }: every img has an alt, alt="" included
    if (el.tag === "img" && inAccessibilityTree(el, "parsed") && !el.attrs.has("alt")) {
      report(index, "wcag/h37", `<${el.name}> is missing required "alt" attribute`);
    }

    // no-dup-id: ids are unique in the page (or, if it has <template>s, in each template and outside them)
    const id = el.attrs.get("id");
    if (id) {
      const group = hasTemplate ? closestTemplate(el) : undefined;
      const ids = idsIn.get(group) ?? new Set<string>();
      idsIn.set(group, ids);
      if (ids.has(id)) report(index, "no-dup-id", `Duplicate ID "${id}"`);
      ids.add(id);
    }
  });
  // html-validate sorts by place; the text-content check ran as each element closed, the rest as it opened
  return found.sort((a, b) => a.order - b.order).map(({ el, rule, message }) => ({ el, rule, message }));
}

function headingLevel(
  roots: Array<{ el: ViewElement | undefined; current: number }>,
  level: number,
  report: (message: string) => void,
): void {
  const root = roots.at(-1)!;
  if (level <= root.current) {
    root.current = level;
    return;
  }
  const expected = root.current + 1;
  if (level !== expected && !(roots.length === 1 && expected === 1 && level <= 1)) {
    if (root.current > 0) {
      report(`Heading level can only increase by one, expected <h${expected}> but got <h${level}>`);
    } else if (roots.length === 1) {
      report(`Initial heading level must be <h${expected}> but got <h${level}>`);
    } else {
      const prevExpected = roots.at(-2)!.current + 1;
      if (level > prevExpected) {
        report(
          expected === prevExpected
            ? `Initial heading level for sectioning root must be <h${expected}> but got <h${level}>`
            : `Initial heading level for sectioning root must be between <h${expected}> and <h${prevExpected}> but got <h${level}>`,
        );
      }
    }
  }
  root.current = level;
}

function linkHasName(link: ViewElement): boolean {
  if (hasText(link, { ignoreHiddenRoot: true })) return true;
  const inside = descendants(link);
  if (inside.some((el) => el.tag === "img" && hasValue(el, "alt"))) return true;
  return hasValue(link, "aria-label") || inside.some((el) => hasValue(el, "aria-label"));
}

function descendants(el: ViewElement): ViewElement[] {
  const all: ViewElement[] = [];
  for (const child of el.children) {
    if (typeof child === "string") continue;
    all.push(child, ...descendants(child));
  }
  return all;
}

function isInside(el: ViewElement, ancestor: ViewElement): boolean {
  for (let at = el.parent; at; at = at.parent) if (at === ancestor) return true;
  return false;
}

function closestTemplate(el: ViewElement): ViewElement | undefined {
  for (let at: ViewElement | undefined = el; at; at = at.parent) if (at.tag === "template") return at;
  return undefined;
}

function toProblem(page: ParsedPage, { el, offset, rule, message }: Finding): Problem {
  const check = checkOf[rule] ?? "heading-level";
  let text = `${message}${el ? `: ${describeElement(el)}` : ""}`;
  if (check === "accessible-name" && el && holdsEmptyAltImage(el)) {
    text += ` — its image has alt="", but an image that is a link's or button's only content is not decorative: give it an alt that says where the link goes`;
  }
  return { ...page.locate(el ?? offset), check, message: text };
}

/** Whether an <img alt=""> is inside `el` (at any depth). */
function holdsEmptyAltImage(el: PageElement): boolean {
  return el.childNodes.some(
    (child) =>
      isElement(child) && ((child.tagName === "IMG" && child.getAttribute("alt") === "") || holdsEmptyAltImage(child)),
  );
}
