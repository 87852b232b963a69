import { createHash } from "node:crypto";
import type { AnySchemaObject, ValidateFunction } from "ajv";
import type { CheckedFileMemo } from "../checkedFileMemo.ts";
import type { ConfigFile } from "../configFiles.ts";
import type { Diagnostic } from "../diagnostic.ts";
import { explain, type Issue } from "../explainErrors.ts";
import { inFrontMatterWords } from "./frontMatterWords.ts";
import { fieldPath } from "../fieldPath.ts";
import { isRecord } from "../isRecord.ts";
import { childPointer, unescapeSegment } from "../jsonPointer.ts";
import { type NodeLocation, parseConfigText } from "../jsonWithPositions.ts";
import { newValidationContext, SCHEMA_BASE, type SchemaStore } from "../schemaStore.ts";
import type { KeptValidatorCode } from "../standaloneValidator.ts";
import type { ContentCollection, ContentCollections, ContentItem } from "./contentTypes.ts";
import { withBuilderRefs } from "./builderSchemaRefs.ts";
import { markdownBody, normalizedText } from "./frontMatter.ts";
import { type ItemLanguages, loadTranslations } from "./itemTranslations.ts";
import { type ItemFile, readItemFile, wrongSchemaKey } from "./readItemFile.ts";
import { checkReferences, referenceFields } from "./references.ts";
import { fieldFacts } from "./fieldFacts.ts";
import { rememberItemPlace } from "./itemPlaces.ts";
import { emptyTable } from "./emptyTable.ts";
import { locatedSchemaIssues, schemaIssues } from "../siteBlocks/siteBlockSchemaIssues.ts";
import { closest } from "../suggest.ts";
import { sameValueRefLoop } from "../schemaRefLoop.ts";
import { nameLike, namePattern } from "../names.ts";

type Where = (pointer: string) => NodeLocation;

/**
 * Reads, checks and indexes every collection of a site once (src/engine/stages/collections/ calls it with the
 * collection files of the folder): each item against its collection's schema, located in its own file; then
 * slugs and references across all of them; then the items' translations (src/engine/content/itemTranslations.ts).
 */
