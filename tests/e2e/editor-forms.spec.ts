import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startEditor, type RunningEditor } from "../../scripts/lib/editorProcess";
import { expect as baseExpect, problems, test } from "./fixtures";

// forms are built in the browser from the schemas: give a busy 2-core machine time
const expect = baseExpect.configure({ timeout: 30_000 });

// `npm run edit` on a temporary copy of pages-config/, a git repository: a save that changed nothing is an empty diff
test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: RunningEditor;
const git = (...args: string[]) => execFileSync("git", args, { cwd: editor.configDir, encoding: "utf8" });

test.beforeAll(async () => {
  editor = await startEditor();
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.email=editor@test.invalid", "-c", "user.name=editor test", "commit", "-qm", "copy");
});
test.afterAll(() => editor?.stop());

async function openFile(page: Page, file: string) {
  await page.goto(`${editor.url}#${file}`);
  await page.locator("[data-editor-ready]").waitFor({ timeout: 60_000 });
  if (file.startsWith("pages/")) await page.locator("[data-block-row]").first().waitFor({ timeout: 60_000 });
}

const rows = (page: Page) => page.locator("[data-block-row]");
const blockForm = (page: Page) => page.locator("[data-block-form]");
/** The button that selects the block of a row (the first is the drag handle). */
const selectRow = (page: Page, index: number) =>
  rows(page)
    .nth(index)
    .getByRole("button", { name: new RegExp(`^${index + 1}\\. `) });

async function saveAndWait(page: Page, file: string) {
  // the keys go to the editor, not to the preview (a frame of its own) if it took the focus
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: `Saved ${file}` })).toBeVisible();
}

const pageFiles = (dir: string): string[] =>
  readdirSync(path.join(editor.configDir, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pageFiles(`${dir}/${e.name}`) : e.name.endsWith(".json") ? [`${dir}/${e.name}`] : [],
  );

test("opening every page, selecting each block and saving leaves every file as it was", async ({
  page,
  consoleEntries,
}) => {
  test.setTimeout(900_000);
  for (const file of [...pageFiles("pages"), ...pageFiles("not-found")].sort()) {
    await openFile(page, file);
    const count = await rows(page).count();
    for (let i = 0; i < count; i++) {
      await selectRow(page, i).click();
      await expect(blockForm(page)).toHaveAttribute("data-block-form", String(i));
    }
    await expect(page.getByText("— unsaved changes")).toHaveCount(0);
    await saveAndWait(page, file);
    expect(git("status", "--porcelain"), file).toBe("");
  }
  // the site's collection items have their own editor: tests/e2e/editor-content.spec.ts holds them to the same rule
  for (const file of ["site.json"]) {
    await openFile(page, file);
    await expect(page.getByText("— unsaved changes")).toHaveCount(0);
    await saveAndWait(page, file);
    expect(git("status", "--porcelain"), file).toBe("");
  }
  expect(problems(consoleEntries)).toEqual([]);
});

test("the Tone control shows the block's tone and keeps a new choice", async ({ page, consoleEntries }) => {
  await openFile(page, "pages/index.json");
  // block 6 of the home page is a video on a "muted" band
  await selectRow(page, 5).click();
  const tone = blockForm(page).getByRole("combobox", { name: /^Tone/ });
  await expect(tone).toContainText("muted");
  await tone.click();
  await page.getByRole("option", { name: "plain" }).click();
  await expect(tone).toContainText("plain");
  await saveAndWait(page, "pages/index.json");
  expect(git("diff", "--numstat").trim()).toBe("1\t1\tpages/index.json");
  expect(git("diff")).toContain('+      "tone": "plain"');
  // selecting another block and coming back shows the saved choice
  await selectRow(page, 0).click();
  await selectRow(page, 5).click();
  await expect(blockForm(page).getByRole("combobox", { name: /^Tone/ })).toContainText("plain");
  const axe = await new AxeBuilder({ page }).include("[data-page-editor]").analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary}`).join(", ")}`),
  ).toEqual([]);
  git("checkout", "--", ".");
  expect(problems(consoleEntries)).toEqual([]);
});

