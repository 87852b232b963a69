import { mkdtempSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { type SourceMemo, sourceOf, sourceStampOf } from "./sourceFacts";
import { loadSourceMemo, saveSourceMemo } from "./sourceMemoFile";

const stampNow = (file: string) => sourceStampOf(file)!;
const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;
/** A file holding `text`, its times set an hour back. */
function hourOldFile(text: string): { file: string; hourAgo: number } {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "sources-")), "photo.png");
  writeFileSync(file, text);
  const time = hourAgo();
  utimesSync(file, time, time);
  return { file, hourAgo: time };
}
/** A time past the 2 s in which a change is too recent to trust: as if the next build ran a while later. */
const later = () => BigInt(Date.now() + 5_000) * 1_000_000n;

it("reads a source again only when its file changed, and keeps no facts of a file written in the last 2 s", async () => {
  const { file, hourAgo } = hourOldFile("not a picture");
  const remembered = {
    file,
    hash: "remembered",
    facts: { ok: false as const, bytes: 13, reason: "empty" as const, detail: "" },
  };
  const memo: SourceMemo = new Map([[file, { stamp: stampNow(file), source: remembered }]]);
  expect(await sourceOf(file, memo)).toBe(remembered);

  writeFileSync(file, "still not a picture"); // changed now: read, and not kept (it may change again within the tick)
  const read = await sourceOf(file, memo);
  expect(read.hash).not.toBe("remembered");
  expect(read.facts).toMatchObject({ ok: false, reason: "not-a-picture" });
  expect(memo.has(file)).toBe(false);
  utimesSync(file, hourAgo, hourAgo);
  // its times set an hour back: its status changed now all the same (ctime), so it is kept only a while later
  expect((await sourceOf(file, memo)).hash).toBe(read.hash);
  expect(memo.has(file)).toBe(false);
  expect((await sourceOf(file, memo, later())).hash).toBe(read.hash);
  expect(memo.get(file)?.stamp).toEqual(stampNow(file));
});

it("reads a source again when it was edited in place keeping its size and its modification time", async () => {
  const { file, hourAgo } = hourOldFile("not a picture, one");
  const memo: SourceMemo = new Map();
  const first = await sourceOf(file, memo, later());
  expect(memo.has(file)).toBe(true);
  // as a metadata tool that writes in place and keeps the time does (or `touch -r` after an edit)
  const { ino, size } = statSync(file);
  writeFileSync(file, "not a picture, two");
  utimesSync(file, hourAgo, hourAgo);
  expect(statSync(file)).toMatchObject({ ino, size });
  const second = await sourceOf(file, memo, later());
  expect(second.hash).not.toBe(first.hash);
});

it("keeps the sources a build used and the decoder's version, for the builder that read them, in a sealed file", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sources-"));
  const file = path.join(dir, "picture-sources.json");
  const source = (name: string) => ({
    stamp: { dev: "1", ino: "2", size: "3", mtimeNs: name, ctimeNs: name },
    source: { file: name, hash: name, facts: { ok: false as const, bytes: 0, reason: "empty" as const, detail: "" } },
  });
  const memo: SourceMemo = new Map([
    ["/a.jpg", source("/a.jpg")],
    ["/gone.jpg", source("/gone.jpg")],
  ]);
  saveSourceMemo(
    file,
    "code-1",
    { sources: memo, encoder: "sharp 1 vips 2" },
    { sources: new Map() },
    new Set(["/a.jpg"]),
  );
  const loaded = loadSourceMemo(file, "code-1");
  expect([...loaded.sources]).toEqual([["/a.jpg", source("/a.jpg")]]);
  expect(loaded.encoder).toBe("sharp 1 vips 2");
  expect(loadSourceMemo(file, "code-2")).toEqual({ sources: new Map() });
  writeFileSync(file, "{}");
  expect(loadSourceMemo(file, "code-1")).toEqual({ sources: new Map() });
});
