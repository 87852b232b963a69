import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { FSWatcher } from "vite";
import type { FileEvent } from "../shared/api.ts";
import { hashText, readText } from "./configFolder.ts";

/** How long after a change the file is read again, for a save seen half-way (emptied, its text not yet written). */
export const SETTLE_MS = 250;

/**
 * /api/events: a server-sent event for every config file (JSON, or a Markdown item) added, changed or removed on
 * disk. A save can be seen half-way (the file truncated, its text not written yet) and the watcher may report
 * the rest of it as no change of its own: each changed file is read again a moment later, and a second event
 * is sent when its text is not the one the first said.
 */
export function createFileEvents(configDir: string, watcher: FSWatcher) {
  const clients = new Set<ServerResponse>();
  const root = path.resolve(configDir);
  watcher.add(root);
  const settling = new Map<string, NodeJS.Timeout>();
  const send = (file: string): FileEvent["hash"] => {
    const text = readText(file);
    const event: FileEvent = {
      path: path.relative(root, file).split(path.sep).join("/"),
      hash: text === undefined ? null : hashText(text),
    };
    for (const client of clients) client.write(`data: ${JSON.stringify(event)}\n\n`);
    return event.hash;
  };
  const notify = (file: string) => {
    if (!file.startsWith(root + path.sep) || !/\.(json|md)$/.test(file)) return;
    const said = send(file);
    clearTimeout(settling.get(file));
    settling.set(
      file,
      setTimeout(() => {
        settling.delete(file);
        const text = readText(file);
        if ((text === undefined ? null : hashText(text)) !== said) send(file);
      }, SETTLE_MS),
    );
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
