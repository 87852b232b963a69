import { existsSync } from "node:fs";
import path from "node:path";
import { listConfigFiles } from "../../engine/configFiles.ts";
import type { ContentItem } from "../../engine/content/contentTypes.ts";
import { isRecord } from "../../engine/isRecord.ts";
import { validateConfigDir, type ConfigSet } from "../../engine/validateConfigDir.ts";
import { writeWhole } from "../../engine/writeWhole.ts";
import type {
  DeletedItem,
  EditorDiagnostic,
  ItemShownOnResponse,
  ItemTexts,
  JsonSchema,
  NewItemCheckResponse,
  NewItemFormResponse,
  NewItemRequest,
} from "../shared/api.ts";
import { formatJson } from "../shared/formatJson.ts";
import { hashText, readText, removeFile } from "./configFolder.ts";
import { collectionInfo, formatOf, insideFolder, parsed, titleFieldOf } from "./contentApi.ts";
import { HttpError, type EditorFolders } from "./editorApi.ts";
import { jsonRoutes } from "./jsonRoutes.ts";
import { rewriteMarkdownItem } from "./markdownItemRewrite.ts";
import {
  dateFieldOf,
  fieldOfProblem,
  fieldsPagesName,
  filledFields,
  inSchemaOrder,
  localDay,
  namedWithDate,
  newItemSlug,
  newItemText,
} from "./newItem.ts";
import { editorDiagnostic } from "./editorDiagnostic.ts";

/** What is kept of a deleted item to put it back: its file's whole text, or its entry and place in the list file. */
type Kept = DeletedItem & ({ text: string } | { entry: unknown; index: number; before: string; after: string });

/**
 * Items made and removed in the editor (/api/content/new…, /api/content/delete…): the "New item" dialog's fields
 * (the schema's required ones and the ones the site's pages show), a new item checked as `npm run validate` would
 * and written whole only when it is made, named as the collection's items are; the pages that show an item, its
 * deletion, and putting it back while the editor runs (what was deleted is kept in memory until it stops; git keeps
 * it after, see historyApi.ts).
 */