test("a file with problems says so in the top bar and on the block's row, and saving it asks first", async ({
  page,
  consoleEntries,
}) => {
  await openFile(page, "pages/pricing.json");
  const topBar = page.locator("[data-file-problems]");
  await expect(topBar).toHaveCount(0);
  // the hero's title is required: emptying it is a problem of block 1
  await blockForm(page)
    .getByRole("textbox", { name: /^Title/ })
    .fill("");
  await expect(topBar).toHaveText(/1 problem in this file: the build stops on them/);
  await expect(rows(page).nth(0)).toHaveAttribute("data-problems", "1");
  await expect(
    rows(page)
      .nth(0)
      .getByRole("button", { name: /^1\. .*1 problem$/ }),
  ).toBeVisible();
  await expect(rows(page).nth(1)).not.toHaveAttribute("data-problems");

  // Ctrl+S asks; "Keep editing" has the focus and saves nothing
  await page.keyboard.press("Control+s");
  const dialog = page.getByRole("alertdialog", { name: "Save pages/pricing.json with 1 problem?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("The build (npm run build) stops on these problems");
  await expect(dialog.getByRole("button", { name: "Keep editing" })).toBeFocused();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary}`).join(", ")}`),
  ).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  expect(git("status", "--porcelain")).toBe("");

  // the Save button asks too; "Save anyway" writes the file
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await dialog.getByRole("button", { name: "Save anyway" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved pages/pricing.json" })).toBeVisible();
  // the emptied title is left out of the file
  expect(git("diff", "--numstat").trim()).toBe("0\t1\tpages/pricing.json");

  // fixed, it saves without asking and the markers go
  await blockForm(page)
    .getByRole("textbox", { name: /^Title/ })
    .fill("Simple, Transparent Pricing");
  await expect(topBar).toHaveCount(0);
  await expect(rows(page).nth(0)).not.toHaveAttribute("data-problems");
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved pages/pricing.json" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // the status may still be the first save's (the same words) when the second one is on its way: the file is waited for
  await expect.poll(() => git("status", "--porcelain"), { timeout: 10_000 }).toBe("");
  expect(problems(consoleEntries)).toEqual([]);
});

test("a save that breaks a link in another file asks, with that file's place; a problem another file already had does not make a save ask", async ({
  page,
  consoleEntries,
}) => {
  // pages/apis.json has a problem on disk (its seo emptied) before anything is edited
  const apisFile = path.join(editor.configDir, "pages/apis.json");
  const apis = JSON.parse(readFileSync(apisFile, "utf8")) as Record<string, unknown>;
  writeFileSync(apisFile, `${JSON.stringify({ ...apis, seo: {} }, null, 2)}\n`);
  try {
    await openFile(page, "pages/index.json");
    await expect(page.getByRole("navigation", { name: "Config files" })).toBeVisible();
    // a change that brings no problem is saved without asking, the other file's problem notwithstanding
    await blockForm(page)
      .getByRole("textbox", { name: /^Title/ })
      .fill("The AI-Powered Hub for Advisors");
    await saveAndWait(page, "pages/index.json");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect(readFileSync(path.join(editor.configDir, "pages/index.json"), "utf8")).toContain(
      '"The AI-Powered Hub for Advisors"',
    );

    // removing the feature grid leaves site.json's "/#features" pointing at nothing: Ctrl+S asks, saying where
    await page.getByRole("button", { name: /^Remove 3\. / }).click();
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Control+s");
    const dialog = page.getByRole("alertdialog", { name: "Save pages/index.json with 1 problem?" });
    await expect(dialog).toBeVisible();
    const linkLine =
      readFileSync(path.join(editor.configDir, "site.json"), "utf8")
        .split("\n")
        .findIndex((line) => line.includes('"/#features"')) + 1;
    await expect(dialog).toContainText(new RegExp(`site\\.json:${linkLine}:\\d+`));
    await expect(dialog).toContainText('link "/#features" points to no section');
    await expect(dialog).toContainText("Some are in other files");
    await expect(dialog).not.toContainText("pages/apis.json");
    await expect(dialog.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    expect(readFileSync(path.join(editor.configDir, "pages/index.json"), "utf8")).toContain('"anchor": "features"');

    // "Save anyway" writes it
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await dialog.getByRole("button", { name: "Save anyway" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved pages/index.json" })).toBeVisible();
    await expect
      .poll(() => readFileSync(path.join(editor.configDir, "pages/index.json"), "utf8"))
      .not.toContain('"anchor": "features"');
    expect(problems(consoleEntries)).toEqual([]);
  } finally {
    git("checkout", "--", "pages/index.json", "pages/apis.json");
  }
});

test("forms people read: long texts in boxes of several lines, labels in words, an optional group added and removed whole", async ({
  page,
  consoleEntries,
}) => {
  await openFile(page, "pages/about.json");
  const form = blockForm(page);
  // long text: a box of several lines; a headline with a limit stays one line
  const subtitle = form.getByRole("textbox", { name: /^Subtitle/ });
  expect(await subtitle.evaluate((e) => e.tagName)).toBe("TEXTAREA");
  expect(await form.getByRole("textbox", { name: /^Title/ }).evaluate((e) => e.tagName)).toBe("INPUT");
  // labels from words, not from the code's names
  await expect(page.getByRole("textbox", { name: /^Sharing image/ })).toBeVisible();
  await expect(page.getByText("Og image")).toHaveCount(0);
  // the optional back link: absent, added (nothing written until it has a value), filled, removed as a whole
  await form.getByRole("button", { name: "Add Back link" }).click();
  await form.getByRole("textbox", { name: /^Label/ }).fill("All pages");
  await expect(page.getByText("— unsaved changes")).toBeVisible();
  await form.getByRole("button", { name: "Remove Back link" }).click();
  await expect(form.getByRole("button", { name: "Add Back link" })).toBeVisible();
  await saveAndWait(page, "pages/about.json");
  expect(git("status", "--porcelain")).toBe("");
  const axe = await new AxeBuilder({ page }).include("[data-page-editor]").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // page titles in the list read as visitors see them
  await expect(page.getByRole("navigation", { name: "Config files" })).toContainText(
    "In the News: AdvisorBase Press Coverage",
  );
  // the format version is not a person's to change
  await openFile(page, "site.json");
  await expect(page.getByRole("textbox", { name: /^Format version/ })).toHaveAttribute("readonly", "");
  expect(problems(consoleEntries)).toEqual([]);
});

test("a block is copied with Ctrl+C and pasted on another page with Ctrl+V, checked first", async ({
  page,
  context,
  consoleEntries,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const status = page.locator("[data-status]");
  await openFile(page, "pages/pricing.json");
  await selectRow(page, 0).click();
  await page.keyboard.press("Control+c");
  await expect(status).toHaveText("Copied block 1 (Hero): paste it on any page with Ctrl+V");
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  const pricing = JSON.parse(readFileSync(path.join(editor.configDir, "pages/pricing.json"), "utf8"));
  expect(copied).toEqual(pricing.blocks[0]);

  await openFile(page, "pages/contact.json");
  const before = await rows(page).count();
  await selectRow(page, 0).click();
  await page.keyboard.press("Control+v");
  await expect(rows(page)).toHaveCount(before + 1);
  // the top bar names what is unsaved after its last message
  await expect(status).toHaveText(/^Pasted 1 block \(hero\) as block 2( · Unsaved: .+)?$/);
  await expect(rows(page).nth(1)).toContainText("Simple, Transparent Pricing");
  await expect(blockForm(page)).toHaveAttribute("data-block-form", "1");

  // not a block: nothing pasted, and the status says why
  await page.evaluate(() => navigator.clipboard.writeText('{ "type": "heroo" }'));
  await selectRow(page, 1).click();
  await page.keyboard.press("Control+v");
  await expect(status).toContainText('Not pasted: "heroo" is not a block type.');
  await expect(rows(page)).toHaveCount(before + 1);
  // in a text field, paste is the usual text paste
  await page.evaluate(() => navigator.clipboard.writeText("Plain words"));
  const title = blockForm(page).getByRole("textbox", { name: /^Title/ });
  await title.fill("");
  await expect(title).toHaveValue("");
  // the emptied title is checked (a problem of block 2) before the paste: the form is not redrawn under the keys
  await expect(rows(page).nth(1)).toHaveAttribute("data-problems", "1");
  // pressed on the field itself (focused as the keys go), not wherever the focus is after the form redraws
  await title.press("Control+v");
  await expect(title).toBeFocused();
  await expect(title).toHaveValue("Plain words");
  await expect(rows(page)).toHaveCount(before + 1);
  expect(problems(consoleEntries)).toEqual([]);
});

test("search (Ctrl+K or the button) finds any text, forgives a typo, and opens the field", async ({
  page,
  consoleEntries,
}) => {
  await openFile(page, "pages/contact.json");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  const box = dialog.getByRole("combobox", { name: /^Search texts/ });
  await expect(box).toBeFocused();
  await box.fill("Simple Transparent Pricng");
  const first = dialog.getByRole("option").first();
  await expect(first).toContainText("Simple, Transparent Pricing");
  await expect(first).toContainText("/pricing › Block 1 (Hero) › title");
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "/pricing" })).toBeVisible();
  const title = blockForm(page).getByRole("textbox", { name: /^Title/ });
  await expect(title).toBeFocused();
  await expect(title).toHaveValue("Simple, Transparent Pricing");

  // the visible button; a site setting opens the site settings at its field
  await page.getByRole("button", { name: "Search" }).click();
  await dialog.getByRole("combobox").fill("AdvisorBase");
  await dialog.getByRole("option").filter({ hasText: "Site settings › productName" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Product name/ })).toBeFocused();
  expect(problems(consoleEntries)).toEqual([]);
});
