import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { repoRoot } from "../../src/engine/projectPaths";
import { startEditor, type RunningEditor } from "../../scripts/lib/editorProcess";
import { expect as baseExpect, problems, test } from "./fixtures";

// Linked sections and nested blocks in the editor (docs/layouts.md), on a git copy of the bakery fixture:
// sections/order-for-events.json used on / and /order, sections/bread-news.json used site-wide but /privacy-policy.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ viewport: { width: 1600, height: 900 } });

let editor: RunningEditor;
const git = (...args: string[]) => execFileSync("git", args, { cwd: editor.configDir, encoding: "utf8" });
const fileText = (file: string) => readFileSync(path.join(editor.configDir, file), "utf8");

test.beforeAll(async () => {
  test.setTimeout(180_000);
  editor = await startEditor(path.join(repoRoot, "tests/fixtures/sites/layouts"));
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.email=editor@test.invalid", "-c", "user.name=editor test", "commit", "-qm", "copy");
});
test.afterAll(() => editor?.stop());
test.afterEach(() => void git("checkout", "--", "."));

async function openFile(page: Page, file: string) {
  await page.goto(`${editor.url}#${file}`);
  await page.locator("[data-editor-ready]").waitFor({ timeout: 60_000 });
  await page.locator("[data-block-row]").first().waitFor({ timeout: 60_000 });
}
const rows = (page: Page) => page.locator("[data-block-row]");
const selectRow = (page: Page, index: number) =>
  rows(page)
    .nth(index)
    .getByRole("button", { name: new RegExp(`^${index + 1}\\. `) });
const status = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });
async function save(page: Page, file: string) {
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: `Saved ${file}` })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include("[data-page-editor]").analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary}`).join(", ")}`),
  ).toEqual([]);
}

