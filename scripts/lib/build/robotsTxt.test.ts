import { expect, it } from "vitest";
import { robotsTxt } from "./robotsTxt";

const siteUrl = "https://www.example.com";

it("by default lets every crawler read every page and names the sitemap", () => {
  expect(robotsTxt({ siteUrl })).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n");
});

it("lists the paths site.json keeps crawlers out of", () => {
  expect(robotsTxt({ siteUrl, robots: { disallow: ["/drafts/", "/tmp"] } })).toBe(
    "User-agent: *\nDisallow: /drafts/\nDisallow: /tmp\n\nSitemap: https://www.example.com/sitemap.xml\n",
  );
});

it("a staging build (index: false) shuts every crawler out and names no sitemap", () => {
  const text = robotsTxt({ siteUrl, robots: { index: false, disallow: ["/drafts/"] } });
  expect(text.split("\n").filter((line) => !line.startsWith("#"))).toEqual(["User-agent: *", "Disallow: /", ""]);
});
