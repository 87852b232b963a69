// Adding a page by the "Add a page" steps of docs/authoring.md keeps `npm test` green: on a copy of the real configs,
// `npm run new-page` writes the page, `npm run validate` and `npm run build` (with its site check) pass, the
// page is built, and the browser tests' route list (tests/e2e/siteRoutes.ts) includes it while the
// specification's own check of this site still holds.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { specificationRoutesMissing, testedRoutes } from "../e2e/siteRoutes";
import { repoRoot } from "./support/runValidate";
import { tsxNodeOptions } from "../../scripts/lib/scriptCommand";

const dir = mkdtempSync(path.join(os.tmpdir(), "add-page-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, [...tsxNodeOptions, path.join(repoRoot, "scripts", script), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
  });

it(
  "a page added with npm run new-page validates, builds, passes the site check and joins the tested routes",
  { timeout: 300_000 },
  () => {
    const configDir = path.join(dir, "pages-config");
    const outDir = path.join(dir, "dist");
    cpSync(path.join(repoRoot, "pages-config"), configDir, { recursive: true });
    const before = testedRoutes(configDir);

    const added = run("new-page.ts", [
      "/retirement-income",
      "--title",
      "Retirement Income Planning",
      "--dir",
      configDir,
    ]);
    expect(added.stderr).toBe("");
    expect(added.status).toBe(0);

    const validated = run("validate.ts", ["--dir", configDir]);
    expect(validated.stderr).toBe("");
    expect(validated.status).toBe(0);

    const built = run("build.ts", ["--dir", configDir, "--out", outDir]);
    expect(built.status, built.stdout + built.stderr).toBe(0);
    expect(built.stdout).toContain("✔ site check: no problems in the built HTML");
    const html = readFileSync(path.join(outDir, "retirement-income/index.html"), "utf8");
    expect(html).toMatch(/<h1[^>]*>Retirement Income Planning<\/h1>/);

    const after = testedRoutes(configDir);
    expect(after).toEqual([...before, "/retirement-income"].sort());
    expect(specificationRoutesMissing(after)).toEqual([]);
  },
);
