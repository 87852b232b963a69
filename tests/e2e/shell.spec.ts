import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { SiteConfig } from "../../src/generated/config-types";
import { selectedConfigDir } from "../../src/engine/projectPaths";
import { namedAddresses } from "../../src/engine/namedAddresses";
import { expect, gotoHydrated, problems, test } from "./fixtures";

// The shell is driven by site.json: read the one the site under test was built from.
const configDir = selectedConfigDir();
const site = JSON.parse(readFileSync(path.join(configDir, "site.json"), "utf8")) as SiteConfig;
const navLabels = site.navigation.map((item) => item.label);
// the site under test has a log-in and a sign-up button (in that order), a footer status link and a banner
const [loginButton, signupButton] = site.header.buttons;
const links = namedAddresses(site.links);
const statusLink = site.footer.statusLink!;
const siteBanner = site.banner!;
const bannerKey = siteBanner.storageKey;

const mainMenu = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Main" });
const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Menu" });
const footer = (page: Page) => page.getByRole("contentinfo");
const banner = (page: Page) => page.getByRole("complementary", { name: "Announcement" });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Distance of an element's top from the top of the viewport. */
const topOf = (page: Page, id: string) =>
  page.evaluate((anchor) => document.getElementById(anchor)?.getBoundingClientRect().top ?? Number.NaN, id);

