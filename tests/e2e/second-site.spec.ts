// The builder makes sites other than the first: a second site from its own folder (tests/fixtures/sites/bakery:
// another business, its own data and public files) validates, builds with --dir and --out, passes the site check
// and the W3C Nu HTML Checker, and holds none of the first site's words; a site fresh from `npm run new-site`
// validates and builds too. Each is built once, into a temporary folder, and served like `npm start` serves dist/.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { nuHtmlCheck } from "../../scripts/lib/nuHtmlCheck";
import { formatNuErrors } from "../../scripts/lib/nuHtmlReport";
import { randomBrowsablePort } from "../../scripts/lib/portInUse";
import { createStaticServer } from "../../scripts/lib/staticServer";
import { repoRoot } from "../../src/engine/projectPaths";
import { firstSiteWords } from "../support/firstSiteWords";
import { expect, gotoHydrated, problems, test, waitForIsland } from "./fixtures";
import { tsxNodeOptions } from "../../scripts/lib/scriptCommand";

const siteDir = path.join(repoRoot, "tests/fixtures/sites/bakery");

/** Runs one of the CLIs in scripts/ from the repository; fails the test with its output when it exits non-zero. */
function cli(script: string, args: string[]): string {
  const run = spawnSync(process.execPath, [...tsxNodeOptions, path.join(repoRoot, "scripts", script), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  const output = `${run.stdout}\n${run.stderr}`;
  expect(run.status, `${script} ${args.join(" ")}:\n${output}`).toBe(0);
  return output;
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "assets" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });

function expectNoFirstSiteWords(outDir: string): void {
  const files = htmlFiles(outDir);
  expect(files.length).toBeGreaterThan(2);
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    for (const word of firstSiteWords)
      expect(html, `${path.relative(outDir, file)} says "${word}"`).not.toMatch(new RegExp(word, "i"));
  }
}

test.describe.configure({ mode: "serial" });

test.describe("a second site, from its own folder", () => {
  let outDir: string;
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    outDir = mkdtempSync(path.join(os.tmpdir(), "second-site-"));
    cli("validate.ts", ["--dir", siteDir]);
    const built = cli("build.ts", ["--dir", siteDir, "--out", outDir]);
    expect(built).toContain("✔ site check: no problems in the built HTML");
    server = createStaticServer(outDir);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => {
    server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  test("its build holds its own public files, not the first site's", () => {
    for (const file of ["brand/linden-logo.svg", "brand/linden-mark.svg", "favicon.svg"])
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    // its link-preview picture is published as the 1200×630 file made of it, not as it is (its metadata would ship)
    expect(existsSync(path.join(outDir, "og/linden-share.png"))).toBe(false);
    expect(readdirSync(path.join(outDir, "_pictures")).some((f) => /^linden-share-share-\w+\.png$/.test(f))).toBe(true);
    expect(existsSync(path.join(outDir, "brand/logo.svg"))).toBe(false);
    expect(existsSync(path.join(outDir, "order/index.html"))).toBe(true);
    expect(existsSync(path.join(outDir, "404.html"))).toBe(true);
  });

  test("passes the site check run on its own", () => {
    cli("check-site.ts", ["--dir", outDir, "--config", siteDir]);
  });

  test("passes the W3C Nu HTML Checker with 0 errors", async () => {
    test.setTimeout(180_000);
    const errors = await nuHtmlCheck(outDir);
    expect(errors.length, formatNuErrors(errors, 100).join("\n")).toBe(0);
  });

  test("its HTML holds none of the first site's words", () => {
    expectNoFirstSiteWords(outDir);
  });

  test("its pages show its own content, data and logo", async ({ page, consoleEntries }) => {
    await gotoHydrated(page, `${base}/`);
    await expect(page).toHaveTitle("Fresh Bread Every Morning | Linden Street Bakery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bread Baked Before Sunrise");
    await expect(page.getByText("The dark rye is the best I have had")).toBeVisible();
    // the header's picture: the full logo on a wide screen, from the site's own public/
    const logo = page.locator("header img[data-logo]");
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => [new URL(img.currentSrc).pathname, img.naturalWidth > 0]))
      .toEqual(["/brand/linden-logo.svg", true]);
    await gotoHydrated(page, `${base}/order`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order a Cake");
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("every page shows its brand colour and font, from its site.json theme", async ({ page }) => {
    // theme.brandColor #8a4b12 is brand shade 700: the solid buttons' background; theme.font is Georgia
    for (const route of ["/", "/order", "/privacy-policy", "/no-such-page"]) {
      await gotoHydrated(page, `${base}${route}`);
      const button = page.locator("header").getByRole("link", { name: "Order a Cake" }).first();
      await expect(button).toHaveCSS("background-color", "rgb(138, 75, 18)");
      expect(await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(/^"?Georgia"?,/);
    }
  });

  test("its order form's choices, consent box, date, number and hidden field work before and after scripts, keep a draft, and reach the webhook", async ({
    page,
    consoleEntries,
  }) => {
    const posts: unknown[] = [];
    await page.route("https://hooks.lindenstreetbakery.example/orders", async (route) => {
      posts.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, body: "" });
    });
    await gotoHydrated(page, `${base}/order?from=flyer`);
    const form = page.locator("form");
    // first taps, before the form's island has woken: real controls answer at once
    expect(await page.locator("[data-island][data-hydrated]").count()).toBe(0);
    await page.getByLabel("Cake size").selectOption("medium");
    await expect(page.getByLabel("Cake size")).toHaveValue("medium");
    // a choice without a placeholder starts on an empty option that has words (the W3C checker refuses an empty one)
    await expect(page.getByLabel("Flavour").locator("option").first()).toHaveText("Choose…");
    // the island wakes at the first tap inside the form, and keeps the choice made before it was live
    await waitForIsland(page, "[data-block=form]");
    await expect(page.getByLabel("Cake size")).toHaveValue("medium");
    await page.getByRole("radio", { name: "Deliver it (town centre only)" }).check();
    await page.getByLabel("For which day?").fill("2027-05-01");
    await page.getByLabel("Guests").fill("300");
    await page.getByLabel("Name").fill("Ada Baker");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("What would you like?").fill("A lemon cake with blueberries, please.");
    await expect(form.getByRole("link", { name: "privacy policy", exact: true })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(form.getByRole("link", { name: "Privacy policy", exact: true })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );

    // a reload keeps what was chosen (the draft), the consent box included once ticked
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.waitForTimeout(400);
    await gotoHydrated(page, `${base}/order?from=flyer`);
    await expect(page.getByLabel("Cake size")).toHaveValue("medium");
    await expect(page.getByRole("radio", { name: "Deliver it (town centre only)" })).toBeChecked();
    await expect(page.getByLabel("For which day?")).toHaveValue("2027-05-01");
    await expect(page.getByRole("checkbox", { name: /I agree/ })).toBeChecked();

    // the form's own messages, located at the fields
    await page.getByRole("checkbox", { name: /I agree/ }).uncheck();
    await page.getByRole("button", { name: "Send Order" }).click();
    await expect(page.getByText("From 1 to 200 guests.")).toBeVisible();
    await expect(page.getByText("Please agree, so we can take your order.")).toBeVisible();
    expect(posts).toEqual([]);

    await page.getByLabel("Guests").fill("40");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Send Order" }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toEqual({
      name: "Ada Baker",
      email: "ada@example.com",
      size: "medium",
      flavour: "",
      pickup: "delivery",
      day: "2027-05-01",
      guests: 40,
      message: "A lemon cake with blueberries, please.",
      consent: "yes",
      source: "flyer",
    });
    expect(problems(consoleEntries)).toEqual([]);
  });
});

