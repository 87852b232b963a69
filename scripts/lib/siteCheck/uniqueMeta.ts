import type { PageSummary } from "./pageSummary";
import type { Problem } from "./problem";

/**
 * Titles and descriptions are unique across pages, so search results and tabs tell pages apart.
 * Not-found pages may share them with each other (they are the same page for different sections), and a page
 * whose canonical address is another page (the default language's page served where a language lacks it) with
 * any page. Pages in different languages may share them (a translation keeps a proper name as its title): the
 * language tells them apart in search results.
 */
export function uniqueMetaProblems(pages: PageSummary[]): Problem[] {
  return [
    ...duplicates(pages, (page) => page.title, "title", "<title>"),
    ...duplicates(pages, (page) => page.description, "description", "description"),
  ];
}

function duplicates(
  pages: PageSummary[],
  valueOf: (p: PageSummary) => string | undefined,
  check: "title" | "description",
  what: string,
): Problem[] {
  const groups = new Map<string, PageSummary[]>();
  for (const page of pages) {
    const value = valueOf(page);
    if (value !== undefined && !page.canonicalElsewhere) groups.set(value, [...(groups.get(value) ?? []), page]);
  }
  const problems: Problem[] = [];
  for (const [value, group] of groups) {
    for (const page of group) {
      const others = group.filter(
        (o) => o !== page && !(page.notFoundPrefix && o.notFoundPrefix) && o.lang === page.lang,
      );
      if (others.length === 0) continue;
      const shown = value.length > 80 ? `${value.slice(0, 79)}…` : value;
      problems.push({
        ...page.place,
        check,
        message: `${what} "${shown}" is also used by ${others.map((o) => o.route).join(", ")}`,
      });
    }
  }
  return problems;
}
