import type { NotFoundEntry, PageEntry } from "../../configSet.ts";
import { languageOfRoute, routeInLanguage, type SiteLanguages } from "../../i18n/siteLanguages.ts";
import type { ParsedFolder } from "../parse/parseStage.ts";
import type { CheckedConfig } from "../schema/schemaStage.ts";
import type { ValidationRun } from "../validationRun.ts";

export interface PageTable {
  pages: PageEntry[];
  notFound: NotFoundEntry[];
  /** What a link may reach: each address with its page (undefined for a page whose file cannot be read). */
  reachable: Map<string, unknown>;
}

/**
 * The site's pages by address, each address taken by one page file (a second is a problem at its file); the
 * not-found pages; and the addresses a link may reach: the pages', those of page files with a syntax error (a link
 * to them is not said again as a link to nowhere), and with the fallback "default-language" a page's address in
 * each language that lacks it (it is built there from the default language's).
 */
export function pageTable(
  run: ValidationRun,
  loaded: CheckedConfig[],
  parsed: Pick<ParsedFolder, "unreadableRoutes">,
  languages: SiteLanguages,
): PageTable {
  const table: PageTable = { pages: [], notFound: [], reachable: new Map() };
  const pageFiles = new Map<string, string>();
  for (const entry of loaded) {
    const what = entry.file.what;
    if (what.kind === "page") {
      const claimed = pageFiles.get(what.route);
      if (claimed) {
        run.report(entry.file, entry.ast, [
          {
            pointer: "",
            at: "value",
            code: "duplicate-route",
            message: `(file) address "${what.route}" is already taken by ${claimed}.`,
            hint: "Each address may have only one page file: remove or rename one of them.",
          },
        ]);
        continue;
      }
      pageFiles.set(what.route, entry.file.display);
      table.reachable.set(what.route, entry.data);
      table.pages.push({
        route: what.route,
        file: entry.file.display,
        config: entry.data,
        ...(entry.item ? { item: entry.item } : {}),
        ...(entry.blogPosting ? { blogPosting: entry.blogPosting } : {}),
        ...(entry.pager ? { pager: entry.pager } : {}),
      });
    } else if (what.kind === "not-found") {
      table.notFound.push({ prefix: what.prefix, file: entry.file.display, config: entry.data });
    }
  }
  const { reachable } = table;
  // Links to a page whose file has a syntax error are not reported again as links to nowhere.
  for (const route of parsed.unreadableRoutes) if (!reachable.has(route)) reachable.set(route, undefined);
  // a page a language lacks is built at its address from the default language (fallback "default-language"), so a
  // link there lands: a list in that language links its untranslated items there
  if (languages.fallback === "default-language")
    for (const [route, page] of [...reachable])
      if (languageOfRoute(route, languages) === languages.default)
        for (const code of languages.all.slice(1)) {
          const translated = routeInLanguage(route, code, languages);
          if (!reachable.has(translated)) reachable.set(translated, page);
        }
  return table;
}