test("a site made with npm run new-site validates and builds at once", async () => {
  test.setTimeout(240_000);
  const root = mkdtempSync(path.join(os.tmpdir(), "new-site-build-"));
  try {
    const site = path.join(root, "harbor-dental");
    const out = path.join(root, "out");
    cli("new-site.ts", [site, "--name", "Harbor Dental"]);
    cli("validate.ts", ["--dir", site]);
    const built = cli("build.ts", ["--dir", site, "--out", out]);
    expect(built).toContain("✔ site check: no problems in the built HTML");
    for (const file of [
      "index.html",
      "contact/index.html",
      "privacy-policy/index.html",
      "404.html",
      "logo.svg",
      "favicon.svg",
    ])
      expect(existsSync(path.join(out, file)), file).toBe(true);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toContain("Harbor Dental");
    expectNoFirstSiteWords(out);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("npm run dev -- --dir serves the site's pages and its own public files", async ({ page }) => {
  test.setTimeout(180_000);
  const port = randomBrowsablePort(5800, 400);
  let printed = "";
  const dev = spawn(
    process.execPath,
    [...tsxNodeOptions, "scripts/dev.ts", "--dir", siteDir, "--port", String(port), "--strictPort"],
    {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "pipe"],
      // its own process group, so the dev server it starts is stopped with it
      detached: true,
    },
  );
  const collect = (chunk: Buffer) => (printed += String(chunk).replace(/\x1b\[[0-9;]*m/g, ""));
  dev.stdout?.on("data", collect);
  dev.stderr?.on("data", collect);
  try {
    await expect.poll(() => printed, { timeout: 90_000 }).toContain(`127.0.0.1:${port}`);
    await page.goto(`http://127.0.0.1:${port}/order`);
    await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 60_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order a Cake");
    const logo = await page.request.get(`http://127.0.0.1:${port}/brand/linden-logo.svg`);
    expect(logo.status()).toBe(200);
    expect(await logo.text()).toContain("Linden Street Bakery");
  } finally {
    if (dev.pid) process.kill(-dev.pid, "SIGTERM");
  }
});
