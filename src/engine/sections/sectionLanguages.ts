import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import { didYouMean } from "../suggest.ts";
import { declaredLanguage, type SiteLanguages } from "../i18n/siteLanguages.ts";

/**
 * A linked section in another language than the default is sections/<language>/<name>.json, as a page's
 * translation is pages/<language>/…: the pages of that language use it in place of sections/<name>.json, and
 * the others' version where it has none (the site's language rules). Sections are kept by key: "<name>" for
 * the default language's, "<language>/<name>" for a translation.
 */
export function sectionKey(name: string, language?: string): string {
  return language === undefined ? name : `${language.toLowerCase()}/${name}`;
}

/** The sections the pages of `language` use, by name: its own translations, else the default language's. */
export function sectionsInLanguage<T>(
  all: ReadonlyMap<string, T>,
  language: string,
  languages: SiteLanguages,
): Map<string, T> {
  const table = new Map<string, T>();
  for (const [key, value] of all) if (!key.includes("/")) table.set(key, value);
  if (language === languages.default) return table;
  const prefix = `${language.toLowerCase()}/`;
  for (const [key, value] of all) if (key.startsWith(prefix)) table.set(key.slice(prefix.length), value);
  return table;
}

/** Each language's table (sectionsInLanguage), made once. */
export function sectionsByLanguage<T>(
  all: ReadonlyMap<string, T>,
  languages: SiteLanguages,
): ReadonlyMap<string, Map<string, T>> {
  return new Map(languages.all.map((code) => [code, sectionsInLanguage(all, code, languages)]));
}

/** The inputs a section declares, by name: which it requires, and what each is for (when that reads as text). */
export function declaredInputs(section: unknown): Map<string, { required: boolean; description?: string }> {
  const inputs = isRecord(section) && isRecord(section.inputs) ? section.inputs : {};
  return new Map(
    Object.entries(inputs).map(([name, input]) => {
      const description = isRecord(input) && typeof input.description === "string" ? input.description : undefined;
      return [name, { required: isRecord(input) && input.required === true, ...(description ? { description } : {}) }];
    }),
  );
}

const inputsWritten = (section: unknown) =>
  [...declaredInputs(section)]
    .map(([name, { required }]) => `${name}${required ? " (required)" : ""}`)
    .sort()
    .join(", ") || "none";

/**
 * The problems of one section translation (sections/<language>/<name>.json): its folder names one of the site's
 * languages other than the default, and it declares the inputs its default-language section declares (a use
 * gives the same inputs on every page, in every language). `original`: sections/<name>.json's data, if any.
 */
export function sectionTranslationIssues(
  name: string,
  language: string,
  data: unknown,
  original: { file: string; data: unknown } | undefined,
  languages: SiteLanguages,
): Issue[] {
  const declared = declaredLanguage(language, languages);
  if (declared === undefined || declared === languages.default)
    return [
      {
        code: "undeclared-section-language",
        pointer: "",
        at: "value",
        message:
          declared === languages.default
            ? `(file) "${language}" is the site's default language: its section is sections/${name}.json itself, not a translation.`
            : `(file) "${language}" is not one of the site's languages (site.json "languages": ${languages.all.join(", ")}), so no page shows this section.`,
        hint:
          declared === languages.default
            ? `Move it to sections/${name}.json.`
            : `${
                didYouMean(
                  language,
                  languages.all.slice(1).map((c) => c.toLowerCase()),
                ).trim() || `Put it in sections/<language>/${name}.json`
              }, or add "${language}" to "languages" in site.json.`,
      },
    ];
  if (!original) return [];
  const mine = inputsWritten(data);
  const theirs = inputsWritten(original.data);
  if (mine === theirs) return [];
  return [
    {
      code: "section-translation-inputs",
      pointer: isRecord(data) && isRecord(data.inputs) ? "/inputs" : "",
      at: isRecord(data) && isRecord(data.inputs) ? "key" : "value",
      message: `${isRecord(data) && isRecord(data.inputs) ? "inputs" : "(file)"}: this translation of the section "${name}" declares the inputs ${mine}, and ${original.file} declares ${theirs}: a use gives the same inputs in every language.`,
      hint: `Declare the inputs of ${original.file} here, with the same names (their descriptions may be in ${declared}).`,
    },
  ];
}
