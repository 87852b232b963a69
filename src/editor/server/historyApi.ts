import { readMarkdownItem } from "../../engine/content/frontMatter.ts";
import { isRecord } from "../../engine/isRecord.ts";
import type { CommitRequest, DiffRequest, DiffResponse, ItemVersionResponse } from "../shared/historyApi.ts";
import { formatJson } from "../shared/formatJson.ts";
import { lineDiff } from "../shared/lineDiff.ts";
import { readText } from "./configFolder.ts";
import { insideFolder } from "./contentApi.ts";
import { HttpError } from "./editorApi.ts";
import { createGitHistory, GitRefusal } from "./gitHistory.ts";
import { jsonRoutes } from "./jsonRoutes.ts";
import { resolveConfigPath } from "./safePath.ts";

/** /api/history/…: a config file's commits, any version's text and diff against the editor, and commits of saved files. */
export function createHistoryApi(folders: { configDir: string; publicDir: string }, env?: NodeJS.ProcessEnv) {
  const git = createGitHistory(folders, env);
  const checked = (inside: unknown) => {
    // a collection's item file, or its list file: its history as a page's
    if (typeof inside === "string" && inside.startsWith("collections/"))
      return { inside, absolute: insideFolder(folders.configDir, inside) };
    const result = resolveConfigPath(folders.configDir, inside);
    if (!result.ok) throw new HttpError(403, { error: result.error });
    return { inside: inside as string, absolute: result.absolute };
  };
  const refusing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof GitRefusal) throw new HttpError(409, { error: error.message });
      throw error;
    }
  };
  /** The text of a version: "disk" for the saved file, else a commit. */
  const versionText = async (file: { inside: string; absolute: string }, version: unknown) => {
    if (version === "disk") return readText(file.absolute) ?? null;
    if (typeof version !== "string") throw new HttpError(400, { error: "name a version: a commit hash or disk" });
    return (await refusing(() => git.version(file.inside, version))).text;
  };

  return jsonRoutes({
    "GET /api/history": (_body, url) => git.history(checked(url.searchParams.get("path")).inside),
    "GET /api/history/version": async (_body, url) => {
      const file = checked(url.searchParams.get("path"));
      const text = await versionText(file, url.searchParams.get("version"));
      return { text, value: text === null ? null : parseOr(text) };
    },
    "POST /api/history/diff": async (body): Promise<DiffResponse> => {
      const request = body as DiffRequest;
      const file = checked(request?.path);
      const before = (await versionText(file, request.version)) ?? "";
      // now: the editor's value written as a save would write it, or the saved file when no value is given (an item)
      const after =
        request.value === undefined
          ? (readText(file.absolute) ?? "")
          : formatJson(request.value, readText(file.absolute));
      const lines = lineDiff(before, after);
      return {
        lines,
        added: lines.filter((l) => l.kind === "added").length,
        removed: lines.filter((l) => l.kind === "removed").length,
      };
    },
    // an item's fields and Markdown text as of a version, for the item's editor to restore
    "GET /api/history/item": async (_body, url): Promise<ItemVersionResponse> => {
      const file = checked(url.searchParams.get("path"));
      const text = await versionText(file, url.searchParams.get("version"));
      if (text === null) return { item: null };
      return { item: itemInText(file.inside, text, url.searchParams.get("slug") ?? "") };
    },
    "GET /api/history/pending": () => git.pending(),
    "POST /api/history/commit": (body) => refusing(() => git.commit((body as CommitRequest)?.message)),
  });
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** An item as a version of its file holds it: a Markdown file's fields and text, a JSON file's fields, a list's entry. */
function itemInText(inside: string, text: string, slug: string): ItemVersionResponse["item"] {
  if (inside.endsWith(".md")) {
    const read = readMarkdownItem(text);
    return read.ok && isRecord(read.value) ? { value: read.value, body: read.body } : null;
  }
  const value = parseOr(text);
  if (!isRecord(value)) return null;
  if (/^collections\/[^/]+\.json$/.test(inside)) {
    const entry = Array.isArray(value.items)
      ? value.items.find((e) => isRecord(e) && String(e.slug ?? e.id ?? "") === slug)
      : undefined;
    return isRecord(entry) ? { value: entry } : null;
  }
  const { $schema: _schema, ...fields } = value;
  return { value: fields };
}
