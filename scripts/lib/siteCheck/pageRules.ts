import type { PageElement } from "./pageTree";
import { describeElement, visibleText, type ParsedPage } from "./parsedPage";
import type { Problem } from "./problem";

/** One h1, `<html lang>`, a title and a description, and new-tab links that do not hand over the opener. */
export function pageProblems(page: ParsedPage): Problem[] {
  const problems: Problem[] = [];
  const at = (el?: PageElement) => page.locate(el);

  const h1s = page.found.h1s;
  if (h1s.length === 0)
    problems.push({ ...at(), check: "h1", message: "the page has no <h1>: its main heading is missing" });
  if (h1s.length > 1) {
    for (const h1 of h1s.slice(1)) {
      problems.push({
        ...at(h1),
        check: "h1",
        message: `a second <h1> (a page has exactly one; the first is ${describeElement(h1s[0])}): ${describeElement(h1)}`,
      });
    }
  }

  const lang = page.found.html?.getAttribute("lang")?.trim();
  if (!lang)
    problems.push({
      ...at(),
      check: "html-lang",
      message: "<html> has no lang attribute: screen readers cannot tell which language to speak",
    });

  if (pageTitle(page) === undefined)
    problems.push({ ...at(), check: "title", message: "the page has no <title> (or an empty one)" });
  if (pageDescription(page) === undefined) {
    problems.push({
      ...at(),
      check: "description",
      message: 'the page has no <meta name="description"> (or an empty one)',
    });
  }

  for (const link of page.found.withTarget) {
    if (link.getAttribute("target")?.trim().toLowerCase() !== "_blank") continue;
    const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    const missing = ["noopener", "noreferrer"].filter((token) => !rel.includes(token));
    if (missing.length > 0) {
      problems.push({
        ...at(link),
        check: "new-tab-rel",
        message: `link opens a new tab without rel ${missing.map((t) => `"${t}"`).join(" and ")}: ${describeElement(link)}`,
      });
    }
  }
  // a block the build's code has no component for: validation took its type, so the code bundle lacks it
  for (const box of page.found.unrendered) {
    const type = box.getAttribute("data-unrendered-block") ?? "?";
    problems.push({
      ...at(box),
      check: "unrendered-block",
      message: `the block "${type}" was not rendered: the build's code has no component for it, and the page shows a red box in its place. Build again with --no-cache; if it stays, the site's blocks/${type}/ folder is not in the code the build uses`,
    });
  }
  return problems;
}

/** The document's `<title>` text (not an SVG's `<title>`), trimmed; undefined when missing or empty. */
export function pageTitle(page: ParsedPage): string | undefined {
  const title = page.found.titles[0];
  const text = title ? visibleText(title).replace(/\s+/g, " ").trim() : "";
  return text || undefined;
}

/** The content of `<meta name="description">`, trimmed; undefined when missing or empty. */
export function pageDescription(page: ParsedPage): string | undefined {
  const meta = page.found.namedMetas.find((m) => m.getAttribute("name")?.toLowerCase() === "description");
  return meta?.getAttribute("content")?.replace(/\s+/g, " ").trim() || undefined;
}
