import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startEditor, type RunningEditor } from "../../scripts/lib/editorProcess";
import { expect as baseExpect, test } from "./fixtures";

// forms are built in the browser from the schemas: give a busy 2-core machine time
const expect = baseExpect.configure({ timeout: 30_000 });

// `npm run edit` on a copy of the journal fixture: Markdown posts, a JSON author, a [slug].json template.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: RunningEditor;
const fixture = path.resolve("tests/fixtures/sites/journal");
const read = (inside: string) => readFileSync(path.join(editor.configDir, inside), "utf8");

test.beforeAll(async () => {
  test.setTimeout(180_000);
  editor = await startEditor(fixture);
});
test.afterAll(() => editor?.stop());

async function waitForPreview(page: Page, heading: string) {
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.getByRole("heading", { name: heading }).first()).toBeVisible({ timeout: 90_000 });
}

test("a Markdown item: its form from the site's schema, its page previewed, saved changing one line", async ({
  page,
}) => {
  const before = readFileSync(path.join(fixture, "collections/posts/rye-starter.md"), "utf8");
  await page.goto(`${editor.url}#item:posts/rye-starter`);
  await expect(page.getByRole("heading", { name: "posts: rye-starter" })).toBeVisible({ timeout: 90_000 });
  const content = page.getByRole("navigation", { name: "Content" });
  await expect(content.getByRole("link", { name: /spring-menu/ })).toBeVisible();
  await expect(content.getByRole("link", { name: /ovens \(draft\)/ })).toBeVisible();
  await expect(page.locator("[data-item-uses]")).toContainText("Its page: /blog/rye-starter");
  await expect(page.locator("[data-item-uses]")).toContainText("Listed on /blog");
  await waitForPreview(page, "Keeping a rye starter through winter");

  const editorPane = page.locator("[data-item-editor]");
  const title = editorPane.getByRole("textbox", { name: /^Title/ });
  await expect(title).toHaveValue("Keeping a rye starter through winter");
  await title.fill("Rye in the cold");
  await waitForPreview(page, "Rye in the cold");
  await expect(page.locator("#item-body")).toHaveValue(/Our rye starter is older than the shop\./);

  // the CLI's message under the field, then gone once fixed
  const date = editorPane.getByRole("textbox", { name: /^Date/ });
  await date.fill("12 January");
  const problem = editorPane.getByText(/"date"|YYYY-MM-DD|format "date"/).first();
  await expect(problem).toBeVisible();
  await expect(problem).toContainText("collections/posts/rye-starter.md:");
  await date.fill("2026-01-12");
  await expect(problem).toBeHidden();

  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved collections/posts/rye-starter.md" })).toBeVisible();
  // the save's own write, heard from the file watcher, is not taken for someone else's change
  await page.waitForTimeout(1_000);
  await expect(page.getByText("was changed on disk since you opened it")).toHaveCount(0);
  expect(read("collections/posts/rye-starter.md")).toBe(
    before.replace("title: Keeping a rye starter through winter", "title: Rye in the cold"),
  );
});

