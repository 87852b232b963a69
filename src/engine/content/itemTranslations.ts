import type { ValidateFunction } from "ajv";
import type { ConfigFile } from "../configFiles.ts";
import type { Diagnostic } from "../diagnostic.ts";
import { explain, type Issue } from "../explainErrors.ts";
import { inFrontMatterWords } from "./frontMatterWords.ts";
import { isRecord } from "../isRecord.ts";
import { newValidationContext, type SchemaStore } from "../schemaStore.ts";
import { declaredLanguage } from "../i18n/siteLanguages.ts";
import { didYouMean } from "../suggest.ts";
import type { ContentCollections, ContentItem } from "./contentTypes.ts";
import { readItemFile, type Where, wrongSchemaKey } from "./readItemFile.ts";
import { checkReferences } from "./references.ts";
import { emptyTable } from "./emptyTable.ts";
import { nameLike, namePattern } from "../names.ts";

/** The languages of a site as the content step needs them: the default first. */
export interface ItemLanguages {
  default: string;
  all: readonly string[];
}

/**
 * Reads each translation of an item (collections/<name>/<slug>.<language>.md or .json) once every default-language
 * item is read: it holds only the fields its language changes, checked against the item's schema with no field
 * required; the fields it leaves out are the default item's, field by field, and a .md translation with no text
 * keeps the default item's body. The item as the language shows it goes in its collection's `translations`.
 */
export function loadTranslations(
  files: readonly ConfigFile[],
  textOf: (file: ConfigFile) => string,
  store: SchemaStore,
  collections: ContentCollections,
  validators: ReadonlyMap<string, ValidateFunction>,
  languages: ItemLanguages,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // each translation with only its own fields, where they are: its references are checked like an item's
  const given = new Map<string, ContentItem[]>();
  const where = new Map<ContentItem, Where>();
  // collection, language and the slug a translation's page is at → its file
  const addressSlugs = new Map<string, string>();
  const problem = (file: ConfigFile, at: Where | undefined, issue: Issue) => {
    const place = at ? at(issue.pointer) : undefined;
    const position = place ? (issue.at === "key" && place.key ? place.key : place.value) : { line: 1, column: 1 };
    diagnostics.push({ file: file.display, ...position, ...issue });
  };
  for (const file of files) {
    const what = file.what;
    if (what.kind !== "collection-translation") continue;
    const collection = collections[what.collection];
    const validate = validators.get(what.collection);
    if (!collection || !validate) continue; // the collection's own problem (no schema) is said for its items
    const language = declaredLanguage(what.language, languages);
    if (language === undefined || language === languages.default) {
      problem(file, undefined, {
        code: "undeclared-item-language",
        pointer: "",
        at: "value",
        message:
          language === languages.default
            ? `(file) "${what.language}" is the site's default language: its item is collections/${what.collection}/${what.slug}.${what.format} itself, not a translation.`
            : `(file) "${what.language}" is not one of the site's languages (site.json "languages": ${languages.all.join(", ")}), so this translation of "${what.slug}" is never shown.`,
        hint:
          language === languages.default
            ? `Write those fields in collections/${what.collection}/${what.slug}.${what.format}, or name the file for another language.`
            : `${didYouMean(what.language, languages.all.slice(1)).trim() || `Name the file ${what.slug}.<language>.${what.format}`}, or add "${what.language}" to "languages" in site.json.`,
      });
      continue;
    }
    const original = collection.bySlug[what.slug];
    if (!original) {
      const slugs = Object.keys(collection.bySlug);
      problem(file, undefined, {
        code: "translation-without-item",
        pointer: "",
        at: "value",
        message: `(file) this translates the item "${what.slug}" of "${what.collection}", which the default language (${languages.default}) does not have: a translation only changes an item's fields.`,
        hint: `${didYouMean(what.slug, slugs).trim() || `Add collections/${what.collection}/${what.slug}.md (or .json) in ${languages.default} first`}; the fields a translation leaves out are taken from it.`,
      });
      continue;
    }
    const own = (collection.translations ??= emptyTable())[language] ?? emptyTable();
    collection.translations[language] = own;
    if (own[what.slug]) {
      problem(file, undefined, {
        code: "duplicate-item-slug",
        pointer: "",
        at: "value",
        message: `(file) the item "${what.slug}" already has its ${language} translation in ${own[what.slug].file}.`,
        hint: "Keep one of the two files.",
      });
      continue;
    }
    const read = readItemFile(file, textOf(file), what.format);
    if (!read.ok) {
      diagnostics.push(read.problem);
      continue;
    }
    // "slug": its name in its language's addresses (docs/languages.md), not a field of the item
    const { $schema: _schema, slug, ...fields } = isRecord(read.value) ? read.value : {};
    const ownWords = (found: Issue[]) => (what.format === "md" ? inFrontMatterWords(found, fields) : found);
    const issues = [
      ...(what.format === "json" ? wrongSchemaKey(read.value, what.collection) : []),
      ...ownWords(explain(store, validate, isRecord(read.value) ? fields : read.value, newValidationContext())),
      ...slugProblems(slug, what.slug, language, addressSlugs, `${what.collection}\0${language}`),
    ];
    for (const issue of issues) problem(file, read.at, issue);
    own[what.slug] = translated(original, file.display, language, fields, read.body, read.bodyLine);
    if (typeof slug === "string" && slug !== what.slug && issues.every((i) => i.pointer !== "/slug"))
      own[what.slug] = { ...own[what.slug], addressSlug: slug };
    addressSlugs.set(`${what.collection}\0${language}\0${own[what.slug].addressSlug ?? what.slug}`, file.display);
    const alone = { ...own[what.slug], data: fields };
    given.set(what.collection, [...(given.get(what.collection) ?? []), alone]);
    where.set(alone, read.at);
  }
  // checkReferences looks up own names only: a plain object is safe here
  const translationsAlone = Object.fromEntries(
    Object.entries(collections).map(([name, c]) => [name, { ...c, items: given.get(name) ?? [] }]),
  );
  diagnostics.push(...checkReferences(translationsAlone, (item, pointer) => where.get(item)!(pointer).value));
  return diagnostics;
}