test("a linked section's use says where it comes from and on which pages it is used, and opens its file", async ({
  page,
  consoleEntries,
}) => {
  await openFile(page, "pages/order.json");
  await selectRow(page, 1).click();
  const panel = page.locator("[data-linked-section]");
  await expect(panel).toContainText("Linked section sections/order-for-events.json, used on 2 pages: /, /order.");
  // the use's own form stays below it: a field for each input the section's file declares, with its description
  const form = page.locator("[data-block-form]");
  await expect(form).toHaveAttribute("data-block-form", "1");
  await expect(form.getByRole("textbox", { name: /^heading/ })).toHaveValue("Planning a Party?");
  await expect(form.getByRole("textbox", { name: /^heading/ })).toHaveAttribute("required", "");
  await expect(form.getByRole("textbox", { name: /^note/ })).toHaveValue("");
  await expect(form).toContainText("Small print under the button.");
  await expectNoAxeViolations(page);
  // what stays the same: another block has no such panel
  await selectRow(page, 0).click();
  await expect(panel).toHaveCount(0);
  await selectRow(page, 1).click();
  await panel.getByRole("button", { name: "Open sections/order-for-events.json" }).click();
  await expect(page).toHaveURL(/#sections\/order-for-events\.json$/);
  const notice = page.locator("[data-section-notice]");
  await expect(notice).toContainText(
    "A change here reaches every page that uses it: 2 pages. It is used on 2 pages: /, /order.",
  );
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("{input.heading}");
  // a site-wide section reaches every page
  await openFile(page, "sections/bread-news.json");
  await expect(page.locator("[data-section-notice]")).toContainText("A change here reaches every page (3 now)");
  // the not-found page shows site-wide bands too, as the build makes it
  await expect(page.locator("[data-section-notice]")).toContainText("used on 3 pages: /, /404.html, /order");
  await expect(page.locator("[data-section-notice]")).toContainText(
    "site.json sections.beforeFooter[0], but /privacy-policy",
  );
  // what stays the same: a page without sections has no notice and no panel
  await openFile(page, "pages/privacy-policy.json");
  await selectRow(page, 0).click();
  await expect(page.locator("[data-section-notice], [data-linked-section]")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Search and sharing (SEO)" })).toBeVisible();
  expect(git("status", "--porcelain")).toBe("");
  expect(problems(consoleEntries)).toEqual([]);
});

test("detach puts the section's blocks in place with the use's inputs; Undo brings the link back, byte for byte", async ({
  page,
  consoleEntries,
}) => {
  const original = fileText("pages/order.json");
  await openFile(page, "pages/order.json");
  await selectRow(page, 1).click();
  await page
    .locator("[data-linked-section]")
    .getByRole("button", { name: /^Detach/ })
    .click();
  await expect(status(page)).toContainText("linked no longer. Undo (Ctrl+Z) brings the link back.");
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(1)).toContainText("Planning a Party?");
  await expect(page.locator("[data-linked-section]")).toHaveCount(0);
  // one undo step: the link is back, nothing lost
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+z");
  await expect(rows(page).nth(1)).toContainText(/^2\. Section/);
  await expect(page.locator("[data-linked-section]")).toContainText("sections/order-for-events.json");
  await expect(page.getByText("— unsaved changes")).toHaveCount(0);
  expect(fileText("pages/order.json")).toBe(original);

  // detached and saved: the file reads back as the page with the section's blocks in place
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(rows(page).nth(1)).toContainText("Planning a Party?");
  await save(page, "pages/order.json");
  const saved = JSON.parse(fileText("pages/order.json")) as { blocks: Array<Record<string, unknown>> };
  expect(saved.blocks.map((b) => b.type)).toEqual(["hero", "cta", "cta"]);
  expect(saved.blocks[1]).toEqual({
    type: "cta",
    title: "Planning a Party?",
    text: "Cakes, bread baskets and coffee for twenty to two hundred guests, from {product}.",
    actions: [{ label: "Catering", href: "/order" }],
    note: "Order three days ahead. ",
  });
  // the section's file is untouched, and / still uses it
  expect(git("status", "--porcelain").trim()).toBe("M pages/order.json");
  expect(problems(consoleEntries)).toEqual([]);
});

test("the outline lists the blocks inside columns and groups; choosing one shows its place in the form", async ({
  page,
  consoleEntries,
}) => {
  await openFile(page, "pages/index.json");
  await expect(rows(page)).toHaveCount(5);
  const firstColumns = rows(page).nth(1);
  await expect(firstColumns.getByRole("list", { name: "Column 1 of 2. Columns" })).toContainText(
    "Markdown — Baked this morning",
  );
  await expect(firstColumns.getByRole("list", { name: "Column 2 of 2. Columns" })).toContainText(
    "Order for Your Event",
  );
  // a group inside: its blocks, and the columns inside it, nested further
  const group = rows(page).nth(3);
  const inGroup = group.getByRole("list", { name: "Blocks inside 4. Group" });
  await expect(inGroup.getByRole("list", { name: "Column 2 of Columns" })).toContainText("Bicycle racks at the door.");
  // a linked section's use is named by its section
  await expect(rows(page).nth(4)).toContainText("5. Section — order-for-events");

  // choosing a block inside selects its page block and focuses its place in the form (its first field, or the
  // JSON box the form shows a block inside a block as)
  await firstColumns.getByRole("button", { name: "Markdown — Baked this morning" }).click();
  await expect(page.locator("[data-block-form]")).toHaveAttribute("data-block-form", "1");
  await expect(page.locator(":focus")).toHaveAttribute("id", /^block1_columns_0_blocks_0(_|$)/);
  await expect(firstColumns.getByRole("button", { name: "Markdown — Baked this morning" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await inGroup.getByRole("button", { name: "Markdown — Bicycle racks at the door." }).click();
  await expect(page.locator("[data-block-form]")).toHaveAttribute("data-block-form", "3");
  await expect(page.locator(":focus")).toHaveAttribute("id", /^block3_blocks_1(_|$)/);
  await expect(page.getByText("— unsaved changes")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // what stays the same: top-level blocks move with the keyboard, their children with them; a page without
  // nesting shows no inner lists
  const handle = rows(page)
    .nth(1)
    .getByRole("button", { name: /^Drag 2\. Columns/ });
  await handle.focus();
  const announcements = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press("Space");
  await expect(announcements).toContainText(/Picked up block 2, Columns|is over position 2 of 5/);
  await page.waitForTimeout(500);
  await page.keyboard.press("ArrowDown");
  await expect(announcements).toContainText("is over position 3 of 5");
  await page.waitForTimeout(300);
  await page.keyboard.press("Space");
  await expect(announcements).toContainText("was dropped at position 3");
  await expect(rows(page).nth(1).getByRole("list", { name: "Column 1 of 2. Columns" })).toContainText("Stats");
  await expect(rows(page).nth(2).getByRole("list", { name: "Column 1 of 3. Columns" })).toContainText(
    "Baked this morning",
  );
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+z");
  await expect(rows(page).nth(1).getByRole("list", { name: "Column 1 of 2. Columns" })).toBeVisible();
  await expect(page.getByText("— unsaved changes")).toHaveCount(0);
  await openFile(page, "pages/order.json");
  await expect(page.locator("[data-block-children]")).toHaveCount(0);
  expect(git("status", "--porcelain")).toBe("");
  expect(problems(consoleEntries)).toEqual([]);
});

test("a section file opens unchanged, and an edit of it is saved to it and reads back", async ({
  page,
  consoleEntries,
}) => {
  for (const file of ["sections/order-for-events.json", "sections/bread-news.json"]) {
    await openFile(page, file);
    await expect(page.locator("[data-section-notice]")).toBeVisible();
    await page.getByRole("button", { name: /^1\. / }).click();
    await expect(page.locator("[data-block-form]")).toBeVisible();
    await expect(page.getByText("— unsaved changes")).toHaveCount(0);
  }
  // its inputs have a form of their own: each input's name, what it is for, and whether every use must give it
  const inputs = page.locator("[data-section-inputs]");
  await expect(inputs.getByRole("textbox", { name: "Name of heading" })).toHaveValue("heading");
  await expect(inputs.locator("#inputs_heading_description")).toHaveValue("The band's heading.");
  await expect(inputs.getByRole("checkbox", { name: /^Required/ })).toBeChecked();
  await inputs.locator("#inputs_heading_description").fill("The band's heading, a few words.");
  // an edit of a section's text is saved to its file, which reads back as a section
  await page.locator("#block0_title").fill("{input.heading} today");
  await save(page, "sections/bread-news.json");
  const saved = JSON.parse(fileText("sections/bread-news.json"));
  expect(saved.blocks[0].title).toBe("{input.heading} today");
  expect(saved.inputs).toEqual({ heading: { description: "The band's heading, a few words.", required: true } });
  expect(git("status", "--porcelain").trim()).toBe("M sections/bread-news.json");
  expect(problems(consoleEntries)).toEqual([]);
});

test("a block moves into a group and out of it from the outline, each one undo step", async ({
  page,
  consoleEntries,
}) => {
  const original = fileText("pages/index.json");
  await openFile(page, "pages/index.json");
  // a columns block is offered the group's blocks, not another columns block's column (its schema's "x-slot")
  const moveColumns = rows(page).nth(1).getByRole("button", { name: "Move 2. Columns into a column or group" });
  await moveColumns.click();
  const offered = rows(page).nth(1).getByRole("list", { name: "Where to move 2. Columns" });
  await expect(offered.getByRole("button", { name: "Into Blocks of block 4, Group" })).toBeVisible();
  await expect(offered.getByRole("button", { name: /Column 1 of block 3/ })).toHaveCount(0);
  await moveColumns.click();
  await expect(offered).toHaveCount(0);
  // into: the linked section's use into the group, chosen with the keyboard
  const moveButton = rows(page).nth(4).getByRole("button", { name: "Move 5. Section into a column or group" });
  await moveButton.focus();
  await page.keyboard.press("Enter");
  await expect(moveButton).toHaveAttribute("aria-expanded", "true");
  const choice = rows(page)
    .nth(4)
    .getByRole("list", { name: "Where to move 5. Section" })
    .getByRole("button", { name: "Into Blocks of block 4, Group" });
  await choice.focus();
  await page.keyboard.press("Enter");
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).nth(3).getByRole("list", { name: "Blocks inside 4. Group" })).toContainText(
    "Section — order-for-events",
  );
  await expect(status(page)).toContainText("Moved block 5, Section, into Blocks of block 4, Group. Undo (Ctrl+Z)");
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+z");
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByText("— unsaved changes")).toHaveCount(0);

  // out: the group's first block to the page, after the group
  await rows(page)
    .nth(3)
    .getByRole("button", { name: "Move Markdown (At the corner of Linden Street and Mill Road.) out of 4. Group" })
    .click();
  await expect(rows(page)).toHaveCount(6);
  await expect(rows(page).nth(4)).toContainText("5. Markdown");
  await expect(page.locator("[data-block-form]")).toHaveAttribute("data-block-form", "4");
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+z");
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByText("— unsaved changes")).toHaveCount(0);
  expect(fileText("pages/index.json")).toBe(original);

  // redone and saved: the file reads back with the block at its new place, and the build has nothing to say
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(rows(page)).toHaveCount(6);
  await save(page, "pages/index.json");
  const saved = JSON.parse(fileText("pages/index.json")) as { blocks: Array<Record<string, unknown>> };
  expect(saved.blocks.map((b) => b.type)).toEqual(["hero", "columns", "columns", "group", "markdown", "section"]);
  expect((saved.blocks[3].blocks as unknown[]).length).toBe(1);
  await expect(page.locator("[data-file-problems]")).toHaveCount(0);
  expect(problems(consoleEntries)).toEqual([]);
});

test("a linked section's use inside a group shows where it comes from and detaches there", async ({
  page,
  consoleEntries,
}) => {
  const original = fileText("pages/index.json");
  await openFile(page, "pages/index.json");
  await rows(page).nth(4).getByRole("button", { name: "Move 5. Section into a column or group" }).click();
  await rows(page).nth(4).getByRole("button", { name: "Into Blocks of block 4, Group" }).click();
  // moved, it is the chosen block inside the group: its panel is above the group's form
  const panel = page.locator("[data-linked-section]");
  await expect(panel).toContainText("Linked section sections/order-for-events.json, used on 2 pages: /, /order.");
  await panel.getByRole("button", { name: /^Detach/ }).click();
  await expect(status(page)).toContainText("Detached the section inside block 4:");
  const inGroup = rows(page).nth(3).getByRole("list", { name: "Blocks inside 4. Group" });
  await expect(inGroup).toContainText("Order for Your Event");
  await expect(inGroup).not.toContainText("Section — order-for-events");
  await expect(panel).toHaveCount(0);
  // two undo steps: the link back inside the group, then the block back at its place
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+z");
  await expect(inGroup).toContainText("Section — order-for-events");
  await page.keyboard.press("Control+z");
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByText("— unsaved changes")).toHaveCount(0);
  expect(fileText("pages/index.json")).toBe(original);
  expect(problems(consoleEntries)).toEqual([]);
});

