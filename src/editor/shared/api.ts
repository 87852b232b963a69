/** What the editor's browser side and its server say to each other (JSON over /api/…). */
import type { DiagnosticCode } from "../../engine/diagnosticCodes";
import type { ResolvedBlock } from "../../engine/resolve/resolvedTypes";
import type { SiteConfig } from "../../generated/config-types";

export type FileKind = "site" | "page" | "not-found" | "section";

export interface FileInfo {
  /** Path inside the config folder, forward slashes ("pages/pricing.json"). */
  path: string;
  kind: FileKind;
  /** Page address ("/pricing"), for pages. */
  route?: string;
  /** seo.title of a page, the collection name of a data file. */
  title?: string;
  /** Section anchors of a page ("demo" for "/#demo"), as saved on disk. */
  anchors?: string[];
  hash: string;
}

export interface StateResponse {
  /** The config folder as given on the command line. */
  dir: string;
  files: FileInfo[];
  /** Files under public/ as URL paths ("/logos/a.svg"). */
  publicFiles: string[];
}

export interface FileResponse {
  path: string;
  value: unknown;
  hash: string;
}

export interface BlockSchemaInfo {
  type: string;
  title: string;
  description: string;
  /** The block schema with every "$ref" made local (for the form generator). */
  schema: JsonSchema;
  example: Record<string, unknown>;
  /**
   * The block's lists that may be taken from one of the site's collections instead of written out (their schema
   * has the list-source branch, which the form's schema is made without), by property name: "cards", "members".
   */
  listProperties: string[];
}

export interface SchemasResponse {
  blocks: BlockSchemaInfo[];
  seo: JsonSchema;
  site: JsonSchema;
  /** A linked section file's "inputs" (what each use gives, by name). */
  sectionInputs: JsonSchema;
}

/** A problem as `npm run validate` words it, plus where it sits for the editor. */
export interface EditorDiagnostic {
  /** Path inside the config folder. */
  path: string;
  line: number;
  column: number;
  /** Which kind of problem (src/engine/diagnosticCodes.ts). */
  code: DiagnosticCode;
  message: string;
  /** How to fix it, shown after the message. */
  hint?: string;
  pointer?: string;
  /** For a missing required field: its name, what it is and an example (the form words its fix at the field). */
  missing?: { field: string; about?: string; example?: unknown };
}

export interface ValidateRequest {
  /** Unsaved values by path; they are checked as they would be saved. */
  drafts: Record<string, unknown>;
}

/** One file about to be saved with this value (POST /api/save-check). */
export interface SaveCheckRequest {
  path: string;
  value: unknown;
}

/**
 * /api/validate: the problems of the folder with the drafts in it. /api/save-check: the problems saving one file
 * would leave, its own and the ones it brings to other files (not the ones they had already).
 */
export interface ValidateResponse {
  diagnostics: EditorDiagnostic[];
}

export interface SaveRequest {
  path: string;
  value: unknown;
  /** Hash of the file the edit started from; a different file on disk is a conflict. */
  baseHash: string | null;
  /** Write even when the file changed on disk. */
  force?: boolean;
}

export interface SaveResponse {
  hash: string;
}

export interface ConflictResponse {
  error: string;
  conflict: true;
  /** What is on disk now (null: deleted). */
  hash: string | null;
  value?: unknown;
}

export interface DeleteRequest {
  path: string;
  baseHash: string;
}

/** The preview frame asks for a page's blocks as the build's resolve step makes them. */
export interface PreviewRequest {
  /** The page's blocks: each as being edited (unsaved), or, when unchanged, by the id it was answered with. */
  blocks: Array<{ value: unknown } | { same: string }>;
  /** Unsaved values of site.json by path; the other files are read from disk. */
  drafts: Record<string, unknown>;
  /** The contextId of the site settings the frame holds: they are not sent again while it stays the same. */
  known?: string;
  /** The page's address: its language's collections fill its lists ("/" when not given). */
  route?: string;
  /**
   * site.json's site-wide sections to show around the blocks: those of the page at `route`, or all of them (a
   * not-found page). None when not given (a section file, a block's example).
   */
  bands?: "page" | "not-found";
}

/** A site-wide section's use as the preview shows it: its place in site.json, and its blocks resolved. */
export interface PreviewBand {
  /** "sections.afterHeader[0]". */
  path: string;
  entry: PreviewBlock;
}

