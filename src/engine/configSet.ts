/**
 * What the engine's validation gives: every config file of a folder as read and checked (ConfigSet), and the options
 * it takes (ValidateOptions). The stages that make it are in ./stages/; src/engine/validateConfigDir.ts runs them.
 */
import type { PageConfig, SectionFile, SiteConfig } from "../generated/config-types.ts";
import type { CheckedFileMemo } from "./checkedFileMemo.ts";
import type { ContentCollections } from "./content/contentTypes.ts";
import type { DatedItemFacts } from "./content/datedItems.ts";
import type { ContentFeed } from "./content/feeds.ts";
import type { Pager } from "./content/pagedLists.ts";
import type { Diagnostic } from "./diagnostic.ts";
import type { LinkUse } from "./links.ts";
import type { StageTimings } from "./stages/stageTimings.ts";
import type { KeptValidatorCode } from "./standaloneValidator.ts";

export interface PageEntry<Page = unknown> {
  /** Where the page is served. */
  route: string;
  /**
   * The address its file's place gives (pages/en/boutiques.json → /en/boutiques), when the page names another with
   * "address" (src/engine/i18n/pageAddresses.ts): its translations are told by this one.
   */
  fileRoute?: string;
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
  /** The site's linked sections (sections/<name>.json), by name: expanded into the pages that use them at resolve. */
  sections?: Record<string, { file: string; config: unknown }>;
  /** Number of files checked. */
  fileCount: number;
}

/** A config set without problems: its values have the types generated from the schemas that accepted them. */
export interface ValidConfigSet extends Omit<ConfigSet, "site" | "siteFile" | "pages" | "notFound" | "sections"> {
  site: SiteConfig;
  sections?: Record<string, { file: string; config: SectionFile }>;
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

export function emptyConfigSet(fileCount: number): ConfigSet {
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
  /** Where each stage's time is added (`--timings`); nothing is measured without it. */
  timings?: StageTimings;
}
