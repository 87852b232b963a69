import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { listConfigFiles } from "../../src/engine/configFiles";
import { selectedConfigDir } from "../../src/engine/projectPaths";
import { expect, problems, test } from "./fixtures";

// The strict Content-Security-Policy (scripts/lib/securityHeaders.ts) on every route of the built site, served
// as `npm start` serves it: the headers are there, and using the page — the menu, scrolling every embed and
// island in, sending each form until its toast shows — raises not one `securitypolicyviolation`.
// Outside services are stood in for with page.route (CSP is checked before a request leaves, so a blocked
// embed still counts); nothing reaches the internet.

const configDir = selectedConfigDir();
const site = JSON.parse(readFileSync(path.join(configDir, "site.json"), "utf8")) as {
  webhooks: Record<string, string>;
  embeds: { allowedHosts: string[] };
};
const files = listConfigFiles(configDir);
const pageRoutes = files.flatMap((f) => (f.what.kind === "page" ? [f.what.route] : []));
// an unknown address in each not-found section gets that section's 404 page
const notFoundRoutes = files.flatMap((f) => (f.what.kind === "not-found" ? [`${f.what.prefix}no-such-page`] : []));

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  where: string;
}

/** Records every securitypolicyviolation of the page (from before its first script runs) in window.__cspViolations. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        where: `${e.sourceFile}:${e.lineNumber}`,
      }),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

/** Stand-ins for the embedded services and the webhooks: scripts that behave like theirs, blank frames, empty 200s. */
async function standIns(page: Page) {
  const html = { contentType: "text/html", body: "<!doctype html><title>embed</title>" };
  // cross-origin module scripts and no-cors/cors fetches need CORS answers
  const cors = { "Access-Control-Allow-Origin": "*" };
  await page.route("https://assets.calendly.com/assets/external/widget.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.Calendly = { initInlineWidget({ url, parentElement }) {
        const frame = document.createElement("iframe"); frame.src = url; parentElement.appendChild(frame); } };`,
    }),
  );
  await page.route("https://fast.wistia.com/player.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `if (!customElements.get("wistia-player")) customElements.define("wistia-player", class extends HTMLElement {});`,
    }),
  );
  await page.route("https://fast.wistia.com/embed/**", (route) =>
    route.fulfill({ contentType: "text/javascript", headers: cors, body: "" }),
  );
  for (const frames of [
    "https://calendly.com/**",
    "https://www.youtube-nocookie.com/**",
    "https://fast.wistia.net/**",
  ]) {
    await page.route(frames, (route) => route.fulfill(html));
  }
  for (const hook of Object.values(site.webhooks))
    await page.route(hook, (route) => route.fulfill({ status: 200, headers: cors, body: "" }));
  // a download or quiz opens a tab of another site: not this page's policy, so it is left out
  await page.addInitScript(() => {
    window.open = () => ({ closed: false, opener: null, location: { href: "" }, close() {} }) as unknown as Window;
  });
}

/** Opens the menu drawer (the page is phone-sized, so the menu is behind its button) and closes it again. */
async function useMenu(page: Page) {
  const button = page.getByRole("button", { name: "Menu", exact: true });
  await button.click();
  const drawer = page.locator("dialog[data-menu]");
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
}

/**
 * Scrolls to the bottom a screen at a time, so every "visible" script and island wakes, wakes the islands that
 * wait for a first tap (forms) as a tap would, and waits until all have started.
 */
async function scrollEverythingIn(page: Page) {
  for (let step = 0; step < 100; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atBottom) break;
  }
  for (const island of await page.locator("[data-island]").all()) await island.dispatchEvent("pointerdown");
  await expect
    .poll(() => page.locator("[data-script]:not([data-ready]), [data-island]:not([data-ready])").count(), {
      timeout: 15_000,
    })
    .toBe(0);
  // the embeds are in: calendars shown, videos past their poster (a frame, or Wistia's player after its delay)
  for (const calendar of await page.locator("[data-calendar-state]").all())
    await expect(calendar).toHaveAttribute("data-calendar-state", "ready");
  for (const video of await page.locator("[data-video-state]").all())
    await expect(video).not.toHaveAttribute("data-video-state", "poster");
}

/** Fills each form with valid answers (never the honeypot) and sends it; each shows its toast. */
async function sendEveryForm(page: Page) {
  const forms = page.locator('[data-block="form"] form');
  const count = await forms.count();
  for (let i = 0; i < count; i++) {
    // a sent form gives way to its thank-you panel: the next one is always the first left
    const form = page.locator('[data-block="form"] form').first();
    await form.scrollIntoViewIfNeeded();
    for (const field of await form.locator("input:not([data-honeypot]):not([type=hidden]), textarea").all()) {
      const type = await field.evaluate((el) =>
        el instanceof HTMLTextAreaElement ? "textarea" : (el as HTMLInputElement).type,
      );
      const value = {
        email: "jane@summitwealth.com",
        tel: "+1 214 555 0100",
        textarea: "A question about the CSP test, long enough for any minimum.",
      }[type];
      await field.fill(value ?? "Jane Advisor");
    }
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-testid="toast"]')).toHaveCount(i + 1, { timeout: 10_000 });
  }
  return count;
}

test.use({ viewport: { width: 390, height: 844 } });

for (const route of [...pageRoutes, ...notFoundRoutes]) {
  test(`${route}: strict CSP headers; menu, embeds, islands and forms cause no violation`, async ({
    page,
    consoleEntries,
  }) => {
    await watchViolations(page);
    await standIns(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(notFoundRoutes.includes(route) ? 404 : 200);
    const headers = response!.headers();
    const policy = headers["content-security-policy"] ?? "";
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? "";
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+ /);
    expect(scriptSrc).not.toMatch(/unsafe/);
    for (const host of site.embeds.allowedHosts) expect(scriptSrc).toContain(`https://${host}`);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
      expect(policy).toContain(directive);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // the page carries its own policy too, for hosts that send no headers (frame-ancestors is not allowed there)
    const meta = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")) ?? "";
    expect(meta).toMatch(/script-src 'self' 'sha256-/);
    expect(meta).not.toContain("frame-ancestors");

    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await useMenu(page);
    await scrollEverythingIn(page);
    const forms = await sendEveryForm(page);
    if (route === "/contact") expect(forms).toBeGreaterThan(0);

    expect(await violations(page)).toEqual([]);
    // a 404 page: the browser notes the document's status, and the page logs the unknown address (on purpose)
    const expected = (text: string) =>
      notFoundRoutes.includes(route) && (/status of 404/.test(text) || text.includes(route));
    expect(problems(consoleEntries).filter((entry) => !expected(entry.text))).toEqual([]);
  });
}

test("the policy is enforced: an injected inline script and eval are refused and reported", async ({ page }) => {
  await watchViolations(page);
  // a script of this site's own (allowed by 'self') that tries eval
  await page.route("**/csp-eval-probe.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'try { window.__evaluated = eval("true") } catch { window.__evaluated = false }',
    }),
  );
  await page.goto("/pricing");
  await page.evaluate(() => {
    const inline = document.createElement("script");
    inline.textContent = "window.__injected = true";
    const probe = document.createElement("script");
    probe.src = "/csp-eval-probe.js";
    document.head.append(inline, probe);
  });
  await page.waitForFunction(() => "__evaluated" in window);
  expect(await page.evaluate(() => (window as unknown as { __evaluated: boolean }).__evaluated)).toBe(false);
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  // each is refused twice: by the header's policy and by the page's <meta> policy
  await expect
    .poll(async () => (await violations(page)).map((v) => v.directive).sort())
    .toEqual(["script-src", "script-src", "script-src-elem", "script-src-elem"]);
});

test("the headers file the build wrote is not served", async ({ request }) => {
  expect((await request.get("/_headers")).status()).toBe(404);
});
