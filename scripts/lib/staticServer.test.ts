import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStaticServer } from "./staticServer";

const root = mkdtempSync(path.join(os.tmpdir(), "static-server-"));
const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  rmSync(root, { recursive: true, force: true });
});

/** A built site's folder holding `files`, made beside `dist` and put in its place at once, as a build does. */
function putInPlace(dist: string, files: Record<string, string>): void {
  const staging = `${dist}.staging`;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    writeFileSync(path.join(staging, file), text);
  }
  rmSync(dist, { recursive: true, force: true });
  renameSync(staging, dist);
}

async function serving(dist: string): Promise<(pathname: string) => Promise<{ status: number; body: string }>> {
  const server = createStaticServer(dist);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return async (pathname) => {
    // no Accept-Encoding: the body is sent as it is, with the Content-Length the server believes
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { "Accept-Encoding": "identity" } });
    return { status: response.status, body: await response.text() };
  };
}

describe("the static server (start, serve) while a new build is put in place", () => {
  it("serves the new build whole: its longer pages, and the pages and assets it added", async () => {
    const dist = path.join(root, "rebuilt");
    putInPlace(dist, { "index.html": "<p>Old title</p>", "404.html": "<p>Not here</p>" });
    const get = await serving(dist);
    expect(await get("/")).toEqual({ status: 200, body: "<p>Old title</p>" });
    expect((await get("/menu")).status).toBe(404);

    putInPlace(dist, {
      "index.html": "<p>A much longer title, written after the server started</p>",
      "menu/index.html": "<p>Menu</p>",
      "assets/page-abc123.css": "p{color:red}",
      "404.html": "<p>Not here</p>",
    });
    expect(await get("/")).toEqual({
      status: 200,
      body: "<p>A much longer title, written after the server started</p>",
    });
    expect(await get("/menu")).toEqual({ status: 200, body: "<p>Menu</p>" });
    expect(await get("/assets/page-abc123.css")).toEqual({ status: 200, body: "p{color:red}" });
  });

  it("serves the same build as before when nothing was rebuilt", async () => {
    const dist = path.join(root, "same");
    putInPlace(dist, { "index.html": "<p>Home</p>", "about/index.html": "<p>About</p>", "404.html": "<p>Gone</p>" });
    const get = await serving(dist);
    for (let round = 0; round < 2; round++) {
      expect(await get("/")).toEqual({ status: 200, body: "<p>Home</p>" });
      expect(await get("/about")).toEqual({ status: 200, body: "<p>About</p>" });
      expect(await get("/nowhere")).toEqual({ status: 404, body: "<p>Gone</p>" });
    }
  });
});
