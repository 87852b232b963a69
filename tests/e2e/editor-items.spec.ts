import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { readMarkdownItem } from "../../src/engine/content/frontMatter";
import { startEditor, type RunningEditor } from "../../scripts/lib/editorProcess";
import { expect as baseExpect, test } from "./fixtures";

// forms are built in the browser from the schemas: give a busy 2-core machine time
const expect = baseExpect.configure({ timeout: 30_000 });

// `npm run edit` on a copy of the journal fixture: Markdown posts, and a JSON collection of places whose schema takes
// the builder's address, map position, opening hours, special days and picture by "$ref"; plus a post broken on disk.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let editor: RunningEditor;
const fixture = path.resolve("tests/fixtures/sites/journal");
const file = (inside: string) => path.join(editor.configDir, inside);
const read = (inside: string) => readFileSync(file(inside), "utf8");
const broken = "---\ntitle: Knee pain on the stairs\ncategory: |\nKnee pain\n---\nWhat helps.\n";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  editor = await startEditor(fixture, (dir) => writeFileSync(path.join(dir, "collections/posts/knee-pain.md"), broken));
});
test.afterAll(() => editor?.stop());

async function openItem(page: Page, collection: string, slug: string) {
  await page.goto(`${editor.url}#item:${collection}/${slug}`);
  await expect(page.getByRole("heading", { name: `${collection}: ${slug}` })).toBeVisible({ timeout: 90_000 });
  return page.locator("[data-item-editor]");
}

