import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { DevPictures, picturesMiddleware } from "./devPictures";
import { pictureStep } from "./pictureStep";
import { noise, pictureOf, siteWith } from "./pictureTestSite";

const root = mkdtempSync(path.join(os.tmpdir(), "dev-pictures-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function photoSite(name: string) {
  const input = siteWith(root, name, { "/photos/shop.jpg": await noise(900, 600).jpeg().toBuffer() }, [
    { type: "image", src: "/photos/shop.jpg", alt: "The shop" },
    { type: "team", members: [{ name: "Sam", photo: { src: "/photos/shop.jpg", alt: "Sam", focus: "left" } }] },
  ]);
  return { ...input, dev: new DevPictures(input.publicDir, input.cacheDir) };
}

describe("the dev server's pictures", () => {
  it("a page gets the same picture markup as in the build, before any file is made", async () => {
    const { site, publicDir, cacheDir, dev } = await photoSite("markup");
    const inDev = await dev.attach(site);
    expect(readdirSync(cacheDir)).toEqual([]);
    const built = await pictureStep({ site, publicDir, cacheDir: path.join(root, "markup-build"), workers: 2 });
    for (const index of [0, 1])
      expect(inDev.pages[0].config.blocks[index]).toEqual(built.site.pages[0].config.blocks[index]);
    expect(pictureOf(inDev)).toMatchObject({ priority: true, width: 768, height: 512 });
  });

  it("the first request for a file makes it into the build's cache; later ones, and the build, take it from there", async () => {
    const { site, publicDir, cacheDir, dev } = await photoSite("request");
    const picture = pictureOf(await dev.attach(site))!;
    const url = picture.sources[0].srcset.split(", ")[0].split(" ")[0];
    expect(url).toMatch(/^\/_pictures\/shop-256-\w+\.webp$/);

    const first = await dev.answer(url);
    expect(first?.type).toBe("image/webp");
    expect(await sharp(first!.body).metadata()).toMatchObject({ format: "webp", width: 256, height: 171 });
    const [made] = readdirSync(cacheDir).filter((name) => name.endsWith(".webp"));
    const madeAt = statSync(path.join(cacheDir, made)).mtimeMs;

    const second = await dev.answer(url);
    expect(second?.body.equals(first!.body)).toBe(true);
    expect(statSync(path.join(cacheDir, made)).mtimeMs).toBe(madeAt);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith(".webp"))).toEqual([made]);

    const build = await pictureStep({ site, publicDir, cacheDir, workers: 2 });
    expect(build.reused).toBe(1);
    expect(readFileSync(build.files.get(url.slice(1))!).equals(first!.body)).toBe(true);
  });

  it("answers only the addresses of planned pictures; the rest go on to the next handler", async () => {
    const { site, dev } = await photoSite("middleware");
    const picture = pictureOf(await dev.attach(site))!;
    const middleware = picturesMiddleware(dev);
    const request = (url: string) =>
      new Promise<{ next: boolean; type?: string; body?: Buffer }>((resolve) => {
        const headers: Record<string, string> = {};
        const res = {
          setHeader: (name: string, value: string) => void (headers[name] = value),
          end: (body: Buffer) => resolve({ next: false, type: headers["Content-Type"], body }),
        } as unknown as ServerResponse;
        middleware({ url } as IncomingMessage, res, () => resolve({ next: true }));
      });
    expect(await request(`${picture.fallback.src}?t=1`)).toMatchObject({ next: false, type: "image/jpeg" });
    expect(await request("/_pictures/unknown-256-0123456789ab.webp")).toEqual({ next: true });
    expect(await request("/photos/shop.jpg")).toEqual({ next: true });
    expect(existsSync(path.join(root, "middleware", "public", "photos", "shop.jpg"))).toBe(true);
  });

  it("says a picture's problem in the terminal once, and shows that picture as its file is", async () => {
    const input = siteWith(root, "problem", { "/IMG_0042.heic": Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic") }, [
      { type: "image", src: "/IMG_0042.heic", alt: "The shop" },
    ]);
    const said: string[] = [];
    const dev = new DevPictures(input.publicDir, input.cacheDir, (line) => said.push(line));
    expect(pictureOf(await dev.attach(input.site))).toBeUndefined();
    await dev.attach(input.site);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/index\.json:9:\d+ .*is a HEIC photo/);
  });
});
