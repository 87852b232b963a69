import { schemaFor } from "../../configFiles.ts";
import { expandLists } from "../../content/collectionLists.ts";
import type { ContentCollections } from "../../content/contentTypes.ts";
import { pagedList, pagedRoute, pagesOfList, type Pager } from "../../content/pagedLists.ts";
import type { FormatContext } from "../../formats/formatValue.ts";
import { fileKey, type ParsedConfig } from "../parse/parseStage.ts";
import type { ConfigEntry } from "./madePages.ts";

/**
 * A config file (site.json, a page, a not-found page) with its lists taken from the site's collections; a page with
 * a paged list ("perPage") is as many pages as the list needs, the later ones at <route>/page/<n>.
 */
export function listedPages(
  config: Extract<ParsedConfig, { kind: "config" }>,
  collections: ContentCollections,
  formats: FormatContext,
): ConfigEntry {
  const { file, text, parsed, listsItems } = config;
  const schema = schemaFor(file.what)!;
  const route = file.what.kind === "page" ? file.what.route : undefined;
  const paged = listsItems && route !== undefined ? pagedList(parsed.value) : undefined;
  const pagers: (Pager | undefined)[] =
    paged &&
    route !== undefined &&
    collections[paged.collection] &&
    Number.isInteger(paged.perPage) &&
    paged.perPage! > 0
      ? pagesOfList(route, paged, collections)
      : [undefined];
  const entry: ConfigEntry = { file, ast: parsed.ast, issues: [], pages: [], sayOnce: true };
  for (const pager of pagers) {
    const { value, ...lists } = listsItems
      ? expandLists(parsed.value, collections, undefined, pager?.number, formats)
      : { value: parsed.value, issues: [], broken: [], asIs: [] };
    const pageRoute = pager && route !== undefined ? pagedRoute(route, pager.number) : route;
    entry.pages.push({
      file: pager && pageRoute !== undefined ? { ...file, what: { kind: "page" as const, route: pageRoute } } : file,
      route: pageRoute,
      value,
      ...(pager ? { pager } : {}),
      lists,
      check: {
        file,
        schema,
        as: file.what,
        value,
        ast: parsed.ast,
        repeatsKeys: parsed.repeatsKeys,
        schemaKey: true,
        key: listsItems ? `list\0${file.inside}\0${text}\0${pageRoute}\0${JSON.stringify(value)}` : fileKey(file, text),
      },
      checkFonts: file.what.kind === "site",
    });
  }
  return entry;
}
