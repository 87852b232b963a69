import type { ContentCollection, ContentCollections } from "../../content/contentTypes.ts";
import { expandLists } from "../../content/collectionLists.ts";
import { groupPages, groupSlug, loneNearValues } from "../../content/groupPages.ts";
import { placeInItem } from "../../content/itemPlaces.ts";
import type { Diagnostic } from "../../diagnostic.ts";
import { fieldPath } from "../../fieldPath.ts";
import type { FormatContext } from "../../formats/formatValue.ts";
import type { ParsedConfig } from "../parse/parseStage.ts";
import { checkSchemaKey } from "../../checks/schemaKey.ts";
import type { ConfigEntry } from "./madePages.ts";

/**
 * A group template's pages ([tag].json with "groupBy"): each page is the template with the value filled in, its
 * lists then taken like any page's; the schema stage checks each as a page, located at the template's lines.
 */
export function groupTemplate(
  template: Extract<ParsedConfig, { kind: "template" }>,
  spec: Record<string, unknown>,
  collections: ContentCollections,
  allCollections: ContentCollections,
  formats: FormatContext,
  warnings: Diagnostic[],
): ConfigEntry {
  const { file, text, parsed } = template;
  const { prefix, param } = file.what;
  const entry: ConfigEntry = { file, ast: parsed.ast, issues: [], pages: [], sayOnce: true };
  const collection = typeof spec.collection === "string" ? collections[spec.collection] : undefined;
  // its collection's schema cannot be used (said there): the template waits until it is mended
  if (collection?.unusable) return entry;
  if (!collection || typeof spec.groupBy !== "string") {
    const known = Object.keys(allCollections);
    entry.issues.push(
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
    );
    return entry;
  }
  const made = groupPages(spec, param, spec.groupBy, collection);
  warnings.push(...loneNearWarnings(spec.groupBy, collection, prefix, warnings));
  entry.issues.push(...checkSchemaKey(spec, file, "page.schema.json"), ...made.issues);
  for (const group of made.pages) {
    const route = `${prefix === "/" ? "" : prefix}/${group.slug}`;
    const { value, ...lists } = expandLists(group.page, collections, undefined, 1, formats);
    entry.pages.push({
      file: { ...file, what: { kind: "page" as const, route } },
      route,
      value,
      lists,
      listIssuesWithPage: true,
      check: {
        file,
        schema: "page.schema.json",
        as: { kind: "page", route },
        value,
        ast: parsed.ast,
        repeatsKeys: parsed.repeatsKeys,
        schemaKey: false,
        key: `group\0${file.inside}\0${text}\0${route}\0${JSON.stringify(value)}`,
      },
      checkFonts: false,
    });
  }
  return entry;
}

/**
 * A value one item alone has, a letter from one other items share: told at the item (once, whichever language's
 * pages are made from it), with the page it makes and the value it is likely meant to be.
 */
function loneNearWarnings(
  field: string,
  collection: ContentCollection,
  prefix: string,
  told: readonly Diagnostic[],
): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const { item, pointer: inItem, value, near, count } of loneNearValues(field, collection)) {
    const pointer = item.pointer + inItem;
    const at = placeInItem(item, pointer);
    if (!at || told.some((d) => d.file === item.file && d.line === at.line && d.column === at.column)) continue;
    const route = `${prefix === "/" ? "" : prefix}/${groupSlug(value)}`;
    found.push({
      file: item.file,
      ...at,
      code: "lone-group-value",
      message: `${fieldPath(pointer)}: "${value}" is on this item alone, so it makes a page of its own (${route}), and the item is not on the page of "${near}", which ${count} items have.`,
      hint: `Did you mean "${near}"? Leave "${value}" as it is if it is meant to be new.`,
      pointer,
    });
  }
  return found;
}
