// Typed input is never lost: what a visitor typed into a form survives a reload and going back and forth,
// is kept only in their browser, never the trap field, and is gone after a successful send or seven days.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { selectedConfigDir } from "../../src/engine/projectPaths";
import { expect, gotoHydrated, test } from "./fixtures";

const site = JSON.parse(readFileSync(path.join(selectedConfigDir(), "site.json"), "utf8")) as {
  webhooks: { contact: string };
};
// each test loads several pages on a machine that may be busy
test.describe.configure({ timeout: 60_000 });

const contactForm = (page: Page): Locator => page.locator('[data-block="form"] form').first();
const storedDrafts = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith("form-draft:"))),
  );

async function typeDraft(page: Page) {
  const form = contactForm(page);
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Message").fill("A long message about moving 400 households from our old CRM.");
  // the draft is written shortly after typing pauses
  await expect
    .poll(() =>
      storedDrafts(page).then((drafts) => Object.values(drafts).map((text) => JSON.parse(text).values.message)),
    )
    .toEqual(["A long message about moving 400 households from our old CRM."]);
}

test("a contact-form draft survives a reload, before and after the form's island wakes", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await typeDraft(page);
  await page.reload();
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  const form = contactForm(page);
  // put back by the form's small prepare script: the island has not woken yet
  await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
  await expect(form.getByLabel("Message")).toHaveValue("A long message about moving 400 households from our old CRM.");
  expect(await page.locator('[data-block="form"] [data-hydrated]').count()).toBe(0);
  // and kept when it wakes
  await form.getByLabel("Email").fill("ada@example.com");
  await expect(page.locator('[data-block="form"] [data-hydrated]')).toHaveCount(1);
  await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
  await expect(form.getByLabel("Message")).toHaveValue("A long message about moving 400 households from our old CRM.");
});

test("a draft survives going to another page and back", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await typeDraft(page);
  await gotoHydrated(page, "/about");
  await page.goBack();
  await expect(contactForm(page).getByLabel("Message")).toHaveValue(
    "A long message about moving 400 households from our old CRM.",
  );
  // the browser's own back-forward cache and form restoration could explain the above; a new tab has neither
  const fresh = await page.context().newPage();
  await gotoHydrated(fresh, "/contact");
  await expect(contactForm(fresh).getByLabel("Message")).toHaveValue(
    "A long message about moving 400 households from our old CRM.",
  );
});

test('a form with "keepDraft": false keeps nothing', async ({ page }) => {
  // the contact page as it would be built with "keepDraft": false on its form (props travel in data-props)
  await page.route("**/contact", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      'data-props="{&quot;form&quot;:{&quot;type&quot;:&quot;form&quot;,',
      'data-props="{&quot;form&quot;:{&quot;type&quot;:&quot;form&quot;,&quot;keepDraft&quot;:false,',
    );
    expect(html).toContain("&quot;keepDraft&quot;:false");
    await route.fulfill({ response, body: html });
  });
  await gotoHydrated(page, "/contact");
  await contactForm(page).getByLabel("Message").fill("Nothing of this should stay.");
  await page.waitForTimeout(800);
  expect(await storedDrafts(page)).toEqual({});
  await page.reload();
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await expect(contactForm(page).getByLabel("Message")).toHaveValue("");
  expect(await storedDrafts(page)).toEqual({});
});

test("the draft is kept in this browser only, without the trap field, and sent nowhere", async ({
  page,
  externalRequests,
}) => {
  await gotoHydrated(page, "/contact");
  const form = contactForm(page);
  await form.locator("input[data-honeypot]").evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example";
  });
  await typeDraft(page);
  const drafts = Object.values(await storedDrafts(page));
  expect(drafts).toHaveLength(1);
  expect(JSON.parse(drafts[0]).values).toEqual({
    name: "Ada Lovelace",
    message: "A long message about moving 400 households from our old CRM.",
  });
  const carrying = externalRequests.filter((request) =>
    `${request.url()} ${request.postData() ?? ""}`.includes("Lovelace"),
  );
  expect(carrying).toHaveLength(0);
});

test("a successful send removes the draft; a failed one keeps it", async ({ page }) => {
  let answer = 503;
  await page.route(site.webhooks.contact, (route) =>
    answer === 200 ? route.fulfill({ status: 200, body: "" }) : route.abort("failed"),
  );
  await gotoHydrated(page, "/contact");
  await typeDraft(page);
  const form = contactForm(page);
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator('[data-testid="toast"]').filter({ hasText: "Error Sending Message" })).toBeVisible();
  await page.reload();
  await expect(contactForm(page).getByLabel("Email")).toHaveValue("ada@example.com");

  answer = 200;
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator('[data-testid="toast"]').filter({ hasText: "Message Sent!" })).toBeVisible();
  await expect.poll(() => storedDrafts(page)).toEqual({});
  await page.reload();
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await expect(contactForm(page).getByLabel("Message")).toHaveValue("");
});

test("a draft older than seven days is not put back, and is removed", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await typeDraft(page);
  // the draft is saved again as the page is left: age it as the next page starts, before any of its scripts
  await page.addInitScript(() => {
    for (const [key, text] of Object.entries(localStorage)) {
      if (!key.startsWith("form-draft:")) continue;
      const draft = JSON.parse(text) as { savedAt: number };
      localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: draft.savedAt - 8 * 24 * 60 * 60 * 1000 }));
    }
  });
  await page.reload();
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await expect(contactForm(page).getByLabel("Message")).toHaveValue("");
  expect(await storedDrafts(page)).toEqual({});
});
