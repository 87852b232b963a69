import { readFileSync } from "node:fs";
import path from "node:path";
import { knownLanguage } from "../../src/engine/i18n/languageTable";
import { type ItemPageTranslation, missingTranslations } from "../../src/engine/i18n/missingTranslations";
import { missingLabels } from "../../src/engine/i18n/missingLabels";
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
    itemPageTranslation(result),
  );
  const labels = missingLabels(site, result.content, languages);
  const counts = languages.all.slice(1).map((language) => {
    const own = missing.filter((m) => m.language === language);
    const count = (kind: string, word: string) => {
      const n = own.filter((m) => m.kind === kind).length;
      return `${n} ${word}${n === 1 ? "" : "s"}`;
    };
    const words = labels.filter((m) => m.language === language).length;
    // the words of coded values are counted only when a collection gives some (most sites have none)
    const lacksWords = words ? `, ${words} value label${words === 1 ? "" : "s"}` : "";
    return `${language}: ${count("page", "page")}, ${count("item", "item")}, ${count("setting", "setting")}${lacksWords}`;
  });
  const fallback =
    languages.fallback === "none" ? "left out of that language" : "served from the default language with a notice";
  const lines = [`ℹ not translated yet (${fallback}): ${counts.join("; ")}${verbose ? "" : " (--verbose lists them)"}`];
  if (!verbose || missing.length + labels.length === 0) return lines;
  const parsed = parseConfigText(readFileSync(path.join(configDir, "site.json"), "utf8"));
  for (const m of missing) {
    const name = knownLanguage(m.language)?.name ?? m.language;
    if (m.kind === "page" || m.kind === "item") {
      const lacks = m.kind === "item" ? `the item shown at "${m.what}"` : `the page "${m.what}"`;
      lines.push(`  ${path.join(path.dirname(result.siteFile), m.where)}  ${name} lacks ${lacks}`);
      continue;
    }
    const at = parsed.ok ? (locate(parsed.ast(), m.where).key ?? locate(parsed.ast(), m.where).value) : undefined;
    const where = at ? `${result.siteFile}:${at.line}:${at.column}` : result.siteFile;
    lines.push(
      `  ${where}  ${name} lacks "${m.what}" (translations.${m.language}.${m.what}): the ${languages.default} one is shown`,
    );
  }
  for (const m of labels) {
    const name = knownLanguage(m.language)?.name ?? m.language;
    const own = site.translations?.[m.language];
    const pointer = `/translations/${m.language}${own?.labels ? "/labels" : ""}`;
    const at = parsed.ok && own ? locate(parsed.ast(), pointer) : undefined;
    const where = at
      ? `${result.siteFile}:${(at.key ?? at.value).line}:${(at.key ?? at.value).column}`
      : result.siteFile;
    lines.push(
      `  ${where}  ${name} lacks the words of "${m.code}" (${m.collection}.${m.field}; translations.${m.language}.labels): "${m.shown}" is shown`,
    );
  }
  return lines;
}

/**
 * A page made from a collection item lacks its translation as the item's translation file
 * (collections/posts/rye.es.md); when the item is translated, the language lacks the template
 * (pages/es/blog/[slug].json).
 */
function itemPageTranslation(result: ConfigSet): ItemPageTranslation {
  const siteFolder = path.dirname(result.siteFile!);
  const byRoute = new Map(result.pages.map((p) => [p.route, p]));
  return (route, language) => {
    const page = byRoute.get(route);
    const [name, slug] = page?.item?.split("/") ?? [];
    const item = name ? result.content[name]?.bySlug[slug] : undefined;
    if (!page || !item) return undefined;
    if (result.content[name].translations?.[language]?.[slug]) {
      const template = path.relative(siteFolder, page.file).split(path.sep).join("/");
      return { kind: "page", where: template.replace(/^pages\//, `pages/${language.toLowerCase()}/`) };
    }
    const format = item.pointer === "" && item.file.endsWith(".md") ? "md" : "json";
    return { kind: "item", where: `collections/${name}/${slug}.${language}.${format}` };
  };
}
