import type { Diagnostic } from "../diagnostic.ts";
import { childPointer } from "../jsonPointer.ts";
import { isRecord } from "../isRecord.ts";
import { didYouMean } from "../suggest.ts";
import type { ContentCollections, ContentItem, ReferenceField } from "./contentTypes.ts";

/** The fields a collection schema declares references ("x-reference": "<collection>", on a text or a list of texts). */
export function referenceFields(schema: unknown): ReferenceField[] {
  const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
  return Object.entries(properties).flatMap(([field, spec]): ReferenceField[] => {
    if (!isRecord(spec)) return [];
    if (typeof spec["x-reference"] === "string") return [{ field, collection: spec["x-reference"], many: false }];
    const items = spec.items;
    if (isRecord(items) && typeof items["x-reference"] === "string") {
      return [{ field, collection: items["x-reference"], many: true }];
    }
    return [];
  });
}

/** The slugs an item's reference field names, with their pointers. */
function namedSlugs(item: ContentItem, ref: ReferenceField): { slug: string; pointer: string }[] {
  const value = item.data[ref.field];
  const at = childPointer(item.pointer, ref.field);
  if (typeof value === "string") return [{ slug: value, pointer: at }];
  if (ref.many && Array.isArray(value)) {
    return value.flatMap((v, i) => (typeof v === "string" ? [{ slug: v, pointer: childPointer(at, i) }] : []));
  }
  return [];
}

type Locate = (item: ContentItem, pointer: string) => { line: number; column: number };

/**
 * Checks every reference once all collections are loaded: the collection exists, the item exists (did-you-mean
 * on the slug), and references do not go round in a circle.
 */
export function checkReferences(collections: ContentCollections, locate: Locate): Diagnostic[] {
  const found: Diagnostic[] = [];
  const edges = new Map<ContentItem, { to: ContentItem; pointer: string }[]>();
  for (const collection of Object.values(collections)) {
    for (const ref of collection.references) {
      // own names only: a schema's "x-reference": "__proto__" names no collection
      const target = Object.hasOwn(collections, ref.collection) ? collections[ref.collection] : undefined;
      // a collection whose schema cannot be used has no items to name yet: its schema's file says why
      if (target?.unusable) continue;
      for (const item of collection.items) {
        for (const { slug, pointer } of namedSlugs(item, ref)) {
          // told here, once: a page showing a field through it says nothing more ("{item.author.name}")
          if (!target || !Object.hasOwn(target.bySlug, slug)) refuse(item, ref.field);
          if (!target) {
            found.push({
              file: item.file,
              ...locate(item, pointer),
              pointer,
              code: "unknown-reference",
              message: `${ref.field}: the schema says this names an item of the collection "${ref.collection}", and the site has no such collection.`,
              hint: `Add collections/${ref.collection}.schema.json, or fix "x-reference" in ${collection.schemaFile}.${didYouMean(ref.collection, Object.keys(collections))}`,
            });
            continue;
          }
          const to = Object.hasOwn(target.bySlug, slug) ? target.bySlug[slug] : undefined;
          if (!to) {
            found.push({
              file: item.file,
              ...locate(item, pointer),
              pointer,
              code: "unknown-reference",
              message: `${ref.field}: there is no item "${slug}" in the collection "${ref.collection}".`,
              hint: `${didYouMean(slug, Object.keys(target.bySlug)).trim() || `Use the slug of one of its ${target.items.length} items`} (a slug is the item's file name without .json or .md).`,
            });
            continue;
          }
          edges.set(item, [...(edges.get(item) ?? []), { to, pointer }]);
        }
      }
    }
  }
  found.push(...cycles(edges, locate));
  return found;
}

/** Marks an item's field as refused (told at the item), as the collection's schema marks the values it refuses. */
function refuse(item: ContentItem, field: string): void {
  if (!item.refusedFields?.includes(field)) item.refusedFields = [...(item.refusedFields ?? []), field];
}

/** One problem per circle of references, at the first reference of the circle. */
function cycles(edges: Map<ContentItem, { to: ContentItem; pointer: string }[]>, locate: Locate): Diagnostic[] {
  const found: Diagnostic[] = [];
  const done = new Set<ContentItem>();
  const onPath: ContentItem[] = [];
  const visit = (item: ContentItem) => {
    if (done.has(item)) return;
    onPath.push(item);
    for (const { to, pointer } of edges.get(item) ?? []) {
      const start = onPath.indexOf(to);
      if (start >= 0) {
        const circle = [...onPath.slice(start), to].map((i) => `${i.collection}/${i.slug}`).join(" → ");
        found.push({
          file: item.file,
          ...locate(item, pointer),
          pointer,
          code: "reference-cycle",
          message: `${pointer.split("/").filter(Boolean).at(-1)}: the references go round in a circle: ${circle}.`,
          hint: "A page would read its item's references without end: remove one reference of the circle.",
        });
      } else if (!done.has(to)) {
        visit(to);
      }
    }
    onPath.pop();
    done.add(item);
  };
  for (const item of edges.keys()) visit(item);
  return found;
}
