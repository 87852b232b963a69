import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { expect, gotoHydrated, problems, test } from "./fixtures";

interface Integration {
  name: string;
  description: string;
  slug: string;
}

const root = path.resolve(import.meta.dirname, "../..");
const integrations = (
  JSON.parse(readFileSync(path.join(root, "pages-config/collections/integrations.json"), "utf8")) as {
    items: Integration[];
  }
).items;
const signupUrl = (
  JSON.parse(readFileSync(path.join(root, "pages-config/site.json"), "utf8")) as { links: { signup: string } }
).links.signup;

/** What the search must show: a plain case-insensitive substring filter on name or description. */
function expectedSlugs(query: string): string[] {
  const q = query.trim().toLowerCase();
  return integrations
    .filter((item) => q === "" || item.name.toLowerCase().includes(q) || item.description.toLowerCase().includes(q))
    .map((item) => item.slug);
}

const shownSlugs = (page: Page) =>
  page.locator("[data-integration]").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-integration")));

/** Requests for the search code (with fuse.js, in the chunk of src/blocks/integration-grid/search.script.ts). */
function searchChunkRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (/\/assets\/search\.script-[\w-]+\.js$/.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

test.use({ viewport: { width: 1440, height: 900 } });

test.describe("/integrations", () => {
  test("the pre-rendered HTML lists all ten integrations, each linking to its page", async ({ request }) => {
    const response = await request.get("/integrations");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(integrations).toHaveLength(10);
    for (const { slug, name } of integrations) {
      expect(html).toContain(`href="/integrations/${slug}"`);
      expect(html).toContain(`alt="${name} logo"`);
    }
  });

  test("search filters live, case-insensitively, on name or description, exactly like a substring filter", async ({
    page,
    consoleEntries,
  }) => {
    const chunk = searchChunkRequests(page);
    await gotoHydrated(page, "/integrations");
    const search = page.getByLabel("Search integrations");
    await expect(search).toBeVisible();
    await expect(page.getByText("Search integrations", { exact: true })).toBeVisible();
    expect(await shownSlugs(page)).toEqual(integrations.map((i) => i.slug));

    const queries = [
      "zoom",
      "ZOOM",
      "zOo",
      "calendar",
      "CALENDAR",
      "e-sign",
      "esign",
      "custod",
      "  account ",
      "held-away",
      "a",
      "an",
      "(",
      "*",
      "|",
      '"',
      "'",
      "blockchain",
      "client",
      "Z",
      "google",
      "sync gmail",
      "sync  gmail",
      "365",
      "",
    ];
    for (const query of queries) {
      await search.fill(query);
      await expect
        .poll(() => shownSlugs(page), { message: `results for ${JSON.stringify(query)}` })
        .toEqual(expectedSlugs(query));
    }
    // typed key by key, it filters while typing
    await search.fill("");
    for (const partial of ["t", "ty", "typ", "type"]) {
      await search.press(partial.at(-1)!);
      await expect.poll(() => shownSlugs(page)).toEqual(expectedSlugs(partial));
    }
    expect(queries.some((q) => expectedSlugs(q).length === 0)).toBe(true);
    expect(chunk.length).toBeGreaterThan(0);
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("no match shows the empty message; clearing brings every card back", async ({ page }) => {
    await gotoHydrated(page, "/integrations");
    const search = page.getByLabel("Search integrations");
    await search.fill("quantum ledger");
    await expect(page.getByText("No integrations found matching your search.")).toBeVisible();
    await expect(page.locator("[data-integration]")).toHaveCount(0);
    await search.fill("");
    await expect(page.locator("[data-integration]")).toHaveCount(10);
    await expect(page.getByText("No integrations found matching your search.")).toHaveCount(0);
  });

  test("'Request Integration' scrolls to the 1000 px scheduling widget, and the page promises two weeks or less", async ({
    page,
  }) => {
    await gotoHydrated(page, "/integrations");
    await expect(page.getByText(/most integrations take two weeks or less/i).first()).toBeVisible();
    const widget = page.locator("#request-integration [data-calendar-state]");
    await expect(widget).not.toBeInViewport();
    await page.getByRole("link", { name: "Request Integration" }).click();
    await expect(widget).toBeInViewport();
    expect((await widget.boundingBox())?.height).toBe(1000);
    await expect(page).toHaveURL(/\/integrations#request-integration$/);
  });

  test("a card opens its integration page on the client", async ({ page }) => {
    await gotoHydrated(page, "/integrations");
    await page.getByRole("link", { name: "Zoom", exact: true }).click();
    await expect(page).toHaveURL(/\/integrations\/zoom$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zoom + AdvisorBase");
  });
});

test.describe("home page integrations", () => {
  test("shows all ten cards and a link to /integrations, without a search box or the search code", async ({
    page,
    consoleEntries,
  }) => {
    const chunk = searchChunkRequests(page);
    await gotoHydrated(page, "/");
    const grid = page.locator('[data-block="integration-grid"]');
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.locator("[data-integration]")).toHaveCount(10);
    await expect(grid.getByRole("searchbox")).toHaveCount(0);
    await expect(grid.getByRole("link", { name: "View all integrations" })).toHaveAttribute("href", "/integrations");
    // the grid sits between the press carousel and the AI meetings promo
    const order = await page
      .locator("[data-block]")
      .evaluateAll((blocks) => blocks.map((b) => b.getAttribute("data-block")));
    const at = order.indexOf("integration-grid");
    expect(order[at - 1]).toBe("logo-carousel");
    expect(order[at + 1]).toBe("video");
    // a searchable grid asks for the search code right after hydration; this one must not
    await page.waitForTimeout(1000);
    expect(chunk).toEqual([]);
    expect(problems(consoleEntries)).toEqual([]);
  });
});

test.describe("integration detail pages", () => {
  for (const { slug, name } of integrations) {
    test(`/integrations/${slug} renders and ends with the sign-up call to action`, async ({ page, consoleEntries }) => {
      await gotoHydrated(page, `/integrations/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name} + AdvisorBase`);
      await expect(page.getByRole("link", { name: "← All Integrations" })).toHaveAttribute("href", "/integrations");
      const last = page.locator("[data-block]").last();
      await expect(last).toHaveAttribute("data-block", "cta");
      await expect(last.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", signupUrl);
      if (slug !== "zoom" && slug !== "smartdata")
        await expect(page.getByText("Detailed Setup Guide Coming Soon")).toBeVisible();
      expect(problems(consoleEntries)).toEqual([]);
    });
  }

  test("zoom has the demo video, setup PDF, features, data access, best practices, steps and support", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/integrations/zoom");
    await expect(page.locator('[data-block="video"] [data-video-state]')).toHaveCount(1);
    const pdf = page.getByRole("link", { name: "Download the Setup Guide (PDF)" });
    const pdfUrl = await pdf.getAttribute("href");
    expect(pdfUrl).toBe("/docs/zoom-setup-guide.pdf");
    const file = await request.get(pdfUrl!);
    expect(file.headers()["content-type"]).toContain("application/pdf");
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    for (const heading of [
      "Zoom Integration Features",
      "What AdvisorBase Can Access",
      "Best Practices",
      "Getting Started",
      "Need Help Connecting Zoom?",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText("support@advisorbase.com").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "E-mail Support" })).toHaveAttribute(
      "href",
      "mailto:support@advisorbase.com",
    );
  });

  test("smartdata has the demo video, features, the discount code pointer and four setup steps", async ({ page }) => {
    await gotoHydrated(page, "/integrations/smartdata");
    await expect(page.locator('[data-block="video"] [data-video-state]')).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "SmartData Integration Features" })).toBeVisible();
    const discount = page.getByRole("link", { name: "Get Your Discount Code" });
    await expect(discount).toHaveAttribute("href", "https://app.advisorbase.com/profile/integrations");
    await expect(discount).toHaveAttribute("target", "_blank");
    const steps = page.locator('[data-block="steps"]');
    await expect(steps.getByRole("heading", { level: 3 })).toHaveCount(4);
  });

  test("an unknown slug answers 404 with 'Integration Not Found' and a link back", async ({ page, consoleEntries }) => {
    const response = await page.goto("/integrations/anything-else");
    expect(response?.status()).toBe(404);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1, name: "Integration Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find details for this integration.")).toBeVisible();
    const back = page.getByRole("link", { name: "Back to Integrations" });
    await expect(back).toHaveAttribute("href", "/integrations");
    // the only console error allowed is the browser's note about the 404 document itself
    expect(problems(consoleEntries).filter((e) => !/status of 404/.test(e.text))).toEqual([]);
    await back.click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.locator("[data-integration]")).toHaveCount(10);
  });
});
