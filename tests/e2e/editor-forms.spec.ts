import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
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
  for (const file of ["site.json", ...pageFiles("data")]) {
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
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  git("checkout", "--", ".");
  expect(problems(consoleEntries)).toEqual([]);
});
