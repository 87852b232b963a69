import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { repoRoot } from "../../src/engine/projectPaths";
import { startEditor, type RunningEditor } from "../../scripts/lib/editorProcess";
import { expect as baseExpect, problems, test } from "./fixtures";

// A site's own block in the visual editor (docs/site-blocks.md), on a git copy of the bakery-menu fixture, whose
// blocks/price-list/ is a schema and a component of the site: offered in the palette beside the builder's blocks,
// drawn there and in the preview by the site's component, edited with a form made from its schema, and saved as
// exactly the change.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ viewport: { width: 1600, height: 900 } });

let editor: RunningEditor;
const git = (...args: string[]) => execFileSync("git", args, { cwd: editor.configDir, encoding: "utf8" });
const pageJson = (file: string) => JSON.parse(readFileSync(path.join(editor.configDir, file), "utf8"));

test.beforeAll(async () => {
  test.setTimeout(180_000);
  editor = await startEditor(path.join(repoRoot, "tests/fixtures/sites/bakery-menu"));
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.email=editor@test.invalid", "-c", "user.name=editor test", "commit", "-qm", "copy");
});
test.afterAll(() => editor?.stop());

const rows = (page: Page) => page.locator("[data-block-row]");
const blockForm = (page: Page) => page.locator("[data-block-form]");
const preview = (page: Page) => page.frameLocator('iframe[title^="Preview of"]');

test("a site block is offered in the palette, drawn by its component, edited with its schema's form and saved as the change", async ({
  page,
  consoleEntries,
}) => {
  const before = pageJson("pages/menu.json");
  await page.goto(`${editor.url}#pages/menu.json`);
  await page.locator("[data-editor-ready]").waitFor({ timeout: 60_000 });
  await expect(rows(page)).toHaveCount(before.blocks.length);
  // the page's own use of it is drawn by the site's component
  await expect(preview(page).locator('[data-block="price-list"]').first()).toContainText("Country Sourdough", {
    timeout: 60_000,
  });

  // the palette offers it beside the builder's blocks, and draws its schema's example with the component
  await page.getByRole("button", { name: "Add block" }).click();
  const palette = page.getByRole("dialog", { name: "Add a block" });
  const add = palette.getByRole("button", { name: /^Add Price list/i });
  await expect(palette.getByRole("button", { name: /^Add Stats:/ })).toBeVisible();
  await add.focus();
  await expect(palette.frameLocator("iframe").locator('[data-block="price-list"]')).toContainText("Country Sourdough", {
    timeout: 60_000,
  });
  await add.click();
  await expect(rows(page)).toHaveCount(before.blocks.length + 1);

  // its form is made from its schema: a field typed is drawn by the component in the preview
  // (its first title field is the list's own; its sections have titles too)
  const title = blockForm(page)
    .getByRole("textbox", { name: /^Title/ })
    .first();
  await title.fill("Cakes to Order");
  await expect(preview(page).getByRole("heading", { name: "Cakes to Order" })).toBeVisible({ timeout: 60_000 });

  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved pages/menu.json" })).toBeVisible();
  // saved: the new block, with the schema's example and the typed title; every other block as it was
  const after = pageJson("pages/menu.json");
  const added = after.blocks.findIndex(
    (block: { type: string; title?: string }) => block.type === "price-list" && block.title === "Cakes to Order",
  );
  expect(added).toBeGreaterThan(-1);
  expect(after.blocks[added].sections[0].items[0]).toMatchObject({ name: "Country Sourdough", price: 9.5 });
  expect(after.blocks.filter((_: unknown, i: number) => i !== added)).toEqual(before.blocks);
  expect({ ...after, blocks: [] }).toEqual({ ...before, blocks: [] });
  expect(problems(consoleEntries)).toEqual([]);
});
