// A "$schema" line leading to no file is said at its line, with the line to write (a site repository's lines point
// into its own install of the builder)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../projectPaths.ts";

const site = path.join(mkdtempSync(path.join(os.tmpdir(), "schema-line-")), "site");
const command = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(repoRoot, "bin/config-page-builder.mjs"), ...args], {
    cwd: site,
    encoding: "utf8",
  });

beforeAll(() => {
  mkdirSync(site);
  expect(command("new", site, "--name", "Lines").status).toBe(0);
  // the site's install of the builder: this repository
  mkdirSync(path.join(site, "node_modules"));
  symlinkSync(repoRoot, path.join(site, "node_modules", "config-page-builder"));
});

describe('"$schema" lines', () => {
  it("pointing into the site's own install validate (what stays the same)", () => {
    const run = command("validate", "--dir", ".");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("leading to no file are said at their line, with the line to write; another wrong one is said as before", () => {
    const page = path.join(site, "pages", "contact.json");
    const text = readFileSync(page, "utf8");
    try {
      writeFileSync(page, text.replace(/"\$schema": "[^"]*"/, '"$schema": "../../schemas/page.schema.json"'));
      const moved = command("validate", "--dir", ".");
      expect(moved.status).toBe(1);
      expect(moved.stderr).toContain(
        'pages/contact.json:2:14  $schema: "../../schemas/page.schema.json" points at a file that does not exist, so your editor checks nothing here. Write "$schema": "../node_modules/config-page-builder/schemas/page.schema.json".',
      );
      // a line leading to another schema that exists: the place calls for another one
      writeFileSync(page, text.replace(/page\.schema\.json/, "site.schema.json"));
      expect(command("validate", "--dir", ".").stderr).toContain(
        'pages/contact.json:2:14  $schema: should be "../node_modules/config-page-builder/schemas/page.schema.json" for a file in this place',
      );
    } finally {
      writeFileSync(page, text);
    }
  });
});