export function loadCollections(
  files: ConfigFile[],
  textOf: (file: ConfigFile) => string,
  store: SchemaStore,
  languages: ItemLanguages = { default: "en", all: ["en"] },
  memo?: CheckedFileMemo,
  kept?: KeptValidatorCode,
): { collections: ContentCollections; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const where = new Map<ContentItem, Where>();
  const report = (file: string, at: Where, issues: Issue[]) => {
    for (const issue of issues) {
      const place = at(issue.pointer);
      const position = issue.at === "key" && place.key ? place.key : place.value;
      diagnostics.push({ file, ...position, ...issue });
    }
  };
  const collections: ContentCollections = emptyTable();
  const validators = new Map<string, ValidateFunction>();
  // what an item's check reads beside its file: its collection's schema (by the hash of its JSON)
  const schemaHashes = new Map<string, string>();
  // the fields each collection's schema names and requires: one an item leaves out or misspells is refused
  const schemaFields = new Map<string, SchemaFields>();
  // a translation gives only the fields its language changes: checked with nothing required
  const translationValidators = new Map<string, ValidateFunction>();
  for (const file of files) {
    if (file.what.kind !== "collection-schema") continue;
    const name = file.what.collection;
    const parsed = parseConfigText(normalizedText(textOf(file)));
    if (!parsed.ok) {
      diagnostics.push({
        file: file.display,
        ...parsed.position,
        code: "json-syntax",
        message: parsed.message,
        hint: parsed.hint,
      });
      continue;
    }
    const schema = itemSchema(parsed.value);
    try {
      // Ajv compiles a "$ref" back to the same value, and checking an item against it would never end
      if (isRecord(parsed.value) && sameValueRefLoop(parsed.value)) throw new Error('a "$ref" leads back to itself');
      const hash = createHash("sha1").update(JSON.stringify(schema)).digest("hex").slice(0, 16);
      validators.set(name, store.addSchema(`site-content/${hash}/${name}.schema.json`, schema, kept));
      schemaHashes.set(name, hash);
      schemaFields.set(name, fieldsOf(schema));
      const { required, ...partial } = schema;
      translationValidators.set(
        name,
        required === undefined
          ? validators.get(name)!
          : store.addSchema(`site-content/${hash}/${name}.translation.schema.json`, partial, kept),
      );
    } catch (error) {
      diagnostics.push(
        ...collectionSchemaProblems(store, name, parsed.value, normalizedText(textOf(file)), file, error),
      );
      // known, but its items cannot be checked: they are left out, and nothing else says the collection is missing
      collections[name] = unusableCollection(name, file.display);
      continue;
    }
    collections[name] = {
      name,
      schemaFile: file.display,
      items: [],
      bySlug: emptyTable(),
      references: referenceFields(schema),
      fields: fieldFacts(schema),
    };
  }

  // slugs by their lower case: Riverside.json and riverside.md would be one address on a case-blind host
  const takenSlugs = new Map<ContentCollection, Map<string, ContentItem>>();
  const ownIssues = (collection: ContentCollection, item: ContentItem, format: "json" | "md" = "json") => {
    const issues = explain(store, validators.get(collection.name)!, item.data, newValidationContext(), item.pointer);
    return format === "md" ? inFrontMatterWords(issues, item.data) : issues;
  };
  /** Adds an item whose own checks found `issues` (reported here), then checks its slug against the others'. */
  const add = (collection: ContentCollection, item: ContentItem, at: Where, slugPointer: string, issues: Issue[]) => {
    report(item.file, at, issues);
    const refused = [
      ...new Set([
        ...refusedFields(issues, item.pointer),
        ...fieldsMeant(issues, item, schemaFields.get(collection.name)),
      ]),
    ];
    if (refused.length) item.refusedFields = refused;
    const slugAt = slugPointer ? at(slugPointer).value : { line: 1, column: 1 };
    if (!namePattern.test(item.slug)) {
      diagnostics.push({
        file: item.file,
        ...slugAt,
        code: "bad-item-slug",
        message: `(item) the slug "${item.slug}" cannot be part of a web address.`,
        hint: `Use lower-case letters, digits and dashes only (for example "${nameLike(item.slug, "my-item")}").`,
      });
    }
    const same = takenSlugs.get(collection)?.get(item.slug.toLowerCase());
    if (same) {
      diagnostics.push({
        file: item.file,
        ...slugAt,
        code: "duplicate-item-slug",
        message: `(item) the slug "${item.slug}" is already taken by ${same.file}${same.pointer ? ` (${fieldPath(same.pointer)})` : ""}: both would have the same address.`,
        hint: "Give one of them another name.",
      });
      return;
    }
    if (!takenSlugs.has(collection)) takenSlugs.set(collection, new Map());
    takenSlugs.get(collection)!.set(item.slug.toLowerCase(), item);
    collection.items.push(item);
    collection.bySlug[item.slug] = item;
    where.set(item, at);
    rememberItemPlace(item, at);
  };

  for (const file of files) {
    const what = file.what;
    if (what.kind !== "collection-item" && what.kind !== "collection-list") continue;
    const collection = collections[what.collection];
    if (!collection) {
      if (!validators.has(what.collection)) diagnostics.push(noSchema(file, what.collection));
      continue;
    }
    if (collection.unusable) continue;
    const text = textOf(file);
    const format = what.kind === "collection-item" ? what.format : "json";
    // an item file checked clean before, with the same text and schema: its fields are known, its places read on demand
    const memoKey = `item\0${schemaHashes.get(what.collection)}\0${file.inside}\0${text}`;
    const known =
      what.kind === "collection-item" ? (memo?.recall(memoKey) as { value: unknown } | undefined) : undefined;
    const body = known && format === "md" ? markdownBody(text) : undefined;
    if (known && what.kind === "collection-item" && (format === "json" || body)) {
      let read: ItemFile | undefined;
      const at: Where = (pointer) => {
        read ??= readItemFile(file, text, format);
        return read.ok ? read.at(pointer) : { value: { line: 1, column: 1 }, valueOffset: 0 };
      };
      const item = itemOfFile(what.collection, what.slug, file.display, format, known.value);
      add(collection, body ? { ...item, ...body } : item, at, "", []);
      continue;
    }
    const read = readItemFile(file, text, format);
    if (!read.ok) {
      diagnostics.push(read.problem);
      continue;
    }
    const at = read.at;
    if (what.kind === "collection-item") {
      const item = itemOfFile(what.collection, what.slug, file.display, what.format, read.value);
      const issues = [
        ...(what.format === "json" ? wrongSchemaKey(read.value, what.collection) : []),
        ...ownIssues(collection, item, what.format),
      ];
      if (issues.length === 0 && isRecord(read.value) && isPlainJson(read.value))
        memo?.remember(memoKey, { value: read.value });
      add(
        collection,
        what.format === "md" ? { ...item, body: read.body, bodyLine: read.bodyLine } : item,
        at,
        "",
        issues,
      );
      continue;
    }
    const list = isRecord(read.value) ? read.value.items : undefined;
    if (!Array.isArray(list)) {
      report(file.display, at, [
        {
          code: "bad-item-list",
          pointer: "",
          at: "value",
          message: '(file) a list of items is written as { "items": [ … ] }.',
          hint: 'Put the items in a list named "items"; each has a "slug" (or an "id") that names it.',
        },
      ]);
      continue;
    }
    list.forEach((value: unknown, index) => {
      const pointer = childPointer("/items", index);
      const fields = isRecord(value) ? value : {};
      const named =
        typeof fields.slug === "string" ? "slug" : ["string", "number"].includes(typeof fields.id) ? "id" : undefined;
      const slug = named ? String(fields[named]) : String(index + 1);
      const item = itemOf(what.collection, slug, file.display, pointer, value);
      add(collection, item, at, named ? childPointer(pointer, named) : pointer, ownIssues(collection, item));
    });
  }

  diagnostics.push(...checkReferences(collections, (item, pointer) => where.get(item)!(pointer).value));
  diagnostics.push(...loadTranslations(files, textOf, store, collections, translationValidators, languages));
  return { collections, diagnostics };
}

