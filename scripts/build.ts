/**
 * npm run build [-- --dir SITE_DIR --out OUT_DIR --no-cache --workers N --page-timeout SECONDS --verbose --timings]
 * npm run build -- --shard I/N --out SHARD_DIR [--dir SITE_DIR]      one machine's part of a build split across N
 * npm run build -- --merge SHARD_DIR… --out OUT_DIR                   the site, from all N shards
 *
 * Validates the configs (stopping with the CLI's messages), renders every page whose inputs changed since the
 * last build (the others come from the page cache, .build-cache/), and writes the static site to dist/ (the first
 * site's at the repository's root, another site's in its folder, or --out), a plain folder: one HTML
 * file per route, 404.html and one 404 page per section, the site's public files, the shared stylesheet, the
 * island code and _headers. The previous site stays in place until the new one is complete and checked.
 * See docs/scaling.md.
 */
import "./lib/build/v8Flags";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { countProblems, type Diagnostic, groupByCause } from "../src/engine/diagnostic";
import { unsafePublishedSvgs } from "../src/engine/checks/publicFiles/publishedSvgs";
import { resolveConfigSet } from "../src/engine/resolve/resolveConfigSet";
import { schemaStore, StageTimings, validateConfigDir, validConfigSet } from "../src/engine/validateConfigDir";
import {
  runsInstalled,
  schemasDir,
  selectedConfigDir,
  siteOutputDir,
  sitePublicDir,
  shownPath,
  siteSchemasRef,
} from "../src/engine/projectPaths";
import { readCommandLine, wholeNumber } from "./lib/cliOptions";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";
import { outputIsTerminal } from "./lib/progressLine";
import { reportSiteProblems } from "./lib/siteCheck";
import { buildCacheDir, codeCacheDir, siteCacheDir } from "./lib/build/cacheFolder";
import { builderCodeHash, siteCodeHash } from "./lib/build/codeHash";
import { siteBlockHashes } from "./lib/build/siteBlockHashes";
import { siteBlockCodeProblems } from "../src/engine/siteBlocks/siteBlockCode";
import { siteBlockFailureWords } from "../src/blocks/siteBlocks";
import { siteBlockFailureSummary } from "./lib/build/siteBlockFailureSummary";
import { PageFailure } from "./lib/build/pageFailure";
import { cachedCodeBundle, type CodeBundle, codeBundle } from "./lib/build/codeBundle";
import { defaultPageTimeoutMs, PageTimeout, RenderPool } from "./lib/build/renderPool";
import { unfinishedPageMessage } from "./lib/build/unfinishedPage";
import { readSiteBlocks } from "../src/engine/siteBlocks/readSiteBlocks";
import { builderOwnValidators, KeptValidators, prebuiltValidatorsDir } from "./lib/build/keptValidators";
import { ValidationMemo } from "./lib/build/validationMemo";
import { buildSite } from "./lib/build/buildSite";
import { pictureStep } from "./lib/pictures/pictureStep";
import { mergeShards, ShardProblem } from "./lib/build/mergeShards";
import {
  discardStagingFolder,
  nextSpareFolder,
  notReplaceable,
  replaceFolder,
  replaceOutputFolder,
  stagingFolder,
} from "./lib/build/outputFolder";
import { writeBuildStamp } from "./lib/build/buildStamp";
import { describeAssets } from "./lib/assetSizes";
import { repairedOutput, shownFolder } from "./lib/builtSite";
import { diagnosticLines, warningLine } from "../src/engine/diagnosticLines";

// A build is a production build whoever starts it (a test runner sets NODE_ENV=test): the bundled code, React's
// production build among it, must not depend on the caller's environment
process.env.NODE_ENV = "production";

const shardPattern = /^(\d+)\/(\d+)$/;

