/**
 * `config-page-builder dev` on a site with a block of its own (blocks/price-list/), started in the folder above the
 * site (`dev --dir bakery`), as a person runs it, on a free port: a saved component, and a file it imports, are
 * rendered on the next request, with no restart; a component that now throws, or no longer compiles, and a broken
 * schema show the located message on the pages that use the block, while the others render; and the terminal and
 * the page name files from the folder the command was started in, as `validate` does (not from the builder's
 * folder, where React Router's server runs).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";

const started = mkdtempSync(path.join(os.tmpdir(), "dev-site-blocks-"));
const site = path.join(started, "bakery");
const component = path.join(site, "blocks/price-list/PriceList.tsx");
const fixture = path.join(repoRoot, "tests/fixtures/sites/bakery-menu");
const original = readFileSync(path.join(fixture, "blocks/price-list/PriceList.tsx"), "utf8");
let server: ChildProcess | undefined;
/** What the command printed so far (colour codes stripped), and the menu page's HTML last fetched. */
let printed = "";
let lastMenu = "";
let port = 0;

/** The command's own environment: not vitest's (NODE_ENV=test) nor npm's. */
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(npm_|VITEST)/i.test(key) && key !== "NODE_ENV"),
);

beforeAll(async () => {
  cpSync(fixture, site, { recursive: true });
  port = await freePort();
  server = spawn(
    process.execPath,
    [path.join(repoRoot, "bin/config-page-builder.mjs"), "dev", "--dir", "bakery", "--port", `${port}`, "--strictPort"],
    // Vite's cache in the temporary folder: the repository's own is left alone
    {
      cwd: started,
      // Vite's own lines for each saved file (`vite:hmr [file change] …`): a failure shows how far a save got
      env: { ...env, BUILDER_CACHE_DIR: path.join(started, ".vite"), DEBUG: "vite:hmr" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const collect = (chunk: Buffer) => (printed += stripVTControlCharacters(String(chunk)));
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);
  await until(() => printed.includes(`127.0.0.1:${port}`), 60_000);
}, 70_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const ended = new Promise((resolve) => server!.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await ended;
  }
  rmSync(started, { recursive: true, force: true });
});

describe("the dev server, with a block of the site's own", () => {
  it("renders a saved component on the next request, and a file it imports", async () => {
    expect(await menu()).toMatchObject({ status: 200 });
    expect(lastMenu).toContain("data-price");

    writeFileSync(component, original.replace("data-price>", 'data-testid="price">'));
    await until(async () => (await menu()).html.includes('data-testid="price"'));
    expect(lastMenu).not.toContain("data-price");

    // a file beside it, imported by the component: saved again, and again
    const helper = path.join(site, "blocks/price-list/words.ts");
    writeFileSync(helper, `export const priceId = "first";\n`);
    const importing = original.replace("data-price>", "data-testid={priceId}>");
    writeFileSync(component, `import { priceId } from "./words";\n${importing}`);
    await until(async () => (await menu()).html.includes('data-testid="first"'));
    writeFileSync(helper, `export const priceId = "second";\n`);
    await until(async () => (await menu()).html.includes('data-testid="second"'));
  }, 200_000);

  it("shows a component that now throws with its page, its place and its file, named from where dev was started", async () => {
    const throwing = 'throw new Error("closed for the season");\n  const heading =';
    writeFileSync(component, original.replace("const heading =", throwing));
    const expected =
      'bakery/pages/menu.json: blocks[1] ("price-list") failed to render, in its component ' +
      "bakery/blocks/price-list/PriceList.tsx: closed for the season";
    await until(async () => (await menu()).html.includes(expected));
    expect((await menu()).status).toBe(500);
    expect(printed).toContain(expected);

    writeFileSync(component, original);
    await until(async () => (await menu()).status === 200);
  }, 120_000);

  it("shows a component that does not compile on the pages that use it, as build says it; the others render", async () => {
    // the `</Box>` closing a section deleted (line 42)
    const lines = original.split("\n");
    writeFileSync(component, [...lines.slice(0, 41), ...lines.slice(42)].join("\n"));
    const located = "bakery/blocks/price-list/PriceList.tsx:42:11  this code does not compile: Unexpected token.";
    await until(async () => (await menu()).html.includes(located));
    expect((await menu()).status).toBe(500);
    expect(lastMenu).not.toMatch(/\x1b|\.\.\/|RunnerError|Transform failed/);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    expect(printed).toContain(`${located}`);
    expect(printed).toContain('(only the pages that use the block "price-list" show the error');
    expect(printed).not.toMatch(/RunnerError|pluginCode|Transform failed/);

    writeFileSync(component, original);
    await until(async () => (await menu()).status === 200);
  }, 120_000);

  it("shows a block's broken schema on the pages that use the block only", async () => {
    const schema = path.join(site, "blocks/price-list/price-list.schema.json");
    const text = readFileSync(schema, "utf8");
    writeFileSync(schema, text.replace(/("description": "A menu[^"]*"),/, "$1"));
    await until(() => printed.includes("(only /menu shows the error; other pages keep rendering with a notice)"));
    await until(async () => (await menu()).html.includes("bakery/blocks/price-list/price-list.schema.json:5:3"));
    expect((await menu()).status).toBe(500);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    expect(printed).not.toContain("every page shows the error");

    writeFileSync(schema, text);
    await until(async () => (await menu()).status === 200);
  }, 120_000);

  it("names a page's problems and saves in the terminal from where dev was started, as validate does", async () => {
    const page = path.join(site, "pages/menu.json");
    const text = readFileSync(page, "utf8");
    writeFileSync(page, text.replace('"type": "price-list"', '"type": "price-lst"'));
    const located = /\nbakery\/pages\/menu\.json:\d+:\d+ {2}blocks\[1\]\.type: unknown block type "price-lst"/;
    await until(() => located.test(printed));
    writeFileSync(page, text);
    await until(() => printed.includes("[pages-config] bakery/pages/menu.json changed: ✔"));
    // nothing named from the builder's folder (React Router's server runs there)
    expect(printed).not.toMatch(/\.\.\/\S*bakery\//);
  }, 120_000);
});

/** The menu page's status and HTML. */
async function menu(): Promise<{ status: number; html: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/menu`);
  lastMenu = await response.text();
  return { status: response.status, html: lastMenu };
}

/**
 * Waits until `done` holds, asking every 200 ms; fails after `ms` with what the command printed and the page. A save
 * is served within a second or two; the margin is for a busy machine (each reload evaluates the server's code again;
 * the tests' CI runs many builds beside it).
 */
async function until(done: () => boolean | Promise<boolean>, ms = 45_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (server?.exitCode !== null) throw new Error(`dev ended:\n${printed}`);
    if (Date.now() > end)
      throw new Error(`not within ${ms / 1000} s; dev printed:\n${printed}\nthe menu:\n${lastMenu}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}