/** A value that JSON keeps as it is (YAML can say .inf or .nan, which JSON cannot): only such a value is remembered. */
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  return isRecord(value) && Object.values(value).every(isPlainJson);
}

/** The item a file of its own holds: its fields (a JSON item's "$schema" is for VS Code, not a field). */
function itemOfFile(
  collection: string,
  slug: string,
  file: string,
  format: "json" | "md",
  value: unknown,
): ContentItem {
  const fields = isRecord(value) ? value : {};
  const { $schema: _schema, ...data } = fields;
  return itemOf(collection, slug, file, "", format === "md" ? fields : data);
}

function itemOf(collection: string, slug: string, file: string, pointer: string, value: unknown): ContentItem {
  const data = (isRecord(value) ? value : {}) as Record<string, unknown>;
  return { collection, slug, file, pointer, data, draft: data.draft === true };
}

/**
 * The schema an item is checked against: the site's (its references to the builder's schemas made to name them), where an object that does not say "additionalProperties"
 * takes no field it does not name (so a typo gets did-you-mean), and "draft" and "slug" are always allowed.
 */
function itemSchema(value: unknown): AnySchemaObject {
  // the builder's shapes named by their path ("../../schemas/defs.schema.json#/definitions/openingHours")
  const schema = (isRecord(value) ? withBuilderRefs({ ...value }, SCHEMA_BASE) : {}) as AnySchemaObject;
  delete schema.$schema;
  delete schema.$id;
  if (schema.type === "object" || isRecord(schema.properties)) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    schema.properties = {
      draft: { type: "boolean", description: "Checked, never built." },
      slug: { type: "string", description: "The item's name in addresses (items of a list file)." },
      ...properties,
    };
    if (!Object.hasOwn(schema, "additionalProperties")) schema.additionalProperties = false;
  }
  return schema;
}

