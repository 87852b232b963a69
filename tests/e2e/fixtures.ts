import { test as base, expect, type Page, type Request } from "@playwright/test";

export interface ConsoleEntry {
  type: string;
  text: string;
}

interface Fixtures {
  /** Console messages and page errors seen during the test. */
  consoleEntries: ConsoleEntry[];
  /** Requests to anything but the local test server; all are aborted unless a test routes them itself. */
  externalRequests: Request[];
}

/**
 * Every test runs offline: requests leaving 127.0.0.1 are recorded and aborted. A test that needs an
 * outside answer (webhook, widget script) registers its own page.route, which takes precedence.
 */
export const test = base.extend<Fixtures>({
  externalRequests: [
    async ({ context }, use) => {
      const seen: Request[] = [];
      await context.route(
        (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
        (route) => {
          seen.push(route.request());
          return route.abort("blockedbyclient");
        },
      );
      await use(seen);
    },
    { auto: true },
  ],
  consoleEntries: [
    async ({ page }, use) => {
      const entries: ConsoleEntry[] = [];
      page.on("console", (message) => entries.push({ type: message.type(), text: message.text() }));
      page.on("pageerror", (error) => entries.push({ type: "pageerror", text: error.message }));
      await use(entries);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a path and waits until the page is live: html[data-ready] is set by the shell script on a page
 * without browser code, and by the island loader once every block that starts with the page has started.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

/**
 * Wakes the island of a block as a visitor's first tap would (without focusing or changing anything in it)
 * and waits until it has hydrated.
 */
export async function waitForIsland(page: Page, selector: string): Promise<void> {
  const island = page.locator(`${selector} [data-island]`).first();
  await island.scrollIntoViewIfNeeded();
  await island.dispatchEvent("pointerdown");
  await island.and(page.locator("[data-hydrated]")).waitFor({ state: "attached" });
}

/** Console errors and warnings, minus the browser's own notes about requests the test aborted on purpose. */
export function problems(entries: ConsoleEntry[]): ConsoleEntry[] {
  return entries.filter(
    (e) =>
      (e.type === "error" || e.type === "warning" || e.type === "pageerror") &&
      !/net::ERR_BLOCKED_BY_CLIENT|Failed to load resource: net::/.test(e.text),
  );
}
