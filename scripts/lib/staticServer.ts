import { createReadStream, existsSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";

/**
 * Serves a built site the way a static host would: gzip, long caching for hashed assets,
 * and for an unknown path the nearest 404.html (/integrations/x → /integrations/404.html) with status 404.
 */
export function createStaticServer(root: string): http.Server {
  const gzip = compression();
  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    },
  });
  return http.createServer((req, res) => {
    gzip(req as never, res as never, () => {
      files(req, res, () => sendNotFound(root, req, res));
    });
  });
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
