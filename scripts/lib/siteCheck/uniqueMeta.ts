import { pageDescription, pageTitle } from "./pageRules";
import type { ParsedPage } from "./parsedPage";
import type { Problem } from "./problem";

/**
 * Titles and descriptions are unique across pages, so search results and tabs tell pages apart.
 * Not-found pages may share them with each other (they are the same page for different sections).
 */
export function uniqueMetaProblems(pages: ParsedPage[]): Problem[] {
  return [
    ...duplicates(pages, pageTitle, "title", "<title>"),
    ...duplicates(pages, pageDescription, "description", "description"),
  ];
}

function duplicates(pages: ParsedPage[], valueOf: (p: ParsedPage) => string | undefined, check: "title" | "description", what: string): Problem[] {
  const groups = new Map<string, ParsedPage[]>();
  for (const page of pages) {
    const value = valueOf(page);
    if (value !== undefined) groups.set(value, [...(groups.get(value) ?? []), page]);
  }
  const problems: Problem[] = [];
  for (const [value, group] of groups) {
    for (const page of group) {
      const others = group.filter((o) => o !== page && !(page.notFoundPrefix && o.notFoundPrefix));
      if (others.length === 0) continue;
      const shown = value.length > 80 ? `${value.slice(0, 79)}…` : value;
      problems.push({ ...page.locate(), check, message: `${what} "${shown}" is also used by ${others.map((o) => o.route).join(", ")}` });
    }
  }
  return problems;
}
