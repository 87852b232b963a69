import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PictureCache } from "./pictureCache";

const root = mkdtempSync(path.join(os.tmpdir(), "picture-cache-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A child process encoding large pictures into a cache, one after another, until it is killed. */
function encodeUntilKilled(cacheDir: string) {
  const script = `
    import sharp from "sharp";
    import { PictureCache } from ${JSON.stringify(path.join(__dirname, "pictureCache.ts"))};
    const cache = new PictureCache(${JSON.stringify(cacheDir)});
    for (let i = 0; ; i++) {
      const { data, info } = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#888",
        noise: { type: "gaussian", mean: 128, sigma: 60 } } }).png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
      cache.put("k" + i, "png", data, info);
    }`;
  return spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: path.join(__dirname, "../../.."),
    stdio: ["ignore", "ignore", "pipe"],
  });
}

describe("the picture cache", () => {
  it("a process killed while writing leaves no entry that is not whole", async () => {
    const cacheDir = path.join(root, "killed");
    const child = encodeUntilKilled(cacheDir);
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    // killed (SIGKILL: no clean-up) once two entries are written, while it writes the third or later
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        const records = existsSync(cacheDir) ? readdirSync(cacheDir).filter((n) => n.endsWith(".json")) : [];
        if (records.length >= 2) {
          clearInterval(poll);
          setTimeout(() => {
            child.kill("SIGKILL");
            resolve();
          }, 15);
        }
      }, 5);
      child.on("exit", (code) => {
        clearInterval(poll);
        if (code !== null) reject(new Error(`the child ended by itself (${code}): ${stderr}`));
      });
    });
    await new Promise((resolve) => child.once("close", resolve));

    const cache = new PictureCache(cacheDir);
    const keys = new Set(readdirSync(cacheDir).flatMap((name) => (name.startsWith(".") ? [] : [name.split(".")[0]])));
    expect(keys.size).toBeGreaterThanOrEqual(2);
    // every recorded entry is whole; a file renamed in without its record yet is not an entry
    for (const key of keys) {
      const entry = cache.get(key, "png");
      if (existsSync(path.join(cacheDir, `${key}.json`))) expect(entry).toMatchObject({ width: 1600, height: 1200 });
      else expect(entry).toBeUndefined();
    }
    expect(cache.refused).toBe(0);
    // what the killed process was writing is only ever a hidden temporary file, which pruning removes
    const visible = readdirSync(cacheDir).filter((n) => !n.startsWith("."));
    expect(visible.every((n) => /^k\d+\.(png|json)$/.test(n))).toBe(true);
    // and every visible file is whole: stored without compression, each is the same length
    const lengths = new Set(
      visible.filter((n) => n.endsWith(".png")).map((n) => statSync(path.join(cacheDir, n)).size),
    );
    expect(lengths.size).toBe(1);
    // what it left (a killed build's, an hour later) goes
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of readdirSync(cacheDir).filter((n) => n.startsWith(".")))
      utimesSync(path.join(cacheDir, name), twoHoursAgo, twoHoursAgo);
    cache.prune(keys);
    expect(readdirSync(cacheDir).filter((n) => n.startsWith("."))).toEqual([]);
  }, 30_000);

  it("prunes the entries not used and a killed write's file, not another process's write under way", () => {
    const cache = new PictureCache(path.join(root, "pruned"));
    cache.put("used", "png", Buffer.from("0123"), { width: 1, height: 1 });
    cache.put("unused", "png", Buffer.from("4567"), { width: 1, height: 1 });
    // temporary files as writeWhole names them: one begun now (an editor's, a shard's), one two hours ago
    const now = path.join(cache.dir, ".other.avif.4242-0.tmp");
    const killed = path.join(cache.dir, ".old.avif.4343-0.tmp");
    writeFileSync(now, "half a picture");
    writeFileSync(killed, "half a picture");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(killed, twoHoursAgo, twoHoursAgo);
    expect(cache.prune(new Set(["used"]))).toBe(3);
    expect(readdirSync(cache.dir).sort()).toEqual([".other.avif.4242-0.tmp", "used.json", "used.png"]);
  });

  it("an entry whose file was cut short is refused and removed", () => {
    const cache = new PictureCache(path.join(root, "cut"));
    cache.put("a", "png", Buffer.from("0123456789"), { width: 1, height: 1 });
    expect(cache.get("a", "png")).toEqual({ width: 1, height: 1 });
    writeFileSync(cache.fileOf("a", "png"), "01234");
    expect(cache.get("a", "png")).toBeUndefined();
    expect(cache.refused).toBe(1);
    expect(readdirSync(cache.dir)).toEqual([]);
  });
});
