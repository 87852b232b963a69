// The post-build site check (scripts/lib/siteCheck) on hand-made built sites in tests/fixtures/built-site:
// `good/` passes every check; `broken/` has one page per kind of problem, and each is reported exactly,
// located by route, config file and block (the nth data-block wrapper is blocks[n]).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkBuiltSite,
  checkBuiltSiteOnWorkers,
  formatProblem,
  type CheckName,
  type Problem,
} from "../../scripts/lib/siteCheck";
import { repoRoot } from "./support/runValidate";
import { tsxNodeOptions } from "../../scripts/lib/scriptCommand";

const fixtures = path.join(repoRoot, "tests/fixtures/built-site");
const configDir = path.join(fixtures, "pages-config");
const config = (inside: string) => path.relative(process.cwd(), path.join(configDir, inside)).split(path.sep).join("/");

/** "ROUTE · where · check": where = blocks[n] type, site <part>, or page. */
const key = (p: Problem) =>
  [p.route, p.shell ? `site ${p.shell}` : p.block ? `blocks[${p.block.index}] ${p.block.type}` : "page", p.check].join(
    " · ",
  );

describe("a good built site", () => {
  it("has no problems: one h1, ordered headings, alt texts (empty for decorative images), links and anchors that land, unique ids, titles and descriptions, lang, rel on new tabs", () => {
    expect(checkBuiltSite(path.join(fixtures, "good"), configDir)).toEqual([]);
  });
});

