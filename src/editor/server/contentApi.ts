import { existsSync, realpathSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { listConfigFiles } from "../../engine/configFiles.ts";
import { isListSource, listItems, type ListSource } from "../../engine/content/collectionLists.ts";
import type { ContentCollections, ContentItem } from "../../engine/content/contentTypes.ts";
import { isRecord } from "../../engine/isRecord.ts";
import { validateConfigDir, type ConfigSet } from "../../engine/validateConfigDir.ts";
import { writeWhole } from "../../engine/writeWhole.ts";
import type {
  ContentCollectionInfo,
  ContentResponse,
  EditorDiagnostic,
  ItemCheckResponse,
  ItemEditRequest,
  ItemFormat,
  ItemResponse,
  ItemSaveRequest,
  ItemUses,
  JsonSchema,
} from "../shared/api.ts";
import { formatJson } from "../shared/formatJson.ts";
import { hashText, readText } from "./configFolder.ts";
import { HttpError, readJson, send, type EditorFolders } from "./editorApi.ts";
import { rewriteMarkdownItem } from "./markdownItemRewrite.ts";

/**
 * The editor's API for a site's own collections (src/engine/content): list them, read an item, check and
 * preview it unsaved, and save it changing only what changed (itemLifecycleApi.ts adds and deletes items). The
 * browser names an item by collection and slug; the file is the one the engine read it from.
 */
export function createContentApi(folders: EditorFolders) {
  const { configDir, schemasDir, publicDir } = folders;
  const check = (overlay: Record<string, string> = {}) =>
    validateConfigDir(configDir, schemasDir, process.cwd(), { overlay, publicDir });
  const inside = (display: string) => path.relative(configDir, path.resolve(display)).split(path.sep).join("/");

  const found = (set: ConfigSet, collection: unknown, slug: unknown): ContentItem => {
    const item = typeof collection === "string" ? set.content[collection]?.bySlug[String(slug)] : undefined;
    if (!item)
      throw new HttpError(404, { error: `no item "${String(slug)}" in the collection "${String(collection)}"` });
    return item;
  };

  /** The file's text once the edit is made, changing nothing else in it. */
  const edited = (item: ContentItem, request: ItemEditRequest): { file: string; text: string; current: string } => {
    const file = insideFolder(configDir, inside(item.file));
    const current = readText(file) ?? "";
    if (!isRecord(request.value)) throw new HttpError(400, { error: "value is not an object of fields" });
    const format = formatOf(item);
    if (format === "md")
      return { file, current, text: rewriteMarkdownItem(current, request.value, request.body ?? item.body ?? "") };
    if (format === "json") {
      const old = parsed(current);
      const value = isRecord(old) && "$schema" in old ? { $schema: old.$schema, ...request.value } : request.value;
      return { file, current, text: formatJson(value, current) };
    }
    const list = parsed(current);
    const index = Number(item.pointer.split("/").pop());
    if (!isRecord(list) || !Array.isArray(list.items))
      throw new HttpError(409, { error: `${item.file} is not a list` });
    const items = list.items.map((entry, i) => (i === index ? request.value : entry));
    return { file, current, text: formatJson({ ...list, items }, current) };
  };

  const routes: Record<string, (body: unknown, url: URL) => object> = {
    "GET /api/content": (): ContentResponse => {
      // a site without collections/ is not checked whole just to say so
      if (!existsSync(path.join(configDir, "collections"))) return { collections: [] };
      const set = check();
      return {
        collections: Object.values(set.content).map((c) => collectionInfo(configDir, c.name, set.content, inside)),
      };
    },
    "GET /api/content/item": (_body, url): ItemResponse => {
      const set = check();
      const item = found(set, url.searchParams.get("collection"), url.searchParams.get("slug"));
      const file = insideFolder(configDir, inside(item.file));
      const value = { ...item.data };
      delete value.$schema;
      return {
        collection: item.collection,
        slug: item.slug,
        path: inside(item.file),
        format: formatOf(item),
        value,
        ...(item.body !== undefined ? { body: item.body } : {}),
        hash: hashText(readText(file) ?? ""),
        uses: usesOf(item, set, configDir),
      };
    },
    "POST /api/content/check": (body): ItemCheckResponse => {
      const request = body as ItemEditRequest;
      const item = found(check(), request.collection, request.slug);
      const { text } = edited(item, request);
      const itemPath = inside(item.file);
      const set = check({ [itemPath]: text });
      // the item's own file, and a template's or a feed's problems that name this item
      const named = `the item "${item.slug}" of "${item.collection}"`;
      const diagnostics: EditorDiagnostic[] = set.diagnostics
        .filter((d) => inside(d.file) === itemPath || d.message.includes(named))
        .map((d) => ({
          path: inside(d.file),
          line: d.line,
          column: d.column,
          code: d.code,
          message: d.message,
          ...(d.hint ? { hint: d.hint } : {}),
          ...(d.pointer !== undefined && inside(d.file) === itemPath ? { pointer: d.pointer } : {}),
        }));
      const page = set.pages.find((p) => p.item === `${item.collection}/${item.slug}`);
      const blocks = isRecord(page?.config) && Array.isArray(page.config.blocks) ? page.config.blocks : undefined;
      return { diagnostics, ...(page && blocks ? { page: { route: page.route, blocks } } : {}) };
    },
    "POST /api/content/save": (body) => {
      const request = body as ItemSaveRequest;
      const item = found(check(), request.collection, request.slug);
      const { file, text, current } = edited(item, request);
      if (hashText(current) !== request.baseHash) {
        throw new HttpError(409, {
          conflict: true,
          error: `${inside(item.file)} was changed on disk since you opened it`,
          hash: hashText(current),
        });
      }
      if (text !== current) writeWhole(file, text);
      return { hash: hashText(text), changed: text !== current };
    },
  };

  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? "/", "http://editor.invalid");
    const handler = routes[`${req.method} ${url.pathname}`];
    if (!handler) return next();
    try {
      const body = req.method === "POST" ? await readJson(req) : undefined;
      send(res, 200, handler(body, url));
    } catch (error) {
      if (error instanceof HttpError) send(res, error.status, error.body);
      else send(res, 500, { error: (error as Error).message });
    }
  };
}

