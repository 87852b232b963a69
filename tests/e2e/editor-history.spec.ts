import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { startEditor, type RunningEditor } from "../../scripts/lib/editorProcess";
import { editorRequest } from "./editorRequest";
import { expect as baseExpect, problems, test } from "./fixtures";

// forms are built in the browser from the schemas: give a busy 2-core machine time
const expect = baseExpect.configure({ timeout: 30_000 });

// `npm run edit` on a temporary copy of pages-config/ made a git repository with one commit
test.describe.configure({ mode: "serial", timeout: 120_000 });

let editor: RunningEditor;
const git = (...args: string[]) => execFileSync("git", args, { cwd: editor.configDir, encoding: "utf8" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  editor = await startEditor();
  git("init", "-q");
  git("config", "user.name", "Editor Test");
  git("config", "user.email", "editor@test.invalid");
  git("add", "-A");
  git("commit", "-qm", "Copy of the site");
});
test.afterAll(() => editor?.stop());

async function openFile(page: Page, file: string, url = editor.url) {
  await page.goto(`${url}#${file}`);
  await page.locator("[data-editor-ready]").waitFor({ timeout: 60_000 });
  if (file.startsWith("pages/")) await page.locator("[data-block-row]").first().waitFor({ timeout: 60_000 });
}

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ") + " " + n.html + " " + n.failureSummary).join(", ")}`,
  );

test("history shows commits and unsaved changes, diffs a version against now, restores it undoably, and commits", async ({
  page,
  consoleEntries,
}) => {
  await openFile(page, "pages/pricing.json");
  const title = page.locator("[data-block-form]").getByRole("textbox", { name: /^Title/ });
  await expect(title).toHaveValue("Simple, Transparent Pricing");
  await title.fill("Pricing That Grows With You");

  await page.getByRole("button", { name: "History and commit" }).click();
  const dialog = page.getByRole("dialog", { name: "History of pages/pricing.json" });
  const versions = dialog.locator("[data-versions]");
  await expect(versions.getByRole("button")).toHaveCount(2);
  await expect(versions.getByRole("button").nth(0)).toContainText("The saved file");
  await expect(versions.getByRole("button").nth(1)).toContainText("Copy of the site");
  await expect(versions.getByRole("button").nth(1)).toContainText("Editor Test");
  // the unsaved change, as a line diff
  const diff = dialog.locator("[data-diff]");
  await expect(diff.locator('[data-diff-line="removed"]')).toHaveText([
    /- removed:\s+"title": "Simple, Transparent Pricing",/,
  ]);
  await expect(diff.locator('[data-diff-line="added"]')).toHaveText([
    /\+ added:\s+"title": "Pricing That Grows With You",/,
  ]);
  await expect(diff).toContainText("1 line removed, 1 added since this version.");
  // the commit form says the unsaved file is left out
  await expect(dialog.locator("[data-unsaved-note]")).toContainText("pages/pricing.json");
  expect(await axe(page)).toEqual([]);

  // restoring the commit's version makes unsaved changes that undo takes back
  await versions.getByRole("button", { name: /Copy of the site/ }).click();
  await expect(versions.getByRole("button", { name: /Copy of the site/ })).toHaveAttribute("aria-pressed", "true");
  await expect(diff.locator('[data-diff-line="added"]')).toHaveCount(1);
  await dialog.getByRole("button", { name: "Restore this version" }).click();
  await expect(dialog).toBeHidden();
  await expect(title).toHaveValue("Simple, Transparent Pricing");
  await expect(page.locator("[data-status]")).toContainText("Restored pages/pricing.json");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(title).toHaveValue("Pricing That Grows With You");

  // save, then commit from the editor
  await page.keyboard.press("Control+s");
  await expect(page.locator("[data-status]")).toContainText("Saved pages/pricing.json");
  await page.getByRole("button", { name: "History and commit" }).click();
  await expect(dialog.locator("[data-saved-not-committed]")).toBeVisible();
  const form = dialog.locator("[data-commit-form]");
  await expect(form.getByRole("list", { name: "Files the commit takes" })).toHaveText("pages/pricing.json (changed)");
  await form.getByRole("button", { name: "Commit" }).click();
  await expect(form.getByRole("alert")).toHaveText(/Write a commit message first/);
  await form.getByRole("textbox", { name: "Commit message" }).fill("New pricing title");
  await form.getByRole("button", { name: "Commit" }).click();
  await expect(dialog.locator("[data-history-notice]")).toHaveText(/^Committed 1 file as [0-9a-f]{7}\.$/);
  await expect(versions.getByRole("button").nth(0)).toContainText("New pricing title");
  await expect(dialog.locator("[data-saved-not-committed]")).toHaveCount(0);
  expect(git("log", "--format=%s|%an", "-2")).toBe("New pricing title|Editor Test\nCopy of the site|Editor Test\n");
  expect(git("status", "--porcelain")).toBe("");
  // nothing left: a second commit is refused, and says why
  await expect(form).toContainText("Nothing to commit");
  await form.getByRole("textbox", { name: "Commit message" }).fill("Again");
  await form.getByRole("button", { name: "Commit" }).click();
  await expect(form.getByRole("alert")).toHaveText(/Nothing to commit/);
  expect(git("rev-list", "--count", "HEAD").trim()).toBe("2");
  expect(await axe(page)).toEqual([]);
  // the refused commit answered 409, which the browser logs; nothing else went wrong
  expect(problems(consoleEntries).filter((e) => !/status of 409/.test(e.text))).toEqual([]);
});

test("commits come only from the editor itself; history reads only config files", async () => {
  const own = { "Content-Type": "application/json", Origin: `http://127.0.0.1:${editor.port}` };
  const commit = (extra: Record<string, string | undefined>) =>
    editorRequest(editor.port, "/api/history/commit", { message: "from elsewhere" }, { ...own, ...extra });
  expect(await commit({ Origin: "http://evil.example" })).toBe(403);
  expect(await commit({ Origin: undefined })).toBe(403);
  expect(await commit({ "Content-Type": "text/plain" })).toBe(403);
  expect(git("log", "--format=%s")).not.toContain("from elsewhere");
  const read = (query: string) => editorRequest(editor.port, `/api/history/version?${query}`, undefined, {});
  const head = git("rev-parse", "HEAD").trim();
  expect(await read(`path=..%2F..%2Fetc%2Fpasswd&version=${head}`)).toBe(403);
  expect(await read(`path=.git%2Fconfig&version=${head}`)).toBe(403);
  expect(await read("path=site.json&version=--output%3D%2Ftmp%2Fx")).toBe(409);
  expect(await read(`path=site.json&version=${head}`)).toBe(200);
});

test("a folder outside git says it has no history", async ({ page }) => {
  const lone = await startEditor();
  try {
    await openFile(page, "site.json", lone.url);
    await page.getByRole("button", { name: "History and commit" }).click();
    const dialog = page.getByRole("dialog", { name: "History of site.json" });
    await expect(dialog.locator("[data-no-git]")).toHaveText(/is not in a git repository, so it has no history/);
    expect(await axe(page)).toEqual([]);
  } finally {
    lone.stop();
  }
});
