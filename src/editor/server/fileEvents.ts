import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { FSWatcher } from "vite";
import type { FileEvent } from "../shared/api.ts";
import { hashText, readText } from "./configFolder.ts";

/** /api/events: a server-sent event for every config file (JSON, or a Markdown item) added, changed or removed on disk. */
export function createFileEvents(configDir: string, watcher: FSWatcher) {
  const clients = new Set<ServerResponse>();
  const root = path.resolve(configDir);
  watcher.add(root);
  const notify = (file: string) => {
    if (!file.startsWith(root + path.sep) || !/\.(json|md)$/.test(file)) return;
    const text = readText(file);
    const event: FileEvent = {
      path: path.relative(root, file).split(path.sep).join("/"),
      hash: text === undefined ? null : hashText(text),
    };
    for (const client of clients) client.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  watcher.on("add", notify);
  watcher.on("change", notify);
  watcher.on("unlink", notify);

  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url !== "/api/events") return next();
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
    res.write(": connected\n\n");
    clients.add(res);
    req.on("close", () => clients.delete(res));
  };
}
