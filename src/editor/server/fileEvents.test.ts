import { EventEmitter } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FSWatcher } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveMiddleware } from "../../../tests/unit/support/middlewareServer";
import type { FileEvent } from "../shared/api";
import { hashText } from "./configFolder";
import { createFileEvents, SETTLE_MS } from "./fileEvents";

const root = mkdtempSync(path.join(os.tmpdir(), "file-events-"));
const item = path.join(root, "collections/posts/spring.md");
// the watcher as the events see it: they add the folder and hear add, change and unlink
const watcher = Object.assign(new EventEmitter(), { add: () => watcher }) as unknown as FSWatcher;
let server: { base: string; close: () => void };
let stream: ReadableStreamDefaultReader<Uint8Array>;
const heard: FileEvent[] = [];

beforeAll(async () => {
  mkdirSync(path.dirname(item), { recursive: true });
  writeFileSync(item, "---\ntitle: Spring\n---\n");
  server = await serveMiddleware(createFileEvents(root, watcher));
  stream = (await fetch(`${server.base}/api/events`)).body!.getReader();
  void (async () => {
    let text = "";
    for (let read = await stream.read(); !read.done; read = await stream.read()) {
      text += Buffer.from(read.value).toString("utf8");
      for (let end = text.indexOf("\n\n"); end >= 0; end = text.indexOf("\n\n")) {
        const message = text.slice(0, end);
        text = text.slice(end + 2);
        if (message.startsWith("data: ")) heard.push(JSON.parse(message.slice(6)) as FileEvent);
      }
    }
  })();
});
afterAll(async () => {
  await stream.cancel();
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const waitFor = async (count: number) => {
  for (let i = 0; i < 100 && heard.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("/api/events", () => {
  it("says a changed file's hash, and says it again when a save was seen half-way", async () => {
    // the watcher reports the save when the file is emptied, and nothing once its text is written
    writeFileSync(item, "");
    watcher.emit("change", item);
    // the event read the file at once; the rest of the save comes before the file settles (however slow this
    // test's thread is to go on: waiting for the first event first made the write late on a busy machine)
    writeFileSync(item, "---\ntitle: Changed on disk\n---\n");
    await waitFor(2);
    expect(heard).toEqual([
      { path: "collections/posts/spring.md", hash: hashText("") },
      { path: "collections/posts/spring.md", hash: hashText("---\ntitle: Changed on disk\n---\n") },
    ]);
  });

  it("says a whole save once, and nothing of files that are not configs", async () => {
    heard.length = 0;
    writeFileSync(item, "---\ntitle: Once\n---\n");
    watcher.emit("change", item);
    writeFileSync(path.join(root, "notes.txt"), "x");
    watcher.emit("add", path.join(root, "notes.txt"));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 2));
    expect(heard).toEqual([{ path: "collections/posts/spring.md", hash: hashText("---\ntitle: Once\n---\n") }]);
  });
});