/** Pastes text into a field as the browser does (a paste event with the text on its clipboard data). */
async function paste(box: Locator, text: string) {
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test("a one-line field takes no line break from Enter or a paste, and the saved file reads back", async ({ page }) => {
  const pane = await openItem(page, "posts", "spring-menu");
  const title = pane.getByRole("textbox", { name: /^Title/ });
  await expect(title).toHaveJSProperty("tagName", "INPUT");
  await expect(pane.locator("#item-body")).toHaveJSProperty("tagName", "TEXTAREA");
  await title.click();
  await title.press("End");
  await title.press("Enter");
  await expect(title).toHaveValue("Spring menu: what comes back");
  await paste(title, " (and\nwhat\r\ngoes)");
  await expect(title).toHaveValue("Spring menu: what comes back (and what goes)");
  await expect(pane.getByText("The pasted line breaks were made spaces: this field is one line.")).toBeVisible();
  // the top bar says what is unsaved, and its Save is on
  await expect(page.locator("[data-status]")).toContainText("Unsaved: posts: spring-menu");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  await page.keyboard.press("Control+s");
  await expect(page.locator("[data-status]")).toContainText("Saved collections/posts/spring-menu.md");
  const saved = readMarkdownItem(read("collections/posts/spring-menu.md"));
  expect(saved.ok && (saved.value as { title: string }).title).toBe("Spring menu: what comes back (and what goes)");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
});

test("a file broken on disk stays listed, opens as text at its broken line, and is saved once fixed", async ({
  page,
}) => {
  await page.goto(editor.url);
  const content = page.getByRole("navigation", { name: "Content" });
  await content.getByRole("link", { name: /knee-pain/ }).click({ timeout: 90_000 });
  const text = page.locator("#item-text");
  await expect(text).toHaveValue(broken);
  const problem = page.locator("[data-item-text-problem]");
  await expect(problem).toContainText("collections/posts/knee-pain.md:");
  await expect(page.getByRole("button", { name: "Save the fixed file" })).toBeDisabled();
  // the broken line is selected
  const selected = await text.evaluate((box: HTMLTextAreaElement) =>
    box.value.slice(box.selectionStart, box.selectionEnd),
  );
  expect(broken).toContain(selected);
  await text.fill(broken.replace("category: |\nKnee pain", "category: Knee pain"));
  await expect(problem).toContainText("reads as an item");
  await page.getByRole("button", { name: "Save the fixed file" }).click();
  const pane = page.locator("[data-item-editor]");
  await expect(pane.getByRole("textbox", { name: /^Title/ })).toHaveValue("Knee pain on the stairs");
  expect(read("collections/posts/knee-pain.md")).toContain("category: Knee pain\n");
});

test("the builder's shapes have real fields, and a loose field is JSON checked as it is typed", async ({ page }) => {
  const pane = await openItem(page, "places", "riverside");
  await expect(pane.getByText("Unsupported field schema")).toHaveCount(0);
  await expect(pane.getByRole("textbox", { name: /^Street/ })).toHaveValue("4 Linden Street");
  await expect(pane.getByRole("combobox", { name: "Days" }).nth(1)).toContainText("saturday");
  await expect(pane.getByRole("textbox", { name: /^Opens/ }).first()).toHaveValue("07:00");
  await expect(pane.getByRole("textbox", { name: /^Directions/ })).toHaveJSProperty("tagName", "TEXTAREA");
  const extras = pane.locator("[data-json-field] textarea");
  await expect(extras).toHaveValue(/"parking": true/);
  await extras.fill('{ "parking": ');
  await expect(pane.getByText(/Not valid JSON yet, so not kept/)).toBeVisible();
  await extras.fill('{ "parking": false }');
  await expect(pane.getByText(/Not valid JSON yet/)).toHaveCount(0);
  // a problem is shown under its field before saving
  const closes = pane.getByRole("textbox", { name: /^Closes/ }).nth(1);
  await closes.fill("25:00");
  await expect(pane.locator("[data-field-error]").filter({ hasText: '"25:00"' })).toBeVisible();
  await closes.fill("13:30");
  await expect(pane.locator("[data-field-error]").filter({ hasText: '"25:00"' })).toHaveCount(0);
  await page.keyboard.press("Control+s");
  await expect(page.locator("[data-status]")).toContainText("Saved collections/places/riverside.json");
  const saved = JSON.parse(read("collections/places/riverside.json"));
  expect(saved.extras).toEqual({ parking: false });
  expect(saved.openingHours[1].closes).toBe("13:30");
});

test("problems of an unsaved body show under it, saving asks once, and the site's list opens the item there", async ({
  page,
}) => {
  const pane = await openItem(page, "posts", "rye-starter");
  const body = pane.locator("#item-body");
  await body.fill("First line.\n\n<div>hello</div>\n\nSee [the menu](/nowhere).\n");
  const problems = pane.locator("[data-body-problems]");
  await expect(problems).toContainText("Line 3 of the text", { timeout: 10_000 });
  await expect(problems).toContainText("/nowhere");
  await page.keyboard.press("Control+s");
  const asking = page.locator("[data-save-problems]");
  await expect(asking).toBeVisible();
  await asking.getByRole("button", { name: "Save anyway" }).click();
  await expect(page.locator("[data-status]")).toContainText("Saved collections/posts/rye-starter.md");
  expect(read("collections/posts/rye-starter.md")).toContain("<div>hello</div>");
  // from another page, the problem in the site's list opens the item with the line selected
  await page.goto(`${editor.url}#pages/index.json`);
  const site = page.locator('[data-problems="site"]');
  await site
    .getByRole("link", { name: /collections\/posts\/rye-starter\.md/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "posts: rye-starter" })).toBeVisible();
  await expect(page.locator("#item-body")).toBeFocused();
});

test("undo and redo for an item, and a change on disk shows both versions and lets me choose", async ({ page }) => {
  const pane = await openItem(page, "posts", "ovens");
  const title = pane.getByRole("textbox", { name: /^Title/ });
  const before = await title.inputValue();
  await title.fill("Mine");
  await expect(page.locator("[data-status]")).toContainText("Unsaved: posts: ovens");
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+z");
  await expect(title).toHaveValue(before);
  await page.keyboard.press("Control+Shift+z");
  await expect(title).toHaveValue("Mine");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(title).toHaveValue(before);
  await page.keyboard.press("Control+y");
  await expect(title).toHaveValue("Mine");

  // someone else changes the file while mine is unsaved: both versions, nothing dropped
  const ovens = "collections/posts/ovens.md";
  writeFileSync(file(ovens), read(ovens).replace(/^title: .*$/m, "title: Theirs"));
  const conflict = page.locator("[data-conflict]");
  await expect(conflict).toContainText("changed on disk");
  await expect(conflict.locator("[data-diff-line=removed]")).toContainText("Theirs");
  await expect(conflict.locator("[data-diff-line=added]")).toContainText("Mine");
  await expect(title).toHaveValue("Mine");
  await conflict.getByRole("button", { name: "Take the version on disk" }).click();
  await expect(title).toHaveValue("Theirs");
  // mine is one undo away
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+z");
  await expect(title).toHaveValue("Mine");
  writeFileSync(file(ovens), read(ovens).replace(/^title: .*$/m, "title: Theirs again"));
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "Keep mine (overwrite the file)" }).click();
  await expect(conflict).toHaveCount(0);
  await expect.poll(() => read(ovens)).toMatch(/^title: Mine$/m);
});

