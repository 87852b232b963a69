import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { refusal } from "../../src/editor/server/requestGuard";
import { resolveConfigPath } from "../../src/editor/server/safePath";

const root = mkdtempSync(path.join(os.tmpdir(), "editor-unit-"));
const configDir = path.join(root, "pages-config");
cpSync("pages-config", configDir, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("validateConfigDir with unsaved contents", () => {
  it("checks the overlay instead of the file, with the CLI's words and the field's pointer", () => {
    const page = JSON.parse(readFileSync(path.join(configDir, "pages/pricing.json"), "utf8"));
    page.blocks[0].titel = "typo";
    const result = validateConfigDir(configDir, "schemas", process.cwd(), {
      overlay: { "pages/pricing.json": JSON.stringify(page, null, 2) },
    });
    const problem = result.diagnostics.find((d) => d.message.startsWith("blocks[0].titel"));
    expect(problem?.pointer).toBe("/blocks/0/titel");
    expect(problem?.message).toContain('unknown field "titel"');
    expect(validateConfigDir(configDir, "schemas").diagnostics).toEqual([]);
  });
  it("checks files that exist only in the overlay, and links to them", () => {
    const result = validateConfigDir(configDir, "schemas", process.cwd(), {
      overlay: {
        "pages/new-page.json": JSON.stringify({
          $schema: "../../schemas/page.schema.json",
          seo: { title: "N" },
          blocks: [],
        }),
      },
    });
    expect(result.pages.some((p) => p.route === "/new-page")).toBe(true);
    expect(result.diagnostics.map((d) => d.file)).toContain(
      path.relative(process.cwd(), path.join(configDir, "pages/new-page.json")),
    );
  });
});

describe("the editor writes only config files inside its folder", () => {
  it("accepts config file names and refuses everything else", () => {
    expect(resolveConfigPath(configDir, "pages/pricing.json").ok).toBe(true);
    expect(resolveConfigPath(configDir, "pages/new/deep-page.json").ok).toBe(true);
    // linked sections (sections/<name>.json and a translation sections/<language>/<name>.json), no deeper
    expect(resolveConfigPath(configDir, "sections/order-for-events.json").ok).toBe(true);
    expect(resolveConfigPath(configDir, "sections/es/order-for-events.json").ok).toBe(true);
    for (const bad of [
      "../x.json",
      "pages/../../x.json",
      "/etc/passwd",
      "pages/x.js",
      "x.json",
      "pages/Bad Name.json",
      "sections/a/b/c.json",
      "sections/../site.json",
      42,
      "pages\\\\x.json",
    ]) {
      expect(resolveConfigPath(configDir, bad).ok, String(bad)).toBe(false);
    }
  });
  it("refuses a path that leads out through a symbolic link", () => {
    const outside = path.join(root, "outside");
    mkdirSync(outside);
    symlinkSync(outside, path.join(configDir, "pages/link"));
    expect(resolveConfigPath(configDir, "pages/link/x.json").ok).toBe(false);
  });
});

describe("requests from other origins are refused", () => {
  const request = (headers: Record<string, string>, method = "POST", url = "/api/save") =>
    ({ headers, method, url }) as unknown as IncomingMessage;
  const own = { host: "127.0.0.1:4174", origin: "http://127.0.0.1:4174", "content-type": "application/json" };
  it("allows the editor's own writes and reads", () => {
    expect(refusal(request(own), 4174)).toBeUndefined();
    expect(refusal(request({ host: "localhost:4174" }, "GET", "/api/state"), 4174)).toBeUndefined();
  });
  it("refuses other hosts, origins, cross-site fetches and writes without Origin or JSON", () => {
    expect(refusal(request({ ...own, host: "evil.example" }), 4174)).toMatch(/host/);
    expect(refusal(request({ ...own, origin: "http://evil.example" }), 4174)).toMatch(/not allowed/);
    expect(refusal(request({ ...own, "sec-fetch-site": "cross-site" }), 4174)).toMatch(/cross-site/);
    expect(refusal(request({ host: own.host, "content-type": "application/json" }), 4174)).toMatch(/Origin/);
    expect(refusal(request({ ...own, "content-type": "text/plain" }), 4174)).toMatch(/JSON/);
  });
});
