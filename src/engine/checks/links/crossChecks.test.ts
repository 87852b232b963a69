import { describe, expect, it } from "vitest";
import { anchorsOfPages, checkLinks, siteFacts, type CheckedFile } from "./crossChecks";

describe("checkLinks with anchors shared between the files of a set", () => {
  const home = {
    blocks: [
      { type: "hero", anchor: "top" },
      { type: "cta", anchor: "demo" },
    ],
  };
  const pages = new Map<string, unknown>([
    ["/", home],
    ["/pricing", { blocks: [{ type: "cta", items: [{ anchor: "plans" }] }] }],
  ]);
  const site = siteFacts({ links: { signup: "https://app.example.com/signup" }, webhooks: {} });
  const file = (hrefs: string[]): CheckedFile => ({
    display: "pages/x.json",
    route: "/pricing",
    data: {},
    links: hrefs.map((href, i) => ({ href, pointer: `/blocks/${i}/href`, embed: false })),
  });
  const hrefs = ["/#demo", "/#dmo", "/pricing#plans", "#plans", "#nowhere", "https://app.exmple.com/signup"];

  it("finds each page's anchors once and reports exactly what checking without sharing reports", () => {
    const anchors = anchorsOfPages();
    expect(anchors(home)).toBe(anchors(home));
    expect([...anchors(home)]).toEqual(["top", "demo"]);
    expect(checkLinks(file(hrefs), pages, site, anchors)).toEqual(checkLinks(file(hrefs), pages, site));
    expect(checkLinks(file(hrefs), pages, site, anchors).map((i) => i.code)).toEqual([
      "link-to-missing-anchor",
      "link-to-missing-anchor",
      "host-typo",
    ]);
  });
});
