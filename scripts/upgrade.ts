/**
 * config-page-builder upgrade [--dir DIR] [--force]   (in a site repository: npm run upgrade)
 * After a newer builder is installed: rewrites the site to the format this builder reads (the format migrations it
 * needs, scripts/lib/migrations, each editing only what it must, so key order and spacing stay), points "$schema"
 * lines that lead nowhere at the schemas of the site's own install, writes a site's own schemas (blocks/.schemas/)
 * anew and points the pages and sections showing its blocks at them, writes its blocks' props types
 * (blocks/<type>/<type>.d.ts) anew, prints one line per step and per file changed,
 * then validates the whole site. Refuses a folder with uncommitted changes (the git diff is the review) unless
 * --force, and a folder that is not a site.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { listConfigFiles } from "../src/engine/configFiles";
import { currentFormatVersion, declaredFormatVersion } from "../src/engine/formatVersion";
import { isSiteRepository, packageName, schemasDir, sitePublicDir } from "../src/engine/projectPaths";
import { validateConfigDir } from "../src/engine/validateConfigDir";
import { readCommandLine } from "./lib/cliOptions";
import { migrateConfigDir } from "./lib/migrations";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";
import { builderVersion, pointSchemasIntoInstall } from "./lib/siteRepository";
import { pointSiteBlockSchemaLines, siteSchemasFolder } from "./lib/siteBlockSchemas";
import { rewriteSiteBlockTypes } from "./lib/siteBlockTypes";
import { diagnosticLines, warningLine } from "../src/engine/diagnosticLines";

const { values } = readCommandLine({
  command: "npm run upgrade",
  summary:
    "Rewrites a site to the format of the builder installed (after npm install of a newer one): its config files,\n\"$schema\" lines, the site's block schemas (blocks/.schemas/) and its blocks' props types (blocks/<type>/<type>.d.ts),\none line per step and file changed, then validates it. Commit first: the git diff is the review.",
  options: {
    dir: siteDirOption,
    force: { type: "boolean", description: "run even with uncommitted changes in the site's folder" },
    "allow-dirty": { type: "boolean", description: "the same as --force" },
  },
});
const site = siteFolderOrExit(values.dir);
const shown = path.relative(process.cwd(), site) || ".";
const force = values.force === true || values["allow-dirty"] === true;
const version = builderVersion();

const uncommitted = uncommittedChanges(site);
if (uncommitted !== undefined && uncommitted.length > 0 && !force) {
  console.error(
    `✖ ${shown}/ has uncommitted changes (${uncommitted.slice(0, 3).join(", ")}${uncommitted.length > 3 ? ", …" : ""}): commit them first, so "git diff" shows exactly what the upgrade changed (or run again with --force)`,
  );
  process.exit(1);
}
if (uncommitted === undefined && !force) {
  console.error(
    `✖ ${shown}/ is not in a git repository, so nothing would show what the upgrade changed: commit it to git first (git init && git add -A && git commit), or run again with --force`,
  );
  process.exit(1);
}

const from = declaredFormatVersion(readJson(path.join(site, "site.json")));
if (from !== undefined && from > currentFormatVersion) {
  console.error(
    `✖ ${shown}/site.json is in format version ${from}, and ${packageName} ${version} reads version ${currentFormatVersion}: install the newer ${packageName} the site was written with (npm install)`,
  );
  process.exit(1);
}

console.log(`Upgrading ${shown}/ to ${packageName} ${version} (format version ${currentFormatVersion}):`);
const migrated = migrateConfigDir(site, process.cwd(), true);
if (!migrated.ok) {
  console.error(`✖ ${migrated.problem}`);
  process.exit(1);
}
if (migrated.changed.length === 0) console.log(`  ✔ format version ${currentFormatVersion} already: no step to run`);
for (const step of migrated.steps) console.log(`  • step ${step.name}: ${step.description}`);
if (migrated.changed.length > 0) console.log(`  • format version ${currentFormatVersion} written into site.json`);
for (const file of migrated.changed) console.log(`    changed ${file}`);

let repointed: string[] = [];
// "$schema" lines that lead to no file (a site made beside the builder's schemas/, then moved into a repository of
// its own) point at the schemas of the site's own install
if (isSiteRepository(site)) {
  const leadingNowhere = listConfigFiles(site)
    .filter((f) => schemaLineLeadsNowhere(f.absolute))
    .map((f) => f.inside);
  repointed = pointSchemasIntoInstall(site, leadingNowhere);
  if (repointed.length > 0)
    console.log(`  • step schema-lines: "$schema" lines point into node_modules/${packageName}`);
  for (const inside of repointed) console.log(`    changed ${path.join(shown, inside)}`);
}

// a site with blocks of its own: its schemas for VS Code written anew from this builder's (blocks/.schemas/), and
// the pages and sections showing one of its blocks pointed at them
const ownSchemas = pointSiteBlockSchemaLines(site);
if (ownSchemas.written.length > 0 || ownSchemas.repointed.length > 0)
  console.log(
    `  • step site-block-schemas: ${siteSchemasFolder}/ written from this builder's schemas; pages and sections showing the site's blocks name them`,
  );
for (const inside of [...ownSchemas.written, ...ownSchemas.repointed])
  console.log(`    changed ${path.join(shown, inside)}`);
repointed = [...repointed, ...ownSchemas.written, ...ownSchemas.repointed];

// the props types of the site's blocks written anew (blocks/<type>/<type>.d.ts) by this builder, each noting its
// schema's fingerprint, which validate compares (a block without one is left to `types`, and validate says so)
const blockTypes = await rewriteSiteBlockTypes(site);
if (blockTypes.length > 0)
  console.log(
    `  • step site-block-types: blocks/<type>/<type>.d.ts written anew from the blocks' schemas by this builder`,
  );
for (const inside of blockTypes) console.log(`    changed ${path.join(shown, inside)}`);
repointed = [...repointed, ...blockTypes];

// the whole site, as validate checks it
const result = validateConfigDir(site, schemasDir, process.cwd(), { publicDir: sitePublicDir(site) });
for (const warning of result.warnings) console.error(warningLine(warning));
if (result.diagnostics.length > 0) {
  for (const line of diagnosticLines(result.diagnostics)) console.error(line);
  console.error(`✖ upgraded, but the site does not validate: fix the problems above (npm run validate checks again)`);
  process.exit(1);
}
console.log(
  migrated.changed.length > 0 || repointed.length > 0
    ? `✔ ${shown}/ upgraded and valid. Review the changes with "git diff", then commit them.`
    : `✔ ${shown}/ was up to date and is valid: nothing changed.`,
);

/** The files git sees changed or new in `dir`, or undefined when `dir` is not inside a git repository. */
function uncommittedChanges(dir: string): string[] | undefined {
  try {
    const out = execFileSync("git", ["status", "--porcelain", "--untracked-files=all", "--", "."], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out
      .split("\n")
      .filter(Boolean)
      .map((line) => line.slice(3));
  } catch {
    return undefined;
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** The file's "$schema" names a relative path to a file that is not there. */
function schemaLineLeadsNowhere(file: string): boolean {
  const data = readJson(file);
  const ref = data && typeof data === "object" ? (data as Record<string, unknown>).$schema : undefined;
  if (typeof ref !== "string" || /^[a-z][a-z0-9+.-]*:/i.test(ref)) return false;
  try {
    readFileSync(path.resolve(path.dirname(file), ref));
    return false;
  } catch {
    return true;
  }
}
