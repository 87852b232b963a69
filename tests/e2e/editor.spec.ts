import AxeBuilder from "@axe-core/playwright";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startEditor, type RunningEditor } from "../../scripts/lib/editorProcess";
import { createStaticServer } from "../../scripts/lib/staticServer";
import { expect as baseExpect, problems, test } from "./fixtures";
import { scriptCommand, tsxNodeOptions } from "../../scripts/lib/scriptCommand";

// forms are built in the browser from the schemas: give a busy 2-core machine time
const expect = baseExpect.configure({ timeout: 30_000 });

// `npm run edit` on a temporary copy of pages-config/ (a git repository, so a save can be checked as a diff).
test.describe.configure({ mode: "serial", timeout: 120_000 });

let editor: RunningEditor;
const git = (...args: string[]) => execFileSync("git", args, { cwd: editor.configDir, encoding: "utf8" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  editor = await startEditor();
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.email=editor@test.invalid", "-c", "user.name=editor test", "commit", "-qm", "copy");
  // first visit: Vite transforms the editor and every renderer once
  const page = await browser.newPage();
  await page.goto(`${editor.url}#pages/pricing.json`);
  await waitForPreview(page, "Simple, Transparent Pricing");
  await page.close();
});

// commands a test starts lead their own process group, ended whole when the tests end (even after a timeout)
const children = new Set<ChildProcess>();
test.afterAll(() => {
  editor?.stop();
  for (const child of children) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  }
});

/** Runs a command from the repository in its own process group; resolves with its exit code. */
function run(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { detached: true, stdio: ["ignore", "ignore", "inherit"] });
  children.add(child);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      children.delete(child);
      resolve(code ?? 1);
    });
  });
}

async function openFile(page: Page, file: string) {
  await page.goto(`${editor.url}#${file}`);
  await page.locator("[data-editor-ready]").waitFor({ timeout: 60_000 });
  if (file.startsWith("pages/")) await page.locator("[data-block-row]").first().waitFor({ timeout: 60_000 });
}

async function waitForPreview(page: Page, heading: string) {
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.getByRole("heading", { name: heading }).first()).toBeVisible({ timeout: 60_000 });
}

const blockForm = (page: Page) => page.locator("[data-block-form]");
const rows = (page: Page) => page.locator("[data-block-row]");

test("editing a field updates the preview as you type; saving is a one-line git diff", async ({
  page,
  consoleEntries,
}) => {
  await openFile(page, "pages/pricing.json");
  await waitForPreview(page, "Simple, Transparent Pricing");
  const title = blockForm(page).getByRole("textbox", { name: /^Title/ });
  await expect(title).toHaveValue("Simple, Transparent Pricing");
  await title.fill("Pricing That Grows With You");
  await waitForPreview(page, "Pricing That Grows With You");
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved pages/pricing.json" })).toBeVisible();
  expect(git("diff", "--numstat").trim()).toBe("1\t1\tpages/pricing.json");
  expect(git("diff")).toContain('+      "title": "Pricing That Grows With You",');
  const saved = readFileSync(path.join(editor.configDir, "pages/pricing.json"), "utf8");
  expect(saved.startsWith('{\n  "$schema": "../../schemas/page.schema.json",')).toBe(true);
  expect(saved.endsWith("}\n")).toBe(true);
  // undo and redo
  await page.keyboard.press("Control+z");
  await expect(title).toHaveValue("Simple, Transparent Pricing");
  await page.keyboard.press("Control+Shift+z");
  await expect(title).toHaveValue("Pricing That Grows With You");
  await waitForPreview(page, "Pricing That Grows With You");
  // the picture of the editor in docs/editor.md, refreshed on request only (a run of the tests leaves the checkout clean)
  await page.screenshot({
    path: process.env.UPDATE_DOCS_SCREENSHOT ? "docs/editor.png" : test.info().outputPath("editor.png"),
  });
  expect(problems(consoleEntries)).toEqual([]);
});

