// JavaScript only where a block needs it: static pages load no script; a page loads the code of its own
// interactive blocks only; islands hydrate without warnings; controls answer before their scripts have run.
import type { Page, Route } from "@playwright/test";
import { expect, gotoHydrated, problems, test, waitForIsland } from "./fixtures";

test.use({ viewport: { width: 1440, height: 900 } });

/** Paths of the site's scripts the page requested (modules and preloads). */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname === "127.0.0.1" && url.pathname.endsWith(".js")) seen.push(url.pathname);
  });
  return seen;
}

/**
 * Holds back every script of the site until release() is called: a slow phone on a slow network. (The page's
 * load event waits for them, so such tests open pages with waitUntil "commit".)
 */
async function holdScripts(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : held.push(route)));
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

test.describe("islands", () => {
  for (const route of ["/privacy-policy", "/pricing", "/terms-of-service", "/all-features"]) {
    test(`${route}: a page whose blocks are all static loads no script at all`, async ({ page, consoleEntries }) => {
      const scripts = scriptRequests(page);
      await gotoHydrated(page, route);
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(500);
      expect(scripts).toEqual([]);
      expect(await page.locator("script[src], link[rel=modulepreload]").count()).toBe(0);
      expect(problems(consoleEntries)).toEqual([]);
    });
  }

  test("a page loads the code of its own interactive blocks only, and no React for plain scripts", async ({ page }) => {
    const scripts = scriptRequests(page);
    await gotoHydrated(page, "/");
    const names = scripts.map((p) => p.replace(/^\/assets\//, "").replace(/-[\w-]+\.js$/, ""));
    expect(names).toEqual(expect.arrayContaining(["client", "countUp.script", "carousel.script", "video.script"]));
    for (const name of names) expect(["client", "countUp.script", "carousel.script", "video.script"]).toContain(name);
  });

  test("a form page loads no React until the form is first used, then hydrates it", async ({
    page,
    consoleEntries,
  }) => {
    const scripts = scriptRequests(page);
    await gotoHydrated(page, "/crm-quiz");
    await page.waitForTimeout(500);
    const names = () => scripts.map((p) => p.replace(/^\/assets\//, "").replace(/-[\w-]+\.js$/, ""));
    expect(names()).toContain("prepareForm.script");
    for (const name of names()) expect(["client", "prepareForm.script", "formDraft", "prefillValue"]).toContain(name);
    const island = page.locator('[data-block="form"] [data-island]').first();
    expect(await island.getAttribute("data-hydrated")).toBeNull();
    await island.getByRole("textbox").first().click();
    await expect(island).toHaveAttribute("data-hydrated", "");
    expect(names()).toEqual(expect.arrayContaining(["FormCard", "hydrateIsland"]));
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("a form island hydrates over its pre-rendered HTML without warnings and without changing it", async ({
    page,
    consoleEntries,
  }) => {
    await gotoHydrated(page, "/contact");
    const island = page.locator('[data-block="form"] [data-island]');
    const before = await island.innerHTML();
    // the page's styles, to see that hydrating adds none (its class names' rules are in the page already)
    const styles = () => page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.cssRules.length));
    const stylesBefore = await styles();
    expect(await island.getAttribute("data-hydrated")).toBeNull();
    await waitForIsland(page, '[data-block="form"]');
    expect(await island.innerHTML()).toBe(before);
    expect(await styles()).toEqual(stylesBefore);
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("an island runs no styling code: every class name its props carry has its rule in the page's CSS", async ({
    page,
  }) => {
    for (const route of ["/contact", "/crm-quiz", "/about"]) {
      await gotoHydrated(page, route);
      const { classes, missing } = await page.evaluate(() => {
        const defined = new Set<string>();
        const collect = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule)
              for (const m of rule.selectorText.matchAll(/\.(css-[\w-]+)/g)) defined.add(m[1]);
            if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
        const named = Array.from(document.querySelectorAll<HTMLElement>("[data-island]")).flatMap((island) =>
          Object.values((JSON.parse(island.dataset.props ?? "{}") as { classes: Record<string, string> }).classes),
        );
        return { classes: named.length, missing: named.filter((name) => !defined.has(name)) };
      });
      // the error messages and the thank-you panel are not shown yet, but their rules are there
      expect(classes, route).toBeGreaterThan(20);
      expect(missing, route).toEqual([]);
    }
  });

  test("every island of every form page hydrates cleanly", async ({ page, consoleEntries }) => {
    test.setTimeout(90_000);
    for (const route of ["/about", "/apis", "/crm-quiz", "/blog/small-crm-wins", "/security"]) {
      await gotoHydrated(page, route);
      for (const island of await page.locator("[data-island]").all()) {
        await island.scrollIntoViewIfNeeded();
        await island.dispatchEvent("pointerdown");
        await expect(island).toHaveAttribute("data-hydrated", "");
      }
    }
    expect(problems(consoleEntries)).toEqual([]);
  });
});

test.describe("before the scripts have run", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu opens and closes on the first tap", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the banner's dismiss answers the first tap", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const banner = page.getByRole("complementary", { name: "Announcement" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button").click();
    await expect(banner).toBeHidden();
  });

  test("words typed into the integrations search are searched once its script arrives", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/integrations", { waitUntil: "commit" });
    await page.getByLabel("Search integrations").fill("zoom");
    await page.waitForTimeout(300);
    release();
    await expect(page.locator("[data-integration]")).toHaveCount(1);
    await expect(page.locator('[data-integration="zoom"]')).toBeVisible();
  });

  test("a form filled and sent before its island hydrated keeps the answers and is sent once, not natively", async ({
    page,
  }) => {
    const sent: string[] = [];
    await page.route("https://hooks.zapier.com/**", (route) => {
      sent.push(route.request().postData() ?? "");
      return route.fulfill({ status: 200, body: "" });
    });
    const release = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const form = page.locator('[data-block="form"] form').first();
    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Message").fill("Please call me about the CRM for my practice.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe("");
    await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
    release();
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.parse(sent[0])).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
    expect(new URL(page.url()).search).toBe("");
  });
});