test.describe("header on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("shows the compact logo and a menu button instead of the full menu", async ({ page, consoleEntries }) => {
    await gotoHydrated(page, "/");
    const logo = page.getByRole("banner").getByRole("img", { name: site.logo.full.alt });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
      site.logo.compact.src,
    );
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: loginButton.label })).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("the drawer opens from the right with every menu link, Log In and Sign Up Free", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await menuButton(page).click();
    const menu = drawer(page);
    await expect(menu).toBeVisible();
    // the open modal hides the rest of the page from assistive technology, so find the button by its markup
    await expect(page.locator("header button[aria-haspopup=dialog]")).toHaveAttribute("aria-expanded", "true");
    // slides in from the right edge and stays narrower than the screen
    await expect
      .poll(async () => Math.round((await menu.boundingBox())!.x + (await menu.boundingBox())!.width))
      .toBe(375);
    expect((await menu.boundingBox())!.x).toBeGreaterThan(0);
    await expect(menu.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(navLabels);
    await expect(menu.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    const login = menu.getByRole("link", { name: loginButton.label });
    await expect(login).toHaveAttribute("href", links.login);
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(menu.getByRole("link", { name: signupButton.label })).toHaveAttribute("href", links.signup);
  });

  test("keeps focus inside while open and gives it back to the menu button on close", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    for (let i = 0; i < navLabels.length + 4; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing a page closes the drawer and navigates", async ({ page, consoleEntries }) => {
    await gotoHydrated(page, "/");
    const target = site.navigation.find((item) => item.href.startsWith("/") && !item.href.includes("#"))!;
    await menuButton(page).click();
    await drawer(page).getByRole("link", { name: target.label }).click();
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect(drawer(page)).toBeHidden();
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("Demo in the drawer on / closes the drawer, then scrolls smoothly to #demo", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page).click();
    await drawer(page).getByRole("link", { name: "Demo" }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL(/\/#demo$/);
    await expect.poll(() => topOf(page, "demo"), { timeout: 10_000 }).toBeLessThan(120);
    expect(await scrollY(page)).toBeGreaterThan(0);
  });
});

test.describe("header on a 1440 px desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows the full logo, the full menu and the account links; no menu button", async ({ page, consoleEntries }) => {
    await gotoHydrated(page, "/pricing");
    const logo = page.getByRole("banner").getByRole("img", { name: site.logo.full.alt });
    expect(await logo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(site.logo.full.src);
    await expect(mainMenu(page).getByRole("link")).toHaveText(navLabels);
    await expect(mainMenu(page).getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    await expect(mainMenu(page).getByRole("link", { name: "Demo" })).not.toHaveAttribute("aria-current", /.*/);
    await expect(menuButton(page)).toBeHidden();
    const login = page.getByRole("banner").getByRole("link", { name: loginButton.label });
    await expect(login).toHaveAttribute("href", links.login);
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", "noopener noreferrer");
    const signup = page.getByRole("banner").getByRole("link", { name: signupButton.label });
    await expect(signup).toHaveAttribute("href", links.signup);
    expect(new URL(links.signup).pathname).toBe("/signup");
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("Demo on / scrolls smoothly to the demo section", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(await scrollY(page)).toBe(0);
    await mainMenu(page).getByRole("link", { name: "Demo" }).click();
    // mid-animation: a smooth scroll has started but not yet arrived
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/#demo$/);
    await expect.poll(() => topOf(page, "demo"), { timeout: 10_000 }).toBeLessThan(120);
    expect(await topOf(page, "demo")).toBeGreaterThanOrEqual(0);
  });

  test("Demo on another page goes to /#demo and lands on the demo section", async ({ page, consoleEntries }) => {
    await gotoHydrated(page, "/pricing");
    await mainMenu(page).getByRole("link", { name: "Demo" }).click();
    await expect(page).toHaveURL(/\/#demo$/);
    await expect(page.locator("#demo")).toBeAttached();
    await expect.poll(() => topOf(page, "demo"), { timeout: 10_000 }).toBeLessThan(120);
    expect(await topOf(page, "demo")).toBeGreaterThanOrEqual(0);
    // stays there once the rest of the page has loaded
    await page.waitForTimeout(1500);
    expect(await topOf(page, "demo")).toBeLessThan(120);
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("the skip link is the first focusable element and moves focus to main", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("footer", () => {
  test("Features scrolls to #features on / and goes to /#features elsewhere", async ({ page }) => {
    await gotoHydrated(page, "/");
    await footer(page).getByRole("link", { name: "Features", exact: true }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect.poll(() => topOf(page, "features"), { timeout: 10_000 }).toBeLessThan(120);

    await gotoHydrated(page, "/pricing");
    await footer(page).getByRole("link", { name: "Features", exact: true }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect.poll(() => topOf(page, "features"), { timeout: 10_000 }).toBeLessThan(120);
    expect(await topOf(page, "features")).toBeGreaterThanOrEqual(0);
  });

  test("has Quick Links, Legal & Support with support contacts, the copyright year and the status page", async ({
    page,
    consoleEntries,
  }) => {
    await gotoHydrated(page, "/pricing");
    const foot = footer(page);
    await expect(foot.getByRole("heading", { name: "Quick Links" })).toBeVisible();
    const legal = foot.getByRole("navigation", { name: "Legal & Support" });
    for (const link of site.footer.columns.flatMap((column) => column.links)) {
      await expect(foot.getByRole("link", { name: link.label, exact: true }).first()).toHaveAttribute(
        "href",
        link.href,
      );
    }
    if (site.footer.columns.some((column) => column.includeSupportContacts)) {
      await expect(legal.getByRole("link", { name: site.support.email })).toHaveAttribute(
        "href",
        `mailto:${site.support.email}`,
      );
      await expect(legal.getByRole("link", { name: site.support.phone })).toHaveAttribute(
        "href",
        `tel:${site.support.phone.replace(/[^\d+]/g, "")}`,
      );
    }
    await expect(foot).toContainText(`© ${new Date().getFullYear()} ${site.productName}`);
    const status = foot.getByRole("link", { name: statusLink.label });
    await expect(status).toHaveAttribute("href", links.status);
    await expect(status).toHaveAttribute("target", "_blank");
    await expect(status).toHaveAttribute("rel", "noopener noreferrer");
    expect(problems(consoleEntries)).toEqual([]);
  });
});

test.describe("announcement banner", () => {
  test("is shown by default with the press-release link", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(
      "*NEW* Gen AI Marketing Suite: Automate Content Creation & Streamline Marketing Workflows.",
    );
    await expect(banner(page).getByRole("link", { name: "Read the Press Release!" })).toHaveAttribute(
      "href",
      "/news/gen-ai-marketing-suite-launch",
    );
  });

  test("dismissing stores 'true' under the one key and keeps it hidden after a reload", async ({
    page,
    consoleEntries,
  }) => {
    await gotoHydrated(page, "/pricing");
    expect(bannerKey).toMatch(/2025-05-22.*ai-meeting-prep/);
    await banner(page).getByRole("button", { name: siteBanner.dismissLabel }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), bannerKey)).toBe("true");
    await page.reload();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect(banner(page)).toBeHidden();
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("a visitor who dismissed it never sees it flash, and the page's scripts keep it hidden", async ({
    page,
    consoleEntries,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "true"), bannerKey);
    // Before any module of the page runs (held back here), the pre-rendered banner must already be hidden.
    await page.route("**/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.locator("[data-announcement-banner]")).toBeAttached();
    await expect(page.locator("html[data-ready]")).toHaveCount(0);
    await expect(page.locator("[data-announcement-banner]")).toBeHidden();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect(page.locator("[data-announcement-banner]")).toBeHidden();
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("is hidden when printing", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await expect(banner(page)).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(banner(page)).toBeHidden();
  });
});