test("the preview renders islands inline (the contact form) and follows typing at phone and desktop widths", async ({
  page,
  consoleEntries,
}) => {
  await openFile(page, "pages/contact.json");
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  // the form block holds an island, rendered in place with the resolved props (webhook from site.json)
  const form = frame.locator('[data-block="form"] [data-island]');
  await expect(form.getByRole("textbox", { name: /^Name/ })).toBeVisible({ timeout: 60_000 });
  await expect(frame.getByRole("heading", { name: "Get in Touch" }).first()).toBeVisible();
  const width = () =>
    page
      .frames()
      .find((f) => f.url().endsWith("/preview.html"))!
      .evaluate(() => window.innerWidth);
  expect(await width()).toBe(1280);
  await page.getByRole("button", { name: /^Phone/ }).click();
  await expect.poll(width).toBe(390);
  const title = blockForm(page).getByRole("textbox", { name: /^Title/ });
  await title.fill("Talk to {product}");
  await waitForPreview(page, "Talk to AdvisorBase");
  await page.getByRole("button", { name: /^Desktop/ }).click();
  await expect.poll(width).toBe(1280);
  await page.keyboard.press("Control+z");
  await waitForPreview(page, "Get in Touch");
  expect(problems(consoleEntries)).toEqual([]);
});

test("blocks are added from the palette, reordered by keyboard, buttons and dragging, and removed", async ({
  page,
  consoleEntries,
}) => {
  await openFile(page, "pages/security.json");
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Add block" }).click();
  const palette = page.getByRole("dialog", { name: "Add a block" });
  await palette.getByRole("button", { name: /^Add Stats:/ }).focus();
  await expect(palette.frameLocator("iframe").locator('[data-block="stats"]')).toBeVisible({ timeout: 30_000 });
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').exclude("iframe").analyze()).violations).toEqual(
    [],
  );
  await palette.getByRole("button", { name: /^Add Stats:/ }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(1)).toContainText("Stats");

  // keyboard: dnd-kit's keyboard sensor (space, arrow, space). The palette gives the focus back to "Add block" as
  // it closes: on a busy machine that came after the handle was focused, and the space opened the palette again
  await expect(palette).toBeHidden();
  const dragStats = rows(page)
    .nth(1)
    .getByRole("button", { name: /^Drag 2\. Stats/ });
  await dragStats.focus();
  await expect(dragStats).toBeFocused();
  const announcements = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press("Space");
  await expect(announcements).toContainText(/Picked up block 2, Stats|is over position 2 of 3/);
  await page.waitForTimeout(500);
  await page.keyboard.press("ArrowDown");
  await expect(announcements).toContainText("is over position 3 of 3");
  await page.waitForTimeout(300);
  await page.keyboard.press("Space");
  await expect(announcements).toContainText("was dropped at position 3");
  await expect(rows(page).nth(2)).toContainText("Stats");
  // buttons
  await page.getByRole("button", { name: "Move 3. Stats up" }).click();
  await expect(rows(page).nth(1)).toContainText("Stats");
  // pointer drag: the stats block onto the first row
  const handle = page.getByRole("button", { name: /^Drag 2\. Stats/ });
  const target = await rows(page).nth(0).boundingBox();
  const from = await handle.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + 5, target!.y + 5, { steps: 10 });
  await page.mouse.move(from!.x + 5, target!.y + 2, { steps: 2 });
  await page.mouse.up();
  await expect(rows(page).nth(0)).toContainText("Stats");
  // duplicate, then remove both copies
  await page.getByRole("button", { name: "Duplicate 1. Stats" }).click();
  await expect(rows(page)).toHaveCount(4);
  await page.getByRole("button", { name: "Remove 1. Stats" }).click();
  await page.getByRole("button", { name: "Remove 1. Stats" }).click();
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Move 2. Form up" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved pages/security.json" })).toBeVisible();
  const saved = JSON.parse(readFileSync(path.join(editor.configDir, "pages/security.json"), "utf8"));
  expect(saved.blocks.map((b: { type: string }) => b.type)).toEqual(["form", "legal-text"]);
  expect(problems(consoleEntries)).toEqual([]);
  // the form first leaves the page without its h1, which the build's site check refuses: back to the original
  git("checkout", "--", "pages/security.json");
});