/**
 * Why a collection's schema cannot be used, in plain words at its place in the file (as a site block's schema is
 * explained); Ajv's own words at the top of the file when nothing more exact is found.
 */
function collectionSchemaProblems(
  store: SchemaStore,
  name: string,
  value: unknown,
  text: string,
  file: ConfigFile,
  error: unknown,
): Diagnostic[] {
  const home = {
    id: `${SCHEMA_BASE}site-content/.check/${name}.schema.json`,
    docs: "docs/content.md",
    builderSchemas: "../node_modules/config-page-builder/schemas",
  };
  const issues = isRecord(value) ? schemaIssues(store, value, home) : [];
  if (issues.length) return locatedSchemaIssues(issues, text, file.display, "bad-collection-schema");
  return [
    {
      file: file.display,
      line: 1,
      column: 1,
      code: "bad-collection-schema",
      message: `(file) this is not a JSON Schema the builder can use: ${(error as Error).message}.`,
      hint: collectionSchemaHint,
    },
  ];
}
const collectionSchemaHint =
  'Describe one item: { "type": "object", "properties": { "title": { "type": "string" } }, "required": ["title"] }.';

/** A collection whose schema cannot be used: known by its name, with no items. */
function unusableCollection(name: string, schemaFile: string): ContentCollection {
  return { name, schemaFile, items: [], bySlug: emptyTable(), references: [], unusable: true };
}

function noSchema(file: ConfigFile, collection: string): Diagnostic {
  return {
    file: file.display,
    line: 1,
    column: 1,
    code: "no-collection-schema",
    message: `(file) the collection "${collection}" has no schema, so its items cannot be checked.`,
    hint: `Add collections/${collection}.schema.json: the JSON Schema of one item.`,
  };
}

/** The fields a collection's schema names and requires, at its top level. */
interface SchemaFields {
  named: string[];
  required: string[];
}

function fieldsOf(schema: AnySchemaObject): SchemaFields {
  const texts = (list: unknown) => (Array.isArray(list) ? list.filter((f) => typeof f === "string") : []);
  return { named: Object.keys(isRecord(schema.properties) ? schema.properties : {}), required: texts(schema.required) };
}

/**
 * The fields an item with `issues` has no value in, as they are told at the item: the required ones it leaves out,
 * and the one a misspelt field meant ("seats" for "seat"), required or not.
 */
function fieldsMeant(issues: Issue[], item: ContentItem, fields: SchemaFields | undefined): string[] {
  if (issues.length === 0 || fields === undefined) return [];
  const meant = issues.flatMap((issue) => {
    const field = issue.code === "unknown-field" ? ownField(issue, item.pointer) : undefined;
    // the unknown field itself, not one inside it
    if (field === undefined || issue.pointer !== childPointer(item.pointer, field)) return [];
    const near = closest(field, fields.named);
    return near === undefined ? [] : [near];
  });
  return [...fields.required, ...meant].filter((field) => !Object.hasOwn(item.data, field));
}

/** The item's own fields ("date") that its issues are about, from their pointers below the item's. */
function refusedFields(issues: Issue[], itemPointer: string): string[] {
  return [...new Set(issues.flatMap((issue) => ownField(issue, itemPointer) ?? []))];
}

/** The field of the item (its first step below `itemPointer`) an issue is at or inside, if any. */
function ownField(issue: Issue, itemPointer: string): string | undefined {
  if (!issue.pointer.startsWith(`${itemPointer}/`)) return undefined;
  return unescapeSegment(issue.pointer.slice(itemPointer.length + 1).split("/")[0]);
}
