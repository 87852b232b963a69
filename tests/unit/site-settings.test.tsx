// The shell draws what site.json says, and nothing the site did not ask for: header buttons (zero to three, any
// link), the footer's status link and its icon, the footer logo, the banner.
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../../src/generated/config-types";
import { shellScript } from "../../src/shell/shellScript";
import { SiteShell } from "../../src/shell/SiteShell";
import { loadResolved, renderPage } from "./support/renderPage";

const base = loadResolved("tests/fixtures/base").site;
const shell = async (site: SiteConfig) => parse(await renderPage(<SiteShell year={2026}>{null}</SiteShell>, site));

describe("site settings drawn by the shell", () => {
  it("draws the header's buttons in order, each with its own link and style; none when the list is empty", async () => {
    const buttons = [
      { label: "Call us", href: "tel:+15550100", style: "outline" as const },
      { label: "Book a visit", href: "https://booking.example.com/visit", newTab: true },
      { label: "Prices", href: "/pricing" },
    ];
    const page = await shell({ ...base, header: { buttons } });
    const header = page.querySelector("header")!;
    // the first of each: the header's own row (the menu drawer inside the header repeats them)
    const links = buttons.map((b) => header.querySelectorAll("a").find((a) => a.text === b.label)!);
    expect(links.map((a) => a.getAttribute("href"))).toEqual(buttons.map((b) => b.href));
    expect(links[1].getAttribute("target")).toBe("_blank");
    // outline and solid (the default) look different; two solid ones the same
    expect(links[0].getAttribute("class")).not.toBe(links[1].getAttribute("class"));
    expect(links[1].getAttribute("class")).toBe(links[2].getAttribute("class"));
    // the drawer repeats them
    expect(page.querySelectorAll("dialog a").filter((a) => a.text === "Call us")).toHaveLength(1);

    const none = await shell({ ...base, header: { buttons: [] } });
    expect(none.querySelectorAll("a").filter((a) => ["Log In", "Sign Up Free"].includes(a.text))).toEqual([]);
    // the drawer holds the menu's links and no button
    expect(none.querySelector("dialog")!.querySelectorAll("a")).toHaveLength(base.navigation.length);
  });

  it("shows the footer's status link only when set, with its pulse icon only when statusIcon is true", async () => {
    const statusLink = { label: "Service status", href: "https://status.example.com", newTab: true };
    const footerOf = async (footer: Partial<SiteConfig["footer"]>) =>
      (
        await shell({ ...base, footer: { ...base.footer, statusLink: undefined, statusIcon: undefined, ...footer } })
      ).querySelector("footer")!;
    const status = (footer: Awaited<ReturnType<typeof footerOf>>) =>
      footer.querySelectorAll("a").find((a) => a.text === "Service status");
    expect(status(await footerOf({}))).toBeUndefined();
    const plain = status(await footerOf({ statusLink }))!;
    expect(plain.getAttribute("href")).toBe("https://status.example.com");
    expect(plain.querySelector("svg")).toBeNull();
    expect(status(await footerOf({ statusLink, statusIcon: true }))!.querySelector("svg")).not.toBeNull();
  });

  it("shows the footer logo from logo.footer (not the compact header logo), and none when it is left out", async () => {
    const images = async (logo: SiteConfig["logo"]) =>
      (await shell({ ...base, logo }))
        .querySelector("footer")!
        .querySelectorAll("img")
        .map((img) => img.getAttribute("src"));
    const { full, compact } = base.logo;
    expect(await images({ full, compact, footer: { src: "/brand/logo.svg", alt: "" } })).toEqual(["/brand/logo.svg"]);
    expect(await images({ full, compact })).toEqual([]);
  });

  it("leaves the banner out, and its lines of the shell script, when site.json has none or switches it off", async () => {
    const withBanner = await shell(base);
    expect(withBanner.querySelector("[data-announcement-banner]")).not.toBeNull();
    for (const banner of [undefined, { ...base.banner!, enabled: false }]) {
      const page = await shell({ ...base, banner });
      expect(page.querySelector("[data-announcement-banner]")).toBeNull();
    }
    expect(shellScript(undefined)).not.toContain("banner");
    expect(shellScript("news-1")).toContain('localStorage.getItem("news-1")');
    // the rest of the script is the same either way
    expect(shellScript(undefined).length).toBeGreaterThan(1000);
  });
});
