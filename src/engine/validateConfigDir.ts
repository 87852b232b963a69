import { publicNamesByCase } from "./publicNamesByCase.ts";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { DocumentNode } from "@humanwhocodes/momoa";
import type { PageConfig, SiteConfig } from "../generated/config-types.ts";
import { type ConfigFile, configFileAt, readConfigFolder, schemaFor, schemaRef } from "./configFiles.ts";
import { contentChecks } from "./contentChecks.ts";
import type { ContentCollections } from "./content/contentTypes.ts";
import { loadCollections } from "./content/loadCollections.ts";
import { expandLists, namingListItems, withoutIssuesOfBrokenLists } from "./content/collectionLists.ts";
import { feedOf, type ContentFeed } from "./content/feeds.ts";
import { datedItems, type DatedItemFacts } from "./content/datedItems.ts";
import { templatePages } from "./content/templatePages.ts";
import { formatContextOf } from "./formats/formatContext.ts";
import { collectionsInLanguage, textsNotTranslated } from "./content/collectionsInLanguage.ts";
import { groupPages } from "./content/groupPages.ts";
import { pagedList, pagedRoute, pagesOfList, type Pager } from "./content/pagedLists.ts";
import { anchorsOfPages, checkLinks, siteFacts, type CheckedFile } from "./crossChecks.ts";
import { pageSetChecks } from "./pageSetChecks.ts";
import { languageSetWarnings } from "./i18n/languageSetChecks.ts";
import { directionWarnings, siteDirectionWarnings } from "./i18n/directionChecks.ts";
import { languageOfRoute, routeInLanguage, siteLanguagesOf } from "./i18n/siteLanguages.ts";
import { type Diagnostic, sortDiagnostics } from "./diagnostic.ts";
import { explain, type Issue } from "./explainErrors.ts";
import { declaredFormatVersion, formatVersionProblem } from "./formatVersion.ts";
import { escapeInvisible } from "./invisibleCharacters.ts";
import { isRecord } from "./isRecord.ts";
import { locate, parseConfigText } from "./jsonWithPositions.ts";
import type { CheckedFileMemo } from "./checkedFileMemo.ts";
import type { LinkUse } from "./links.ts";
import { positionInJsonString } from "./markdown/positionInJsonString.ts";
import { sitePublicDir } from "./projectPaths.ts";
import { fontFileChecks } from "./fontFileChecks.ts";
import { newValidationContext, SchemaStore } from "./schemaStore.ts";
import type { KeptValidatorCode } from "./standaloneValidator.ts";

export interface PageEntry<Page = unknown> {
  route: string;
  file: string;
  config: Page;
  /** The item a page template ([slug].json) made this page for: "clinics/riverside". */
  item?: string;
  /** The item's facts for its BlogPosting, when the template asks for one ("structuredData"). */
  blogPosting?: DatedItemFacts;
  /** Which page of a paged list ("perPage") this is, and its neighbours' addresses. */
  pager?: Pager;
}

export interface NotFoundEntry<Page = unknown> {
  /** "/" for the whole site, "/integrations/" for one section. */
  prefix: string;
  file: string;
  config: Page;
}

/** Every config file of a folder as read and checked: values as parsed, and the problems found in them. */
export interface ConfigSet {
  diagnostics: Diagnostic[];
  /** What is worth a look but stops nothing (a file in the config folder that is not read). */
  warnings: Diagnostic[];
  site?: unknown;
  pages: PageEntry[];
  notFound: NotFoundEntry[];
  /** The site's own collections (collections/<name>…): every item read, checked and indexed once. */
  content: ContentCollections;
  /** The feeds page templates ask for, with their entries. */
  feeds?: ContentFeed[];
  /** The links met in each file (by its display path), with their JSON pointers: the resolve step uses them. */
  linksByFile: Record<string, LinkUse[]>;
  /** Display path of site.json. */
  siteFile?: string;
  /** Number of files checked. */
  fileCount: number;
}

/** A config set without problems: its values have the types generated from the schemas that accepted them. */
export interface ValidConfigSet extends Omit<ConfigSet, "site" | "siteFile" | "pages" | "notFound"> {
  site: SiteConfig;
  siteFile: string;
  pages: PageEntry<PageConfig>[];
  notFound: NotFoundEntry<PageConfig>[];
}

