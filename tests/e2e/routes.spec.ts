import { expect, gotoHydrated, problems, test } from "./fixtures";
import { specificationHeadlines, specificationRoutesMissing, testedRoutes } from "./siteRoutes";

// Every page config is a route to test: the list comes from the config folder, never from this file.
const routes = testedRoutes();

test.describe("this site's specification", () => {
  test("every route the specification lists has a page config", () => {
    expect(specificationRoutesMissing(routes)).toEqual([]);
  });
});

for (const route of routes) {
  test(`${route} renders from config, hydrates cleanly at 375 and 1440 px`, async ({
    page,
    request,
    consoleEntries,
  }) => {
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
      if (specificationHeadlines[route]) await expect(h1).toHaveText(specificationHeadlines[route]);
      await expect(page).toHaveTitle(/\S/);
      // links that open a new tab never hand the opener to the other site
      for (const rel of await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute("rel")))) {
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
