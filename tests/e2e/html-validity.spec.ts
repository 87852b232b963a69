// The built HTML is valid HTML: the W3C Nu HTML Checker (vnu-jar, run with Java) over every page of the
// E2E build (E2E_DIST, set by the runner, or the site's own output folder), in one run, and over every page of each
// fixture site. No browser is used: these tests only read files.
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { nuHtmlCheck } from "../../scripts/lib/nuHtmlCheck";
import { formatNuErrors } from "../../scripts/lib/nuHtmlReport";
import { repoRoot, siteOutputDir } from "../../src/engine/projectPaths";
import { writePhotoSitePhotos } from "../support/cameraPhotos";
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
      // the markup is the same whatever the photos' size
      if (name === "photos") await writePhotoSitePhotos(path.join(siteDir, "public"), { width: 800, height: 533 });
      const { server } = await buildAndServe(siteDir, outDir);
      server.close();
      const errors = await nuHtmlCheck(outDir);
      expect(errors.length, `Nu HTML Checker errors in ${name}:\n${formatNuErrors(errors, 300).join("\n")}`).toBe(0);
    });
  }
});