test("a linked section's use inside a group gets a field for each input its file declares; typed there, it is saved at its place", async ({
  page,
  consoleEntries,
}) => {
  const original = JSON.parse(fileText("pages/index.json")) as { blocks: Array<{ blocks?: unknown[] }> };
  await openFile(page, "pages/index.json");
  await rows(page).nth(4).getByRole("button", { name: "Move 5. Section into a column or group" }).click();
  await rows(page).nth(4).getByRole("button", { name: "Into Blocks of block 4, Group" }).click();
  const inputs = page.getByRole("region", { name: "This use's inputs" });
  const heading = inputs.locator('[id$="_inputs_heading"]');
  await expect(heading).toHaveValue("Order for Your Event");
  await expect(inputs).toContainText("The band's heading.");
  await expect(inputs).toContainText("Small print under the button.");
  await heading.fill("Order for Your Party");
  await save(page, "pages/index.json");
  const saved = JSON.parse(fileText("pages/index.json")) as { blocks: Array<{ blocks?: unknown[] }> };
  expect(saved.blocks[3].blocks?.at(-1)).toEqual({
    type: "section",
    ref: "order-for-events",
    inputs: { heading: "Order for Your Party", note: "Ask for gluten-free." },
  });
  // the rest of the file as it was: the use moved into the group with the heading typed is the only change
  const expected = structuredClone(original);
  const [use] = expected.blocks.splice(4, 1) as Array<{ inputs: Record<string, string> }>;
  expected.blocks[3].blocks?.push({ ...use, inputs: { ...use.inputs, heading: "Order for Your Party" } });
  expect(saved).toEqual(expected);
  expect(problems(consoleEntries)).toEqual([]);
});

