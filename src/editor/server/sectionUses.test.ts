import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listFiles } from "./configFolder";
import { inputFields, refsIn, sectionUses } from "./sectionUses";

const roots: string[] = [];
function copyOf(fixture: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "section-uses-"));
  roots.push(root);
  cpSync(`tests/fixtures/sites/${fixture}`, root, { recursive: true });
  return root;
}
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));
const usesOf = (dir: string) => sectionUses(dir, listFiles(dir));

describe("sectionUses", () => {
  it("counts the pages that use a section and site.json's site-wide uses, but the pages they leave out", () => {
    const { sections } = usesOf(copyOf("layouts"));
    const order = sections.find((s) => s.path === "sections/order-for-events.json")!;
    expect(order.pages.map((p) => p.route)).toEqual(["/", "/order"]);
    expect(order.siteWide).toEqual([]);
    expect(order.inputs).toEqual({
      heading: { description: "The band's heading.", required: true },
      note: { description: "Small print under the button." },
    });
    const news = sections.find((s) => s.path === "sections/bread-news.json")!;
    expect(news.siteWide).toEqual([{ path: "sections.beforeFooter[0]", except: ["/privacy-policy"] }]);
    // site-wide bands are on the not-found page too (no address of it for "except" to name), as the build has them
    expect(news.pages.map((p) => p.route)).toEqual(["/", "/404.html", "/order"]);
    expect(news.pages.find((p) => p.route === "/404.html")?.path).toBe("not-found/index.json");
  });

  it("follows a section used inside a section and inside a column", () => {
    const dir = copyOf("layouts");
    writeFileSync(
      path.join(dir, "sections/outer.json"),
      JSON.stringify({
        blocks: [{ type: "columns", columns: [{ blocks: [{ type: "section", ref: "order-for-events" }] }] }],
      }),
    );
    writeFileSync(
      path.join(dir, "pages/privacy-policy.json"),
      JSON.stringify({ seo: { title: "P", description: "D" }, blocks: [{ type: "section", ref: "outer" }] }),
    );
    const order = usesOf(dir).sections.find((s) => s.name === "order-for-events" && !s.language)!;
    expect(order.pages.map((p) => p.route)).toEqual(["/", "/order", "/privacy-policy"]);
  });

  it("gives a page in another language its language's file, and the default's where it has none", () => {
    const dir = copyOf("layouts");
    const site = JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8"));
    writeFileSync(path.join(dir, "site.json"), JSON.stringify({ ...site, languages: ["en", "es"] }));
    mkdirSync(path.join(dir, "pages/es"), { recursive: true });
    mkdirSync(path.join(dir, "sections/es"), { recursive: true });
    cpSync(path.join(dir, "pages/order.json"), path.join(dir, "pages/es/order.json"));
    cpSync(path.join(dir, "sections/order-for-events.json"), path.join(dir, "sections/es/order-for-events.json"));
    const { sections, languages } = usesOf(dir);
    expect(languages).toEqual(["en", "es"]);
    const routes = (p: string) => sections.find((s) => s.path === p)!.pages.map((page) => page.route);
    expect(routes("sections/order-for-events.json")).toEqual(["/", "/order"]);
    expect(routes("sections/es/order-for-events.json")).toEqual(["/es/order"]);
    // no Spanish bread-news: the Spanish page shows the default language's
    expect(routes("sections/bread-news.json")).toEqual(["/", "/404.html", "/es/order", "/order"]);
  });

  it("lists nothing for a site without sections, and section files as their own kind", () => {
    const dir = copyOf("layouts");
    expect(
      listFiles(dir)
        .filter((f) => f.kind === "section")
        .map((f) => f.path),
    ).toEqual(["sections/bread-news.json", "sections/order-for-events.json"]);
    rmSync(path.join(dir, "sections"), { recursive: true });
    expect(usesOf(dir).sections).toEqual([]);
    expect(listFiles(dir).map((f) => f.kind)).not.toContain("section");
  });

  it("reads the inputs a file declares as far as they read, and none from a file without them", () => {
    expect(inputFields({ inputs: { a: { required: true, description: 3 }, b: "x", c: {} } })).toEqual({
      a: { required: true },
      b: {},
      c: {},
    });
    expect(inputFields({ blocks: [] })).toEqual({});
    expect(inputFields({ inputs: [1] })).toEqual({});
  });

  it("finds the refs of nested blocks and ignores anything that is not a use", () => {
    expect(refsIn([{ type: "group", blocks: [{ type: "section", ref: "a" }, { type: "section" }] }, 3])).toEqual(["a"]);
    expect(refsIn(undefined)).toEqual([]);
  });
});
