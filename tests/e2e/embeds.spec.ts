import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { expect, gotoHydrated, problems, test } from "./fixtures";

const root = path.resolve(import.meta.dirname, "../..");
const pageConfig = (file: string) => readFileSync(path.join(root, "pages-config/pages", file), "utf8");
const contactHasCalendar = pageConfig("contact.json").includes('"calendar-embed"');

const calendlyScript = "https://assets.calendly.com/assets/external/widget.js";
const wistiaPlayerScript = "https://fast.wistia.com/player.js";

/** Every request the page makes to another host, whether a test answers it or the fixture aborts it. */
function outsideRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== "127.0.0.1" && hostname !== "localhost") seen.push(request);
  });
  return seen;
}
const hostsOf = (requests: Request[]) => [...new Set(requests.map((r) => new URL(r.url()).hostname))].sort();

/** Stands in for Calendly: its script defines window.Calendly and counts how often it ran; its pages are blank. */
async function fakeCalendly(page: Page) {
  await page.route(calendlyScript, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.__calendlyScriptRuns = (window.__calendlyScriptRuns || 0) + 1;
        window.Calendly = { initInlineWidget({ url, parentElement }) {
          const frame = document.createElement("iframe");
          frame.title = "Select a date and time";
          frame.src = url;
          frame.dataset.fakeCalendly = "";
          parentElement.appendChild(frame);
        } };`,
    }),
  );
  await page.route("https://calendly.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Calendly</title>" }),
  );
}

/** Stands in for Wistia's player: scripts that define <wistia-player> and count their runs. */
async function fakeWistia(page: Page) {
  await page.route(wistiaPlayerScript, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.__wistiaPlayerRuns = (window.__wistiaPlayerRuns || 0) + 1;
        if (!customElements.get("wistia-player")) customElements.define("wistia-player", class extends HTMLElement {});`,
    }),
  );
  await page.route("https://fast.wistia.com/embed/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "window.__wistiaMediaRuns = (window.__wistiaMediaRuns || 0) + 1;",
    }),
  );
}

const scriptCount = (page: Page, src: string) =>
  page.evaluate((s) => Array.from(document.scripts).filter((script) => script.src === s).length, src);

async function navigateInApp(page: Page, label: string, url: RegExp) {
  await page.getByRole("navigation").getByRole("link", { name: label, exact: true }).first().click();
  await expect(page).toHaveURL(url);
}

test.use({ viewport: { width: 1440, height: 900 } });