test("a use whose ref names no section shows its located problem, no panel to detach, and nothing breaks", async ({
  page,
  consoleEntries,
}) => {
  const file = path.join(editor.configDir, "pages/order.json");
  writeFileSync(file, fileText("pages/order.json").replace('"ref": "order-for-events"', '"ref": "order-for-event"'));
  await openFile(page, "pages/order.json");
  await selectRow(page, 1).click();
  await expect(page.locator("[data-linked-section]")).toContainText("no file sections/order-for-event.json");
  await expect(page.locator("[data-linked-section]").getByRole("button")).toHaveCount(0);
  await expect(page.locator('[data-problems="file"]')).toContainText(
    'blocks[1].ref: there is no section "order-for-event" (no file sections/order-for-event.json).',
  );
  // the use's form is there as before: fixing the ref there links it again
  await page.locator("#block1_ref").fill("order-for-events");
  await expect(page.locator("[data-linked-section]")).toContainText(
    "Linked section sections/order-for-events.json, used on 1 page: /.",
  );
  await expect(page.locator('[data-problems="file"]')).not.toContainText("order-for-event");
  expect(problems(consoleEntries)).toEqual([]);
});

test("the preview shows a linked section's blocks with the use's inputs, and site.json's site-wide sections around the page", async ({
  page,
  consoleEntries,
}) => {
  await openFile(page, "pages/order.json");
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  // the use of order-for-events: its call to action, with this use's heading
  await expect(frame.getByRole("heading", { name: "Planning a Party?" })).toBeVisible();
  // the site-wide band above the footer, after the page's own blocks
  const band = frame.locator('[data-site-band="sections.beforeFooter[0]"]');
  await expect(band.getByRole("heading", { name: "Fresh Bread News" })).toBeVisible();
  const order = await frame
    .locator("[data-editor-block], [data-site-band]")
    .evaluateAll((elements) =>
      elements.map((e) => e.getAttribute("data-site-band") ?? `block ${e.getAttribute("data-editor-block")}`),
    );
  expect(order).toEqual(["block 0", "block 1", "block 2", "sections.beforeFooter[0]"]);
  // a use's input typed in its form reaches the preview
  await selectRow(page, 1).click();
  await page
    .locator("[data-block-form]")
    .getByRole("textbox", { name: /^heading/ })
    .fill("Planning a Wedding?");
  await expect(frame.getByRole("heading", { name: "Planning a Wedding?" })).toBeVisible();
  // a click on the band is not a click on a block of this page: the selection stays
  await band.getByRole("heading", { name: "Fresh Bread News" }).click();
  await expect(page.locator("[data-block-form]")).toHaveAttribute("data-block-form", "1");

  // what stays the same: the page site.json leaves out has no band, and a section file shows only its own blocks
  await openFile(page, "pages/privacy-policy.json");
  await expect(frame.locator("[data-editor-block]").first()).toBeAttached();
  await expect(frame.locator("[data-site-band]")).toHaveCount(0);
  await openFile(page, "sections/bread-news.json");
  await expect(frame.locator("[data-editor-block]").first()).toBeAttached();
  await expect(frame.locator("[data-site-band]")).toHaveCount(0);
  expect(problems(consoleEntries)).toEqual([]);
});

