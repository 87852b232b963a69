import { isListSource } from "../../engine/content/collectionLists.ts";
import { itemFieldsNamed } from "../../engine/content/expandTemplate.ts";
import { isRecord } from "../../engine/isRecord.ts";
import type { EditorDiagnostic, ItemFormat, JsonSchema } from "../shared/api.ts";
import { formatJson } from "../shared/formatJson.ts";
import { slugFromTitle } from "../shared/itemSlug.ts";
import { rewriteMarkdownItem } from "./markdownItemRewrite.ts";

/** What an item's name in placeholders is that is not one of its fields. */
const notFields = new Set(["slug", "url", "body"]);

/**
 * The item fields the site's pages name for the items of `collection`: its page template's {item.…} (outside
 * lists of other collections), and the "each" of every list taken from it. "body" is said apart (a Markdown
 * item's text); "slug" and "url" are the item's name and page, never asked for.
 */
export function fieldsPagesName(
  collection: string,
  pages: ReadonlyArray<{ value: unknown; template: boolean }>,
): { fields: string[]; body: boolean } {
  const named: string[] = [];
  const walk = (node: unknown, ofThisItem: boolean, pointer: string) => {
    if (isListSource(node, pointer)) {
      if (node.collection === collection && node.each !== undefined) named.push(...itemFieldsNamed(node.each));
      return;
    }
    if (typeof node === "string") {
      if (ofThisItem) named.push(...itemFieldsNamed(node));
    } else if (Array.isArray(node)) node.forEach((child, i) => walk(child, ofThisItem, `${pointer}/${i}`));
    else if (isRecord(node))
      for (const [key, child] of Object.entries(node)) walk(child, ofThisItem, `${pointer}/${key}`);
  };
  for (const page of pages) {
    const template =
      page.template && isRecord(page.value) && page.value.collection === collection && page.value.groupBy === undefined;
    walk(page.value, template, "");
  }
  const unique = [...new Set(named)];
  return { fields: unique.filter((name) => !notFields.has(name)), body: unique.includes("body") };
}

const datePrefix = /^(\d{4}-\d{2}-\d{2})-/;

/** The items are named with their date first ("2026-11-28-knee-pain") when most of them are. */
export function namedWithDate(slugs: readonly string[]): boolean {
  return slugs.length > 0 && slugs.filter((slug) => datePrefix.test(slug)).length * 2 > slugs.length;
}

/** The field of a date the schema has ("date" first, else the first with format "date"). */
export function dateFieldOf(schema: JsonSchema): string | undefined {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const dates = Object.keys(properties).filter((key) => {
    const property = properties[key];
    return isRecord(property) && property.format === "date";
  });
  return dates.includes("date") ? "date" : dates[0];
}

/**
 * The new item's slug (its file's name): made from its title as the collection's other items are named, with the
 * item's date in front when theirs have one (the date field's value, else `today`); a slug taken gets "-2".
 */
export function newItemSlug(options: {
  title: string;
  taken: readonly string[];
  dated: boolean;
  date?: unknown;
  today: string;
}): string {
  const { title, taken, dated, date, today } = options;
  if (!dated) return slugFromTitle(title, taken);
  const day = typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today;
  const withoutDate = slugFromTitle(title, []).replace(datePrefix, "");
  return slugFromTitle(`${day}-${withoutDate}`, taken);
}

/** Today in the server's time zone, as YYYY-MM-DD. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The fields as given with the ones left empty taken out (an empty text, list or group is not written). */
export function filledFields(value: Record<string, unknown>): Record<string, unknown> {
  const empty = (v: unknown) =>
    v === undefined ||
    v === null ||
    (typeof v === "string" && v.trim() === "") ||
    (Array.isArray(v) && v.length === 0) ||
    (isRecord(v) && Object.keys(v).length === 0);
  return Object.fromEntries(Object.entries(value).filter(([, v]) => !empty(v)));
}

/** The fields in the order the schema lists them (the order the dialog asked), the others after. */
export function inSchemaOrder(schema: JsonSchema, fields: Record<string, unknown>): Record<string, unknown> {
  const properties = isRecord(schema.properties) ? Object.keys(schema.properties) : [];
  const keys = [...properties.filter((key) => Object.hasOwn(fields, key)), ...Object.keys(fields)];
  return Object.fromEntries([...new Set(keys)].map((key) => [key, fields[key]]));
}

/**
 * A new item's whole text: a Markdown file's front matter and text, a JSON file with its "$schema", or the list
 * file with the item added at its end (`list`: the list file's text now). Always with a final newline.
 */
export function newItemText(options: {
  format: ItemFormat;
  collection: string;
  slug: string;
  fields: Record<string, unknown>;
  body?: string;
  list?: string;
}): string {
  const { format, collection, slug, fields } = options;
  if (format === "md") {
    const body = options.body?.trim() ? options.body.replace(/\s*$/, "\n") : "";
    return rewriteMarkdownItem("", fields, body);
  }
  if (format === "json") return formatJson({ $schema: `../${collection}.schema.json`, ...fields });
  const current = options.list ?? '{ "items": [] }';
  let parsed: unknown;
  try {
    parsed = JSON.parse(current);
  } catch {
    parsed = undefined;
  }
  const list = isRecord(parsed) ? parsed : {};
  const items = Array.isArray(list.items) ? list.items : [];
  // an item named by its own "id" keeps that name; else its slug is written first
  const entry = typeof fields.id === "string" || typeof fields.id === "number" ? fields : { slug, ...fields };
  return formatJson({ ...list, items: [...items, entry] }, current);
}

/**
 * The field a problem of a new item concerns, so the dialog shows it there: a missing required field ("missing
 * required field \"summary\""), a template's field the item lacks ("names \"image\", which the item …"), or the
 * field its pointer is in, for a problem of the item's own fields (`base`: where the item is in its file, "" for a
 * file of its own, "/items/3" in a list file).
 */
export function fieldOfProblem(
  problem: Pick<EditorDiagnostic, "message" | "pointer">,
  base?: string,
): string | undefined {
  const missing = /missing required field "([^"]+)"/.exec(problem.message)?.[1];
  if (missing) return missing;
  const lacking = /names "([^".]+)[^"]*", which the item/.exec(problem.message)?.[1];
  if (lacking) return lacking;
  if (base === undefined || problem.pointer === undefined || !problem.pointer.startsWith(`${base}/`)) return undefined;
  return problem.pointer.slice(base.length).split("/")[1]?.replace(/~1/g, "/").replace(/~0/g, "~");
}
