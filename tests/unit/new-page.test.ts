// `npm run new-page`: a starter page (or a copy of another page's blocks) that validates as written, and plain
// refusals for addresses a page cannot have. Runs on copies of tests/fixtures/base.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { planNewPage, titleFromRoute } from "../../scripts/lib/newPage";
import { fixturesDir, repoRoot } from "./support/runValidate";
import { tsxNodeOptions } from "../../scripts/lib/scriptCommand";

const schemasDir = path.join(repoRoot, "schemas");
const tmp = mkdtempSync(path.join(os.tmpdir(), "new-page-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let copies = 0;
/** A fresh copy of the base fixture site. */
function site(): string {
  const dir = path.join(tmp, `site-${++copies}`);
  cpSync(path.join(fixturesDir, "base"), dir, { recursive: true });
  return dir;
}

/** Writes what planNewPage planned and returns the problems the validator finds in the whole folder. */
function writeAndValidate(dir: string, plan: ReturnType<typeof planNewPage>) {
  if (!plan.ok) throw new Error(plan.message);
  mkdirSync(path.dirname(plan.file), { recursive: true });
  writeFileSync(plan.file, plan.content);
  return validateConfigDir(dir, schemasDir).diagnostics;
}

const refusal = (dir: string, route: string, options: { title?: string; from?: string } = {}) => {
  const plan = planNewPage({ configDir: dir, route, ...options });
  return plan.ok ? `wrote ${plan.file}` : plan.message;
};

describe("planNewPage", () => {
  it("writes a starter page with $schema, two-space JSON and a trailing newline, that validates", () => {
    const dir = site();
    const plan = planNewPage({ configDir: dir, route: "/tax-planning" });
    expect(plan.ok && path.relative(dir, plan.file)).toBe(path.join("pages", "tax-planning.json"));
    if (!plan.ok) return;
    expect(plan.content.endsWith("}\n")).toBe(true);
    expect(plan.content).toBe(JSON.stringify(JSON.parse(plan.content), null, 2) + "\n");
    const page = JSON.parse(plan.content);
    expect(Object.keys(page)).toEqual(["$schema", "seo", "blocks"]);
    expect(page.$schema).toBe("../../schemas/page.schema.json");
    expect(page.seo.title).toBe("Tax Planning");
    expect(page.blocks[0]).toMatchObject({ type: "hero", title: "Tax Planning" });
    expect(writeAndValidate(dir, plan)).toEqual([]);
  });

  it("takes --title, and nests a page under a folder with one more ../ in $schema", () => {
    const dir = site();
    const plan = planNewPage({ configDir: dir, route: "/guides/rollover/", title: "401(k) Rollovers, Step by Step" });
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.route).toBe("/guides/rollover");
    expect(path.relative(dir, plan.file)).toBe(path.join("pages", "guides", "rollover.json"));
    const page = JSON.parse(plan.content);
    expect(page.$schema).toBe("../../../schemas/page.schema.json");
    expect(page.seo.title).toBe("401(k) Rollovers, Step by Step");
    expect(writeAndValidate(dir, plan)).toEqual([]);
  });

  it("names the site's own page schema in $schema when it has blocks of its own (written by types)", () => {
    const dir = site();
    mkdirSync(path.join(dir, "blocks", ".schemas"), { recursive: true });
    writeFileSync(path.join(dir, "blocks", ".schemas", "page.schema.json"), "{}");
    const plan = planNewPage({ configDir: dir, route: "/guides/rollover" });
    if (!plan.ok) throw new Error(plan.message);
    expect(JSON.parse(plan.content).$schema).toBe("../../blocks/.schemas/page.schema.json");
  });

  it("--from copies another page's blocks, with a title and description of its own", () => {
    const dir = site();
    const plan = planNewPage({ configDir: dir, route: "/pricing-2026", from: "/pricing" });
    if (!plan.ok) throw new Error(plan.message);
    const source = JSON.parse(readFileSync(path.join(dir, "pages/pricing.json"), "utf8"));
    const page = JSON.parse(plan.content);
    expect(page.blocks).toEqual(source.blocks);
    expect(page.seo.title).toBe("Pricing 2026");
    expect(page.seo.description).not.toBe(source.seo.description);
    expect(plan.copiedFrom).toMatch(/pages\/pricing\.json$/);
    expect(writeAndValidate(dir, plan)).toEqual([]);
  });

  it("refuses an address a page already has, naming its file", () => {
    const dir = site();
    expect(refusal(dir, "/pricing")).toMatch(
      /^"\/pricing" already has a page: .*pages\/pricing\.json\. Choose another address, or edit that file\.$/,
    );
    expect(refusal(dir, "/pricing/")).toMatch(/^"\/pricing" already has a page/);
    expect(refusal(dir, "/")).toMatch(/^"\/" already has a page: .*pages\/index\.json/);
  });

  it("refuses addresses a page cannot have, in plain words, with the fixed address when there is one", () => {
    const dir = site();
    expect(refusal(dir, "tax-planning")).toBe(
      '"tax-planning" is not an address of this site: addresses start with "/". Did you mean "/tax-planning"? Give the new page\'s address, for example: npm run new-page -- /tax-planning --title "Tax Planning"',
    );
    expect(refusal(dir, "/Tax_Planning")).toBe(
      '"/Tax_Planning" cannot be a page\'s address: the name "Tax_Planning" cannot be part of a web address. Use lower-case letters, digits and dashes only (for example "tax-planning"). Did you mean "/tax-planning"?',
    );
    expect(refusal(dir, "/a//b")).toBe('"/a//b" has an empty part between two slashes. Did you mean "/a/b"?');
    expect(refusal(dir, "/guides/index")).toBe(
      '"/guides/index" would be the page "/guides" ("index" names a folder\'s own page). Write "/guides".',
    );
    expect(refusal(dir, "/404")).toMatch(
      /^"\/404" cannot be a page's address: the address "\/404" is kept for the "page not found" page/,
    );
    expect(refusal(dir, " ")).toMatch(/^no address given\./);
  });

  it("refuses a --from page that does not exist, and a title another page has", () => {
    const dir = site();
    expect(refusal(dir, "/plans", { from: "/pricng" })).toBe(
      '--from "/pricng": no page has that address. Did you mean "/pricing"?',
    );
    expect(refusal(dir, "/plans", { from: "/nothing" })).toBe(
      '--from "/nothing": no page has that address. Pages: /, /pricing, /privacy-policy.',
    );
    expect(refusal(dir, "/plans", { title: "Pricing" })).toBe(
      'the title "Pricing" is already used by /pricing. Every page needs a title of its own (browser tabs and search results show it): pass --title "…".',
    );
  });

  it("makes a title from the address", () => {
    expect(titleFromRoute("/integrations/tax-planning")).toBe("Tax Planning");
    expect(titleFromRoute("/faq")).toBe("Faq");
  });
});

describe("npm run new-page", () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, [...tsxNodeOptions, path.join(repoRoot, "scripts/new-page.ts"), ...args], {
      cwd: tmp,
      encoding: "utf8",
    });

  it("writes the file and says what to do next", () => {
    const dir = site();
    const result = run(["/tax-planning", "--title", "Tax Planning", "--dir", dir]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `✔ wrote ${path.basename(dir)}/pages/tax-planning.json: a starter page for /tax-planning`,
    );
    expect(existsSync(path.join(dir, "pages/tax-planning.json"))).toBe(true);
  });

  it("refuses with exit code 1 and one line, writing nothing", () => {
    const dir = site();
    const result = run(["/pricing", "--dir", dir]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^✖ "\/pricing" already has a page: /);
    expect(run(["/a", "/b", "--dir", dir]).stderr).toContain('takes one ADDRESS (got "/a", "/b")');
    expect(run(["/a", "--titel", "A", "--dir", dir]).stderr).toContain("unknown option --titel; did you mean --title?");
  });

  it("writes nothing when the page would not validate (a title over the limit)", () => {
    const dir = site();
    const result = run(["/long", "--title", "x".repeat(80), "--dir", dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "✖ the new page would not be valid, so nothing was written:\n  seo.title: is 80 characters long; at most 70 are allowed here.",
    );
    expect(existsSync(path.join(dir, "pages/long.json"))).toBe(false);
  });
});