test.describe("calendar-embed", () => {
  test("the pre-rendered HTML reserves the widget's size and links to the scheduling page", async ({ request }) => {
    const html = await (await request.get("/integrations")).text();
    expect(html).toMatch(/data-calendar-state="waiting"/);
    expect(html).toContain('href="https://calendly.com/advisorbase/integration-request"');
    expect(html).not.toContain(calendlyScript);
  });

  test("the widget script is added once, when the calendar nears the viewport", async ({ page, consoleEntries }) => {
    const outside = outsideRequests(page);
    await fakeCalendly(page);
    await gotoHydrated(page, "/integrations");
    const widget = page.locator("#request-integration [data-calendar-state]");
    // nothing is loaded from the scheduling service until the visitor comes near the calendar
    await page.waitForTimeout(500);
    expect(outside).toEqual([]);
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute("data-calendar-state", "ready");
    await expect(widget.locator("iframe[data-fake-calendly]")).toHaveCount(1);
    await expect(widget.locator("iframe")).toHaveAttribute(
      "src",
      "https://calendly.com/advisorbase/integration-request",
    );
    expect(await scriptCount(page, calendlyScript)).toBe(1);
    expect((await widget.boundingBox())?.height).toBe(1000);

    expect(
      await page.evaluate(() => (window as unknown as { __calendlyScriptRuns: number }).__calendlyScriptRuns),
    ).toBe(1);
    expect(outside.filter((r) => r.url() === calendlyScript)).toHaveLength(1);

    if (contactHasCalendar) {
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.locator("#request-integration")).toHaveCount(0);
      const contactWidget = page.locator('[data-block="calendar-embed"] [data-calendar-state]');
      await contactWidget.scrollIntoViewIfNeeded();
      await expect(contactWidget.locator("iframe[data-fake-calendly]")).toHaveCount(1);
      const size = await contactWidget.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        minWidth: getComputedStyle(el).minWidth,
      }));
      expect(size).toEqual({ height: 700, minWidth: "320px" });
      expect(await scriptCount(page, calendlyScript)).toBe(1);
    }
    expect(
      await page.evaluate(() => (window as unknown as { __calendlyScriptRuns: number }).__calendlyScriptRuns),
    ).toBe(1);
    expect(hostsOf(outside)).toEqual(["assets.calendly.com", "calendly.com"]);
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("a widget script already on the page is reused, not added again", async ({ page }) => {
    await fakeCalendly(page);
    await page.addInitScript((src) => {
      document.addEventListener("DOMContentLoaded", () => {
        const script = document.createElement("script");
        script.src = src;
        document.head.appendChild(script);
      });
    }, calendlyScript);
    await gotoHydrated(page, "/integrations");
    await page.locator("#request-integration").scrollIntoViewIfNeeded();
    await expect(page.locator("#request-integration iframe[data-fake-calendly]")).toHaveCount(1);
    expect(await scriptCount(page, calendlyScript)).toBe(1);
  });

  test("without the script the fallback link stays usable", async ({ page }) => {
    await gotoHydrated(page, "/integrations");
    const widget = page.locator("#request-integration [data-calendar-state]");
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute("data-calendar-state", "failed");
    const fallback = widget.getByRole("link", { name: /Open the integration request calendar/ });
    await expect(fallback).toHaveAttribute("href", "https://calendly.com/advisorbase/integration-request");
    await fallback.scrollIntoViewIfNeeded();
    // nothing lies on top of it
    const box = (await fallback.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent ?? "", {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toContain("Open the integration request calendar");
  });
});

