import type { FieldFacts } from "./fieldFacts.ts";

/** One item of a site's collection, as read and checked once per build. */
export interface ContentItem {
  collection: string;
  /** Its name in addresses: the file's name, or the "slug" (else "id") of an item of a list file. */
  slug: string;
  /** Display path of the file it is written in. */
  file: string;
  /** JSON pointer of the item inside its file ("" for a file of its own, "/items/2" in a list file). */
  pointer: string;
  /** Its fields as checked by the collection's schema (without "$schema"). */
  data: Record<string, unknown>;
  /** The Markdown text after the front matter of a .md item, and the file's line it starts on. */
  body?: string;
  bodyLine?: number;
  /** Checked, never built ("draft": true). */
  draft: boolean;
  /** Set on an item as another language shows it (its translation's fields over the default item's): that language. */
  language?: string;
  /**
   * Set on a translation that names its own "slug": its name in its language's addresses (/en/shops/<this>); `slug`
   * stays the item's name everywhere else (references, {item.slug}).
   */
  addressSlug?: string;
  /** The file its body is written in, when not `file` (a translation that keeps the default item's body). */
  bodyFile?: string;
  /**
   * Its fields whose values the collection's schema refused, that it requires and the item leaves out, or that name
   * no item (a reference): told at the item. A check that reads one of them (a feed's date, a BlogPosting's, a
   * template's or a list's placeholder) says nothing more, so one cause gives one message.
   */
  refusedFields?: string[];
}

/** A field of a collection's items that names an item of another collection ("x-reference"). */
export interface ReferenceField {
  field: string;
  collection: string;
  /** The field holds a list of slugs. */
  many: boolean;
}

export interface ContentCollection {
  name: string;
  /** Display path of collections/<name>.schema.json. */
  schemaFile: string;
  /** In the order read: a list file's in its order, item files by name (lists sort them as they ask). */
  items: ContentItem[];
  bySlug: Record<string, ContentItem>;
  references: ReferenceField[];
  /**
   * Its schema cannot be used (said at the schema's file): its items are not read, and what names the collection
   * or its items is not checked against it until the schema is mended.
   */
  unusable?: true;
  /** What its schema says of its fields: coded values' words, each field's kind (src/engine/content/fieldFacts.ts). */
  fields?: FieldFacts;
  /** Where a page template (pages/<path>/[slug].json) puts the pages of its items: "/clinics". */
  pagePrefix?: string;
  /**
   * Language code → where that language's page template puts the pages of the items it translates, when the
   * template names its own "address" ("/en/shops"; src/engine/i18n/pageAddresses.ts).
   */
  pagePrefixes?: Record<string, string>;
  /** In the collections as one language shows them (collectionsInLanguage): its entry of pagePrefixes. */
  translatedPagePrefix?: string;
  /**
   * Language code → slug → the item as that language shows it (collections/<name>/<slug>.<language>.md): the
   * translation's fields over the default item's, field by field (src/engine/content/itemTranslations.ts).
   */
  translations?: Record<string, Record<string, ContentItem>>;
}

/** Every collection of a site, by name: read, checked and indexed once per build. */
export type ContentCollections = Record<string, ContentCollection>;
