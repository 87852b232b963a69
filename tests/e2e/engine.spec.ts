import { expect, gotoHydrated, problems, test } from "./fixtures";

test.describe("pre-rendered pages", () => {
  test("home HTML holds the page text, title, description, canonical and Open Graph tags before any script runs", async ({
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("The AI-Powered Hub for Financial Advisors");
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/);
    // every block inline in the HTML: nothing left in hidden segments for a script to reveal
    expect(html).not.toMatch(/<div hidden id="S:|<template id="B:/);
  });

  test("the statistics are in the HTML with their final values", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const value of ["1,000+", "20B+", "64K+", "1M+"]) expect(html).toContain(value);
  });

  test("pages hydrate without errors or warnings", async ({ page, consoleEntries }) => {
    for (const path of ["/", "/pricing", "/privacy-policy"]) {
      await gotoHydrated(page, path);
    }
    expect(problems(consoleEntries)).toEqual([]);
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the config-driven page and logs the path", async ({
    page,
    consoleEntries,
  }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    const logged = consoleEntries.filter((e) => e.type === "error" && e.text.includes("/no/such/page"));
    expect(logged).toHaveLength(1);
    expect(
      consoleEntries.filter(
        (e) => e.type === "error" && !e.text.includes("/no/such/page") && !/status of 404/.test(e.text),
      ),
    ).toEqual([]);
  });

  test("'Return to Home' navigates to / on the client", async ({ page }) => {
    await page.goto("/missing");
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("The AI-Powered Hub for Financial Advisors");
  });
});