/**
 * What is wrong with a translation's "slug" (its name in its language's addresses): not a text, characters an
 * address cannot have, or the name of another translation's page in the same language.
 */
function slugProblems(
  slug: unknown,
  own: string,
  language: string,
  taken: ReadonlyMap<string, string>,
  key: string,
): Issue[] {
  if (slug === undefined) return [];
  const issue = (message: string, hint: string): Issue[] => [
    { code: "bad-page-address", pointer: "/slug", at: "value", message: `slug: ${message}`, hint },
  ];
  if (typeof slug !== "string" || !namePattern.test(slug)) {
    const suggestion = nameLike(typeof slug === "string" ? slug : "", "");
    return issue(
      `${JSON.stringify(slug)} cannot be part of a web address: it names this item's page in ${language} (/…/<slug>).`,
      `Use lower-case letters, digits and dashes only${suggestion ? ` (for example "${suggestion}")` : ""}.`,
    );
  }
  const other = taken.get(`${key}\0${slug}`);
  if (other && slug !== own)
    return issue(
      `"${slug}" is already the slug of another ${language} translation, ${other}: their pages would share one address.`,
      "Each item's page needs an address of its own: choose another slug.",
    );
  return [];
}

/** The item as a language shows it: the translation's fields over the default item's. */
function translated(
  original: ContentItem,
  file: string,
  language: string,
  fields: Record<string, unknown>,
  body: string | undefined,
  bodyLine: number | undefined,
): ContentItem {
  const data = { ...original.data, ...fields };
  const item: ContentItem = { ...original, file, pointer: "", data, draft: data.draft === true, language };
  if (body !== undefined && body.trim() !== "") return { ...item, body, bodyLine };
  return original.body === undefined ? item : { ...item, bodyFile: original.bodyFile ?? original.file };
}

/**
 * Items named like a translation of another item but not as one ("rye-es.md" or "rye_es.md" beside "rye.md", in a
 * site that declares "es"): each is an item of its own, with a page of its own, and "rye" has no Spanish
 * translation. Most likely a translation misnamed, told as a warning at the file (it may be meant).
 */
export function itemsNamedLikeTranslations(collections: ContentCollections, languages: ItemLanguages): Diagnostic[] {
  const others = languages.all.filter((code) => code !== languages.default);
  if (others.length === 0) return [];
  const found: Diagnostic[] = [];
  for (const collection of Object.values(collections)) {
    for (const item of collection.items) {
      // a file of its own (a list file's items are named inside it)
      if (item.pointer !== "") continue;
      const named = /^(.+)[-_.]([a-z]{2,3}(?:[-_][a-z0-9]{2,8})?)$/i.exec(item.slug);
      const language = named ? declaredLanguage(named[2].replace("_", "-"), { all: others }) : undefined;
      if (!named || !language || !collection.bySlug[named[1]]) continue;
      const format = item.file.endsWith(".md") ? "md" : "json";
      // beside it, named as its file is shown (from the current folder, as the message's own place)
      const translation = `${item.file.slice(0, item.file.lastIndexOf("/") + 1)}${named[1]}.${language}.${format}`;
      found.push({
        file: item.file,
        line: 1,
        column: 1,
        code: "item-named-like-translation",
        message: `(file) this is named like the ${language} translation of "${named[1]}", but is an item of its own, with a page of its own; "${named[1]}" has no ${language} translation.`,
        hint: `To translate "${named[1]}", name the file ${translation}. Leave the name as it is if "${item.slug}" is an item of its own.`,
      });
    }
  }
  return found;
}