export function createItemLifecycleApi(folders: EditorFolders, today: () => string = () => localDay()) {
  const { configDir, schemasDir, publicDir } = folders;
  const check = (overlay: Record<string, string> = {}) =>
    validateConfigDir(configDir, schemasDir, process.cwd(), { overlay, publicDir });
  const inside = (display: string) => path.relative(configDir, path.resolve(display)).split(path.sep).join("/");
  const deleted = new Map<string, Kept>();
  let serial = 0;

  const collectionOf = (set: ConfigSet, name: unknown) => {
    const known = typeof name === "string" ? set.content[name] : undefined;
    if (!known) throw new HttpError(404, { error: `no collection "${String(name)}"` });
    return known;
  };
  const itemOf = (set: ConfigSet, collection: unknown, slug: unknown): ContentItem => {
    const item = collectionOf(set, collection).bySlug[String(slug)];
    if (!item)
      throw new HttpError(404, { error: `no item "${String(slug)}" in the collection "${String(collection)}"` });
    return item;
  };

  /** Every page file and page template of the site, parsed (a file that does not parse is passed over). */
  const pageValues = () =>
    listConfigFiles(configDir).flatMap((file) => {
      if (file.what.kind !== "page" && file.what.kind !== "page-template") return [];
      const value = parsed(readText(file.absolute) ?? "");
      return value === undefined ? [] : [{ value, template: file.what.kind === "page-template" }];
    });

  const formOf = (set: ConfigSet, name: unknown): NewItemFormResponse => {
    const collection = collectionOf(set, name);
    const info = collectionInfo(configDir, schemasDir, collection.name, set.content, inside);
    const schema = info.schema;
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const required = (Array.isArray(schema.required) ? schema.required : []).filter(
      (key): key is string => typeof key === "string" && isRecord(properties[key]),
    );
    const named = fieldsPagesName(collection.name, pageValues());
    const pageFields = named.fields.filter((key) => !required.includes(key) && isRecord(properties[key]));
    const titleField = titleFieldOf(schema);
    const asked = [...new Set([...(titleField ? [titleField] : []), ...required, ...pageFields])];
    return {
      collection: collection.name,
      format: info.format,
      schema: {
        type: "object",
        ...(typeof schema.title === "string" ? { title: schema.title } : {}),
        required,
        properties: Object.fromEntries(asked.map((key) => [key, properties[key]])),
        ...(isRecord(schema.definitions) ? { definitions: schema.definitions } : {}),
        ...(isRecord(schema.$defs) ? { $defs: schema.$defs } : {}),
      },
      required,
      pageFields,
      body: named.body && info.format === "md",
      ...(titleField ? { titleField } : {}),
      dated: namedWithDate(collection.items.map((item) => item.slug)),
    };
  };

  /** Where the new item would go and the whole text of that file. */
  const planned = (set: ConfigSet, request: NewItemRequest) => {
    const form = formOf(set, request.collection);
    const collection = set.content[form.collection];
    if (!isRecord(request.value)) throw new HttpError(400, { error: "value is not an object of fields" });
    const schema = collectionInfo(configDir, schemasDir, form.collection, set.content, inside).schema as JsonSchema;
    const fields = inSchemaOrder(schema, filledFields(request.value));
    const titleText = form.titleField
      ? fields[form.titleField]
      : Object.values(fields).find((v) => typeof v === "string");
    const ownId = form.format === "list" && ["string", "number"].includes(typeof fields.id);
    const slug = ownId
      ? String(fields.id)
      : newItemSlug({
          title: typeof titleText === "string" ? titleText : "",
          taken: collection.items.map((item) => item.slug),
          dated: form.dated,
          date: (() => {
            const field = dateFieldOf(schema);
            return field ? fields[field] : undefined;
          })(),
          today: today(),
        });
    const file =
      form.format === "list"
        ? `collections/${form.collection}.json`
        : `collections/${form.collection}/${slug}.${form.format}`;
    const absolute = insideFolder(configDir, file);
    const list = form.format === "list" ? (readText(absolute) ?? '{ "items": [] }') : undefined;
    const text = newItemText({
      format: form.format,
      collection: form.collection,
      slug,
      fields,
      body: request.body,
      list,
    });
    const index =
      form.format === "list" ? (((parsed(list ?? "") as { items?: unknown[] })?.items?.length ?? 0) as number) : 0;
    return { form, slug, file, absolute, text, base: form.format === "list" ? `/items/${index}` : "" };
  };

  /** The problems of the new item as the CLI words them: in its own file (or its list entry), or naming it. */
  const problemsOf = (plan: ReturnType<typeof planned>): NewItemCheckResponse["diagnostics"] => {
    const set = check({ [plan.file]: plan.text });
    const named = `the item "${plan.slug}" of "${plan.form.collection}"`;
    return set.diagnostics
      .filter((d) => {
        if (d.message.includes(named)) return true;
        if (inside(d.file) !== plan.file) return false;
        return plan.base === "" || d.pointer === plan.base || (d.pointer ?? "").startsWith(`${plan.base}/`);
      })
      .map((d) => {
        const field = fieldOfProblem({ message: d.message, pointer: d.pointer }, plan.base);
        const diagnostic: EditorDiagnostic & { field?: string } = editorDiagnostic(d, configDir);
        // at the field in the dialog's form: a missing field is placed by its message (see errorSchema.ts)
        if (!field) return diagnostic;
        return { ...diagnostic, field, pointer: d.code === "missing-field" ? "" : `/${field}` };
      });
  };

  /** The file's text with the item marked a draft: what the site would be without it. */
  const withoutItem = (item: ContentItem, current: string): string => {
    const format = formatOf(item);
    if (format === "md") return rewriteMarkdownItem(current, { ...item.data, draft: true }, item.body ?? "");
    const value = parsed(current);
    if (format === "json") return formatJson({ ...(isRecord(value) ? value : {}), draft: true }, current);
    const index = Number(item.pointer.split("/").pop());
    const items = isRecord(value) && Array.isArray(value.items) ? value.items : [];
    return formatJson(
      { ...(value as object), items: items.map((e, i) => (i === index && isRecord(e) ? { ...e, draft: true } : e)) },
      current,
    );
  };

  return jsonRoutes({
    "GET /api/content/new-form": (_body, url) => formOf(check(), url.searchParams.get("collection")),
    "POST /api/content/new-check": (body): NewItemCheckResponse => {
      const plan = planned(check(), body as NewItemRequest);
      return { path: plan.file, slug: plan.slug, diagnostics: problemsOf(plan) };
    },
    "POST /api/content/new": (body) => {
      const plan = planned(check(), body as NewItemRequest);
      if (plan.form.format !== "list" && existsSync(plan.absolute))
        throw new HttpError(409, { error: `${plan.file} already exists` });
      // a required field left empty: nothing is written, the fields say what is missing
      const diagnostics = problemsOf(plan);
      const missing = diagnostics.filter((d) => d.code === "missing-field" && d.field);
      if (missing.length > 0)
        throw new HttpError(422, {
          error: `Fill in ${missing.map((d) => `"${d.field}"`).join(", ")}: the collection's schema requires ${missing.length === 1 ? "it" : "them"}.`,
          diagnostics,
        });
      // other problems the build stops on (a bad date, raw HTML in its text): written once the person, asked, chose to
      if (diagnostics.length > 0 && (body as NewItemRequest).despiteProblems !== true)
        throw new HttpError(422, {
          error: `${plan.file} would have ${diagnostics.length === 1 ? "a problem" : `${diagnostics.length} problems`} the build stops on.`,
          diagnostics,
          path: plan.file,
          asking: true,
        });
      writeWhole(plan.absolute, plan.text);
      return { collection: plan.form.collection, slug: plan.slug, path: plan.file };
    },
    // every item's texts, for the editor's search
    "GET /api/content/texts": (): { items: ItemTexts[] } => ({
      items: Object.values(check().content).flatMap((collection) =>
        collection.items.map((item) => ({
          collection: item.collection,
          slug: item.slug,
          value: item.data,
          ...(item.body !== undefined ? { body: item.body } : {}),
        })),
      ),
    }),
    "GET /api/content/shown-on": (_body, url): ItemShownOnResponse => {
      const set = check();
      const item = itemOf(set, url.searchParams.get("collection"), url.searchParams.get("slug"));
      const file = inside(item.file);
      const current = readText(insideFolder(configDir, file)) ?? "";
      // the pages whose content changes when the item is left out: its page, the lists that show it
      const without = item.draft ? set : check({ [file]: withoutItem(item, current) });
      const after = new Map(without.pages.map((page) => [page.route, JSON.stringify(page.config)]));
      const pages = set.pages
        .filter((page) => after.get(page.route) !== JSON.stringify(page.config))
        .map((page) => ({ route: page.route, path: inside(page.file) }))
        .sort((a, b) => a.route.localeCompare(b.route));
      const items: ItemShownOnResponse["items"] = [];
      for (const other of Object.values(set.content))
        for (const reference of other.references) {
          if (reference.collection !== item.collection) continue;
          for (const candidate of other.items) {
            const value = candidate.data[reference.field];
            if ((Array.isArray(value) ? value : [value]).includes(item.slug))
              items.push({ collection: other.name, slug: candidate.slug });
          }
        }
      return { path: file, hash: hashText(current), pages, items };
    },
    "POST /api/content/delete": (body): DeletedItem => {
      const request = body as { collection?: unknown; slug?: unknown; baseHash?: unknown };
      const item = itemOf(check(), request.collection, request.slug);
      const file = inside(item.file);
      const absolute = insideFolder(configDir, file);
      const current = readText(absolute) ?? "";
      if (hashText(current) !== request.baseHash)
        throw new HttpError(409, {
          conflict: true,
          error: `${file} was changed on disk since the deletion was asked: look at it again, then delete.`,
        });
      const id = `d${++serial}`;
      const kept = { id, collection: item.collection, slug: item.slug, path: file };
      if (formatOf(item) === "list") {
        const list = parsed(current) as { items: unknown[] };
        const index = Number(item.pointer.split("/").pop());
        const after = formatJson({ ...list, items: list.items.filter((_, i) => i !== index) }, current);
        writeWhole(absolute, after);
        deleted.set(id, { ...kept, entry: list.items[index], index, before: current, after });
      } else {
        removeFile(absolute);
        deleted.set(id, { ...kept, text: current });
      }
      return kept;
    },
    "GET /api/content/deleted": (): { deleted: DeletedItem[] } => ({
      deleted: [...deleted.values()].reverse().map(({ id, collection, slug, path: file }) => ({
        id,
        collection,
        slug,
        path: file,
      })),
    }),
    "POST /api/content/undelete": (body) => {
      const id = (body as { id?: unknown })?.id;
      const kept = typeof id === "string" ? deleted.get(id) : undefined;
      if (!kept) throw new HttpError(404, { error: "that deletion is not known (the editor was restarted?)" });
      const absolute = insideFolder(configDir, kept.path);
      if ("text" in kept) {
        if (existsSync(absolute))
          throw new HttpError(409, { error: `${kept.path} exists again: rename or remove it, then put the item back` });
        writeWhole(absolute, kept.text);
      } else {
        const current = readText(absolute) ?? '{ "items": [] }';
        // the list as it was, when nothing else changed in it since
        if (current === kept.after) {
          writeWhole(absolute, kept.before);
          deleted.delete(kept.id);
          return { collection: kept.collection, slug: kept.slug, path: kept.path };
        }
        const list = parsed(current);
        const items = isRecord(list) && Array.isArray(list.items) ? [...list.items] : [];
        const slugOf = (e: unknown) => (isRecord(e) ? String(e.slug ?? e.id ?? "") : "");
        if (items.some((e) => slugOf(e) === kept.slug))
          throw new HttpError(409, { error: `${kept.path} has an item "${kept.slug}" again: rename it first` });
        items.splice(Math.min(kept.index, items.length), 0, kept.entry);
        writeWhole(absolute, formatJson({ ...(isRecord(list) ? list : {}), items }, current));
      }
      deleted.delete(kept.id);
      return { collection: kept.collection, slug: kept.slug, path: kept.path };
    },
  });
}
