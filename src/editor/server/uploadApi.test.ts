import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveMiddleware } from "../../../tests/unit/support/middlewareServer";
import { repoRoot } from "../../engine/projectPaths";
import { MAX_UPLOAD_BYTES } from "../shared/uploadApi";
import { createUploadApi } from "./uploadApi";

let root: string;
let publicDir: string;
let server: { base: string; close: () => void };
let base: string;
const sample = (name: string) => readFileSync(path.join(repoRoot, "tests/fixtures/images", name));

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "upload-api-"));
  publicDir = path.join(root, "public");
  const api = createUploadApi({ publicDir });
  server = await serveMiddleware(api);
  base = server.base;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const upload = async (name: string, data: Buffer | string, folder?: string) => {
  const response = await fetch(`${base}/api/upload`, {
    method: "POST",
    body: JSON.stringify({ name, data: Buffer.from(data).toString("base64"), folder }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("POST /api/upload", () => {
  it.each([
    ["sample.png", "Sample.png", "/images/sample.png", "png"],
    ["sample.jpg", "Holiday Photo.JPEG", "/images/holiday-photo.jpg", "jpeg"],
    ["sample.webp", "hero.webp", "/images/hero.webp", "webp"],
    ["sample.avif", "hero.avif", "/images/hero.avif", "avif"],
    ["sample.svg", "Brand Logo.svg", "/images/brand-logo.svg", "svg"],
  ])("stores %s from its bytes", async (file, name, address, type) => {
    const answer = await upload(name, sample(file));
    expect(answer).toEqual({ status: 200, body: { path: address, type } });
    expect(readFileSync(path.join(publicDir, address)).equals(sample(file))).toBe(true);
  });

  it("names the file after its real type, whatever its name says", async () => {
    expect((await upload("photo.png", sample("sample.jpg"), "/team")).body).toEqual({
      path: "/team/photo.jpg",
      type: "jpeg",
    });
  });

  it("refuses what is not one of the image types, saying what it is", async () => {
    const gif = await upload("anim.gif", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"));
    expect(gif.status).toBe(422);
    expect(gif.body.error).toMatch(/anim.gif is a GIF image: upload a PNG, JPEG, WebP, AVIF or SVG/);
    const html = await upload("page.png", "<html><script>alert(1)</script></html>");
    expect(html.body.error).toMatch(/page.png is not an image the site can use.*content is checked, not its name/);
  });

  it("refuses an SVG with a script and says why", async () => {
    const answer = await upload("x.svg", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/x.svg is refused: it has an event handler \(onload/);
  });

  it("takes a photo as a camera makes it (12–25 MB): the build makes the sizes", async () => {
    // a JPEG from its bytes, at a camera's file size
    const camera = Buffer.concat([sample("sample.jpg"), Buffer.alloc(24 * 1024 * 1024)]);
    const answer = await upload("DSC_0412.JPG", camera, "/team");
    expect(answer).toEqual({ status: 200, body: { path: "/team/dsc-0412.jpg", type: "jpeg" } });
    expect(readFileSync(path.join(publicDir, "team/dsc-0412.jpg")).length).toBe(camera.length);
  });

  it("refuses a file over the size limit, saying the limit and what to do", async () => {
    expect(MAX_UPLOAD_BYTES).toBe(40 * 1024 * 1024);
    const big = Buffer.concat([sample("sample.png"), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const answer = await upload("big.png", big);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(
      "big.png is 40.0 MB; pictures may be at most 40 MB. Save a smaller copy (at most 6000 px on its longer side, " +
        "or as JPEG or WebP rather than PNG) and upload that: the build makes the sizes visitors need.",
    );
    expect(existsSync(path.join(publicDir, "images/big.png"))).toBe(false);
  });

  it("refuses folders that leave the public folder, and writes nothing", async () => {
    const before = readdirSync(root);
    for (const folder of [
      "/../outside",
      "..",
      "/images/../../x",
      "%2e%2e",
      "/images%2F..%2F..",
      "/tmp/../..",
      "C:\\x",
    ]) {
      const answer = await upload("a.png", sample("sample.png"), folder);
      expect(answer.status, folder).toBe(422);
      expect(answer.body.error).toMatch(/not a plain folder/);
    }
    expect(readdirSync(root)).toEqual(before);
  });

  it("refuses a body that is not a file", async () => {
    const response = await fetch(`${base}/api/upload`, {
      method: "POST",
      body: JSON.stringify({ name: "a.png", data: "%%%" }),
    });
    expect(response.status).toBe(422);
  });
});
