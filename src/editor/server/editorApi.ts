import type { IncomingMessage, ServerResponse } from "node:http";
import { validateConfigDir } from "../../engine/validateConfigDir.ts";
import type {
  ConflictResponse,
  DeleteRequest,
  EditorDiagnostic,
  FileResponse,
  PreviewRequest,
  SaveCheckRequest,
  SaveRequest,
  SaveResponse,
  StateResponse,
  ValidateRequest,
  ValidateResponse,
} from "../shared/api.ts";
import { formatJson } from "../shared/formatJson.ts";
import { writeWhole } from "../../engine/writeWhole.ts";
import { hashText, listFiles, listPublicFiles, readText, removeFile } from "./configFolder.ts";
import { formSchemas } from "./formSchemas.ts";
import type { PreviewPictures } from "./previewPictures.ts";
import { createPreviewResolver } from "./previewResolver.ts";
import { resolveConfigPath } from "./safePath.ts";
import { sectionUses } from "./sectionUses.ts";
import { editorDiagnostic } from "./editorDiagnostic.ts";
import { problemsOfSave } from "./saveProblems.ts";

export interface EditorFolders {
  configDir: string;
  schemasDir: string;
  publicDir: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
  ) {
    super(String((body as { error?: string }).error ?? status));
  }
}

/** The editor's JSON API: list, read, check, save and delete config files, nothing outside the folder. */
export function createEditorApi(folders: EditorFolders, pictures?: PreviewPictures) {
  const { configDir, schemasDir, publicDir } = folders;
  const resolve = (inside: unknown) => {
    const result = resolveConfigPath(configDir, inside);
    if (!result.ok) throw new HttpError(403, { error: result.error });
    return result.absolute;
  };

  const preview = createPreviewResolver(folders, pictures);

  /** The problems of `npm run validate` over the folder with `drafts` (unsaved values by path) as they would be saved. */
  const problems = (drafts: Record<string, unknown>): EditorDiagnostic[] => {
    const overlay: Record<string, string> = {};
    for (const [inside, value] of Object.entries(drafts)) {
      overlay[inside] = formatJson(value, readText(resolve(inside)));
    }
    const result = validateConfigDir(configDir, schemasDir, process.cwd(), { overlay, publicDir });
    return result.diagnostics.map((d) => ({ ...editorDiagnostic(d, configDir), pointer: d.pointer }));
  };

  const routes: Record<string, (body: unknown, url: URL) => object | Promise<object>> = {
    "GET /api/state": (): StateResponse => ({
      dir: configDir,
      files: listFiles(configDir),
      publicFiles: listPublicFiles(publicDir),
    }),
    "GET /api/sections": () => sectionUses(configDir, listFiles(configDir)),
    "GET /api/schemas": () => formSchemas(schemasDir, configDir),
    "GET /api/file": (_body, url): FileResponse => {
      const inside = url.searchParams.get("path");
      const text = readText(resolve(inside));
      if (text === undefined) throw new HttpError(404, { error: `${inside} does not exist` });
      return { path: inside!, value: parseOr(text), hash: hashText(text) };
    },
    "POST /api/validate": (body): ValidateResponse => {
      const { drafts } = body as ValidateRequest;
      return { diagnostics: problems(drafts ?? {}) };
    },
    // what saving one file would leave: its own problems, and the ones it brings to the other files (compared with
    // the folder as saved, so a problem another file already had does not make every save ask)
    "POST /api/save-check": (body): ValidateResponse => {
      const { path: inside, value } = body as SaveCheckRequest;
      return { diagnostics: problemsOfSave(inside, problems({}), problems({ [inside]: value })) };
    },
    "POST /api/preview": (body) => preview(body as PreviewRequest),
    "POST /api/save": (body): SaveResponse => {
      const request = body as SaveRequest;
      const absolute = resolve(request.path);
      const current = readText(absolute);
      const currentHash = current === undefined ? null : hashText(current);
      if (!request.force && currentHash !== request.baseHash) {
        const conflict: ConflictResponse = {
          conflict: true,
          error:
            current === undefined
              ? `${request.path} was deleted on disk since you opened it`
              : request.baseHash === null
                ? `${request.path} already exists`
                : `${request.path} was changed on disk since you opened it`,
          hash: currentHash,
          value: current === undefined ? undefined : parseOr(current),
        };
        throw new HttpError(409, conflict);
      }
      const text = formatJson(request.value, current);
      writeWhole(absolute, text);
      return { hash: hashText(text) };
    },
    "POST /api/delete": (body) => {
      const request = body as DeleteRequest;
      const absolute = resolve(request.path);
      const current = readText(absolute);
      if (current === undefined) throw new HttpError(404, { error: `${request.path} does not exist` });
      if (hashText(current) !== request.baseHash) {
        throw new HttpError(409, {
          conflict: true,
          error: `${request.path} was changed on disk since you opened it`,
          hash: hashText(current),
        });
      }
      removeFile(absolute);
      return { deleted: request.path };
    },
  };

  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? "/", "http://editor.invalid");
    const handler = routes[`${req.method} ${url.pathname}`];
    if (!handler) {
      if (url.pathname.startsWith("/api/"))
        return send(res, 404, { error: `no such request: ${req.method} ${url.pathname}` });
      return next();
    }
    try {
      const body = req.method === "POST" ? await readJson(req) : undefined;
      send(res, 200, await handler(body, url));
    } catch (error) {
      if (error instanceof HttpError) send(res, error.status, error.body);
      else send(res, 500, { error: (error as Error).message });
    }
  };
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function send(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

export async function readJson(req: IncomingMessage, limit = 10 * 1024 * 1024): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, { error: "request too large" });
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new HttpError(400, { error: "the request body is not JSON" });
  }
}