test("a new page is created, opens, passes npm run validate, builds and is served", async ({ page }) => {
  test.setTimeout(420_000);
  await openFile(page, "pages/index.json");
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByRole("textbox", { name: /^Address/ }).fill("/offers/spring");
  await dialog.getByRole("textbox", { name: /^Title/ }).fill("Spring Offer");
  await dialog.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "/offers/spring" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Config files" }).getByRole("link", { name: /^\/offers\/spring/ }),
  ).toBeVisible();
  await waitForPreview(page, "Spring Offer");
  const file = path.join(editor.configDir, "pages/offers/spring.json");
  expect(JSON.parse(readFileSync(file, "utf8")).$schema).toBe("../../../schemas/page.schema.json");
  const output = execFileSync(process.execPath, [...tsxNodeOptions, "scripts/validate.ts", "--dir", editor.configDir], {
    encoding: "utf8",
  });
  expect(output).toMatch(/✔ \d+ config files valid/);

  // the build of the edited folder (validate, pre-render, site check) has the page, and a static server serves it
  const out = path.join(path.dirname(editor.configDir), "dist");
  const build = scriptCommand("scripts/build.ts", ["--dir", editor.configDir, "--out", out]);
  expect(await run(build.command, build.args)).toBe(0);
  const server = createStaticServer(out);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const response = await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/offers/spring`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Spring Offer" })).toBeVisible();
    await expect(page).toHaveTitle(/Spring Offer/);
  } finally {
    server.close();
  }
});

test("an invalid value shows the validator's located message at the field and in the page's problems", async ({
  page,
}) => {
  await openFile(page, "pages/contact.json");
  const seoTitle = page.getByRole("textbox", { name: /^Title/ }).first();
  await seoTitle.fill("A title that is far too long for search results, longer than seventy characters");
  const message = /pages\/contact\.json:\d+:\d+/;
  const fieldError = page.locator("[data-field-error]").first();
  // at the field, the CLI's words without the field's path in front (the field is where it shows)
  await expect(fieldError).not.toContainText("seo.title:");
  await expect(fieldError).toContainText(message);
  const describedBy = await seoTitle.getAttribute("aria-describedby");
  expect(describedBy).toContain(await fieldError.getAttribute("id"));
  await expect(page.locator('[data-problems="file"]')).toContainText("seo.title:");
  // the same words as the CLI, for the unsaved text (saving a file with problems asks first)
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Save anyway" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved pages/contact.json" })).toBeVisible();
  let cli = "";
  try {
    execFileSync(process.execPath, [...tsxNodeOptions, "scripts/validate.ts", "--dir", editor.configDir], {
      encoding: "utf8",
      stdio: "pipe",
    });
  } catch (error) {
    cli = String((error as { stderr: string }).stderr);
  }
  const line = cli.split("\n").find((l) => l.includes("contact.json"))!;
  const words = line.split("  ").slice(1).join("  ");
  expect(words).toMatch(/^seo\.title: ./);
  await expect(fieldError).toContainText(words.replace(/^seo\.title: (.)/, (_, first: string) => first.toUpperCase()));
  await seoTitle.fill("Contact Us");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-field-error]")).toHaveCount(0);
});

test("a page deleted elsewhere shows up as broken links in the site's problems", async ({ page }) => {
  await openFile(page, "pages/contact.json");
  await page.getByRole("link", { name: /^\/apis/ }).click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete page" }).click();
  await expect(
    page.getByRole("navigation", { name: "Config files" }).getByRole("link", { name: /^\/apis/ }),
  ).toHaveCount(0);
  expect(existsSync(path.join(editor.configDir, "pages/apis.json"))).toBe(false);
  await expect(page.locator('[data-problems="site"]')).toContainText("points to no page: there is no pages/apis.json");
  git("checkout", "--", "pages/apis.json");
  await expect(page.locator('[data-problems="site"]')).not.toContainText("pages/apis.json", { timeout: 15_000 });
});

test("unsaved changes survive a reload; a file changed on disk is noticed, not overwritten", async ({ page }) => {
  await openFile(page, "pages/about.json");
  const title = blockForm(page).getByRole("textbox", { name: /^Title/ });
  const original = await title.inputValue();
  await title.fill("Draft headline");
  await page.waitForTimeout(500);
  await page.reload();
  await page.locator("[data-editor-ready]").waitFor();
  await expect(blockForm(page).getByRole("textbox", { name: /^Title/ })).toHaveValue("Draft headline");

  const file = path.join(editor.configDir, "pages/about.json");
  writeFileSync(
    file,
    readFileSync(file, "utf8").replace(`"title": "${original}"`, `"title": "Someone else's headline"`),
  );
  await expect(page.locator("[data-conflict]")).toContainText("changed on disk by someone else");
  // both versions, as a diff from the disk's to mine: the one line each changed, nothing else
  const conflict = page.locator("[data-conflict]");
  await expect(conflict.locator('[data-diff-line="removed"]')).toHaveText([/"title": "Someone else's headline"/]);
  await expect(conflict.locator('[data-diff-line="added"]')).toHaveText([/"title": "Draft headline"/]);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-status]")).toContainText("Not saved");
  expect(readFileSync(file, "utf8")).toContain("Someone else's headline");
  await page.getByRole("button", { name: "Take the version on disk" }).click();
  await expect(blockForm(page).getByRole("textbox", { name: /^Title/ })).toHaveValue("Someone else's headline");
  git("checkout", "--", "pages/about.json");
});

test("site settings are edited with the same forms; the site's lists are its collections", async ({ page }) => {
  await openFile(page, "site.json");
  await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
  await expect(page.frameLocator('iframe[title^="Preview of"]').locator("header").first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator('[data-collection="testimonials"]')).toBeVisible();
});

test("the editor has no axe violations", async ({ page }) => {
  await openFile(page, "pages/index.json");
  await waitForPreview(page, "The AI-Powered Hub for Financial Advisors");
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test.describe("HTTP: writes stay in the folder and come only from the editor itself", () => {
  const request = (pathname: string, body: object | undefined, headers: Record<string, string | undefined>) =>
    new Promise<number>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: "127.0.0.1",
          port: editor.port,
          path: pathname,
          method: text === undefined ? "GET" : "POST",
          headers: withoutUndefined(headers),
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end(text);
    });
  const own = () => ({ "Content-Type": "application/json", Origin: `http://127.0.0.1:${editor.port}` });
  const save = (body: object, headers: Record<string, string | undefined> = {}) =>
    request("/api/save", body, { ...own(), ...headers });

  test("path traversal and symbolic links out of the folder are refused", async () => {
    const outside = path.join(path.dirname(editor.configDir), "outside");
    mkdirSync(outside, { recursive: true });
    for (const p of [
      "../outside/x.json",
      "pages/../../outside/x.json",
      "/etc/x.json",
      "pages/..%2f..%2fx.json",
      "pages\\..\\x.json",
      "pages/x.txt",
    ]) {
      expect(await save({ path: p, value: {}, baseHash: null }), p).toBe(403);
    }
    symlinkSync(outside, path.join(editor.configDir, "pages/escape"));
    expect(await save({ path: "pages/escape/x.json", value: {}, baseHash: null })).toBe(403);
    expect(existsSync(path.join(outside, "x.json"))).toBe(false);
    expect(await request("/api/file?path=../../../etc/passwd", undefined, {})).toBe(403);
  });

  test("writes from another origin or host are refused", async () => {
    const file = path.join(editor.configDir, "pages/pricing.json");
    const before = readFileSync(file, "utf8");
    const body = { path: "pages/pricing.json", value: { hacked: true }, baseHash: null, force: true };
    expect(await save(body, { Origin: "http://evil.example" })).toBe(403);
    expect(await save(body, { Origin: "null" })).toBe(403);
    expect(await save(body, { Origin: undefined })).toBe(403);
    expect(await save(body, { "Content-Type": "text/plain" })).toBe(403);
    expect(await save(body, { "Sec-Fetch-Site": "cross-site" })).toBe(403);
    expect(await request("/api/state", undefined, { Host: "evil.example" })).toBe(403);
    expect(await request("/api/state", undefined, {})).toBe(200);
    expect(readFileSync(file, "utf8")).toBe(before);
  });
});

function withoutUndefined(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined));
}