/**
 * The config set with the types of its values, when it has no problems (and a site.json); else undefined.
 * The one place a validated value gets its generated type: Ajv accepted each value against the schema the
 * type is generated from, which TypeScript cannot see, so this is a cast by design.
 */
export function validConfigSet(set: ConfigSet): ValidConfigSet | undefined {
  if (set.diagnostics.length > 0 || set.site === undefined || set.siteFile === undefined) return undefined;
  return set as ValidConfigSet;
}

const stores = new Map<string, SchemaStore>();

export function schemaStore(schemasDir: string): SchemaStore {
  const key = path.resolve(schemasDir);
  let store = stores.get(key);
  if (!store) {
    store = new SchemaStore(key);
    stores.set(key, store);
  }
  return store;
}

/** Drops cached schemas (the dev server calls this when a schema file changes). */
export function forgetSchemas(): void {
  stores.clear();
}

interface Loaded {
  file: ConfigFile;
  /** The item of a page made by a template: "clinics/riverside". */
  item?: string;
  blogPosting?: DatedItemFacts;
  /** Which page of a paged list this is (src/engine/content/pagedLists.ts). */
  pager?: Pager;
  data: unknown;
  /** The position tree, built when a problem of the file must be located. */
  ast: () => DocumentNode;
  checked: CheckedFile;
}

export type { CheckedFileMemo } from "./checkedFileMemo.ts";

export interface ValidateOptions {
  /**
   * Unsaved contents by path inside the config folder ("pages/pricing.json"), read instead of the files
   * (the visual editor checks what it would save this way); paths not on disk are checked as new files.
   */
  overlay?: Readonly<Record<string, string>>;
  /** The folder of files links and image paths may name (the site's, see sitePublicDir, unless told). */
  publicDir?: string;
  /** What earlier checks found in files of the same text: those files are not checked again on their own. */
  memo?: CheckedFileMemo;
  /** Where the builder's validators are kept as code (see SchemaStore.keptValidator): loaded, not compiled. */
  keptValidators?: KeptValidatorCode;
}