test("a new item gets its slug from its title, is written whole and opens", async ({ page }) => {
  await page.goto(`${editor.url}#item:authors/mara`);
  await expect(page.getByRole("heading", { name: "authors: mara" })).toBeVisible({ timeout: 90_000 });
  await expect(page.locator("[data-item-uses]")).toContainText("Named by posts: rye-starter");
  // unsaved work on an item is kept when another one is opened
  const role = page.locator("[data-item-editor]").getByRole("textbox", { name: /^Role/ });
  await role.fill("Owner");
  await page
    .getByRole("navigation", { name: "Content" })
    .getByRole("link", { name: /spring-menu/ })
    .click();
  // leaving an item with unsaved changes asks; keeping them as a draft is what this test follows
  const leaving = page.getByRole("alertdialog", { name: "authors: mara has unsaved changes" });
  await leaving.getByRole("button", { name: "Keep as unsaved draft" }).click();
  await expect(page.getByRole("heading", { name: "posts: spring-menu" })).toBeVisible();
  await page.getByRole("navigation", { name: "Content" }).getByRole("link", { name: /mara/ }).click();
  await expect(role).toHaveValue("Owner");
  await expect(page.locator("[data-item-editor]")).toContainText("unsaved changes");
  // a file changed on disk is read again when there is no unsaved work on it
  const spring = path.join(editor.configDir, "collections/posts/spring-menu.md");
  await page
    .getByRole("navigation", { name: "Content" })
    .getByRole("link", { name: /spring-menu/ })
    .click();
  await leaving.getByRole("button", { name: "Keep as unsaved draft" }).click();
  const summary = page.locator("[data-item-editor]").getByRole("textbox", { name: /^Summary/ });
  await expect(summary).not.toHaveValue("");
  writeFileSync(spring, readFileSync(spring, "utf8").replace(/^summary: .*$/m, "summary: Changed on disk."));
  await expect(summary).toHaveValue("Changed on disk.");
  // New item: a dialog of the fields the post needs; its file is written whole when it is made
  await page.locator('[data-collection="posts"]').getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "New item of posts" });
  await dialog.getByRole("textbox", { name: /^Title/ }).fill("Spring menu");
  await dialog.getByRole("textbox", { name: /^Date/ }).fill("2026-04-01");
  await dialog.getByRole("textbox", { name: /^Summary/ }).fill("What is new in April.");
  await dialog.getByRole("textbox", { name: /^Author/ }).fill("mara");
  await dialog.getByRole("button", { name: "Create" }).click();
  // no text yet, which the build stops on: Create asks first, as Save does
  const asking = page.getByRole("alertdialog", { name: "Create collections/posts/spring-menu-2.md with 1 problem?" });
  await expect(asking).toContainText("must not be empty");
  await asking.getByRole("button", { name: "Create anyway" }).click();
  await expect(page.getByRole("heading", { name: "posts: spring-menu-2" })).toBeVisible();
  expect(read("collections/authors/mara.json")).toContain('"role": "Head baker"');
  expect(existsSync(path.join(editor.configDir, "collections/posts/spring-menu-2.md"))).toBe(true);
  expect(read("collections/posts/spring-menu-2.md")).toBe(
    "---\ntitle: Spring menu\ndate: 2026-04-01\nsummary: What is new in April.\nauthor: mara\n---\n",
  );
});

test("a list taken from a collection shows as its settings, and where it comes from is chosen above the form", async ({
  page,
}) => {
  await page.goto(`${editor.url}#pages/blog/index.json`);
  await page.locator("[data-block-row]").first().waitFor({ timeout: 90_000 });
  await page.locator("[data-block-row]").nth(1).getByRole("button", { name: /^2\. / }).click();
  const form = page.locator("[data-block-form]");
  const from = form.getByRole("combobox", { name: "Where the cards come from" });
  await expect(from).toHaveValue("posts");
  // the block's form shows the source's own fields (a card grid with a source was one JSON box before)
  await expect(form.getByRole("textbox", { name: /^Collection/ })).toHaveValue("posts");
  await expect(form.getByText("edited as JSON")).toHaveCount(0);

  await from.selectOption("authors");
  await expect(form.getByRole("textbox", { name: /^Collection/ })).toHaveValue("authors");
  await expect(page.getByText("— unsaved changes")).toBeVisible();
  await from.selectOption("");
  await expect(form.getByRole("textbox", { name: /^Collection/ })).toHaveCount(0);
  // undone step by step: the source comes back with its sort, limit and entry as they were
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+z");
  await expect(from).toHaveValue("posts");
  await expect(form.getByRole("textbox", { name: /^Sort by/ })).toHaveValue("-date");
  await expect(page.getByText("— unsaved changes")).toHaveCount(0);
  expect(read("pages/blog/index.json")).toContain('"collection": "posts"');
});
