import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builderDependency, builderPinWords, builderVersion, sitePackageJson } from "./siteRepository";

const tmp = mkdtempSync(path.join(os.tmpdir(), "site-repository-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const tarball = path.join(tmp, "config-page-builder-9.9.9.tgz");
writeFileSync(tarball, "");
mkdirSync(path.join(tmp, "sites"));

/** What npm hands a command that `npx --package SPEC` started from `cwd`. */
const npx = (spec: string, cwd = tmp) => ({ npm_command: "exec", npm_config_package: spec, INIT_CWD: cwd });

/**
 * A project in tmp/`name` with this package.json and these other files (lockfiles), the builder installed in its
 * node_modules.
 */
function project(name: string, manifest: object, files: Record<string, object> = {}): string {
  const dir = path.join(tmp, name);
  mkdirSync(path.join(dir, "node_modules", "config-page-builder"), { recursive: true });
  writeFileSync(path.join(dir, "node_modules", "config-page-builder", "package.json"), '{"version":"9.9.9"}');
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name, ...manifest }));
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), JSON.stringify(content));
  return dir;
}
/** Where the running builder is, installed in `dir`. */
const installedIn = (dir: string) => path.join(dir, "node_modules", "config-page-builder");

describe("the builder a new site repository pins", () => {
  it("is the tarball npx ran it from, as npm writes a tarball it installs, relative to the site", () => {
    expect(builderDependency(path.join(tmp, "my-site"), npx("./config-page-builder-9.9.9.tgz"))).toBe(
      "file:../config-page-builder-9.9.9.tgz",
    );
    expect(builderDependency(path.join(tmp, "sites", "a"), npx("config-page-builder-9.9.9.tgz"))).toBe(
      "file:../../config-page-builder-9.9.9.tgz",
    );
    // named from another folder than the one the site is made in
    expect(
      builderDependency(path.join(tmp, "sites", "a"), npx("../config-page-builder-9.9.9.tgz", path.join(tmp, "sites"))),
    ).toBe("file:../../config-page-builder-9.9.9.tgz");
    expect(builderDependency(tmp, npx(tarball))).toBe("file:./config-page-builder-9.9.9.tgz");
  });

  it("stays this version otherwise: from the registry, a tarball that is not there, another npm command, no npm", () => {
    const version = builderVersion();
    expect(builderDependency(path.join(tmp, "s"), npx("config-page-builder"))).toBe(version);
    expect(builderDependency(path.join(tmp, "s"), npx("config-page-builder@1.2.0"))).toBe(version);
    expect(builderDependency(path.join(tmp, "s"), npx("./gone-1.0.0.tgz"))).toBe(version);
    expect(
      builderDependency(path.join(tmp, "s"), { ...npx("./config-page-builder-9.9.9.tgz"), npm_command: "run-script" }),
    ).toBe(version);
    expect(builderDependency(path.join(tmp, "s"), {})).toBe(version);
  });

  it("is told in one sentence without empty parts: a version, or a version and the tarball", () => {
    expect(builderPinWords("config-page-builder", "1.2.0", "1.2.0")).toBe(
      "the builder, config-page-builder 1.2.0, pinned in package.json",
    );
    expect(builderPinWords("config-page-builder", "file:../config-page-builder-1.2.0.tgz", "1.2.0")).toBe(
      "the builder, config-page-builder 1.2.0 from ../config-page-builder-1.2.0.tgz, pinned in package.json",
    );
  });

  it("installed in a project, is what the project installed it from: its tarball, relative to the site", () => {
    // `npm install ../config-page-builder-9.9.9.tgz` in agency/, then `npx config-page-builder new my-site` there
    const agency = project("agency", {
      dependencies: { "config-page-builder": "file:../config-page-builder-9.9.9.tgz" },
    });
    expect(builderDependency(path.join(agency, "my-site"), {}, installedIn(agency))).toBe(
      "file:../../config-page-builder-9.9.9.tgz",
    );
    // `git init x && cd x && …/node_modules/.bin/config-page-builder new .`, in a folder elsewhere
    expect(builderDependency(path.join(tmp, "sites", "x"), {}, installedIn(agency))).toBe(
      "file:../../config-page-builder-9.9.9.tgz",
    );
    expect(builderDependency(tmp, {}, installedIn(agency))).toBe("file:./config-page-builder-9.9.9.tgz");
    // as npm writes it in package.json: a path without file:, a devDependency, a folder rather than a tarball
    const bare = project("bare", { devDependencies: { "config-page-builder": "../config-page-builder-9.9.9.tgz" } });
    expect(builderDependency(path.join(bare, "s"), {}, installedIn(bare))).toBe(
      "file:../../config-page-builder-9.9.9.tgz",
    );
    mkdirSync(path.join(tmp, "builder-checkout"));
    const folder = project("folder", { dependencies: { "config-page-builder": "file:../builder-checkout" } });
    expect(builderDependency(path.join(tmp, "sites", "b"), {}, installedIn(folder))).toBe(
      "file:../../builder-checkout",
    );
    // npm's run-script, not npx: the installed copy still tells
    expect(
      builderDependency(
        path.join(agency, "my-site"),
        { ...npx("./config-page-builder-9.9.9.tgz"), npm_command: "run-script" },
        installedIn(agency),
      ),
    ).toBe("file:../../config-page-builder-9.9.9.tgz");
  });

  it("installed without saving (or by npx into its cache), is the tarball its project's lockfile names", () => {
    const lock = (resolved: string) => ({
      lockfileVersion: 3,
      packages: { "": {}, "node_modules/config-page-builder": { version: "9.9.9", resolved } },
    });
    const unsaved = project("unsaved", {}, { "package-lock.json": lock("file:../config-page-builder-9.9.9.tgz") });
    expect(builderDependency(path.join(unsaved, "my-site"), {}, installedIn(unsaved))).toBe(
      "file:../../config-page-builder-9.9.9.tgz",
    );
    // npm's hidden lockfile, in the node_modules the builder is in
    const hidden = project(
      "hidden",
      { dependencies: {} },
      { "node_modules/.package-lock.json": lock("file:../config-page-builder-9.9.9.tgz") },
    );
    expect(builderDependency(path.join(hidden, "s"), {}, installedIn(hidden))).toBe(
      "file:../../config-page-builder-9.9.9.tgz",
    );
    // npx's cache: a package.json naming the tarball from there, and no npm_config_package handed on
    const cache = project(path.join("_npx", "0f5a890e18b9f2c5"), {
      dependencies: { "config-page-builder": "file:../../config-page-builder-9.9.9.tgz" },
    });
    expect(builderDependency(path.join(tmp, "sites", "c"), {}, installedIn(cache))).toBe(
      "file:../../config-page-builder-9.9.9.tgz",
    );
    // from git, as the lockfile resolved it
    const cloned = project(
      "cloned",
      {},
      { "package-lock.json": lock("git+ssh://git@github.com/acme/cpb.git#0a1b2c3") },
    );
    expect(builderDependency(path.join(cloned, "s"), {}, installedIn(cloned))).toBe(
      "git+ssh://git@github.com/acme/cpb.git#0a1b2c3",
    );
    // from the registry
    const registry = project(
      "registry-lock",
      {},
      { "package-lock.json": lock("https://registry.npmjs.org/config-page-builder/-/config-page-builder-9.9.9.tgz") },
    );
    expect(builderDependency(path.join(registry, "s"), {}, installedIn(registry))).toBe(builderVersion());
  });

  it("installed from git, is the same git spec; from the registry, this version", () => {
    for (const spec of [
      "github:acme/config-page-builder#v1.2.0",
      "git+https://github.com/acme/config-page-builder.git#v1.2.0",
      "acme/config-page-builder",
      "https://example.com/builds/config-page-builder-1.2.0.tgz",
    ]) {
      const from = project(`git-${spec.replace(/\W+/g, "-")}`, { dependencies: { "config-page-builder": spec } });
      expect(builderDependency(path.join(from, "s"), {}, installedIn(from))).toBe(spec);
    }
    for (const spec of ["1.2.0", "^1.2.0", "latest", "npm:config-page-builder@1.2.0"]) {
      const from = project(`registry-${spec.replace(/\W+/g, "-")}`, {
        dependencies: { "config-page-builder": spec },
      });
      expect(builderDependency(path.join(from, "s"), {}, installedIn(from))).toBe(builderVersion());
    }
    // a tarball no longer there, a project naming no builder: this version
    const gone = project("gone", { dependencies: { "config-page-builder": "file:../gone-1.0.0.tgz" } });
    expect(builderDependency(path.join(gone, "s"), {}, installedIn(gone))).toBe(builderVersion());
    const silent = project("silent", { dependencies: { react: "^19.0.0" } });
    expect(builderDependency(path.join(silent, "s"), {}, installedIn(silent))).toBe(builderVersion());
  });

  it("from npx --package TARBALL, is that tarball whatever the project it is installed in says", () => {
    const registry = project("npx-over-registry", { dependencies: { "config-page-builder": "1.0.0" } });
    expect(
      builderDependency(path.join(tmp, "my-site"), npx("./config-page-builder-9.9.9.tgz"), installedIn(registry)),
    ).toBe("file:../config-page-builder-9.9.9.tgz");
  });

  it("is what the site's package.json names", () => {
    const previous = { ...process.env };
    Object.assign(process.env, npx("./config-page-builder-9.9.9.tgz"));
    try {
      const manifest = JSON.parse(sitePackageJson(path.join(tmp, "my-site"), "My Site")) as {
        dependencies: Record<string, string>;
      };
      expect(manifest.dependencies).toEqual({ "config-page-builder": "file:../config-page-builder-9.9.9.tgz" });
    } finally {
      for (const key of ["npm_command", "npm_config_package", "INIT_CWD"]) {
        if (previous[key] === undefined) delete process.env[key];
        else process.env[key] = previous[key];
      }
    }
  });
});