const { values, positionals } = readCommandLine({
  command: "npm run build",
  summary:
    "Validates a site's configs, renders every page whose inputs changed since the last build (the rest come from the\ncache, .build-cache/) and writes the static site, a plain folder: " +
    (runsInstalled ? "dist/ in the site's folder" : "dist/ for pages-config/, DIR/dist/ for --dir DIR") +
    ",\nunless --out. The previous site stays until the new one is whole; a build stopped while swapping them is finished\nby the next command.",
  options: {
    dir: siteDirOption,
    out: {
      type: "string",
      value: "DIR",
      description: "where the built site (or the shard) goes (default dist/, or DIR/dist/ with --dir DIR)",
    },
    "no-cache": {
      type: "boolean",
      description:
        "render every page and check every config, reusing nothing of the site's earlier builds (the builder's own code and validators are reused)",
    },
    "cache-dir": {
      type: "string",
      value: "DIR",
      description: runsInstalled
        ? "the page cache folder (default .build-cache/pages/ in the site's folder)"
        : "the page cache folder (default DIR/.build-cache/pages/; the first site's: .build-cache/sites/)",
    },
    shard: {
      type: "string",
      value: "I/N",
      description: "render only shard I of N (a stable 1/N of the pages) into --out, for --merge to assemble",
      check: (value) => {
        const match = shardPattern.exec(value);
        if (!match) return "needs I/N, the shard's number and how many shards there are, e.g. --shard 1/3";
        const [index, count] = [Number(match[1]), Number(match[2])];
        return count >= 1 && index >= 1 && index <= count
          ? undefined
          : `needs 1 <= I <= N, e.g. --shard 1/${Math.max(count, 1)}`;
      },
    },
    merge: {
      type: "boolean",
      description: "assemble the site from the shard folders given after the options (all N of one build) into --out",
    },
    workers: {
      type: "string",
      value: "N",
      description: `render threads (default: one per core, here ${availableParallelism()})`,
      check: wholeNumber(1, 64),
    },
    "page-timeout": {
      type: "string",
      value: "SECONDS",
      description: `stop when a page takes longer to render, naming it (default ${defaultPageTimeoutMs / 1000}): a component looping forever would hold the build`,
      check: wholeNumber(1),
    },
    verbose: {
      type: "boolean",
      description: "a line at each step and page, and every line of the bundler when it runs",
    },
    timings: {
      type: "boolean",
      description:
        "print the time each stage of the engine took (read, parse, … cross-checks, resolve), and each step of the pages rendered",
    },
  },
  positionals: {
    name: "SHARD_DIR…",
    min: 0,
    max: Number.POSITIVE_INFINITY,
    description: "with --merge: the shard folders",
  },
});

const stop = (problem: string): never => {
  console.error(`✖ ${problem} (npm run build -- --help lists the options)`);
  process.exit(2);
};
if (values.merge && positionals.length === 0) stop("--merge needs the shard folders: --merge SHARD_DIR… --out DIR");
if (!values.merge && positionals.length > 0)
  stop(`unexpected argument "${positionals[0]}": only --merge takes folders (--merge SHARD_DIR… --out DIR)`);
if (values.merge && values.shard)
  stop("--merge and --shard go to different runs: first each --shard I/N, then one --merge");
if (values.merge && values.dir) stop("--merge takes the site from the shards: leave out --dir");
if (values.merge && values.timings) stop("--merge validates no config: leave out --timings");
// the merge renders nothing: options about rendering and the page cache would be ignored
for (const option of ["no-cache", "cache-dir", "workers", "page-timeout"] as const) {
  if (values.merge && values[option] !== undefined) stop(`--merge renders no page: leave out --${option}`);
}
if (values["no-cache"] && values["cache-dir"]) stop("--no-cache uses no cache: leave out --cache-dir");
if ((values.merge || values.shard) && !values.out)
  stop(
    `${values.merge ? "--merge" : "--shard"} needs --out DIR (where ${values.merge ? "the site" : "the shard"} goes)`,
  );

