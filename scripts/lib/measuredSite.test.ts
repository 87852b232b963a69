import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../src/engine/projectPaths";
import { parseCommandLine } from "./cliOptions";
import { lighthouseOptions } from "./lighthouseOptions";
import { missingFile, routeHtmlFile, routesProblem } from "./measuredSite";
import { scriptCommand } from "./scriptCommand";

const bakery = path.join(repoRoot, "tests/fixtures/sites/bakery");
const known = ["/", "/about", "/privacy-policy"];
const dir = mkdtempSync(path.join(os.tmpdir(), "measured-site-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the routes a measuring command reads", () => {
  it("are pages of the site, with a did-you-mean and the site's pages for one it has not", () => {
    expect(routesProblem(["/", "/about"], known)).toBeUndefined();
    expect(routesProblem(["/abuot"], known)).toBe(
      '--routes: the site has no page /abuot. Did you mean "/about"? Its pages: /, /about, /privacy-policy',
    );
    expect(routesProblem(["/team"], known)).toBe(
      "--routes: the site has no page /team. Its pages: /, /about, /privacy-policy",
    );
    expect(routesProblem(["about"], known)).toMatch(/^--routes: "about" is not an address: routes start with \//);
    expect(routesProblem([], known)).toMatch(/^--routes needs at least one address/);
  });

  it("are read from each one's index.html in the build", () => {
    expect(routeHtmlFile("/site/dist", "/")).toBe(path.join("/site/dist", "index.html"));
    expect(routeHtmlFile("/site/dist", "/docs/setup")).toBe(path.join("/site/dist", "docs", "setup", "index.html"));
  });
});

describe("a file missing from a build", () => {
  it("is said in one line with what to do, and a file that is there is no problem", () => {
    const file = path.join(dir, "team", "index.html");
    expect(missingFile(file)).toBe(
      `${path.relative(process.cwd(), file)} is missing from the build: build the site again (npm run build -- --dir SITE) and measure routes it has`,
    );
    writeFileSync(path.join(dir, "index.html"), "");
    expect(missingFile(path.join(dir, "index.html"))).toBeUndefined();
  });
});

describe("npm run lighthouse", () => {
  const problem = (args: string[]) => {
    const result = parseCommandLine(lighthouseOptions, args);
    return result.ok ? undefined : result.problem;
  };

  it("takes --dir, --routes and --runs, checked", () => {
    expect(parseCommandLine(lighthouseOptions, ["--dir", "site", "--routes", "/,/about", "--runs", "3"])).toEqual({
      ok: true,
      help: false,
      values: { dir: "site", routes: "/,/about", runs: "3" },
      positionals: [],
    });
    expect(problem(["--runs", "0"])).toBe('--runs needs a whole number from 1 to 9 (got "0")');
    expect(problem(["--route", "/"])).toBe("unknown option --route; did you mean --routes?");
  });

  it("stops with one line, before building anything, on a route the site has not (never a stack trace)", () => {
    const command = scriptCommand("scripts/lighthouse.ts", ["--dir", bakery, "--routes", "/,/team"]);
    const run = spawnSync(command.command, command.args, { cwd: repoRoot, encoding: "utf8" });
    expect(run.stderr.trim()).toBe("✖ --routes: the site has no page /team. Its pages: /, /order, /privacy-policy");
    expect(run.stdout).toBe("");
    expect(run.status).toBe(2);
  });
});
