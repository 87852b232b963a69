import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../src/engine/projectPaths";
import { distBuildState } from "../staleBuild";
import { buildStampFile, writeBuildStamp } from "./buildStamp";

const dir = mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stampsOfTheBuilder = () => {
  const stamps = path.join(repoRoot, "build", "stamps");
  return existsSync(stamps) ? readdirSync(stamps) : [];
};

describe("the build stamp", () => {
  it("is written beside the output, in the hidden folder of its builds, never in the builder's folder", () => {
    const site = path.join(dir, "site");
    const out = path.join(site, "dist");
    const before = stampsOfTheBuilder();
    writeBuildStamp(out, site);
    expect(buildStampFile(out)).toBe(path.join(site, ".dist.builds", "stamp"));
    expect(readFileSync(buildStampFile(out), "utf8")).toMatch(/^\d{4}-\d\d-\d\dT.*\nsite: .*site\n$/);
    expect(readdirSync(site)).toEqual([".dist.builds"]);
    expect(stampsOfTheBuilder()).toEqual(before);
  });

  it("tells npm start whether the output was built, and from which site folder", () => {
    const site = path.join(dir, "other");
    mkdirSync(path.join(site, "pages"), { recursive: true });
    const out = path.join(site, "dist");
    expect(distBuildState(site, out)).toBe("missing");
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, "index.html"), "<!doctype html>");
    expect(distBuildState(site, out)).toBe("missing");
    writeBuildStamp(out, path.join(dir, "elsewhere"));
    expect(distBuildState(site, out)).toBe("stale");
    writeBuildStamp(out, site);
    expect(distBuildState(site, out)).not.toBe("missing");
  });
});
