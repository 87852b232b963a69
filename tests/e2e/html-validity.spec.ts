// The built HTML is valid HTML: the W3C Nu HTML Checker (vnu-jar, run with Java) over every page of the
// E2E build (E2E_DIST, set by the runner, or the site's own output folder), in one run. No browser is used: this test only reads files.
import path from "node:path";
import { expect, test } from "@playwright/test";
import { nuHtmlCheck } from "../../scripts/lib/nuHtmlCheck";
import { formatNuErrors } from "../../scripts/lib/nuHtmlReport";
import { siteOutputDir } from "../../src/engine/projectPaths";

const distDir = path.resolve(process.env.E2E_DIST ?? siteOutputDir());

test("every built page passes the W3C Nu HTML Checker with 0 errors", async () => {
  test.setTimeout(300_000); // one JVM for all pages: ~15 s on an idle 2-core machine, much more when it is busy
  const errors = await nuHtmlCheck(distDir);
  expect(errors.length, `Nu HTML Checker errors in ${distDir}:\n${formatNuErrors(errors, 300).join("\n")}`).toBe(0);
});