// a site's build is its own: the first site's in dist/, any other's in its folder's dist/ (projectPaths.ts)
const outDir = path.resolve(values.out ?? siteOutputDir(selectedConfigDir(values.dir)));
const notOutput = notReplaceable(outDir);
if (notOutput) stop(`--out: ${notOutput}`);
repairedOutput(outDir);
const workers = Number(values.workers ?? availableParallelism());
const pageTimeoutMs = values["page-timeout"] === undefined ? undefined : Number(values["page-timeout"]) * 1000;
const verbose = values.verbose === true;
const timings: string[] = [];
let phaseStart = performance.now();
/** Notes how long the step that just ended took (printed in one line at the end). */
const phase = (name: string) => {
  timings.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = performance.now();
};
const shown = shownFolder;
const status = (text: string) => {
  if (outputIsTerminal()) process.stdout.write(`${text}\n`);
};
/** With --verbose, a line at each step (and each page rendered), with the seconds since the build started. */
const trace = (text: string) => {
  if (verbose) console.log(`· ${(performance.now() / 1000).toFixed(2)} s ${text}`);
};

const builderHash = builderCodeHash();
trace("builder code hashed");

if (values.merge) {
  const staging = stagingFolder(outDir);
  let merged: ReturnType<typeof mergeShards>;
  try {
    merged = mergeShards(
      positionals.map((d) => path.resolve(d)),
      staging,
      builderHash,
    );
  } catch (error) {
    discardStagingFolder(outDir);
    if (error instanceof ShardProblem) {
      console.error(`✖ merge stopped: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  phase("merge");
  trace("shards merged");
  finish(merged.problems, merged.configDir, `✔ ${merged.pages} pages of ${positionals.length} shards merged`);
} else {
  const configDir = siteFolderOrExit(values.dir);
  // a site's own blocks (blocks/<type>/) are code: all of it is part of the code bundle's name (the bundle is made
  // for this site's folder), and each page's cache key holds the code of the site blocks it shows only
  const siteBlocks = siteBlockHashes(configDir);
  const codeHash = siteCodeHash(builderHash, siteBlocks);
  process.env.PAGES_CONFIG_DIR = configDir;
  // with the code already bundled, one render thread starts loading it while the configs are validated (a site
  // with blocks of its own: the builder's code for such sites, the same for all, and its blocks' bundle, apart)
  const ownBlocks = codeHash !== builderHash;
  const siteBlockCode = ownBlocks ? { configDir, builderHash } : undefined;
  const early = cachedCodeBundle(codeCacheDir(configDir), codeHash, siteBlockCode);
  const earlyPool = early && renderPool(early, configDir);
  earlyPool?.warmUp();
  const cacheDir = values["no-cache"] ? undefined : path.resolve(values["cache-dir"] ?? siteCacheDir(configDir));
  // config files unchanged since the last build are not checked on their own again (scripts/lib/build/validationMemo.ts)
  const memo = cacheDir
    ? new ValidationMemo(path.join(cacheDir, "checked-files.json"), codeHash, siteSchemasRef(configDir))
    : undefined;
  // the builder's validators as code, loaded instead of compiled (scripts/lib/build/keptValidators.ts)
  // (installed in a site repository, those of the builder's own schemas come prebuilt with the package)
  const siteValidators = cacheDir
    ? new KeptValidators(path.join(cacheDir, "validators"), codeHash, runsInstalled ? prebuiltValidatorsDir : undefined)
    : undefined;
  // (with --no-cache, the builder's own are loaded all the same, as its code bundle is: builderOwnValidators)
  const keptValidators =
    siteValidators ??
    builderOwnValidators(codeHash, {
      installed: runsInstalled,
      ownBlocks,
      builderDir: path.join(buildCacheDir, "validators"),
    });
  // with --timings, each stage of the engine is timed (src/engine/stages/), and the resolve step after them
  const stages = values.timings ? new StageTimings() : undefined;
  const result = validateConfigDir(configDir, schemasDir, process.cwd(), {
    publicDir: sitePublicDir(configDir),
    memo,
    keptValidators,
    timings: stages,
  });
  memo?.save();
  siteValidators?.prune();
  for (const warning of result.warnings) console.error(warningLine(warning));
  const valid = validConfigSet(result);
  // the site's own blocks' code, checked before it is bundled (none without blocks/)
  const problems = [...result.diagnostics, ...(await siteBlockCodeProblems(configDir))];
  if (problems.length > 0 || !valid) {
    printStageTimings(stages);
    await earlyPool?.close();
    for (const line of diagnosticLines(problems)) console.error(line);
    console.error(`✖ build stopped: ${countProblems(problems)}. ${fixThem(problems)}`);
    process.exit(1);
  }
  trace("configs valid");
  // with --no-cache the pictures are made in a folder of this build's own, removed when it ends
  const picturesCacheDir = cacheDir ? path.join(cacheDir, "pictures") : mkdtempSync(path.join(tmpdir(), "pictures-"));
  if (!cacheDir) process.on("exit", () => rmSync(picturesCacheDir, { recursive: true, force: true }));
  const resolve = () => resolveConfigSet(valid, new Date(), { publicDir: sitePublicDir(configDir) });
  const resolved = stages ? stages.time("resolve", resolve) : resolve();
  printStageTimings(stages);
  const pictures = await pictureStep({
    site: resolved,
    publicDir: sitePublicDir(configDir),
    cacheDir: picturesCacheDir,
    workers,
    sourceMemo: cacheDir ? { file: path.join(cacheDir, "picture-sources.json"), codeHash } : undefined,
  });
  for (const warning of pictures.warnings) console.error(warningLine(warning));
  const publicDir = sitePublicDir(configDir);
  const fileProblems = [
    ...pictures.problems,
    ...unsafePublishedSvgs(publicDir, path.relative(process.cwd(), publicDir)),
  ];
  if (fileProblems.length > 0) {
    await earlyPool?.close();
    for (const line of diagnosticLines(fileProblems)) console.error(line);
    console.error(`✖ build stopped: ${countProblems(fileProblems)}. ${fixThem(fileProblems)}`);
    process.exit(1);
  }
  const site = pictures.site;
  phase("validate");
  trace(`configs resolved; pictures: ${pictures.made} made, ${pictures.reused} from the cache`);

  const bundle = await codeBundle(codeCacheDir(configDir), codeHash, { verbose, status, siteBlocks: siteBlockCode });
  phase("code");
  trace(`code bundle ${bundle.codeHash}`);

  const shard = values.shard ? parseShard(values.shard) : undefined;
  // a site build starts from the build before the last (its unchanged pages in place); a shard from nothing
  const staging = stagingFolder(outDir, { spare: !shard });
  const pool = earlyPool ?? renderPool(bundle, configDir);
  let built: Awaited<ReturnType<typeof buildSite>>;
  try {
    built = await buildSite({
      configDir,
      site,
      bundle,
      stagingDir: staging,
      workers,
      cacheDir,
      shard,
      pool,
      trace,
      pictures,
      nextSpareDir: () => nextSpareFolder(outDir),
      // a page's key holds the code of the site blocks it shows only (scripts/lib/build/pagePlan.ts)
      pageCode: { builderHash, siteBlocks },
    });
  } catch (error) {
    // the threads first: one may still be writing pages into the folder being deleted
    await pool.close();
    discardStagingFolder(outDir);
    // a site block's component that threw: its page, its place and its file, without a stack trace
    if (error instanceof Error && error.message.includes(siteBlockFailureWords)) {
      const told = error.message.split("\n").find((line) => line.includes(siteBlockFailureWords)) ?? error.message;
      console.error(told);
      const type = error instanceof PageFailure ? error.siteBlockType : undefined;
      console.error(siteBlockFailureSummary(type, [...site.pages, ...site.notFound]));
      process.exit(1);
    }
    // a page that never finished (a component looping forever): its page, and the site's own code on it
    if (error instanceof PageTimeout) {
      console.error(unfinishedPageMessage(error, site, siteBlockComponentFiles(configDir)));
      console.error(
        "✖ build stopped: a page did not finish rendering. Fix it and build again; if it is only slow, give it longer with --page-timeout SECONDS.",
      );
      process.exit(1);
    }
    throw error;
  } finally {
    await pool.close();
  }
  phase("pages");
  printPageStepTimings(values.timings ? pool.spent : undefined);
  const cacheNote = values["no-cache"]
    ? "cache not used"
    : `${built.reused} from the cache${built.refused ? `, ${built.refused} cache ${built.refused === 1 ? "entry" : "entries"} damaged or foreign: rendered again` : ""}`;
  const summary = `✔ ${result.fileCount} config files valid; ${built.pages} pages${shard ? ` in shard ${shard.index}/${shard.count}` : ""}: ${built.rendered} rendered, ${cacheNote}`;
  trace("pages written");
  if (shard) {
    replaceFolder(outDir);
    trace("shard in place");
    console.log(summary);
    console.log(
      `✔ shard written to ${shown(outDir)}; merge all ${shard.count} with npm run build -- --merge DIR… --out DIR`,
    );
    console.log(`  (${timings.join(", ")})`);
  } else {
    finish(built.problems, configDir, summary, built.linkSpare);
  }
}

/** The render threads of a build, with the code they render with. */
function renderPool(bundle: CodeBundle, configDir: string): RenderPool {
  return new RenderPool(bundle.workerEntry, bundle.serverEntry, configDir, pageTimeoutMs, bundle.siteBlocks);
}

/** Reports the site check; puts the site in place only when it passes (else the previous site stays). */
function finish(
  problems: Parameters<typeof reportSiteProblems>[0],
  configDir: string,
  summary: string,
  linkSpare = false,
): void {
  console.log(summary);
  // what visitors get: headings, alt texts, internal links and anchors, ids, titles (scripts/lib/siteCheck)
  if (!reportSiteProblems(problems)) {
    discardStagingFolder(outDir);
    console.error(`✖ build stopped: ${shown(outDir)} keeps the previous build. Fix the problems and build again.`);
    process.exit(1);
  }
  trace("site checked");
  replaceOutputFolder(outDir, { removeOldLater: true, linkSpare });
  trace("site in place");
  writeBuildStamp(outDir, configDir);
  phase("finish");
  console.log(`✔ browser code: ${describeAssets(path.join(outDir, "assets"))}`);
  console.log(`✔ site written to ${shown(outDir)}`);
  // a merge renders nothing: it reads no cache
  const cacheShown =
    values["no-cache"] || values.merge ? "not used" : shown(values["cache-dir"] ?? siteCacheDir(configDir));
  console.log(`  (${timings.join(", ")}; cache: ${cacheShown})`);
}

/** With --timings, where the pages rendered took their time: each step's, summed over the render threads. */
function printPageStepTimings(spent: ReadonlyMap<string, number> | undefined): void {
  if (!spent?.size) return;
  const steps = new StageTimings();
  for (const [step, ms] of spent) steps.add(step, ms);
  console.log("Pages rendered (each step's time in the render threads, added up):");
  for (const line of steps.lines()) console.log(line);
}

/** With --timings: a line per stage of the engine, with the milliseconds it took. */
function printStageTimings(stages: StageTimings | undefined): void {
  if (!stages) return;
  console.log("Stages:");
  for (const line of stages.lines()) console.log(line);
}

/** The site blocks' component files by type, as messages show them (from the folder the build was started in). */
function siteBlockComponentFiles(configDir: string): Map<string, string> {
  const { blocks } = readSiteBlocks(configDir, schemaStore(schemasDir).blockTypes());
  return new Map(blocks.map((block) => [block.type, shownPath(block.componentFile)]));
}

function parseShard(value: string): { index: number; count: number } {
  const [, index, count] = shardPattern.exec(value)!;
  return { index: Number(index), count: Number(count) };
}

/** "Fix it" for one problem (however many places say it), "Fix them" for more. */
function fixThem(problems: Diagnostic[]): string {
  return `Fix ${groupByCause(problems).length === 1 ? "it" : "them"} and build again.`;
}
