import { readFileSync } from "node:fs";
import path from "node:path";
import { knownLanguage } from "../../src/engine/i18n/languageTable";
import { missingTranslations } from "../../src/engine/i18n/missingTranslations";
import { siteLanguages } from "../../src/engine/i18n/siteLanguages";
import { isRecord } from "../../src/engine/isRecord";
import { locate, parseConfigText } from "../../src/engine/jsonWithPositions";
import type { ConfigSet } from "../../src/engine/validateConfigDir";
import type { SiteConfig } from "../../src/generated/config-types";

/**
 * `npm run validate` on a site in several languages: one line counting what each language lacks ("es: 2 pages,
 * 1 setting not translated"), and with --verbose each of them: a page as the file its translation would be, a
 * site.json setting at its line. Nothing for a site in one language.
 */
export function translationReport(result: ConfigSet, configDir: string, verbose: boolean): string[] {
  if (!isRecord(result.site) || !result.siteFile) return [];
  // read only when the set has no problems (validate prints this only then): the schema accepted it
  const site = result.site as unknown as SiteConfig;
  const languages = siteLanguages(site);
  if (languages.all.length < 2) return [];
  const missing = missingTranslations(
    site as SiteConfig & Record<string, unknown>,
    result.pages.map((p) => p.route),
  );
  const counts = languages.all.slice(1).map((language) => {
    const own = missing.filter((m) => m.language === language);
    const pages = own.filter((m) => m.kind === "page").length;
    const settings = own.length - pages;
    return `${language}: ${pages} page${pages === 1 ? "" : "s"}, ${settings} setting${settings === 1 ? "" : "s"}`;
  });
  const fallback =
    languages.fallback === "none" ? "left out of that language" : "served from the default language with a notice";
  const lines = [`ℹ not translated yet (${fallback}): ${counts.join("; ")}${verbose ? "" : " (--verbose lists them)"}`];
  if (!verbose || missing.length === 0) return lines;
  const parsed = parseConfigText(readFileSync(path.join(configDir, "site.json"), "utf8"));
  for (const m of missing) {
    const name = knownLanguage(m.language)?.name ?? m.language;
    if (m.kind === "page") {
      lines.push(`  ${path.join(path.dirname(result.siteFile), m.where)}  ${name} lacks the page "${m.what}"`);
      continue;
    }
    const at = parsed.ok ? (locate(parsed.ast(), m.where).key ?? locate(parsed.ast(), m.where).value) : undefined;
    const where = at ? `${result.siteFile}:${at.line}:${at.column}` : result.siteFile;
    lines.push(
      `  ${where}  ${name} lacks "${m.what}" (translations.${m.language}.${m.what}): the ${languages.default} one is shown`,
    );
  }
  return lines;
}