test("leaving an item with unsaved changes asks once: stay, keep as an unsaved draft, or save; a page never asks", async ({
  page,
}) => {
  const pane = await openItem(page, "posts", "spring-menu");
  const title = pane.getByRole("textbox", { name: /^Title/ });
  await title.fill("Spring menu, changed");
  await expect(page.locator("[data-status]")).toContainText("Unsaved: posts: spring-menu");
  const asking = page.locator("[data-leave-item]");
  const other = page.locator('a[href="#item:posts/ovens"]');
  // Stay: nothing moves, nothing is lost
  await other.click();
  await expect(asking).toContainText("posts: spring-menu has unsaved changes");
  await asking.getByRole("button", { name: "Stay" }).click();
  await expect(asking).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "posts: spring-menu" })).toBeVisible();
  await expect(title).toHaveValue("Spring menu, changed");
  // Keep as unsaved draft: the other item opens, the top bar still names the draft, and it comes back
  await other.click();
  await asking.getByRole("button", { name: "Keep as unsaved draft" }).click();
  await expect(page.getByRole("heading", { name: "posts: ovens" })).toBeVisible();
  await expect(page.locator("[data-status]")).toContainText("Unsaved: posts: spring-menu");
  await page.locator('a[href="#item:posts/spring-menu"]').click(); // the item left has no changes: no question
  await expect(page.getByRole("heading", { name: "posts: spring-menu" })).toBeVisible();
  await expect(asking).toHaveCount(0);
  await expect(title).toHaveValue("Spring menu, changed");
  // Save: written, then the page asked for opens
  await page.locator('a[href="#pages/order.json"]').click();
  await asking.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#block0_eyebrow")).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => read("collections/posts/spring-menu.md")).toMatch(/^title: Spring menu, changed$/m);
  await expect(page.locator("[data-status]")).not.toContainText("Unsaved");
  // a page with unsaved changes is left without a question, its changes kept as a draft as before
  await page.locator("#block0_eyebrow").fill("Ordering");
  await page.locator('a[href="#pages/privacy-policy.json"]').click();
  await expect(page).toHaveURL(/#pages\/privacy-policy\.json$/);
  await expect(asking).toHaveCount(0);
  await expect(page.locator("[data-status]")).toContainText("Unsaved: pages/order.json");
});

test("an item's problem is marked on its block in the item's preview, and nothing is marked without one", async ({
  page,
}) => {
  const pane = await openItem(page, "posts", "rye-starter");
  const body = pane.locator("#item-body");
  const frame = page.frameLocator('iframe[title="Preview of /blog/rye-starter"]');
  const marker = frame.locator("[data-canvas-problems]");
  await body.fill("First line, fine.\n");
  await expect(frame.getByText("First line, fine.")).toBeVisible({ timeout: 30_000 });
  await expect(marker).toHaveCount(0);
  // raw HTML and a link to no page in the unsaved text: its markdown block (the template's blocks[1]) is marked
  await body.fill("First line.\n\n<div>hello</div>\n\nSee [the menu](/nowhere).\n");
  await expect(marker).toHaveCount(1, { timeout: 10_000 });
  await expect(marker).toContainText(/^\d+ problems?$/);
  // a preview that only shows: nothing on it to drag or edit
  await expect(frame.locator("[data-canvas-handle]")).toHaveCount(0);
  await body.fill("First line, fine.\n");
  await expect(marker).toHaveCount(0, { timeout: 10_000 });
});

