import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

const types: Record<string, string> = {
  avif: "image/avif",
  gif: "image/gif",
  ico: "image/x-icon",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  webp: "image/webp",
};

/**
 * GET of a picture in the site's public folder, read from the disk at each request. Vite serves public files from
 * a list its file watcher keeps, so a picture uploaded a moment ago could answer 404 until the watcher caught up
 * (on a busy machine, after the editor had already shown it). Other files, and missing ones, go on to Vite.
 */
export function servePublicPictures(publicDir: string) {
  const root = path.resolve(publicDir);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://editor.invalid").pathname);
    } catch {
      return next();
    }
    const type = types[pathname.slice(pathname.lastIndexOf(".") + 1).toLowerCase()];
    const file = path.join(root, pathname);
    if (!type || !file.startsWith(root + path.sep)) return next();
    let size: number;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return next();
      size = stat.size;
    } catch {
      return next();
    }
    res.writeHead(200, { "Content-Type": type, "Content-Length": size, "Cache-Control": "no-cache" });
    if (req.method === "HEAD") return void res.end();
    createReadStream(file)
      .on("error", () => res.end())
      .pipe(res);
  };
}