export function formatOf(item: ContentItem): ItemFormat {
  if (item.pointer !== "") return "list";
  return item.file.endsWith(".md") ? "md" : "json";
}

export function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The absolute path of a file named inside the config folder, refused if it would lead outside it. */
export function insideFolder(configDir: string, name: string): string {
  if (!/^collections\/[a-z0-9][a-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*)?\.(?:json|md)$/.test(name)) {
    throw new HttpError(403, { error: `refused: ${name} is not a collection file of the folder` });
  }
  const root = realpathSync(configDir);
  const absolute = path.join(root, ...name.split("/"));
  let existing = absolute;
  while (!existsSync(existing)) existing = path.dirname(existing);
  const real = realpathSync(existing);
  if (real !== root && !real.startsWith(root + path.sep)) {
    throw new HttpError(403, { error: `refused: ${name} leads outside the config folder` });
  }
  return absolute;
}

export function titleFieldOf(schema: JsonSchema): string | undefined {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  return ["title", "name", "label"].find((field) => isRecord(properties[field]));
}

export function collectionInfo(
  configDir: string,
  name: string,
  content: ContentCollections,
  inside: (display: string) => string,
): ContentCollectionInfo {
  const collection = content[name];
  const schemaText = readText(path.join(configDir, "collections", `${name}.schema.json`));
  const schema = (isRecord(parsed(schemaText ?? "")) ? parsed(schemaText!) : {}) as JsonSchema;
  const files = listConfigFiles(configDir).filter(
    (f) => (f.what.kind === "collection-item" || f.what.kind === "collection-list") && f.what.collection === name,
  );
  const format: ItemFormat = files.some((f) => f.what.kind === "collection-list")
    ? "list"
    : files.some((f) => f.what.kind === "collection-item" && f.what.format === "md")
      ? "md"
      : "json";
  const titleField = titleFieldOf(schema);
  return {
    name,
    schema,
    format,
    ...(collection.pagePrefix !== undefined ? { pagePrefix: collection.pagePrefix } : {}),
    items: collection.items.map((item) => {
      const title = titleField ? item.data[titleField] : undefined;
      return {
        slug: item.slug,
        path: inside(item.file),
        ...(typeof title === "string" ? { title } : {}),
        draft: item.draft,
      };
    }),
  };
}

function usesOf(item: ContentItem, set: ConfigSet, configDir: string): ItemUses {
  const page = set.pages.find((p) => p.item === `${item.collection}/${item.slug}`)?.route;
  const lists: ItemUses["lists"] = [];
  for (const file of listConfigFiles(configDir)) {
    if (file.what.kind !== "page") continue;
    const sources = listSourcesIn(parsed(readText(file.absolute) ?? ""));
    if (
      sources.some((source) => source.collection === item.collection && listItems(source, set.content).includes(item))
    ) {
      lists.push({ path: file.inside, route: file.what.route });
    }
  }
  const items: ItemUses["items"] = [];
  for (const other of Object.values(set.content)) {
    for (const reference of other.references) {
      if (reference.collection !== item.collection) continue;
      for (const candidate of other.items) {
        const value = candidate.data[reference.field];
        const names = Array.isArray(value) ? value : [value];
        if (names.includes(item.slug)) items.push({ collection: other.name, slug: candidate.slug });
      }
    }
  }
  return { ...(page ? { page } : {}), lists, items };
}

function listSourcesIn(node: unknown, found: ListSource[] = [], pointer = ""): ListSource[] {
  if (Array.isArray(node)) for (const child of node) listSourcesIn(child, found, `${pointer}/-`);
  else if (isRecord(node)) {
    if (isListSource(node, pointer)) found.push(node as unknown as ListSource);
    else for (const [key, child] of Object.entries(node)) listSourcesIn(child, found, `${pointer}/${key}`);
  }
  return found;
}
