import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { readMarkdownItem } from "../../src/engine/content/frontMatter";
import { startEditor, type RunningEditor } from "../../scripts/lib/editorProcess";
import { expect as baseExpect, test } from "./fixtures";

// forms are built in the browser from the schemas: give a busy 2-core machine time
const expect = baseExpect.configure({ timeout: 30_000 });

// Number and date fields are text boxes that keep what is typed (`npm run edit` on a copy of the journal fixture: a
// place's map position holds numbers, a post's date and a place's special day are dates). The browser's own boxes
// dropped what was not a number ("12,50" saved 1250, "free" deleted the key) and read a typed day by the locale
// ("30/11/2026" saved 12026-03-01): now the text is kept, its problem shown at the field, and saving asks first.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let editor: RunningEditor;
const fixture = path.resolve("tests/fixtures/sites/journal");
const read = (inside: string) => readFileSync(path.join(editor.configDir, inside), "utf8");

test.beforeAll(async () => {
  test.setTimeout(180_000);
  editor = await startEditor(fixture);
});
test.afterAll(() => editor?.stop());
test.use({ locale: "en-US" });

async function openItem(page: Page, collection: string, slug: string) {
  await page.goto(`${editor.url}#item:${collection}/${slug}`);
  await expect(page.getByRole("heading", { name: `${collection}: ${slug}` })).toBeVisible({ timeout: 90_000 });
  return page.locator("[data-item-editor]");
}

async function saveAnyway(page: Page, file: string) {
  await page.keyboard.press("Control+s");
  const asking = page.locator("[data-save-problems]");
  await expect(asking).toBeVisible();
  await asking.getByRole("button", { name: "Save anyway" }).click();
  await expect(page.locator("[data-status]")).toContainText(`Saved ${file}`);
}

test("a number field keeps a text typed in it, says at the field it is not a number, and saves it as typed", async ({
  page,
}) => {
  const pane = await openItem(page, "places", "riverside");
  const latitude = pane.getByRole("textbox", { name: /^Latitude/ });
  await expect(latitude).toHaveAttribute("type", "text");
  await expect(latitude).toHaveAttribute("inputmode", "decimal");
  await expect(latitude).toHaveValue("44.0462");
  const longitude = pane.getByRole("textbox", { name: /^Longitude/ });
  for (const typed of ["12,50", "$15", "free"]) {
    await latitude.fill(typed);
    await expect(latitude).toHaveValue(typed);
    await expect(pane.locator("[data-field-error]").filter({ hasText: `"${typed}"` })).toBeVisible();
  }
  await longitude.fill("12,50");
  await expect(longitude).toHaveValue("12,50");
  await saveAnyway(page, "collections/places/riverside.json");
  const saved = JSON.parse(read("collections/places/riverside.json"));
  expect(saved.geo).toEqual({ latitude: "free", longitude: "12,50" });
  // a number typed is a number again, and the problems go
  await latitude.fill("44.05");
  await longitude.fill("-123.022");
  await expect(pane.locator("[data-field-error]")).toHaveCount(0);
  await page.keyboard.press("Control+s");
  await expect
    .poll(() => JSON.parse(read("collections/places/riverside.json")).geo)
    .toEqual({ latitude: 44.05, longitude: -123.022 });
});

test("a date field is a text box that keeps a day written day/month/year, and the check quotes it", async ({
  page,
}) => {
  const pane = await openItem(page, "posts", "spring-menu");
  const date = pane.getByRole("textbox", { name: /^Date/ });
  await expect(date).toHaveAttribute("type", "text");
  await expect(date).toHaveAttribute("placeholder", "YYYY-MM-DD, e.g. 2026-10-09");
  await expect(date).toHaveValue("2026-03-02");
  await date.fill("30112026");
  await expect(date).toHaveValue("30112026");
  await expect(pane.locator("[data-field-error]").filter({ hasText: '"30112026"' })).toBeVisible();
  await date.fill("30/11/2026");
  await expect(date).toHaveValue("30/11/2026");
  const problem = pane.locator("[data-field-error]").filter({ hasText: '"30/11/2026"' });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText("2026-11-30");
  await saveAnyway(page, "collections/posts/spring-menu.md");
  const saved = readMarkdownItem(read("collections/posts/spring-menu.md"));
  expect(saved.ok && (saved.value as { date: unknown }).date).toBe("30/11/2026");
  // a date written as the check asks is saved as that same text
  await date.fill("2026-10-09");
  await expect(pane.locator("[data-field-error]")).toHaveCount(0);
  await page.keyboard.press("Control+s");
  await expect.poll(() => read("collections/posts/spring-menu.md")).toMatch(/^date: "?2026-10-09"?$/m);
});

test("New item's date field is the same text box: the day is written as typed, and told at the field", async ({
  page,
}) => {
  await page.goto(editor.url);
  await page.locator("[data-editor-ready]").waitFor({ timeout: 90_000 });
  await page.locator('[data-collection="posts"]').getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "New item of posts" });
  await dialog.getByRole("textbox", { name: /^Title/ }).fill("Oven days");
  const date = dialog.getByRole("textbox", { name: /^Date/ });
  await expect(date).toHaveAttribute("type", "text");
  await expect(date).toHaveAttribute("placeholder", "YYYY-MM-DD, e.g. 2026-10-09");
  await date.fill("30/11/2026");
  await expect(date).toHaveValue("30/11/2026");
  await dialog.getByRole("textbox", { name: /^Summary/ }).fill("When the ovens are lit.");
  await dialog.getByRole("textbox", { name: /^Author/ }).fill("mara");
  await dialog.getByRole("button", { name: "Create" }).click();
  // Create asks first, quoting the day as typed; created anyway, the day as typed, its problem at the field
  const asking = page.getByRole("alertdialog", {
    name: /^Create collections\/posts\/oven-days\.md with \d+ problems?\?$/,
  });
  await expect(asking).toContainText('"30/11/2026"');
  await asking.getByRole("button", { name: "Create anyway" }).click();
  const pane = page.locator("[data-item-editor]");
  await expect(page.getByRole("heading", { name: "posts: oven-days" })).toBeVisible();
  await expect(pane.getByRole("textbox", { name: /^Date/ })).toHaveValue("30/11/2026");
  await expect(pane.locator("[data-field-error]").filter({ hasText: '"30/11/2026"' })).toContainText(
    'Write it "2026-11-30"',
  );
  expect(read("collections/posts/oven-days.md")).toContain("\ndate: 30/11/2026\n");
});
