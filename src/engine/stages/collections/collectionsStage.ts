/**
 * Stage 3, collections and templates: the site's collections read, checked and indexed once (src/engine/content/),
 * then what each config file makes from them: a page template's page per item, a group template's page per value,
 * a paged list's pages, the entries of every list a page takes from a collection. Its output is the values the next
 * stage checks against their schemas, in the folder's order (a template's pages are checked as they are made).
 */
import type { ContentCollections } from "../../content/contentTypes.ts";
import { collectionsInLanguage } from "../../content/collectionsInLanguage.ts";
import type { ContentFeed } from "../../content/feeds.ts";
import { itemsNamedLikeTranslations } from "../../content/itemTranslations.ts";
import { loadSiteCollections } from "../../content/siteCollections.ts";
import { formatContextOf } from "../../formats/formatContext.ts";
import { languageOfRoute } from "../../i18n/siteLanguages.ts";
import { isRecord } from "../../isRecord.ts";
import type { ParsedFolder } from "../parse/parseStage.ts";
import type { ReadFolder } from "../read/readStage.ts";
import type { CheckValue, ValidationRun } from "../validationRun.ts";
import { groupTemplate } from "./groupTemplate.ts";
import { itemTemplate } from "./itemTemplate.ts";
import { listedPages } from "./listedPages.ts";
import type { ConfigEntry } from "./madePages.ts";

export type { ConfigEntry, MadePage } from "./madePages.ts";

export interface MadeFolder {
  /** The site's collections (in the default language). */
  collections: ContentCollections;
  /** Each config file with what it makes, in the folder's order. */
  entries: ConfigEntry[];
  /** The feeds page templates ask for. */
  feeds: ContentFeed[];
}

export function collectionsStage(
  run: ValidationRun,
  folder: ReadFolder,
  parsed: ParsedFolder,
  checkValue: CheckValue,
): MadeFolder {
  const { languages } = parsed;
  // the collections, and where each collection's pages are (for {item.url}): known before any page shows a list
  const content = loadSiteCollections(
    folder.files,
    folder.textOf,
    run.store,
    languages,
    run.options.memo,
    run.options.keptValidators,
  );
  run.diagnostics.push(...content.diagnostics);
  run.warnings.push(...itemsNamedLikeTranslations(content.collections, languages));
  const languageOf = (route: string) => languageOfRoute(route, languages);
  const collectionsAt = (route: string) => collectionsInLanguage(content.collections, languageOf(route), languages);
  const formatsAt = (route: string) => formatContextOf(parsed.site, languageOf(route));

  const feeds: ContentFeed[] = [];
  const entries = parsed.configs.map((config): ConfigEntry => {
    if (config.kind === "remembered")
      return {
        file: config.file,
        ast: config.ast,
        issues: [],
        sayOnce: false,
        pages: [
          {
            file: config.file,
            route: config.file.what.kind === "page" ? config.file.what.route : undefined,
            value: config.data,
            check: { found: { issues: [], links: config.links } },
            checkFonts: config.file.what.kind === "site",
          },
        ],
      };
    if (config.kind === "config") {
      const { what } = config.file;
      const at = what.kind === "page" ? what.route : what.kind === "not-found" ? what.prefix : "/";
      return listedPages(config, collectionsAt(at), formatsAt(at));
    }
    const prefix = config.file.what.prefix;
    const spec = config.parsed.value;
    if (isRecord(spec) && spec.groupBy !== undefined)
      return groupTemplate(config, spec, collectionsAt(prefix), content.collections, formatsAt(prefix), run.warnings);
    const language = { of: languageOf(prefix), isDefault: languageOf(prefix) === languages.default };
    return itemTemplate(run, config, collectionsAt(prefix), language, checkValue, feeds, formatsAt(prefix));
  });
  return { collections: content.collections, entries, feeds };
}