test("a page block dragged onto a group's or a column's list goes into it; one a slot does not take stays, and says why", async ({
  page,
  consoleEntries,
}) => {
  const original = fileText("pages/index.json");
  await openFile(page, "pages/index.json");
  /** Drags a row by its grip with the mouse onto `target`, checking the target is shown as the drop place. */
  const drag = async (row: number, name: string, target: string) => {
    const grip = rows(page)
      .nth(row)
      .getByRole("button", { name: new RegExp(`^Drag ${row + 1}\\. ${name}`) });
    // the outline scrolls: the row and the list it goes into in sight together
    await grip.evaluate((e) => e.scrollIntoView({ block: "center" }));
    const from = (await grip.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
    const drop = page.locator(`[data-slot-drop="${target}"]`);
    const to = (await drop.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 12), { steps: 12 });
    await expect(drop).toHaveAttribute("data-drop-over", "");
    await page.mouse.up();
  };
  // the linked section's use (block 5) into the group (block 4): one undo step
  await drag(4, "Section", "/blocks/3/blocks");
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).nth(3).getByRole("list", { name: "Blocks inside 4. Group" })).toContainText(
    "Section — order-for-events",
  );
  await expect(page.locator("[data-status]")).toContainText(
    "Moved block 5, Section, into Blocks of block 4, Group. Undo (Ctrl+Z)",
  );
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+z");
  await expect(rows(page)).toHaveCount(5);
  expect(fileText("pages/index.json")).toBe(original);

  // a columns block into another columns block's column: the column's schema leaves it out, so nothing moves
  await drag(1, "Columns", "/blocks/2/columns/0/blocks");
  await expect(page.locator("[data-status]")).toContainText(
    'Not moved: Column 1 of block 3, Columns does not take a Columns block (its schema\'s "x-slot" leaves it out).',
  );
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByText("— unsaved changes")).toHaveCount(0);
  expect(problems(consoleEntries)).toEqual([]);
});

