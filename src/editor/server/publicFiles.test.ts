import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePublicPictures } from "./publicFiles";

const root = mkdtempSync(path.join(os.tmpdir(), "public-pictures-"));
const publicDir = path.join(root, "public");
mkdirSync(path.join(publicDir, "brand"), { recursive: true });
writeFileSync(path.join(root, "secret.png"), "outside");
const handle = servePublicPictures(publicDir);
const server = createServer((req, res) =>
  handle(req, res, () => {
    res.writeHead(404);
    res.end("next");
  }),
);
let base = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("pictures of the public folder in the editor", () => {
  it("serves a picture written after the server started, at once, with its type", async () => {
    writeFileSync(path.join(publicDir, "brand/team logo.png"), "png bytes");
    const response = await fetch(`${base}/brand/team%20logo.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(await response.text()).toBe("png bytes");
  });

  it("leaves missing files, other files and paths outside the folder to the next handler", async () => {
    writeFileSync(path.join(publicDir, "notes.txt"), "text");
    for (const address of ["/brand/missing.png", "/notes.txt", "/brand", "/%2e%2e/secret.png", "/..%2fsecret.png"]) {
      const response = await fetch(`${base}${address}`);
      expect(await response.text(), address).toBe("next");
    }
  });
});