describe("a broken built site", () => {
  const problems = checkBuiltSite(path.join(fixtures, "broken"), configDir);

  it("gets the same problems, in the same order, when its pages are shared among worker threads (as npm run build does)", async () => {
    expect(await checkBuiltSiteOnWorkers(path.join(fixtures, "broken"), configDir, 3)).toEqual(problems);
  });
  const on = (route: string) => problems.filter((p) => p.route === route);

  it("reports a second h1 and a skipped heading level (h2 → h4) in the blocks they sit in", () => {
    expect(on("/headings").map(key)).toEqual([
      "/headings · blocks[1] feature-grid · heading-level",
      "/headings · blocks[2] cta · h1",
    ]);
    expect(on("/headings")[0].message).toContain("expected <h3> but got <h4>");
    expect(on("/headings")[0].message).toContain('"Skipped a level"');
    expect(on("/headings").every((p) => p.config === config("pages/headings.json"))).toBe(true);
  });

  it("reports a page with no h1 and no <html lang>", () => {
    expect(on("/no-h1").map(key)).toEqual(["/no-h1 · page · h1", "/no-h1 · page · html-lang"]);
  });

  it('reports an img without alt, and an image link whose only image has alt="" (not decorative); a decorative alt="" image passes', () => {
    expect(on("/images").map(key)).toEqual([
      "/images · blocks[0] hero · img-alt",
      "/images · blocks[1] press-list · accessible-name",
    ]);
    expect(on("/images")[0].message).toContain('<img src="/chart.svg">');
    expect(on("/images")[1].message).toContain('alt=""');
  });

  it("reports internal links to no built page or file, and anchors to ids that do not exist, with a suggestion when one is close", () => {
    const links = on("/links").filter((p) => p.check === "internal-link" || p.check === "anchor");
    expect(links.map((p) => [p.check, p.message.match(/^link "([^"]+)"/)?.[1]])).toEqual([
      ["internal-link", "/headngs"],
      ["internal-link", "/docs/missing.pdf"],
      ["anchor", "/#featurs"],
      ["anchor", "#nowhere"],
    ]);
    expect(links[0].message).toContain('did you mean "/headings"?');
    expect(links[2].message).toContain('no element with id "featurs" on / (did you mean "#features"?)');
    expect(links[3].message).toContain('no element with id "nowhere" on /links');
    expect(links.every((p) => p.block?.index === 0 && p.block.type === "hero")).toBe(true);
    // each message ends with the link as the page has it (read again from the page only for a broken link)
    expect(links.map((p) => p.message.slice(p.message.lastIndexOf(": ") + 2))).toEqual([
      '<a href="/headngs"> "Headings"',
      '<a href="/docs/missing.pdf"> "Guide"',
      '<a href="/#featurs"> "Features"',
      '<a href="#nowhere"> "Nowhere"',
    ]);
  });

  it("reports target=_blank links without noopener and noreferrer; one in the header is traced to site.json", () => {
    const rel = on("/links").filter((p) => p.check === "new-tab-rel");
    expect(rel.map(key)).toEqual(["/links · site header · new-tab-rel", "/links · blocks[0] hero · new-tab-rel"]);
    expect(rel[0].config).toBe(config("site.json"));
    expect(rel[0].message).toContain('without rel "noopener" and "noreferrer"');
    expect(rel[1].message).toContain('without rel "noreferrer"');
  });

  it("reports a block the build's code could not render, in its block, instead of shipping its red box", () => {
    expect(on("/unrendered").map(key)).toEqual(["/unrendered · blocks[1] price-list · unrendered-block"]);
    expect(on("/unrendered")[0].message).toContain("the build's code has no component for it");
    expect(on("/unrendered")[0].config).toBe(config("pages/unrendered.json"));
  });

  it("reports a duplicate id where the second one is", () => {
    expect(on("/ids").map(key)).toEqual(["/ids · blocks[1] plan-grid · duplicate-id"]);
    expect(on("/ids")[0].message).toContain('"plans"');
  });

  it("reports a missing title and an empty description", () => {
    expect(on("/meta").map(key)).toEqual(["/meta · page · title", "/meta · page · description"]);
  });

  it("reports titles and descriptions shared by pages, naming the other page; not-found pages may share them only with each other", () => {
    expect(on("/twin-a").map(key)).toEqual(["/twin-a · page · title", "/twin-a · page · description"]);
    expect(on("/twin-b").map((p) => p.message)).toEqual([
      '<title> "Twins | Broken" is also used by /twin-a',
      'description "Two pages, one title and one description." is also used by /twin-a',
    ]);
    // /404.html and /integrations/404.html share a title: allowed. /integrations/404.html shares the home page's description: not.
    expect(on("/404.html")).toEqual([]);
    expect(on("/integrations/404.html").map(key)).toEqual(["/integrations/404.html · page · description"]);
    expect(on("/integrations/404.html")[0].config).toBe(config("not-found/integrations.json"));
    expect(on("/").map((p) => p.message)).toEqual([
      'description "Home of the broken fixture site." is also used by /integrations/404.html',
    ]);
  });

  it("covers every check, and nothing else is reported", () => {
    const checks: CheckName[] = [
      "h1",
      "heading-level",
      "img-alt",
      "accessible-name",
      "duplicate-id",
      "internal-link",
      "anchor",
      "title",
      "description",
      "html-lang",
      "new-tab-rel",
      "unrendered-block",
    ];
    expect(new Set(problems.map((p) => p.check))).toEqual(new Set(checks));
    expect(problems).toHaveLength(22);
  });

  it("prints one line per problem: route, config file, block, message, check", () => {
    const line = formatProblem(on("/headings")[1]);
    expect(line).toBe(
      `/headings  ${config("pages/headings.json")} blocks[2] (cta)  a second <h1> (a page has exactly one; the first is <h1> "Headings"): <h1> "Another main heading"  [h1]`,
    );
  });
});

describe("npm run check-site", () => {
  const run = (site: string) =>
    spawnSync(
      process.execPath,
      [...tsxNodeOptions, "scripts/check-site.ts", "--dir", path.join(fixtures, site), "--config", configDir],
      {
        cwd: repoRoot,
        encoding: "utf8",
      },
    );

  it("exits 1 with one line per problem and a count on a broken site, 0 on a good one", () => {
    const broken = run("broken");
    expect(broken.status).toBe(1);
    const lines = broken.stderr
      .trim()
      .split("\n")
      .filter((l) => !l.startsWith("npm warn"));
    expect(lines).toHaveLength(23);
    expect(lines).toContain(
      `/ids  tests/fixtures/built-site/pages-config/pages/ids.json blocks[1] (plan-grid)  Duplicate ID "plans": <h2 id="plans"> "Plans"  [duplicate-id]`,
    );
    expect(lines.at(-1)).toBe("✖ site check: 22 problems on 11 pages of the built site");

    const good = run("good");
    expect(good.status).toBe(0);
    expect(good.stdout).toContain("✔ site check: no problems");
  });
});