test("a block inside a group dragged onto the page's rows or into a column moves there, one undo step each", async ({
  page,
  consoleEntries,
}) => {
  const original = fileText("pages/index.json");
  await openFile(page, "pages/index.json");
  const child = page.locator('[data-block-child="/blocks/3/blocks/0"]');
  /** Drags the group's first block by its grip with the mouse onto `target`. */
  const drag = async (target: ReturnType<Page["locator"]>) => {
    const grip = child.locator("[data-child-grip]").first();
    // both in sight, away from the outline's edges (near them a drag scrolls the outline)
    await target.evaluate((e) => e.scrollIntoView({ block: "center" }));
    await expect(grip).toBeInViewport();
    const from = (await grip.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 - 8, { steps: 4 });
    const to = (await target.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 12), { steps: 12 });
    await page.mouse.up();
  };
  // onto the third row (block 3, Columns): it becomes the page's block 3, before it
  await drag(rows(page).nth(2));
  await expect(rows(page)).toHaveCount(6);
  await expect(rows(page).nth(2)).toContainText("3. Markdown");
  await expect(page.locator("[data-status]")).toContainText(
    "Moved Markdown (inside block 4) to block 3 of the page. Undo (Ctrl+Z) puts it back.",
  );
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+z");
  await expect(rows(page)).toHaveCount(5);
  expect(fileText("pages/index.json")).toBe(original);

  // into the second column of block 3: at its end
  await drag(page.locator('[data-slot-drop="/blocks/2/columns/1/blocks"]'));
  await expect(page.locator('[data-slot-drop="/blocks/2/columns/1/blocks"]')).toContainText(
    "At the corner of Linden Street and Mill Road.",
  );
  await expect(page.locator("[data-status]")).toContainText("to Column 2 of block 3, Columns. Undo (Ctrl+Z)");
  await save(page, "pages/index.json");
  const saved = JSON.parse(fileText("pages/index.json")) as {
    blocks: Array<{ columns?: Array<{ blocks: Array<{ text?: string }> }>; blocks?: unknown[] }>;
  };
  expect(saved.blocks[2].columns![1].blocks.at(-1)!.text).toBe("At the corner of Linden Street and Mill Road.");
  await expect(page.locator("[data-file-problems]")).toHaveCount(0);
  expect(problems(consoleEntries)).toEqual([]);
});
