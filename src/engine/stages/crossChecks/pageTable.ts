import type { NotFoundEntry, PageEntry } from "../../configSet.ts";
import type { Issue } from "../../explainErrors.ts";
import { addressProblem, fileAddress, movedRoute } from "../../i18n/pageAddresses.ts";
import { knownLanguage } from "../../i18n/languageTable.ts";
import {
  defaultLanguageRoute,
  languageOfRoute,
  routeInLanguage,
  type SiteLanguages,
} from "../../i18n/siteLanguages.ts";
import { isRecord } from "../../isRecord.ts";
import type { ParsedFolder } from "../parse/parseStage.ts";
import type { CheckedConfig } from "../schema/schemaStage.ts";
import type { ValidationRun } from "../validationRun.ts";

export interface PageTable {
  pages: PageEntry[];
  notFound: NotFoundEntry[];
  /** What a link may reach: each address with its page (undefined for a page whose file cannot be read). */
  reachable: Map<string, unknown>;
  /** A page file's address → the one its page names instead ("/en/boutiques" → "/en/shops"). */
  served: Map<string, string>;
}

/** A page to place: its checked config, the address its file gives, and the one it is served at. */
interface Placed {
  entry: CheckedConfig;
  fileRoute: string;
  route: string;
  /** When the page names its own address: its file's (fileAddress), and the one it names. */
  move?: { from: string; to: string };
}

/**
 * The site's pages by address, each address taken by one page (a second is a problem at its file); the not-found
 * pages; and the addresses a link may reach: the pages', those of page files with a syntax error (a link to them is
 * not said again as a link to nowhere), and with the fallback "default-language" a page's address in each language
 * that lacks it (it is built there from the default language's). A translated page that names its own "address"
 * (src/engine/i18n/pageAddresses.ts) is there and not at its file's place.
 */
export function pageTable(
  run: ValidationRun,
  loaded: CheckedConfig[],
  parsed: Pick<ParsedFolder, "unreadableRoutes">,
  languages: SiteLanguages,
): PageTable {
  const table: PageTable = { pages: [], notFound: [], reachable: new Map(), served: new Map() };
  const placed: Placed[] = [];
  const badAddress = new Set<string>();
  for (const entry of loaded) {
    const what = entry.file.what;
    if (what.kind === "not-found") {
      table.notFound.push({ prefix: what.prefix, file: entry.file.display, config: entry.data });
      continue;
    }
    if (what.kind !== "page") continue;
    const address = isRecord(entry.data) ? entry.data.address : undefined;
    if (typeof address !== "string") {
      placed.push({ entry, fileRoute: entry.fileRoute ?? what.route, route: what.route });
      continue;
    }
    const base = fileAddress(entry.file.inside);
    const problem = addressProblem(address, base, languages);
    if (problem) {
      // a template's pages share their file: its problem is said once
      if (!badAddress.has(entry.file.display)) run.report(entry.file, entry.ast, [problem]);
      badAddress.add(entry.file.display);
      placed.push({ entry, fileRoute: entry.fileRoute ?? what.route, route: what.route });
    } else
      placed.push({
        entry,
        fileRoute: entry.fileRoute ?? what.route,
        route: movedRoute(what.route, base, address),
        move: { from: base, to: address },
      });
  }
  // the addresses files give first, then those pages name: a clash is said at the page that names its address
  const pageFiles = new Map<string, string>();
  const unmovedFirst = [
    ...placed.filter((p) => p.route === p.fileRoute),
    ...placed.filter((p) => p.route !== p.fileRoute),
  ];
  const translated = new Set(
    placed.map((p) => `${languageOfRoute(p.fileRoute, languages)}\0${defaultLanguageRoute(p.fileRoute, languages)}`),
  );
  const saidClash = new Set<string>();
  for (const { entry, fileRoute, route, move } of unmovedFirst) {
    const moved = route !== fileRoute;
    const clash = pageFiles.get(route) ?? (moved ? fallbackAt(route, pageFiles, translated, languages) : undefined);
    if (clash) {
      if (!saidClash.has(`${entry.file.display}\0${clash}`))
        run.report(entry.file, entry.ast, [moved ? addressClash(route, clash) : fileClash(route, clash)]);
      saidClash.add(`${entry.file.display}\0${clash}`);
      continue;
    }
    pageFiles.set(route, entry.file.display);
    if (moved) table.served.set(fileRoute, route);
    table.reachable.set(route, entry.data);
    const pager = entry.pager && move ? movedPager(entry.pager, move) : entry.pager;
    table.pages.push({
      route,
      ...(moved ? { fileRoute } : {}),
      file: entry.file.display,
      config: entry.data,
      ...(entry.item ? { item: entry.item } : {}),
      ...(entry.blogPosting ? { blogPosting: entry.blogPosting } : {}),
      ...(pager ? { pager } : {}),
    });
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
          if (translated.has(`${code}\0${route}`)) continue;
          const fallback = routeInLanguage(route, code, languages);
          if (!reachable.has(fallback)) reachable.set(fallback, page);
        }
  return table;
}

/** The pages of a paged list keep their neighbours at the address the page names. */
function movedPager(pager: NonNullable<CheckedConfig["pager"]>, move: { from: string; to: string }) {
  return {
    ...pager,
    ...(pager.previous ? { previous: movedRoute(pager.previous, move.from, move.to) } : {}),
    ...(pager.next ? { next: movedRoute(pager.next, move.from, move.to) } : {}),
  };
}

/**
 * The default-language page whose fallback a language serves at `route` (the language does not translate it, and
 * the site serves missing pages from the default language): a translated page cannot take that address.
 */
function fallbackAt(
  route: string,
  pageFiles: ReadonlyMap<string, string>,
  translated: ReadonlySet<string>,
  languages: SiteLanguages,
): string | undefined {
  if (languages.fallback !== "default-language") return undefined;
  const language = languageOfRoute(route, languages);
  const source = defaultLanguageRoute(route, languages);
  const file = pageFiles.get(source);
  if (language === languages.default || !file || translated.has(`${language}\0${source}`)) return undefined;
  const name = knownLanguage(language)?.name ?? language;
  return `${file}, which has no ${name} translation and is served there from the default language`;
}

const fileClash = (route: string, claimed: string): Issue => ({
  pointer: "",
  at: "value",
  code: "duplicate-route",
  message: `(file) address "${route}" is already taken by ${claimed}.`,
  hint: "Each address may have only one page file: remove or rename one of them.",
});

const addressClash = (route: string, claimed: string): Issue => ({
  pointer: "/address",
  at: "value",
  code: "duplicate-route",
  cause: route,
  message: `address: "${route}" is already taken by ${claimed}.`,
  hint: 'Each address may have only one page: choose another "address" for this page.',
});
