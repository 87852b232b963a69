import { existsSync, realpathSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { listConfigFiles, type ConfigFile } from "../../engine/configFiles.ts";
import { isListSource, listItems, type ListSource } from "../../engine/content/collectionLists.ts";
import type { ContentCollections, ContentItem } from "../../engine/content/contentTypes.ts";
import { markdownBody } from "../../engine/content/frontMatter.ts";
import { readItemFile } from "../../engine/content/readItemFile.ts";
import type { Diagnostic } from "../../engine/diagnostic.ts";
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
  ItemTextRequest,
  ItemTextResponse,
  ItemUses,
  JsonSchema,
} from "../shared/api.ts";
import { formatJson } from "../shared/formatJson.ts";
import { hashText, readText } from "./configFolder.ts";
import { HttpError, readJson, send, type EditorFolders } from "./editorApi.ts";
import { collectionFormSchema } from "./formSchemas.ts";
import { itemWrittenAgain } from "./itemWrittenAgain.ts";
import { FrontMatterWriteError, markdownReadBackProblem, rewriteMarkdownItem } from "./markdownItemRewrite.ts";
import { problemsOfSave } from "./saveProblems.ts";
import { editorDiagnostic } from "./editorDiagnostic.ts";

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
    if (format === "md") {
      const body = request.body ?? item.body ?? "";
      let text: string;
      try {
        text = rewriteMarkdownItem(current, request.value, body);
      } catch (error) {
        if (error instanceof FrontMatterWriteError) throw new HttpError(422, { error: error.message });
        throw error;
      }
      // read back with the builder's reader before anything is written (rewriteMarkdownItem gives only such a text)
      const problem = markdownReadBackProblem(text, request.value, body.replace(/\r\n?/g, "\n"));
      if (problem) throw new HttpError(422, { error: `not saved: ${problem}` });
      return { file, current, text };
    }
    if (format === "json") {
      const old = parsed(current);
      const value = isRecord(old) && "$schema" in old ? { $schema: old.$schema, ...request.value } : request.value;
      return { file, current, text: readBack(formatJson(value, current), value) };
    }
    const list = parsed(current);
    const index = Number(item.pointer.split("/").pop());
    if (!isRecord(list) || !Array.isArray(list.items))
      throw new HttpError(409, { error: `${item.file} is not a list` });
    const items = list.items.map((entry, i) => (i === index ? request.value : entry));
    return { file, current, text: readBack(formatJson({ ...list, items }, current), { ...list, items }) };
  };

  /** An item file that is not read as an item (a syntax mistake, a slug taken twice …): its file and first problem. */
  const unread = (set: ConfigSet, collection: unknown, slug: unknown) => {
    const file = listConfigFiles(configDir).find(
      (f) => f.what.kind === "collection-item" && f.what.collection === collection && f.what.slug === slug,
    );
    const known = set.content[String(collection)];
    if (!file || known?.bySlug[String(slug)]) return undefined;
    // its own problem; else, when its collection's schema cannot be used, the schema's (no item of it is read)
    const problem =
      set.diagnostics.find((d) => inside(d.file) === file.inside) ??
      (known?.unusable ? set.diagnostics.find((d) => d.file === known.schemaFile) : undefined);
    return { file, problem: problem ? located(problem) : undefined };
  };
  const located = (d: Diagnostic): EditorDiagnostic => editorDiagnostic(d, configDir);

  const routes: Record<string, (body: unknown, url: URL) => object> = {
    "GET /api/content": (): ContentResponse => {
      // a site without collections/ is not checked whole just to say so
      if (!existsSync(path.join(configDir, "collections"))) return { collections: [] };
      const set = check();
      return {
        collections: Object.values(set.content).map((c) =>
          collectionInfo(configDir, schemasDir, c.name, set.content, inside, unreadFiles(set, c.name)),
        ),
      };
    },
    "GET /api/content/item": (_body, url): ItemResponse => {
      const set = check();
      const collection = url.searchParams.get("collection");
      const slug = url.searchParams.get("slug");
      const broken = unread(set, collection, slug);
      if (broken) {
        const text = readText(broken.file.absolute) ?? "";
        const format = (broken.file.what as { format: "md" | "json" }).format;
        const read = readItemFile(broken.file, text, format);
        const problem = broken.problem ??
          (read.ok ? undefined : located(read.problem)) ?? {
            path: broken.file.inside,
            line: 1,
            column: 1,
            code: "front-matter-syntax" as const,
            message: "this file is not read as an item.",
          };
        return {
          collection: String(collection),
          slug: String(slug),
          path: broken.file.inside,
          format,
          value: {},
          hash: hashText(text),
          uses: { lists: [], items: [] },
          broken: { problem, text },
        };
      }
      const item = found(set, collection, slug);
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
        ...(item.bodyLine !== undefined ? { bodyLine: item.bodyLine } : {}),
        hash: hashText(readText(file) ?? ""),
        uses: usesOf(item, set, configDir),
      };
    },
    "POST /api/content/check": (body): ItemCheckResponse => {
      const request = body as ItemEditRequest;
      const saved = check();
      const item = found(saved, request.collection, request.slug);
      const itemPath = inside(item.file);
      let text: string;
      try {
        text = edited(item, request).text;
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 422) throw error;
        const refused = { path: itemPath, line: 1, column: 1, code: "front-matter-syntax" as const };
        return { diagnostics: [{ ...refused, message: error.message }] };
      }
      const set = check({ [itemPath]: text });
      // the item's own file, and a template's or a feed's problems that name this item
      const named = `the item "${item.slug}" of "${item.collection}"`;
      // a problem in a Markdown item's text (raw HTML, a link to no page: told at its line of the file, with the
      // template's pointer) is the body's
      const bodyLine = formatOf(item) === "md" ? markdownBody(text)?.bodyLine : undefined;
      // an entry of a list file: its fields' pointers inside the entry ("/items/1/name" → "/name"), as its form has them
      const pointerOf = (d: Diagnostic) => {
        if (inside(d.file) !== itemPath) return undefined;
        if (bodyLine !== undefined && d.line >= bodyLine) return "/body";
        if (d.pointer === undefined || item.pointer === "") return d.pointer;
        return d.pointer === item.pointer || d.pointer.startsWith(`${item.pointer}/`)
          ? d.pointer.slice(item.pointer.length)
          : undefined;
      };
      const page = set.pages.find((p) => p.item === `${item.collection}/${item.slug}`);
      // the place in the item's page: a problem of its template's file, or of the body as the page's block shows it
      const pagePointerOf = (d: Diagnostic) => {
        if (!page || !d.pointer?.startsWith("/blocks/")) return undefined;
        const file = inside(d.file);
        const inBody = file === itemPath && bodyLine !== undefined && d.line >= bodyLine;
        return file === inside(page.file) || inBody ? d.pointer : undefined;
      };
      const diagnostics: ItemCheckResponse["diagnostics"] = set.diagnostics
        .filter((d) => inside(d.file) === itemPath || d.message.includes(named))
        .map((d) => {
          const pointer = pointerOf(d);
          const pagePointer = pagePointerOf(d);
          return {
            ...located(d),
            ...(pointer !== undefined ? { pointer } : {}),
            ...(pagePointer !== undefined ? { pagePointer } : {}),
          };
        });
      // what the change breaks in other files (a page linking to the item's page or to a heading of its text that
      // the change takes away): asked about before a save, as a page's save asks (saveProblems.ts)
      const elsewhere = problemsOfSave(
        itemPath,
        saved.diagnostics.map(located),
        set.diagnostics.filter((d) => !d.message.includes(named)).map(located),
      ).filter((d) => d.path !== itemPath);
      const blocks = isRecord(page?.config) && Array.isArray(page.config.blocks) ? page.config.blocks : undefined;
      return {
        diagnostics,
        ...(elsewhere.length ? { elsewhere } : {}),
        ...(bodyLine !== undefined ? { bodyLine } : {}),
        ...(page && blocks ? { page: { route: page.route, blocks } } : {}),
      };
    },
    "POST /api/content/save": (body) => {
      const request = body as ItemSaveRequest;
      const set = check();
      const known = typeof request.collection === "string" ? set.content[request.collection] : undefined;
      if (!known?.bySlug[String(request.slug)] && request.path !== undefined) return writtenAgain(request);
      const item = found(set, request.collection, request.slug);
      const { file, text, current } = edited(item, request);
      if (hashText(current) !== request.baseHash && request.force !== true) {
        throw new HttpError(409, {
          conflict: true,
          error: `${inside(item.file)} was changed on disk since you opened it`,
          hash: hashText(current),
          diskText: current,
          mineText: text,
        });
      }
      if (text !== current) writeWhole(file, text);
      return { hash: hashText(text), changed: text !== current };
    },
    // the text of an item file that could not be read, as a person fixes it: checked with the builder's reader, and
    // written only once it reads
    "POST /api/content/text": (body): ItemTextResponse => {
      const request = body as ItemTextRequest;
      const set = check();
      const known = set.content[String(request.collection)]?.bySlug[String(request.slug)];
      const target = known ? fileOf(known) : unread(set, request.collection, request.slug)?.file;
      if (!target || target.what.kind !== "collection-item")
        throw new HttpError(404, {
          error: `no item file "${String(request.slug)}" in "${String(request.collection)}"`,
        });
      if (typeof request.text !== "string") throw new HttpError(400, { error: "text is not a text" });
      const read = readItemFile(target, request.text, target.what.format);
      if (!read.ok) {
        if (request.save)
          throw new HttpError(422, {
            error: `not saved: ${located(read.problem).message}`,
            problem: located(read.problem),
          });
        return { problem: located(read.problem) };
      }
      if (!request.save) return {};
      const file = insideFolder(configDir, target.inside);
      const current = readText(file) ?? "";
      if (hashText(current) !== request.baseHash)
        throw new HttpError(409, {
          conflict: true,
          error: `${target.inside} was changed on disk since you opened it`,
          hash: hashText(current),
          diskText: current,
          mineText: request.text,
        });
      writeWhole(file, request.text);
      return { hash: hashText(request.text) };
    },
  };

  /** An item whose file no longer holds it (deleted on disk): written again only when the person chose theirs. */
  const writtenAgain = (request: ItemSaveRequest) => {
    const { file } = itemWrittenAgain(request, undefined);
    const absolute = insideFolder(configDir, file);
    const current = readText(absolute);
    if (request.force !== true)
      throw new HttpError(409, {
        conflict: true,
        error: `${file} was deleted on disk since you opened it`,
        hash: current === undefined ? null : hashText(current),
      });
    const again = itemWrittenAgain(request, current);
    // read back as the builder reads it before anything is written: the item is there again, under its name
    const read = check({ [file]: again.text }).content[String(request.collection)]?.bySlug[String(request.slug)];
    if (!read) throw new HttpError(422, { error: `not saved: ${file} would not read back as "${request.slug}"` });
    writeWhole(absolute, again.text);
    return { hash: hashText(again.text), changed: true };
  };

  const fileOf = (item: ContentItem): ConfigFile | undefined =>
    listConfigFiles(configDir).find((f) => f.inside === inside(item.file));
  /** The item files of a collection that are not read as items, for the sidebar (they stay listed, marked). */
  const unreadFiles = (set: ConfigSet, name: string) =>
    listConfigFiles(configDir)
      .filter((f) => f.what.kind === "collection-item" && f.what.collection === name)
      .filter((f) => !set.content[name]?.items.some((item) => inside(item.file) === f.inside))
      .map((f) => ({ slug: (f.what as { slug: string }).slug, path: f.inside }));

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

/** The JSON text, once it is known to read back as `value` (else the save is refused, nothing written). */
function readBack(text: string, value: unknown): string {
  if (!isDeepStrictEqual(parsed(text), JSON.parse(JSON.stringify(value))))
    throw new HttpError(422, { error: "not saved: the file would not read back as the values asked for" });
  return text;
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
  schemasDir: string,
  name: string,
  content: ContentCollections,
  inside: (display: string) => string,
  unreadFiles: Array<{ slug: string; path: string }> = [],
): ContentCollectionInfo {
  const collection = content[name];
  const schemaText = readText(path.join(configDir, "collections", `${name}.schema.json`));
  const written = (isRecord(parsed(schemaText ?? "")) ? parsed(schemaText!) : {}) as JsonSchema;
  const schema = collectionFormSchema(written, schemasDir);
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
    items: [
      ...collection.items.map((item) => {
        const title = titleField ? item.data[titleField] : undefined;
        return {
          slug: item.slug,
          path: inside(item.file),
          ...(typeof title === "string" ? { title } : {}),
          draft: item.draft,
        };
      }),
      ...unreadFiles.map((f) => ({ ...f, draft: false, broken: true as const })),
    ],
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
