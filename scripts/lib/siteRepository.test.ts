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
