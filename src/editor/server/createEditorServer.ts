import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { siteBlocksPlugin } from "../../engine/siteBlocks/viteSiteBlocks";
import { createContentApi } from "./contentApi.ts";
import { createEditorApi, type EditorFolders } from "./editorApi.ts";
import { createFileEvents } from "./fileEvents.ts";
import { createHistoryApi } from "./historyApi.ts";
import { createItemLifecycleApi } from "./itemLifecycleApi.ts";
import { servePublicPictures } from "./publicFiles.ts";
import { createPictureApi } from "./pictureApi.ts";
import { createPreviewPictures, type PictureMaker } from "./previewPictures.ts";
import { refusal } from "./requestGuard.ts";
import { createUploadApi } from "./uploadApi.ts";

export interface EditorServerOptions extends EditorFolders {
  repoRoot: string;
  port: number;
  /** The build's picture step (scripts/lib/pictures/editorPictures.ts); without it the preview shows source files. */
  pictures?: PictureMaker;
  /** Vite's cache folder (default node_modules/.vite-editor; a site repository's own .build-cache/ when installed). */
  cacheDir?: string;
  /** Folders served besides the builder's (installed in a site repository: the site's and its node_modules). */
  alsoServed?: string[];
}

/**
 * The editor's own Vite server (never part of the site build): serves src/editor/index.html and the preview
 * page on 127.0.0.1 only, with the JSON API as middleware in front of Vite.
 */
export async function createEditorServer(options: EditorServerOptions): Promise<ViteDevServer> {
  const { repoRoot, port } = options;
  const server = await createServer({
    configFile: false,
    root: path.join(repoRoot, "src/editor"),
    cacheDir: options.cacheDir ?? path.join(repoRoot, "node_modules/.vite-editor"),
    logLevel: "warn",
    clearScreen: false,
    appType: "mpa",
    server: {
      host: "127.0.0.1",
      port,
      strictPort: true,
      fs: { allow: [repoRoot, ...(options.alsoServed ?? [])] },
      watch: { ignored: ["**/dist/**", "**/.dist.*/**", "**/build/**", "**/test-results/**"] },
    },
    // block renderers load lazily: name their libraries up front so Vite never reloads the editor to add them
    optimizeDeps: {
      entries: ["index.html", "preview.html"],
      include: ["react-hook-form", "zod", "fuse.js", "react-dom", "react-router", "markdown-it"],
    },
    publicDir: options.publicDir,
    // the site's own blocks, previewed like the builder's
    plugins: [siteBlocksPlugin(() => options.configDir)],
  });
  const pictures = options.pictures ? createPreviewPictures(options.pictures) : undefined;
  const api = createEditorApi(options, pictures);
  const events = createFileEvents(options.configDir, server.watcher);
  type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const guard: Handler = (req, res, next) => {
    const problem = refusal(req, port);
    if (!problem) return next();
    res.writeHead(403, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ error: `refused: ${problem}` }));
  };
  const history = createHistoryApi(options);
  const upload = createUploadApi(options);
  const content = createContentApi(options);
  const lifecycle = createItemLifecycleApi(options);
  const picture = pictures ? createPictureApi(options, pictures) : undefined;
  const handlers: Handler[] = [
    guard,
    events,
    (req, res, next) => void history(req, res, next),
    (req, res, next) => void upload(req, res, next),
    (req, res, next) => void content(req, res, next),
    (req, res, next) => void lifecycle(req, res, next),
    ...(pictures && picture ? [((req, res, next) => void picture(req, res, next)) as Handler, pictures.serve] : []),
    ...(options.publicDir ? [servePublicPictures(options.publicDir)] : []),
    (req, res, next) => void api(req, res, next),
  ];
  // in front of Vite's own middlewares: nothing is served to another origin or host
  server.middlewares.stack.unshift(...handlers.map((handle) => ({ route: "", handle: handle as never })));
  return server;
}
