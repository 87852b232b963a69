import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { hashFile, readSource } from "./sourceFacts";

const dir = mkdtempSync(path.join(os.tmpdir(), "source-facts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, bytes: Buffer) => {
  writeFileSync(path.join(dir, name), bytes);
  return path.join(dir, name);
};

describe("readSource", () => {
  it("hashes a file read in chunks as its whole bytes would, and keeps no bytes", async () => {
    // larger than a read stream's 64 KiB chunk: the hash is over every chunk
    const bytes = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 31) % 251));
    const file = write("chunks.bin", bytes);
    expect(await hashFile(file)).toBe(createHash("sha256").update(bytes).digest("hex"));
    const source = await readSource(file);
    expect(Object.keys(source).sort()).toEqual(["facts", "file", "hash"]);
    expect(source.facts).toMatchObject({ ok: false, reason: "not-a-picture", bytes: 200_000 });
  });

  it("tells AVIF from a phone's HEIC (libvips names both heif)", async () => {
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } })
      .avif()
      .toBuffer();
    expect((await readSource(write("a.avif", avif))).facts).toMatchObject({ ok: true, format: "avif" });
    // the start of an iPhone photo: an ISO-BMFF "ftyp" box of brand "heic" (the build has no HEVC decoder)
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(64)]);
    expect((await readSource(write("IMG_0042.heic", heic))).facts).toMatchObject({ ok: false, reason: "heic" });
  });

  it("reads a size turned upright by the EXIF orientation", async () => {
    const photo = await sharp({ create: { width: 30, height: 10, channels: 3, background: "#456" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await readSource(write("turned.jpg", photo))).facts).toMatchObject({ width: 10, height: 30 });
  });
});