test.describe("video, lazy", () => {
  test("no frame and no request to the video host until the video nears the viewport", async ({
    page,
    consoleEntries,
  }) => {
    const outside = outsideRequests(page);
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await gotoHydrated(page, "/");
    const demo = page.locator("#demo");
    await page.waitForTimeout(500);
    await expect(demo.locator("[data-video-state]")).toHaveAttribute("data-video-state", "poster");
    await expect(page.locator('[data-block="video"] iframe')).toHaveCount(0);
    expect(outside.filter((r) => /youtube|ytimg/.test(new URL(r.url()).hostname))).toEqual([]);
    await expect(demo.locator("img").first()).toHaveAttribute("src", /^\/video\/posters\//);

    await demo.scrollIntoViewIfNeeded();
    const frame = demo.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(frame).toHaveAttribute("title", "AdvisorBase product demo");
    await expect(demo.locator("[data-video-state]")).toHaveAttribute("data-video-state", "frame");
    await expect
      .poll(() => outside.filter((r) => r.url().startsWith("https://www.youtube-nocookie.com/embed/")).length)
      .toBeGreaterThan(0);
    await expect(demo.getByRole("link", { name: "Request a Personalized Demo" })).toHaveAttribute("target", "_blank");
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("on a phone too, the frame waits until the video is near", async ({ page }) => {
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await page.setViewportSize({ width: 375, height: 700 });
    await gotoHydrated(page, "/");
    const demo = page.locator("#demo");
    await expect(demo.locator("[data-video-state]")).toHaveAttribute("data-video-state", "poster");
    await demo.locator("[data-video-state]").scrollIntoViewIfNeeded();
    await expect(demo.locator("iframe")).toHaveAttribute("title", "AdvisorBase product demo");
  });
});

test.describe("video, delayed player on /document-automation", () => {
  test("the player is inserted one second after load and removed with its scripts and styles on leaving", async ({
    page,
    consoleEntries,
  }) => {
    const outside = outsideRequests(page);
    await fakeWistia(page);
    // note when the player's first script appears, what the page held at its load, and each state the block took
    // (read by the page itself: a busy machine may be past the second before the test looks)
    await page.addInitScript(() => {
      const seen = window as unknown as { __playerInsertedAt?: number; __partsAtLoad?: number; __states: string[] };
      seen.__states = [];
      const parts = "script[data-video-player], style[data-video-player], wistia-player";
      const note = () => {
        const state = document
          .querySelector('[data-block="video"] [data-video-state]')
          ?.getAttribute("data-video-state");
        if (state && seen.__states.at(-1) !== state) seen.__states.push(state);
        if (seen.__playerInsertedAt === undefined && document.querySelector("script[data-video-player]"))
          seen.__playerInsertedAt = performance.now();
      };
      new MutationObserver(note).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ["data-video-state"],
      });
      addEventListener("load", () => {
        note();
        seen.__partsAtLoad = document.querySelectorAll(parts).length;
      });
    });
    await page.goto("/document-automation");
    const playerParts = page.locator("script[data-video-player], style[data-video-player], wistia-player");

    // the brief: present about a second later (allowing for a busy machine hydrating late)
    await expect(page.locator('[data-block="video"] [data-video-state]')).toHaveAttribute(
      "data-video-state",
      "player",
      { timeout: 5000 },
    );
    expect(await scriptCount(page, wistiaPlayerScript)).toBe(1);
    await expect(page.locator("style[data-video-player]")).toHaveCount(1);
    await expect(page.locator('[data-block="video"] wistia-player')).toHaveAttribute("media-id", /^[a-z0-9]+$/);
    const timing = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      inserted: (window as unknown as { __playerInsertedAt: number }).__playerInsertedAt,
      atLoad: (window as unknown as { __partsAtLoad: number }).__partsAtLoad,
      states: (window as unknown as { __states: string[] }).__states,
    }));
    // nothing of the player at the page's load, the poster first, the player a second after the load at the earliest
    expect(timing.atLoad).toBe(0);
    expect(timing.states).toEqual(["poster", "player"]);
    expect(timing.inserted - timing.loaded).toBeGreaterThanOrEqual(990);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __wistiaPlayerRuns?: number }).__wistiaPlayerRuns))
      .toBe(1);

    await navigateInApp(page, "Pricing", /\/pricing$/);
    await expect(playerParts).toHaveCount(0);
    expect(hostsOf(outside)).toEqual(["fast.wistia.com"]);
    expect(problems(consoleEntries)).toEqual([]);
  });

  test("when Wistia's script cannot load, the plain embed frame is shown instead and the scripts are gone", async ({
    page,
  }) => {
    await page.route("https://fast.wistia.net/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await gotoHydrated(page, "/document-automation");
    const video = page.locator('[data-block="video"] [data-video-state]');
    await expect(video).toHaveAttribute("data-video-state", "frame", { timeout: 5000 });
    await expect(video.locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/fast\.wistia\.net\/embed\/iframe\/[a-z0-9]+$/,
    );
    await expect(video.locator("iframe")).toHaveAttribute("title", "AdvisorBase document automation demo");
    await expect(page.locator("script[data-video-player], style[data-video-player], wistia-player")).toHaveCount(0);
  });

  test("pressing play inserts the player at once, without waiting for the timer", async ({ page }) => {
    await fakeWistia(page);
    // hold the poster back so the page's load event (and with it the one-second timer) cannot happen yet
    await page.route("**/video/posters/document-automation.svg", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      await route.abort().catch(() => undefined);
    });
    await page.goto("/document-automation", { waitUntil: "domcontentloaded" });
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const video = page.locator('[data-block="video"] [data-video-state]');
    await expect(video).toHaveAttribute("data-video-state", "poster");
    await video.getByRole("button", { name: "Play video: AdvisorBase document automation demo" }).click();
    await expect(video).toHaveAttribute("data-video-state", "player");
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(await scriptCount(page, wistiaPlayerScript)).toBe(1);
  });
});
