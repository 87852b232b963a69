import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import { didYouMean } from "../suggest.ts";
import type { ContentCollection, ContentCollections, ContentItem } from "./contentTypes.ts";
import { itemValue } from "./expandTemplate.ts";

/** What a page made from a dated item says of itself, for its BlogPosting (src/seo/jsonLd/blogPosting.ts). */
export interface DatedItemFacts {
  title: string;
  /** "2026-03-14" or a full ISO 8601 date and time. */
  published: string;
  modified?: string;
  description?: string;
  image?: string;
  author?: string;
}

/** A template's "structuredData": which item fields are the title, dates, author, picture and summary. */
interface FieldNames {
  title: string;
  date: string;
  modified?: string;
  author?: string;
  image?: string;
  description?: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}/;
const optional = ["modified", "author", "image", "description"] as const;

/**
 * The BlogPosting facts of each item of a template's collection, by slug, from the fields its "structuredData"
 * names (title and date by default "title" and "date"). An item without a title or a date (YYYY-MM-DD) is a
 * problem at the field's line naming the item; an optional field named that no item has is one problem (a typo).
 */
export function datedItems(
  spec: unknown,
  collection: ContentCollection,
  collections: ContentCollections,
): { facts: Record<string, DatedItemFacts>; issues: Issue[] } {
  if (!isRecord(spec) || spec.type !== "BlogPosting") return { facts: {}, issues: [] };
  const names = fieldNames(spec);
  const items = collection.items.filter((item) => !item.draft);
  const issues: Issue[] = [];
  const facts: Record<string, DatedItemFacts> = {};
  for (const item of items) {
    const title = text(item, names.title, collections);
    const published = text(item, names.date, collections);
    const lacking =
      title === undefined ? "title" : published === undefined || !isoDate.test(published) ? "date" : undefined;
    if (lacking) {
      // a value the collection's schema refused is told at the item, once
      if (!item.refusedFields?.includes(names[lacking].split(".")[0]))
        issues.push(missingField(item, lacking, names[lacking], collection));
      continue;
    }
    const fact: DatedItemFacts = { title: title!, published: published! };
    for (const key of optional) {
      const name = names[key];
      const value =
        name === undefined
          ? undefined
          : key === "author"
            ? authorName(item, name, collections)
            : text(item, name, collections);
      if (value !== undefined) fact[key] = value;
    }
    facts[item.slug] = fact;
  }
  for (const key of optional) {
    const name = names[key];
    if (
      name === undefined ||
      items.length === 0 ||
      items.some((item) => itemValue(item, name.split("."), collections).found)
    )
      continue;
    const fields = [...new Set(items.flatMap((item) => Object.keys(item.data)))];
    issues.push({
      code: "structured-data-field-missing",
      pointer: `/structuredData/${key}`,
      at: "value",
      message: `structuredData.${key}: no item of "${collection.name}" has a field "${name}".`,
      hint: `${didYouMean(name, fields).trim() || `The items' fields: ${fields.join(", ")}.`} Or remove "${key}".`,
    });
  }
  return { facts, issues };
}

function fieldNames(spec: Record<string, unknown>): FieldNames {
  const named = (key: string) => (typeof spec[key] === "string" ? (spec[key] as string) : undefined);
  return {
    title: named("title") ?? "title",
    date: named("date") ?? "date",
    modified: named("modified"),
    author: named("author"),
    image: named("image"),
    description: named("description"),
  };
}

function text(item: ContentItem, name: string, collections: ContentCollections): string | undefined {
  const found = itemValue(item, name.split("."), collections);
  return found.found && typeof found.value === "string" && found.value.trim() ? found.value : undefined;
}

/** A field naming another item (an "x-reference" to an author) gives that item's name (else its title). */
function authorName(item: ContentItem, name: string, collections: ContentCollections): string | undefined {
  const reference = collections[item.collection]?.references.find((r) => r.field === name && !r.many);
  if (!reference) return text(item, name, collections);
  return text(item, `${name}.name`, collections) ?? text(item, `${name}.title`, collections);
}

function missingField(item: ContentItem, key: "title" | "date", name: string, collection: ContentCollection): Issue {
  return {
    code: "structured-data-field-missing",
    pointer: `/structuredData/${key}`,
    at: "value",
    message: `structuredData.${key}: the item "${item.slug}" of "${collection.name}" (${item.file}) has no ${key === "date" ? `date (YYYY-MM-DD) in "${name}"` : `text in "${name}"`}, which a BlogPosting needs.`,
    hint: `Give every item a "${name}" (make it required in ${collection.schemaFile}), or name the item's ${key} field with "${key}".`,
  };
}