test("the browser's Back or Forward from an item with unsaved changes asks the same question; a page's Back does not", async ({
  page,
}) => {
  await openItem(page, "posts", "spring-menu");
  await page.locator('a[href="#item:posts/ovens"]').click(); // nothing unsaved: no question
  const pane = page.locator("[data-item-editor]");
  await expect(page.getByRole("heading", { name: "posts: ovens" })).toBeVisible();
  const title = pane.getByRole("textbox", { name: /^Title/ });
  await title.fill("Ovens, typed before Back");
  await expect(page.locator("[data-status]")).toContainText("Unsaved: posts: ovens");
  const asking = page.locator("[data-leave-item]");
  const atOvens = /#item(:|%3A)posts\/ovens$/;
  // Stay: the item stays open, its address is put back, nothing is lost
  await page.goBack();
  await expect(asking).toContainText("posts: ovens has unsaved changes");
  await asking.getByRole("button", { name: "Stay" }).click();
  await expect(asking).toHaveCount(0);
  await expect(page).toHaveURL(atOvens);
  await expect(page.getByRole("heading", { name: "posts: ovens" })).toBeVisible();
  await expect(title).toHaveValue("Ovens, typed before Back");
  // asked again on the next Back; Keep as unsaved draft goes where Back went
  await page.goBack();
  await asking.getByRole("button", { name: "Keep as unsaved draft" }).click();
  await expect(page.getByRole("heading", { name: "posts: spring-menu" })).toBeVisible();
  await expect(page).toHaveURL(/#item(:|%3A)posts\/spring-menu$/);
  await expect(page.locator("[data-status]")).toContainText("Unsaved: posts: ovens");
  // Forward from an item without changes: no question, and the draft is there
  await page.goForward();
  await expect(page.getByRole("heading", { name: "posts: ovens" })).toBeVisible();
  await expect(asking).toHaveCount(0);
  await expect(title).toHaveValue("Ovens, typed before Back");
  // an address typed (or pasted) is asked about too; Save writes the item, then the address opens
  await page.evaluate(() => (location.hash = "#pages/order.json"));
  await asking.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#block0_eyebrow")).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => read("collections/posts/ovens.md")).toMatch(/^title: Ovens, typed before Back$/m);
  // a page with unsaved changes is left by Back without a question, its changes kept as a draft (as by a link)
  await page.locator("#block0_eyebrow").fill("Ordering, before Back");
  await page.goBack();
  await expect(page.getByRole("heading", { name: "posts: ovens" })).toBeVisible();
  await expect(asking).toHaveCount(0);
  await expect(page.locator("[data-status]")).toContainText("Unsaved: pages/order.json");
  // closing the tab with unsaved work gets the browser's own question
  await title.fill("Ovens, before closing");
  const closing = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await closing;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  // the test's own end: the tab closed without the question, so the fixtures' teardown finds no page left to ask
  await page.close();
});

test("an item deleted on disk while it has unsaved work says so, and Keep mine writes the file again with mine", async ({
  page,
}) => {
  const rye = "collections/posts/rye-starter.md";
  const before = readMarkdownItem(read(rye));
  const pane = await openItem(page, "posts", "rye-starter");
  const title = pane.getByRole("textbox", { name: /^Title/ });
  await title.fill("Rye, mine after all");
  await expect(page.locator("[data-status]")).toContainText("Unsaved: posts: rye-starter");
  rmSync(file(rye));
  const conflict = page.locator("[data-conflict]");
  await expect(conflict).toContainText("This item's file was deleted on disk.");
  await expect(conflict).not.toContainText("changed");
  await expect(conflict.getByRole("button", { name: "Take the version on disk" })).toHaveCount(0);
  await expect(title).toHaveValue("Rye, mine after all");
  await conflict.getByRole("button", { name: "Keep mine (overwrite the file)" }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.locator("[data-status]")).toContainText("Saved collections/posts/rye-starter.md");
  await expect.poll(() => existsSync(file(rye))).toBe(true);
  const after = readMarkdownItem(read(rye));
  // nothing typed is lost: my title, and the rest of the item as it was (its other fields and its text)
  expect(after.ok && before.ok).toBe(true);
  if (!after.ok || !before.ok) return;
  expect(after.value).toEqual({ ...(before.value as object), title: "Rye, mine after all" });
  expect(after.body.trim()).toBe(before.body.trim());
  await expect(page.locator("[data-status]")).not.toContainText("Unsaved");
});
