import type { CheckedFileMemo } from "../checkedFileMemo.ts";
import type { ConfigFile } from "../configFiles.ts";
import type { Diagnostic } from "../diagnostic.ts";
import { languageOfRoute, type SiteLanguages } from "../i18n/siteLanguages.ts";
import { addressProblem } from "../i18n/pageAddresses.ts";
import { isRecord } from "../isRecord.ts";
import { parseConfigText } from "../jsonWithPositions.ts";
import type { SchemaStore } from "../schemaStore.ts";
import type { KeptValidatorCode } from "../standaloneValidator.ts";
import type { ContentCollections } from "./contentTypes.ts";
import { loadCollections } from "./loadCollections.ts";

/**
 * A site's collections as every page reads them: each collection read and checked (loadCollections), then where a
 * page template puts its items' pages (`pagePrefix`, which {item.url} is made from). The build's check
 * (validateConfigDir) and the editor's preview (src/editor/server/previewResolver.ts) both take them from here, so a
 * list's {item.url} is filled the same way in both. `files` may hold any config files: the collection files and
 * the page templates are taken from them.
 */
export function loadSiteCollections(
  files: readonly ConfigFile[],
  textOf: (file: ConfigFile) => string,
  store: SchemaStore,
  languages: SiteLanguages,
  memo?: CheckedFileMemo,
  kept?: KeptValidatorCode,
): { collections: ContentCollections; diagnostics: Diagnostic[] } {
  const content = loadCollections(
    files.filter((f) => f.what.kind.startsWith("collection-")),
    textOf,
    store,
    languages,
    memo,
    kept,
  );
  for (const file of files) {
    if (file.what.kind !== "page-template") continue;
    const parsed = parseConfigText(textOf(file));
    const grouped = parsed.ok && isRecord(parsed.value) && parsed.value.groupBy !== undefined;
    const name = parsed.ok && isRecord(parsed.value) && !grouped ? parsed.value.collection : undefined;
    const collection = typeof name === "string" ? content.collections[name] : undefined;
    // the default language's template says where the pages are; a language's own are at its prefix, or at the
    // address its template names
    const language = languageOfRoute(file.what.prefix, languages);
    if (collection && language === languages.default) collection.pagePrefix = file.what.prefix;
    const address = parsed.ok && isRecord(parsed.value) ? parsed.value.address : undefined;
    if (collection && language !== languages.default && typeof address === "string")
      if (!addressProblem(address, file.what.prefix, languages))
        collection.pagePrefixes = { ...collection.pagePrefixes, [language]: address };
  }
  return content;
}
