#!/usr/bin/env node
/**
 * config-page-builder COMMAND [OPTIONS…]: the one entry of every command, for a site repository (the installed
 * package, `npx config-page-builder …`) as for this repository (its `npm run …` scripts call it too). Each command
 * is a script of scripts/, run by scripts/run.mjs: from its prebuilt bundle when installed, else bundled on demand.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { closest, distance } from "fastest-levenshtein";
import { runScript } from "../scripts/run.mjs";
import { siteProblem } from "./siteRepository.mjs";

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(readFileSync(path.join(packageRoot, "package.json"), "utf8"));
const installed = packageRoot.split(path.sep).includes("node_modules");
const bin = "config-page-builder";

/**
 * Every command: the script it runs, one line for --help, whether it works on a site (found from the working folder
 * when installed), and whether it belongs to this repository alone (its tests and measurements, not shipped).
 */
const commands = {
  new: {
    script: "new-site",
    site: false,
    about: "a new site repository from the starter (DIR [--name --color --blog])",
  },
  dev: { script: "dev", site: true, about: "development server on 127.0.0.1:5173: validates and reloads on save" },
  build: { script: "build", site: true, about: "validates and pre-renders every page into dist/, checks the result" },
  start: { script: "start", site: true, about: "builds when needed, serves the site on 127.0.0.1:4173" },
  validate: { script: "validate", site: true, about: "checks every config: FILE:LINE:COLUMN  message per problem" },
  edit: { script: "edit", site: true, about: "the visual editor on 127.0.0.1:4174" },
  "new-page": { script: "new-page", site: true, about: "a new page that validates (/path --title --from)" },
  upgrade: {
    script: "upgrade",
    site: true,
    about: "after installing a newer builder: rewrites the site to its format",
  },
  migrate: { script: "migrate", site: true, about: "rewrites a site folder written in an older format (--check)" },
  types: { script: "types", site: true, about: "types of a site's collections and blocks; the builder's own types" },
  "check-site": { script: "check-site", site: true, about: "checks the built HTML: headings, alt texts, links…" },
  "check-html": { script: "check-html", site: true, about: "the W3C Nu HTML Checker over a build (installs it)" },
  lighthouse: { script: "lighthouse", site: true, about: "Lighthouse scores of the site's pages (installs it)" },
  serve: { script: "serve", site: true, about: "serves an existing build with its headers" },
  test: { script: "test", repository: true, about: "every check of the builder's repository" },
  e2e: { script: "e2e", repository: true, about: "the builder's browser tests" },
  bench: { script: "bench", repository: true, about: "the builder's measurements" },
  "bench-editor": { script: "bench-editor", repository: true, about: "the editor's typing latency" },
  fuzz: { script: "fuzz", repository: true, about: "mutated configs against the validator" },
};
/** Names kept for today's `npm run new-site`. */
const aliases = { "new-site": "new" };

function help() {
  const shown = Object.entries(commands).filter(([, c]) => !(installed && c.repository));
  const width = Math.max(...shown.map(([name]) => name.length));
  console.log(`${bin} ${manifest.version}: a config-driven site builder.

Usage: ${bin} COMMAND [OPTIONS…]     (${bin} COMMAND --help lists a command's options)

Commands:
${shown.map(([name, c]) => `  ${name.padEnd(width)}  ${c.about}`).join("\n")}

Start a site:  npx ${bin} new my-site && cd my-site && npm install && npm run dev`);
}

const [asked, ...args] = process.argv.slice(2);
if (asked === undefined || asked === "--help" || asked === "-h" || asked === "help") {
  help();
  process.exit(asked === undefined ? 2 : 0);
}
if (asked === "--version" || asked === "-v") {
  console.log(manifest.version);
  process.exit(0);
}
const name = aliases[asked] ?? asked;
const command = commands[name];
if (!command || (installed && command.repository)) {
  const known = Object.keys(commands).filter((n) => !(installed && commands[n].repository));
  const near = closest(asked, known);
  const guess = distance(asked, near) <= Math.max(2, Math.floor(asked.length / 3)) ? `; did you mean ${near}?` : "";
  const what = asked.startsWith("-") ? `unknown option ${asked} before the command` : `unknown command "${asked}"`;
  console.error(`✖ ${what}${guess} (${bin} --help lists the commands)`);
  process.exit(2);
}

// Installed in a site repository: the site is the folder the command runs in (or one above it) unless named
if (installed && command.site && !process.env.PAGES_CONFIG_DIR && !namesItsFolder(args)) {
  const site = siteAround(process.cwd());
  if (!site) {
    console.error(
      `✖ no site here: ${process.cwd()} has no site.json, nor has any folder above it. Run ${bin} ${name} in a site's folder, name one with --dir DIR, or make one: npx ${bin} new my-site`,
    );
    process.exit(2);
  }
  const problem = siteProblem(site, packageRoot, manifest.version);
  if (problem) {
    console.error(`✖ ${problem}`);
    process.exit(2);
  }
  process.env.PAGES_CONFIG_DIR = site;
}

if (!(await runScript(command.script, args, `${bin} ${name}`))) process.exit(2);

/** The command was told its folder (--dir, or check-site's --config) or asked only for its help. */
function namesItsFolder(list) {
  return list.some((arg) => /^--(dir|config|help)(=|$)/.test(arg) || arg === "-h");
}

/** The nearest folder from `dir` upwards holding site.json, or undefined. */
function siteAround(dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, "site.json")) && statSync(path.join(at, "site.json")).isFile()) return at;
    if (path.dirname(at) === at) return undefined;
  }
}