/** Reads, parses and validates every config file of a folder: the one path used by CLI, build, dev server and editor. */
export function validateConfigDir(
  configDir: string,
  schemasDir: string,
  cwd = process.cwd(),
  options: ValidateOptions = {},
): ConfigSet {
  const store = schemaStore(schemasDir);
  const validatorOf = (schema: string) => store.keptValidator(schema, options.keptValidators)!;
  const overlay = options.overlay ?? {};
  const folder = readConfigFolder(configDir, cwd);
  const files = withOverlay(folder.configs, configDir, cwd, overlay);
  const diagnostics: Diagnostic[] = [];
  const loaded: Loaded[] = [];
  const unreadableRoutes: string[] = [];
  // each file's text, for placing a problem inside a text value (a link in Markdown) at its own line and column
  const texts = new Map<string, string>();
  const report = (
    file: ConfigFile,
    ast: (() => DocumentNode) | undefined,
    issues: Issue[],
    into: Diagnostic[] = diagnostics,
  ) => {
    for (const issue of issues) {
      const position = ast ? locate(ast(), issue.pointer) : undefined;
      const source = texts.get(file.display);
      const at =
        issue.position ??
        (position === undefined
          ? { line: 1, column: 1 }
          : issue.inText && source?.[position.valueOffset] === '"'
            ? positionInJsonString(source, { ...position.value, offset: position.valueOffset }, issue.inText)
            : issue.at === "key" && position.key
              ? position.key
              : position.value);
      into.push({
        file: issue.inFile ?? file.display,
        line: at.line,
        column: at.column,
        code: issue.code,
        message: issue.message,
        hint: issue.hint,
        pointer: issue.pointer,
        ...(issue.cause === undefined ? {} : { cause: issue.cause }),
      });
    }
  };

  // a check of a value made from files (a template's page, a page's list of items): done once for the same inputs
  const checkedOnce = (key: string, check: () => { issues: Issue[]; links: LinkUse[] }) => {
    const remembered = options.memo?.recall(key) as LinkUse[] | undefined;
    if (remembered) return { issues: [], links: remembered };
    const found = check();
    if (found.issues.length === 0) options.memo?.remember(key, found.links);
    return found;
  };

  if (!files.some((f) => f.what.kind === "site")) {
    diagnostics.push({
      file: path.relative(cwd, path.join(configDir, "site.json")) || "site.json",
      line: 1,
      column: 1,
      code: "missing-site-file",
      message: "(file) site.json is missing.",
      hint: "Every config folder needs a site.json with the site-wide settings.",
    });
  }

  // configs in another format version get one message saying so, not a wall of unknown-field errors
  const versionProblem = checkFormatVersion(files, configDir, cwd, overlay);
  if (versionProblem) return { ...emptyConfigSet(files.length), diagnostics: [versionProblem] };

  const warnings: Diagnostic[] = [];
  for (const file of folder.notRead) {
    const found = {
      file: file.display,
      line: 1,
      column: 1,
      code: file.code,
      message: `(file) ${file.reason}`,
      hint: file.hint,
    };
    (file.severity === "error" ? diagnostics : warnings).push(found);
  }

  // the languages are known before the content: an item's translations, and which items a page in a language reads
  const siteFile = files.find((f) => f.what.kind === "site");
  const siteText = siteFile ? parseConfigText(textOf(siteFile, overlay)) : undefined;
  const languages = siteLanguagesOf(siteText?.ok ? siteText.value : undefined);
  const content = loadCollections(
    files.filter((f) => f.what.kind.startsWith("collection-")),
    (file) => textOf(file, overlay),
    store,
    languages,
    options.memo,
    options.keptValidators,
  );
  diagnostics.push(...content.diagnostics);
  const languageOf = (route: string) => languageOfRoute(route, languages);
  const collectionsAt = (route: string) => collectionsInLanguage(content.collections, languageOf(route), languages);
  const formatsAt = (route: string) => formatContextOf(siteText?.ok ? siteText.value : undefined, languageOf(route));

  const feeds: ContentFeed[] = [];
  // where each collection's pages are, for {item.url}: known before any page shows a list of its items
  for (const file of files) {
    if (file.what.kind !== "page-template") continue;
    const parsed = parseConfigText(textOf(file, overlay));
    const grouped = parsed.ok && isRecord(parsed.value) && parsed.value.groupBy !== undefined;
    const name = parsed.ok && isRecord(parsed.value) && !grouped ? parsed.value.collection : undefined;
    const collection = typeof name === "string" ? content.collections[name] : undefined;
    // the default language's template says where the pages are; a language's own are at its prefix
    if (collection && languageOf(file.what.prefix) === languages.default) collection.pagePrefix = file.what.prefix;
  }

  // a page template's pages are checked as pages, each against its item, and located at the template's lines
  // a group template's pages ([tag].json with "groupBy"): each page is the template with the value filled in,
  // its lists then taken like any page's, checked as a page and located at the template's lines
  const loadGroupTemplate = (
    file: ConfigFile,
    prefix: string,
    param: string,
    spec: Record<string, unknown>,
    parsed: Extract<ReturnType<typeof parseConfigText>, { ok: true }>,
    text: string,
  ): Loaded[] => {
    const collections = collectionsAt(prefix);
    const collection = typeof spec.collection === "string" ? collections[spec.collection] : undefined;
    if (!collection || typeof spec.groupBy !== "string") {
      const known = Object.keys(content.collections);
      report(file, parsed.ast, [
        !collection
          ? {
              code: "template-without-collection",
              pointer: typeof spec.collection === "string" ? "/collection" : "",
              at: "value",
              message: `collection: a page per ${param} needs the collection whose items have it: the site has no collection "${String(spec.collection ?? "")}".`,
              hint: known.length ? `The site's collections: ${known.join(", ")}.` : "See docs/content.md.",
            }
          : {
              code: "bad-list-option",
              pointer: "/groupBy",
              at: "value",
              message: "groupBy: names the field of the items whose values each get a page, as a text.",
              hint: 'For example "tags".',
            },
      ]);
      return [];
    }
    const made = groupPages(spec, param, spec.groupBy, collection);
    report(file, parsed.ast, [...checkSchemaKey(spec, file, "page.schema.json"), ...made.issues]);
    const said = new Set<string>();
    return made.pages.map((group) => {
      const route = `${prefix === "/" ? "" : prefix}/${group.slug}`;
      const listed = expandLists(group.page, collections, undefined, 1, formatsAt(prefix));
      const checked = checkedOnce(`group\0${file.inside}\0${text}\0${route}\0${JSON.stringify(listed.value)}`, () => {
        const context = newValidationContext();
        const issues = [
          ...explain(store, validatorOf("page.schema.json"), listed.value, context),
          ...contentChecks({ kind: "page", route }, listed.value, parsed.ast, parsed.repeatsKeys),
        ];
        return { issues, links: context.links };
      });
      const issues = namingListItems(
        withoutIssuesOfBrokenLists([...listed.issues, ...checked.issues], listed.broken),
        listed.asIs,
      ).filter((i) => {
        const key = `${i.code}\0${i.pointer}\0${i.message}`;
        return said.has(key) ? false : (said.add(key), true);
      });
      report(file, parsed.ast, issues);
      return {
        file: { ...file, what: { kind: "page" as const, route } },
        data: listed.value,
        ast: parsed.ast,
        checked: { display: file.display, route, data: listed.value, links: checked.links },
      };
    });
  };

  const loadTemplate = (file: ConfigFile, prefix: string, param: string, text: string): Loaded[] => {
    const parsed = parseConfigText(text);
    if (!parsed.ok) {
      diagnostics.push({
        file: file.display,
        ...parsed.position,
        code: parsed.code ?? "json-syntax",
        message: parsed.message,
        hint: parsed.hint,
      });
      return [];
    }
    if (isRecord(parsed.value) && parsed.value.groupBy !== undefined)
      return loadGroupTemplate(file, prefix, param, parsed.value, parsed, text);
    const collections = collectionsAt(prefix);
    const language = languageOf(prefix);
    const check = (value: unknown) =>
      checkedOnce(`template\0${file.inside}\0${text}\0${JSON.stringify(value)}`, () => {
        const context = newValidationContext();
        const issues = explain(store, validatorOf("page.schema.json"), value, context);
        issues.push(...checkSchemaKey(value, file, "page.schema.json"));
        issues.push(...contentChecks({ kind: "page", route: prefix }, value, parsed.ast, parsed.repeatsKeys));
        return { issues, links: context.links };
      });
    const translatedInto = language === languages.default ? undefined : language;
    const made = templatePages(prefix, parsed.value, collections, check, translatedInto, formatsAt(prefix));
    report(file, parsed.ast, made.issues);
    const spec = isRecord(parsed.value) ? parsed.value : {};
    const collection = typeof spec.collection === "string" ? collections[spec.collection] : undefined;
    if (spec.feed !== undefined && collection) {
      const made = feedOf(prefix, spec.feed, collection, collections);
      report(file, parsed.ast, made.issues);
      if (made.feed) feeds.push(made.feed);
    }
    const dated = collection ? datedItems(spec.structuredData, collection, collections) : undefined;
    if (dated) report(file, parsed.ast, dated.issues);
    if (made.empty) {
      const at = locate(parsed.ast(), made.empty.pointer).value;
      warnings.push({
        file: file.display,
        ...at,
        code: made.empty.code,
        message: made.empty.message,
        hint: made.empty.hint,
        pointer: made.empty.pointer,
      });
    }
    return made.pages.map((page) => ({
      file: { ...file, what: { kind: "page" as const, route: page.route } },
      data: page.value,
      ast: parsed.ast,
      item: `${page.item.collection}/${page.item.slug}`,
      ...(dated?.facts[page.item.slug] ? { blogPosting: dated.facts[page.item.slug] } : {}),
      checked: { display: file.display, route: page.route, data: page.value, links: page.links },
    }));
  };

  for (const file of files) {
    if (file.what.kind.startsWith("collection-")) continue;
    if (file.what.kind === "unexpected") {
      const { code, reason, hint } = file.what;
      report(file, undefined, [{ code, pointer: "", at: "value", message: `(file) ${reason}`, hint }]);
      continue;
    }
    const schema = schemaFor(file.what)!;
    const text = textOf(file, overlay);
    texts.set(file.display, text);
    if (file.what.kind === "page-template") {
      loaded.push(...loadTemplate(file, file.what.prefix, file.what.param, text));
      continue;
    }
    // a page showing a list from a collection depends on the items too, not on its text alone
    const listsItems = text.includes('"collection"');
    const fileKey = `file\0${file.inside}\0${text}`;
    const remembered = listsItems ? undefined : (options.memo?.recall(fileKey) as LinkUse[] | undefined);
    if (remembered) {
      const data: unknown = JSON.parse(text);
      const route = file.what.kind === "page" ? file.what.route : undefined;
      let ast: DocumentNode | undefined;
      const located = () => (ast ??= (parseConfigText(text) as { ast: () => DocumentNode }).ast());
      // site.json's fonts are checked against the public folder's files, not by its text alone: every time
      if (file.what.kind === "site")
        report(file, located, fontFileChecks(data, options.publicDir ?? sitePublicDir(configDir)));
      loaded.push({ file, data, ast: located, checked: { display: file.display, route, data, links: remembered } });
      continue;
    }
    const parsed = parseConfigText(text);
    if (!parsed.ok) {
      diagnostics.push({
        file: file.display,
        ...parsed.position,
        code: parsed.code ?? "json-syntax",
        message: parsed.message,
        hint: parsed.hint,
      });
      if (file.what.kind === "page") unreadableRoutes.push(file.what.route);
      continue;
    }
    const route = file.what.kind === "page" ? file.what.route : undefined;
    const collections = collectionsAt(route ?? (file.what.kind === "not-found" ? file.what.prefix : "/"));
    const paged = listsItems && route !== undefined ? pagedList(parsed.value) : undefined;
    const pagers: (Pager | undefined)[] =
      paged &&
      route !== undefined &&
      collections[paged.collection] &&
      Number.isInteger(paged.perPage) &&
      paged.perPage! > 0
        ? pagesOfList(route, paged, collections)
        : [undefined];
    const said = new Set<string>();
    for (const pager of pagers) {
      const listed = listsItems
        ? expandLists(parsed.value, collections, undefined, pager?.number, formatsAt(route ?? "/"))
        : { value: parsed.value, issues: [], broken: [], asIs: [] };
      const value = listed.value;
      const pageRoute = pager && route !== undefined ? pagedRoute(route, pager.number) : route;
      const checkOnItsOwn = () => {
        const context = newValidationContext();
        const issues = [
          ...explain(store, validatorOf(schema), value, context),
          ...checkSchemaKey(value, file, schema),
          ...contentChecks(file.what, value, parsed.ast, parsed.repeatsKeys),
        ];
        return { issues, links: context.links };
      };
      const checked = checkedOnce(
        listsItems ? `list\0${file.inside}\0${text}\0${pageRoute}\0${JSON.stringify(value)}` : fileKey,
        checkOnItsOwn,
      );
      const fontIssues =
        file.what.kind === "site" ? fontFileChecks(value, options.publicDir ?? sitePublicDir(configDir)) : [];
      const issues = namingListItems(
        withoutIssuesOfBrokenLists([...checked.issues, ...fontIssues], listed.broken),
        listed.asIs,
      );
      issues.unshift(...listed.issues);
      // the pages of a paged list share their file: a problem they share is said once
      const fresh = issues.filter((i) => {
        const key = `${i.code}\0${i.pointer}\0${i.message}`;
        return said.has(key) ? false : (said.add(key), true);
      });
      report(file, parsed.ast, fresh);
      loaded.push({
        file: pager && pageRoute !== undefined ? { ...file, what: { kind: "page" as const, route: pageRoute } } : file,
        data: value,
        ast: parsed.ast,
        ...(pager ? { pager } : {}),
        checked: { display: file.display, route: pageRoute, data: value, links: checked.links },
      });
    }
  }

  const site = loaded.find((l) => l.file.what.kind === "site");
  const publicDir = options.publicDir ?? sitePublicDir(configDir);
  const publicFiles = listPublicFiles(publicDir);
  const facts = site ? siteFacts(site.data, publicFiles) : undefined;
  warnings.push(...replacedPublicFiles(publicFiles, publicDir, cwd), ...publicNamesByCase(publicFiles, publicDir, cwd));
  const pages = new Map<string, unknown>();
  const pageFiles = new Map<string, string>();
  const result: ConfigSet = {
    ...emptyConfigSet(files.length),
    diagnostics,
    warnings,
    site: site?.data,
    siteFile: site?.file.display,
    content: content.collections,
    feeds,
    linksByFile: Object.fromEntries(loaded.map((l) => [l.file.display, l.checked.links])),
  };

  for (const entry of loaded) {
    const what = entry.file.what;
    if (what.kind === "page") {
      const claimed = pageFiles.get(what.route);
      if (claimed) {
        report(entry.file, entry.ast, [
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
      pages.set(what.route, entry.data);
      result.pages.push({
        route: what.route,
        file: entry.file.display,
        config: entry.data,
        ...(entry.item ? { item: entry.item } : {}),
        ...(entry.blogPosting ? { blogPosting: entry.blogPosting } : {}),
        ...(entry.pager ? { pager: entry.pager } : {}),
      });
    } else if (what.kind === "not-found") {
      result.notFound.push({ prefix: what.prefix, file: entry.file.display, config: entry.data });
    }
  }
  // Links to a page whose file has a syntax error are not reported again as links to nowhere.
  for (const route of unreadableRoutes) if (!pages.has(route)) pages.set(route, undefined);
  // a page a language lacks is built at its address from the default language (fallback "default-language"), so a
  // link there lands: a list in that language links its untranslated items there
  if (languages.fallback === "default-language")
    for (const [route, page] of [...pages])
      if (languageOf(route) === languages.default)
        for (const code of languages.all.slice(1)) {
          const translated = routeInLanguage(route, code, languages);
          if (!pages.has(translated)) pages.set(translated, page);
        }
  const anchors = anchorsOfPages();
  for (const entry of loaded) {
    report(entry.file, entry.ast, checkLinks(entry.checked, pages, facts, anchors));
  }
  // a page with problems of its own is not judged as a whole yet: an unknown block type may be its heading
  const withProblems = new Set(diagnostics.map((d) => d.file));
  const pageSet = [
    // the later pages of a paged list are its first page again with other items, their titles numbered at render
    ...result.pages
      .filter((p) => !p.pager || p.pager.number === 1)
      .map((p) => ({ file: p.file, route: p.route, notFound: false, config: p.config })),
    ...result.notFound.map((p) => ({ file: p.file, route: p.prefix, notFound: true, config: p.config })),
  ].map((entry) => ({ ...entry, checkHeading: !withProblems.has(entry.file) }));
  const loadedByFile = new Map<string, Loaded>();
  for (const entry of loaded) if (!loadedByFile.has(entry.file.display)) loadedByFile.set(entry.file.display, entry);
  for (const { file, issues } of pageSetChecks(pageSet, store.pageHeadingTypes())) {
    const entry = loadedByFile.get(file);
    if (entry) report(entry.file, entry.ast, issues);
  }
  for (const { file, issues } of languageSetWarnings(site?.data, result.pages, result.linksByFile)) {
    const entry = loadedByFile.get(file);
    if (entry) report(entry.file, entry.ast, issues, warnings);
  }
  for (const { file, issues } of directionWarnings(site?.data, result.pages, (code) =>
    textsNotTranslated(content.collections, code),
  )) {
    const entry = loadedByFile.get(file);
    if (entry) report(entry.file, entry.ast, issues, warnings);
  }
  if (site) report(site.file, site.ast, siteDirectionWarnings(site.data), warnings);
  // Keys and values quoted in messages may hold control characters: print them as \uXXXX, never raw.
  result.warnings = sortDiagnostics(warnings).map(printable);
  result.diagnostics = sortDiagnostics(hiddenCharactersFirst(once(diagnostics))).map(printable);
  return result;
}

/** Each problem once: the pages a template makes share its lines, so a check of each page may find the same one. */
function once(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const printable = (d: Diagnostic): Diagnostic => ({
  ...d,
  message: escapeInvisible(d.message),
  ...(d.hint ? { hint: escapeInvisible(d.hint) } : {}),
});

/**
 * A field with an invisible or look-alike character gets that one message: the other messages about the same
 * field (a link to no page, an unknown field, a value not in the expected form) all follow from it.
 */
function hiddenCharactersFirst(diagnostics: Diagnostic[]): Diagnostic[] {
  const hidden = new Set(
    diagnostics
      .filter((d) => d.code === "invisible-character" || d.code === "look-alike-character")
      .map((d) => `${d.file}\0${d.pointer}`),
  );
  if (!hidden.size) return diagnostics;
  return diagnostics.filter(
    (d) =>
      d.code === "invisible-character" ||
      d.code === "look-alike-character" ||
      d.pointer === undefined ||
      !hidden.has(`${d.file}\0${d.pointer}`),
  );
}

/** A file's text: its unsaved contents in the overlay (the editor's), else as on disk. */
function textOf(file: ConfigFile, overlay: Readonly<Record<string, string>>): string {
  return Object.hasOwn(overlay, file.inside) ? overlay[file.inside] : readFileSync(file.absolute, "utf8");
}

function checkFormatVersion(
  files: ConfigFile[],
  configDir: string,
  cwd: string,
  overlay: Readonly<Record<string, string>>,
): Diagnostic | undefined {
  const site = files.find((f) => f.what.kind === "site");
  const parsed = site && parseConfigText(textOf(site, overlay));
  if (!site || !parsed?.ok) return undefined;
  const folder = path.relative(cwd, configDir) || ".";
  const command = folder === "pages-config" ? "npm run migrate" : `npm run migrate -- --dir ${folder}`;
  const problem = formatVersionProblem(declaredFormatVersion(parsed.value), command);
  if (!problem) return undefined;
  const at =
    isRecord(parsed.value) && Object.hasOwn(parsed.value, "formatVersion")
      ? locate(parsed.ast(), "/formatVersion").value
      : { line: 1, column: 1 };
  return { file: site.display, line: at.line, column: at.column, ...problem };
}

function emptyConfigSet(fileCount: number): ConfigSet {
  return {
    diagnostics: [],
    warnings: [],
    site: undefined,
    pages: [],
    notFound: [],
    content: {},
    linksByFile: {},
    fileCount,
  };
}

/** The folder's files plus the overlay's files that are not on disk yet, in the order listConfigFiles uses. */
function withOverlay(
  files: ConfigFile[],
  configDir: string,
  cwd: string,
  overlay: Readonly<Record<string, string>>,
): ConfigFile[] {
  const known = new Set(files.map((f) => f.inside));
  const added = Object.keys(overlay)
    .filter((inside) => !known.has(inside))
    .map((inside) => configFileAt(configDir, inside, cwd));
  return added.length
    ? [...files, ...added].sort((a, b) => (a.absolute < b.absolute ? -1 : a.absolute > b.absolute ? 1 : 0))
    : files;
}

function checkSchemaKey(data: unknown, file: ConfigFile, schema: string): Issue[] {
  const expected = schemaRef(file.inside, schema);
  // a file that is not a group of fields at all gets one message, from the schema check
  if (!isRecord(data)) return [];
  const actual = data.$schema;
  if (actual === expected) return [];
  if (actual === undefined) {
    return [
      {
        code: "missing-schema-key",
        pointer: "",
        at: "value",
        message: '(top level): missing "$schema".',
        hint: `Start the file with "$schema": "${expected}" so your editor can autocomplete and explain fields.`,
      },
    ];
  }
  return [
    {
      code: "wrong-schema-key",
      pointer: "/$schema",
      at: "value",
      message: `$schema: should be "${expected}" for a file in this place, so your editor uses the right schema.`,
    },
  ];
}

/** public/robots.txt and public/sitemap.xml, which the build writes itself (docs/seo.md): a warning each. */
function replacedPublicFiles(publicFiles: ReadonlySet<string>, publicDir: string, cwd: string): Diagnostic[] {
  const written = {
    "/robots.txt": ["robots.txt from site.json", 'set what it said in site.json "robots" (docs/seo.md)'],
    "/sitemap.xml": ["sitemap.xml listing every page", "the build's sitemap lists every page that is not noindex"],
  };
  return Object.entries(written).flatMap(([name, [what, instead]]) =>
    publicFiles.has(name)
      ? [
          {
            file: path.relative(cwd, path.join(publicDir, name)),
            line: 1,
            column: 1,
            code: "public-file-replaced" as const,
            message: `(file) the build writes ${what} and replaces this file.`,
            hint: `Remove it: ${instead}.`,
          },
        ]
      : [],
  );
}

/** Every file under public/, as the URL paths it is served at ("/docs/guide.pdf"). */
export function listPublicFiles(publicDir: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else found.add(`${prefix}/${entry.name}`);
    }
  };
  walk(publicDir, "");
  return found;
}