/** One block of the preview: resolved for its renderer, or why it cannot be shown yet. */
export type PreviewBlock = { id: string } & ({ block: ResolvedBlock } | { type: string; problem: string });

export interface PreviewResponse {
  /** Changes whenever the resolved site settings or data change. */
  contextId: string;
  /** Site settings resolved (placeholders filled, links final); absent when the frame has them (`known`) or none could be. */
  site?: SiteConfig;
  /** The year {year} was filled with. */
  year: number;
  /** Why the current site settings or data cannot be used (the last ones that could are used meanwhile). */
  siteProblem?: string;
  /** Each block resolved, or `same`: the frame's block of that id is still right. */
  blocks: Array<PreviewBlock | { id: string; same: true }>;
  /** An id the request named is no longer known: ask again with every block's value. */
  stale?: true;
  /** site.json's site-wide sections the page shows, right under the header and right above the footer (`bands`). */
  bands?: { afterHeader: PreviewBand[]; beforeFooter: PreviewBand[] };
}

/** Sent on /api/events when a file of the folder changes on disk. */
export interface FileEvent {
  path: string;
  /** null when the file was deleted. */
  hash: string | null;
}

export type JsonSchema = Record<string, unknown>;

/** Where one linked section file (sections/<name>.json, or its translation) is shown, as the files on disk say. */
export interface SectionFileUses {
  /** "sections/order-for-events.json", "sections/es/order-for-events.json". */
  path: string;
  name: string;
  /** The language of a translation (sections/<language>/<name>.json); none for the default language's file. */
  language?: string;
  /** The pages that show it: by a use of their own, inside another section they use, or site-wide. */
  pages: Array<{ route: string; path: string }>;
  /** site.json's uses of its name ("sections.beforeFooter[0]"), with the pages they leave out. */
  siteWide: Array<{ path: string; except: string[] }>;
  /** The inputs the file declares ("inputs": what each use gives), as saved; none when it declares none. */
  inputs: Record<string, SectionInputDeclaration>;
}

/** One input a linked section declares: what it is for, and whether every use must give it. */
export interface SectionInputDeclaration {
  description?: string;
  required?: boolean;
}

/** GET /api/sections: every linked section file and where it is used. */
export interface SectionsResponse {
  /** The site's languages, the default first (a page's language is told by its address). */
  languages: string[];
  sections: SectionFileUses[];
}

/** How a collection keeps its items: a file each (.json or .md), or one list collections/<name>.json. */
export type ItemFormat = "json" | "md" | "list";

export interface ContentItemInfo {
  slug: string;
  /** The file it is written in, inside the config folder ("collections/posts/ovens.md"). */
  path: string;
  title?: string;
  draft: boolean;
  /** The file cannot be read as an item (bad YAML or JSON, …): it is opened as text at its problem. */
  broken?: true;
}

export interface ContentCollectionInfo {
  name: string;
  /** The site's schema of one item (collections/<name>.schema.json), for the item's form. */
  schema: JsonSchema;
  /** The kind of file a new item is written as: the one the collection already uses (JSON when it has none). */
  format: ItemFormat;
  /** Where its items' pages are ("/blog"), when a page template makes them. */
  pagePrefix?: string;
  items: ContentItemInfo[];
}

export interface ContentResponse {
  collections: ContentCollectionInfo[];
}

/** Where an item is used: the page made from it, the pages whose lists show it, the items that name it. */
export interface ItemUses {
  page?: string;
  lists: Array<{ path: string; route: string }>;
  items: Array<{ collection: string; slug: string }>;
}

export interface ItemResponse {
  collection: string;
  slug: string;
  path: string;
  format: ItemFormat;
  /** Its fields ("$schema" left out); a Markdown item's text is `body`. */
  value: Record<string, unknown>;
  body?: string;
  /** The line of the file a Markdown item's text starts on. */
  bodyLine?: number;
  /** The hash of its whole file (a list file's, for a list item). */
  hash: string;
  uses: ItemUses;
  /** The file cannot be read as an item: why, where (its first problem), and its text to fix it in. */
  broken?: { problem: EditorDiagnostic; text: string };
}

export interface ItemEditRequest {
  collection: string;
  slug: string;
  value: Record<string, unknown>;
  body?: string;
}

