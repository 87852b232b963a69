// A site in two languages, one right to left (tests/fixtures/sites/two-languages: en + ar), built once with
// --dir/--out: each page says its language and direction, names its translations (hreflang, x-default), has a
// language switch of plain links that leads to the same page in the other language, and the page Arabic lacks is
// served at its Arabic address from English with a visible notice. It passes the site check and the Nu checker.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { nuHtmlCheck } from "../../scripts/lib/nuHtmlCheck";
import { formatNuErrors } from "../../scripts/lib/nuHtmlReport";
import { tsxNodeOptions } from "../../scripts/lib/scriptCommand";
import { createStaticServer } from "../../scripts/lib/staticServer";
import { repoRoot } from "../../src/engine/projectPaths";
import { expect, test } from "./fixtures";

const siteDir = path.join(repoRoot, "tests/fixtures/sites/two-languages");
const siteUrl = "https://www.cedarlanebakery.example";

test.describe.configure({ mode: "serial" });

test.describe("a site in English and Arabic", () => {
  let outDir: string;
  let server: Server;
  let base: string;
  const html = (file: string) => readFileSync(path.join(outDir, file), "utf8");

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    outDir = mkdtempSync(path.join(os.tmpdir(), "two-languages-"));
    const run = spawnSync(
      process.execPath,
      [...tsxNodeOptions, path.join(repoRoot, "scripts/build.ts"), "--dir", siteDir, "--out", outDir],
      { cwd: repoRoot, encoding: "utf8" },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain("✔ site check: no problems in the built HTML");
    server = createStaticServer(outDir);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => {
    server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  test("each page says its language and direction, and names its translations", () => {
    expect(html("index.html")).toContain('<html lang="en">');
    const arabic = html("ar/index.html");
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    for (const [code, route] of [
      ["en", "/"],
      ["ar", "/ar/"],
      ["x-default", "/"],
    ])
      expect(arabic).toContain(`<link rel="alternate" hrefLang="${code}" href="${siteUrl}${route}"/>`);
    // a page's breadcrumb trail starts at its own language's home
    expect(arabic).not.toContain(`"item":"${siteUrl}/"`);
    expect(arabic).toContain('<meta property="og:locale" content="ar_SA"/>');
    expect(arabic).toContain('<meta property="og:locale:alternate" content="en_US"/>');
  });

  test("the page Arabic lacks is built at its Arabic address, from English, with a notice", () => {
    const fallback = html("ar/privacy-policy/index.html");
    expect(fallback).toContain('<html lang="ar" dir="rtl">');
    expect(fallback).toContain("هذه الصفحة غير مترجمة بعد.");
    expect(fallback).toContain('<div lang="en" dir="ltr">');
    expect(fallback).toContain(`<link rel="canonical" href="${siteUrl}/privacy-policy/"/>`);
  });

  test("the language switch leads to the same page in the other language, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/privacy-policy`);
    const header = page.locator("header nav[data-language-switch]");
    await header.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/privacy-policy\/?$/);
    await expect(page.locator("[data-not-translated]")).toBeVisible();
    await page.locator("header nav[data-language-switch]").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/privacy-policy\/?$/);
    await page.goto(`${base}/`);
    await page.locator("header nav[data-language-switch]").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("خبز من شارع الأرز");
    await expect(page.locator("header nav[data-language-switch] [aria-current=true]").first()).toHaveText("العربية");
    await context.close();
  });

  test("a translated item gets its Arabic page; an untranslated one is served from English with a notice", () => {
    const translated = html("ar/news/new-oven/index.html");
    expect(translated).toContain('<html lang="ar" dir="rtl">');
    expect(translated).toContain("فرن Rofco جديد في شارع الأرز"); // the translation's title, a Latin brand in it
    expect(translated).toContain("وصل الفرن الجديد يوم الاثنين."); // its body
    expect(translated).not.toContain("data-not-translated");
    expect(translated).toContain(`<link rel="alternate" hrefLang="en" href="${siteUrl}/news/new-oven/"/>`);
    const untranslated = html("ar/news/rye-flour/index.html");
    expect(untranslated).toContain("هذه الصفحة غير مترجمة بعد.");
    expect(untranslated).toContain("Rye flour from the valley");
    expect(untranslated).toContain(`<link rel="canonical" href="${siteUrl}/news/rye-flour/"/>`);
    // the English pages stay English
    expect(html("news/new-oven/index.html")).toContain("A new oven on Cedar Lane");
    expect(html("news/new-oven/index.html")).not.toContain("فرن");
  });

  test("the Arabic list shows the Arabic items at their Arabic addresses", () => {
    const list = html("ar/news/index.html");
    expect(list).toContain("فرن Rofco جديد في شارع الأرز");
    expect(list).toContain('href="/ar/news/new-oven"');
    expect(list).toContain('href="/ar/news/rye-flour"');
    expect(html("news/index.html")).toContain('href="/news/new-oven"');
  });

  test("a phone number and an e-mail address read left to right on an Arabic page; words follow the page", () => {
    const arabic = html("ar/index.html");
    const link = (href: string) => new RegExp(`<a[^>]*href="${href}"[^>]*>`).exec(arabic)?.[0];
    expect(link("tel:\\+15035550199")).toContain('dir="ltr"');
    expect(link("mailto:hello@lindenstreetbakery\\.example")).toContain('dir="ltr"');
    expect(link("/ar")).not.toContain("dir=");
  });

  test("passes the W3C Nu HTML Checker with 0 errors", async () => {
    test.setTimeout(180_000);
    const errors = await nuHtmlCheck(outDir);
    expect(errors.length, formatNuErrors(errors, 100).join("\n")).toBe(0);
  });
});
