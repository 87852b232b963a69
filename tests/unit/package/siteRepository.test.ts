// bin/siteRepository.mjs: whether the builder running can work on a site repository, in one line when not
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteProblem } from "../../../bin/siteRepository.mjs";
import { repoRoot } from "../../../src/engine/projectPaths";

const json = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

/** A site repository asking for `wanted`, with `installed` (a version) in its node_modules unless undefined. */
function siteRepository(wanted: string, installed: string | undefined, formatVersion = 5) {
  const site = mkdtempSync(path.join(os.tmpdir(), "site-repository-"));
  json(path.join(site, "package.json"), { name: "s", private: true, dependencies: { "config-page-builder": wanted } });
  json(path.join(site, "site.json"), { formatVersion });
  const own = path.join(site, "node_modules", "config-page-builder");
  if (installed !== undefined) {
    json(path.join(own, "package.json"), { name: "config-page-builder", version: installed });
    // the schemas of the install say which format it reads: this repository's
    json(path.join(own, "schemas", "site.schema.json"), { properties: { formatVersion: { const: 5 } } });
  }
  return { site, own };
}

describe("siteProblem", () => {
  it("finds nothing wrong with a site whose installed builder is the one it asks for (what stays the same)", () => {
    const { site, own } = siteRepository("1.0.0", "1.0.0");
    expect(siteProblem(site, own, "1.0.0")).toBeUndefined();
    // a site folder kept inside the builder's repository (no package.json) is not asked about
    const folder = mkdtempSync(path.join(os.tmpdir(), "site-folder-"));
    json(path.join(folder, "site.json"), { formatVersion: 5 });
    expect(siteProblem(folder, repoRoot, "1.0.0")).toBeUndefined();
  });

  it("says how to install the builder when the site's node_modules lacks it", () => {
    const { site } = siteRepository("1.0.0", undefined);
    expect(siteProblem(site, repoRoot, "1.0.0")).toMatch(
      /node_modules has no config-page-builder \(the site's package\.json asks for 1\.0\.0\): install it with "npm install" in .*, then run the command again$/,
    );
  });

  it("names the newer builder a site asks for, and the site's own when another one runs", () => {
    const { site, own } = siteRepository("1.2.0", "1.0.0");
    expect(siteProblem(site, own, "1.0.0")).toMatch(
      /package\.json asks for config-page-builder 1\.2\.0, and 1\.0\.0 is installed: run "npm install" in /,
    );
    // a builder from elsewhere (npx's own copy, another version) on a site with its own install
    const other = siteRepository("1.0.0", "1.0.0");
    expect(siteProblem(other.site, repoRoot, "1.1.0")).toMatch(
      /this is config-page-builder 1\.1\.0, and .* uses its own, 1\.0\.0: run the site's own with "npm run …"/,
    );
  });

  it("names the builder a site in a newer format needs, in one line", () => {
    const { site, own } = siteRepository("1.0.0", "1.0.0", 6);
    const problem = siteProblem(site, own, "1.0.0");
    expect(problem).toMatch(
      /site\.json is in format version 6, and config-page-builder 1\.0\.0 reads version 5: the site needs a newer config-page-builder/,
    );
    expect(problem?.split("\n")).toHaveLength(1);
    // not "run npm install": the package.json names this builder, which an install would bring again
    expect(problem).toContain(
      "npm install --save-exact config-page-builder@VERSION, or npm install path/to/its-tarball.tgz",
    );
    expect(problem).not.toContain('run "npm install"');
  });
});
