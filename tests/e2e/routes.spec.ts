import { listConfigFiles } from "../../src/engine/configFiles";
import { configDirFromEnv } from "../../src/engine/configLocation";
import { expect, gotoHydrated, problems, test } from "./fixtures";

// The spec's route table: every one must exist as a page config (and nothing else is expected to).
const specRoutes = [
  "/", "/about", "/ai-agents", "/apis", "/integrations",
  ...["google-suite", "microsoft-suite", "nitrogen-wealth", "zoom", "docusign", "charles-schwab", "calendly", "egnyte", "smartdata", "typeform"].map((s) => `/integrations/${s}`),
  "/all-features", "/pricing", "/in-the-news", "/contact", "/privacy-policy", "/terms-of-service", "/document-automation",
  "/sms-policy", "/crm-quiz", "/advisory-intelligence", "/gen-ai-marketing-suite",
  "/advisory-intelligence/ai-revolution-financial-advisory", "/advisory-intelligence/building-ai-powered-practice",
  "/advisory-intelligence/client-communication-digital-age", "/blog/small-crm-wins", "/news/gen-ai-marketing-suite-launch", "/security",
];

const configuredRoutes = listConfigFiles(configDirFromEnv())
  .flatMap((f) => (f.what.kind === "page" ? [f.what.route] : []))
  .sort();

// Headlines the spec gives verbatim.
const headlines: Record<string, string> = {
  "/": "The AI-Powered Hub for Financial Advisors",
  "/pricing": "Simple, Transparent Pricing",
  "/document-automation": "Document Automation That Actually Works",
  "/contact": "Get in Touch",
};

test("every route of the spec has a page config", () => {
  expect(configuredRoutes).toEqual([...specRoutes].sort());
});

for (const route of specRoutes) {
  test(`${route} renders from config, hydrates cleanly at 375 and 1440 px`, async ({ page, request, consoleEntries }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);

    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, route);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      if (headlines[route]) await expect(h1).toHaveText(headlines[route]);
      await expect(page).toHaveTitle(/\S/);
      // links that open a new tab never hand the opener to the other site
      for (const rel of await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => a.getAttribute("rel")))) {
        expect(rel).toBe("noopener noreferrer");
      }
      // nothing wider than a phone screen
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    }
    expect(problems(consoleEntries)).toEqual([]);
  });
}

test("client-side navigation between pages keeps the console clean", async ({ page, consoleEntries }) => {
  await gotoHydrated(page, "/");
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const name of ["Pricing", "Integrations", "About"]) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(problems(consoleEntries)).toEqual([]);
});
