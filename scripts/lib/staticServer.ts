import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { type HeaderRule, headersForPath, parseHeadersFile } from "./securityHeaders";

/**
 * Serves a built site the way a static host would: gzip, long caching for hashed assets, the headers of the
 * build's _headers file (Content-Security-Policy and the other security headers, as Netlify or Cloudflare
 * Pages send them), and for an unknown path the nearest 404.html (/integrations/x → /integrations/404.html)
 * with status 404. _headers itself is not served.
 */
export function createStaticServer(root: string): http.Server {
  const gzip = compression();
  const headerRules = headersFileOf(root);
  const files = filesOf(root);
  return http.createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    for (const [name, value] of Object.entries(headersForPath(headerRules(), pathname))) res.setHeader(name, value);
    gzip(req as never, res as never, () => {
      if (pathname === "/_headers") return sendNotFound(root, req, res);
      files()(req, res, () => sendNotFound(root, req, res));
    });
  });
}

/**
 * sirv's handler of the files under root, made again when root is another folder: a build puts the new site in
 * place of the old folder at once (scripts/lib/build/outputFolder.ts), and sirv keeps the list of files with each
 * one's size and ETag from when it was made. Kept across a build, it answered the old site's length for a new
 * page's bytes (cut-off HTML), the old ETag, and 404 for every page and asset the build added.
 */
function filesOf(root: string): () => ReturnType<typeof sirv> {
  let made: { folder: string; handler: ReturnType<typeof sirv> } | undefined;
  return () => {
    const stat = statSync(root, { throwIfNoEntry: false });
    // while a build swaps the folders, root is gone for an instant: the handler made last answers
    const folder = stat ? `${stat.dev}:${stat.ino}` : made?.folder;
    if (!made || made.folder !== folder) {
      made = {
        folder: folder ?? "",
        handler: sirv(root, {
          dev: false,
          etag: true,
          extensions: ["html"],
          setHeaders(res, pathname) {
            if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
          },
        }),
      };
    }
    return made.handler;
  };
}

/** The rules of root/_headers, read again whenever the file changes (a new build while serving). */
function headersFileOf(root: string): () => HeaderRule[] {
  const file = path.join(root, "_headers");
  let read: { mtimeMs: number; rules: HeaderRule[] } | undefined;
  let warned = false;
  return () => {
    if (!existsSync(file)) {
      if (!warned) console.warn(`⚠ ${file} is missing: serving without security headers (npm run build writes it)`);
      warned = true;
      return [];
    }
    const { mtimeMs } = statSync(file);
    if (read?.mtimeMs !== mtimeMs) read = { mtimeMs, rules: parseHeadersFile(readFileSync(file, "utf8")) };
    return read.rules;
  };
}

function sendNotFound(root: string, req: http.IncomingMessage, res: http.ServerResponse) {
  const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
  let dir = path.posix.dirname(pathname.endsWith("/") ? pathname + "x" : pathname);
  for (;;) {
    const candidate = path.join(root, dir, "404.html");
    if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
      createReadStream(candidate).pipe(res);
      return;
    }
    if (dir === "/" || dir === ".") break;
    dir = path.posix.dirname(dir);
  }
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
  res.end("Not found");
}
