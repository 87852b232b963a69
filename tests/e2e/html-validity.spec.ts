// The built HTML is valid HTML: the W3C Nu HTML Checker (vnu-jar, run with Java) over every page of the
// E2E build (E2E_DIST, set by the runner, or the site's own output folder), in one run, and over every page of each
// fixture site. No browser is used: these tests only read files.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { nuHtmlCheck } from "../../scripts/lib/nuHtmlCheck";
import { formatNuErrors } from "../../scripts/lib/nuHtmlReport";
import { repoRoot, siteOutputDir } from "../../src/engine/projectPaths";
import { cameraPhoto } from "../support/cameraPhotos";
import { buildAndServe } from "./builtSiteServer";

const distDir = path.resolve(process.env.E2E_DIST ?? siteOutputDir());

test("every built page passes the W3C Nu HTML Checker with 0 errors", async () => {
  test.setTimeout(300_000); // one JVM for all pages: ~15 s on an idle 2-core machine, much more when it is busy
  const errors = await nuHtmlCheck(distDir);
  expect(errors.length, `Nu HTML Checker errors in ${distDir}:\n${formatNuErrors(errors, 300).join("\n")}`).toBe(0);
});

// Every fixture site's built pages too (a bakery with forms in French and English, a journal, a photo site, a
// site in English and Arabic): each is built here (the photo site with small photos of its own) and checked.
const fixtureSites = readdirSync(path.join(repoRoot, "tests/fixtures/sites")).sort();

test.describe("fixture sites", () => {
  test.describe.configure({ mode: "serial" });
  const workDir = mkdtempSync(path.join(os.tmpdir(), "html-validity-"));
  test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  for (const name of fixtureSites) {
    test(`every built page of the ${name} fixture site passes the W3C Nu HTML Checker with 0 errors`, async () => {
      test.setTimeout(600_000);
      const siteDir = path.join(workDir, name);
      const outDir = path.join(workDir, `${name}-out`);
      cpSync(path.join(repoRoot, "tests/fixtures/sites", name), siteDir, { recursive: true });
      if (name === "photos") await writeSmallPhotos(path.join(siteDir, "public"));
      const { server } = await buildAndServe(siteDir, outDir);
      server.close();
      const errors = await nuHtmlCheck(outDir);
      expect(errors.length, `Nu HTML Checker errors in ${name}:\n${formatNuErrors(errors, 300).join("\n")}`).toBe(0);
    });
  }
});

/** The photo site's pictures, small: the markup is the same whatever their size. */
async function writeSmallPhotos(publicDir: string): Promise<void> {
  const dir = path.join(publicDir, "photos");
  mkdirSync(dir, { recursive: true });
  const names = [
    "hero",
    ...Array.from({ length: 8 }, (_, i) => `team-${i + 1}`),
    ...Array.from({ length: 12 }, (_, i) => `gallery-${i + 1}`),
    "post-1",
    "post-2",
  ];
  for (const [i, name] of names.entries()) await cameraPhoto(path.join(dir, `${name}.jpg`), i + 1, 800, 533);
}