export interface ItemSaveRequest extends ItemEditRequest {
  baseHash: string;
  /** Write even when the file changed on disk (the person chose to keep their version). */
  force?: boolean;
  /** The file the item was read from: with `force`, written again when it no longer holds the item (deleted). */
  path?: string;
}

/** The text of an item's file as a person fixes it (a file that could not be read): checked, and written if asked. */
export interface ItemTextRequest {
  collection: string;
  slug: string;
  text: string;
  baseHash: string;
  /** Write it (only when it reads as an item); without it, only checked. */
  save?: boolean;
}

export interface ItemTextResponse {
  /** Why the text cannot be read as an item, at its line; none: it reads. */
  problem?: EditorDiagnostic;
  /** The file's hash once written. */
  hash?: string;
}

/** A save refused because the file changed on disk: what is there now, for the person to compare and choose. */
export interface ItemConflictResponse {
  error: string;
  conflict: true;
  hash: string | null;
  /** The file's text on disk now, and the text the save would have written. */
  diskText?: string;
  mineText?: string;
}

export interface ItemCheckResponse {
  /**
   * The problems of the item's file as the CLI reports them, with pointers for the fields; a problem at a place of
   * the item's page (a template's field naming it, its Markdown text as a block shows it) also has that place in
   * the page's blocks ("/blocks/1/text"), so the preview marks it.
   */
  diagnostics: Array<EditorDiagnostic & { pagePointer?: string }>;
  /**
   * The problems the change brings to other files (a page linking to the item's page, or to a heading of its text,
   * that the change takes away); a problem they had already is left out. Saving asks about them too.
   */
  elsewhere?: EditorDiagnostic[];
  /** The line of the file the Markdown text starts on, as checked (a problem at a later line is the text's: "/body"). */
  bodyLine?: number;
  /** The blocks of the item's page as its template makes them from the unsaved item, for /api/preview. */
  page?: { route: string; blocks: unknown[] };
}

/** What the "New item" dialog asks for (src/editor/server/itemLifecycleApi.ts). */
export interface NewItemFormResponse {
  collection: string;
  format: ItemFormat;
  /** The collection's schema with only the fields asked for: the required ones, then the ones its pages name. */
  schema: JsonSchema;
  /** Fields the schema requires. */
  required: string[];
  /** Fields the site's pages show (its page template, lists of it) that the schema does not require. */
  pageFields: string[];
  /** The pages show a Markdown item's text ({item.body}): the dialog asks for it. */
  body: boolean;
  /** The field the slug is made from ("title", "name" or "label"), when the schema has one. */
  titleField?: string;
  /** The collection's items are named with their date first ("2026-11-28-…"). */
  dated: boolean;
}

export interface NewItemRequest {
  collection: string;
  /** The fields as typed; empty ones are not written. */
  value: Record<string, unknown>;
  /** A Markdown item's text. */
  body?: string;
  /**
   * Write it although it has problems the build stops on (the person was asked and chose to). Without it, such an
   * item is refused (422, `asking`, with its problems). A required field left empty is refused either way.
   */
  despiteProblems?: boolean;
}

/** /api/content/new refused an item with problems the build stops on: asked about before it is written. */
export interface NewItemAskingResponse {
  error: string;
  asking: true;
  /** The file it would be written as. */
  path: string;
  diagnostics: Array<EditorDiagnostic & { field?: string }>;
}

export interface NewItemCheckResponse {
  /** The file it would be written as, and its slug. */
  path: string;
  slug: string;
  /** The problems `npm run validate` would find with it, each with the field it concerns when there is one. */
  diagnostics: Array<EditorDiagnostic & { field?: string }>;
}

/** The pages that show an item (its own, lists that include it), and the items that name it. */
export interface ItemShownOnResponse {
  path: string;
  hash: string;
  pages: Array<{ route: string; path: string }>;
  items: Array<{ collection: string; slug: string }>;
}

/** An item deleted while the editor runs: it can be put back until the editor stops. */
export interface DeletedItem {
  id: string;
  collection: string;
  slug: string;
  path: string;
}

/** An item's texts for the editor's search: its fields and a Markdown item's text (GET /api/content/texts). */
export interface ItemTexts {
  collection: string;
  slug: string;
  value: Record<string, unknown>;
  body?: string;
}
