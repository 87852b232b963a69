import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { defaultConfigDir, repoRoot, runsInstalled, schemasDir } from "../../../src/engine/projectPaths";
import { readSiteBlocks } from "../../../src/engine/siteBlocks/readSiteBlocks";
import { schemaStore } from "../../../src/engine/validateConfigDir";
import { bundleSiteBlocks, siteBlockBundleFile } from "./siteBlockBundle";
import { packageBin } from "../packageBin";
import type { IslandsBundle } from "../islandsBuild";
import { runCommand } from "../runCommand";
import { isUpstreamEnvFileWarning } from "../upstreamWarnings";

/** The builder's code, bundled once per version of it: what renders the pages, and what the pages load. */
export interface CodeBundle {
  codeHash: string;
  /** React Router's server bundle (its request handler renders a page). */
  serverEntry: string;
  /** The islands' browser code, copied into every built site's assets/. */
  assetsDir: string;
  /** The render thread's code (./renderWorker.ts), bundled: a thread starts without a TypeScript loader. */
  workerEntry: string;
  islands: IslandsBundle;
  /** A site's own blocks, bundled apart (./siteBlockBundle.ts): the render threads load it after the server bundle. */
  siteBlocks?: string;
}

interface BundleRecord {
  codeHash: string;
  islands: IslandsBundle;
}

const keptBundles = 3;

/**
 * The code a build renders with, from the cache folder when an earlier build made it, else bundled now: the
 * builder's (builderBundle), and for a site with blocks of its own (`siteBlocks`), their bundle beside it
 * (siteBlockPart): the builder's code is the same for every site, the package's prebuilt one when installed.
 */
export async function codeBundle(
  cacheDir: string,
  codeHash: string,
  options: {
    verbose: boolean;
    status: (text: string) => void;
    /**
     * The site has blocks of its own (blocks/<type>/): its folder, and the builder's own code hash (`codeHash` is
     * then the site's, which holds its blocks').
     */
    siteBlocks?: { configDir: string; builderHash: string };
  },
): Promise<CodeBundle> {
  if (!options.siteBlocks) return builderBundle(cacheDir, codeHash, options);
  const builder = await builderBundle(cacheDir, options.siteBlocks.builderHash, { ...options, table: true });
  const part = await siteBlockPart(codeHash, options.siteBlocks.configDir, options.status);
  return withSiteBlocks(builder, part);
}

/**
 * The builder's code bundle: the package's prebuilt one, or one an earlier build made (no Vite run: most of a
 * build's fixed cost), else bundled now: React Router's server bundle (SERVER_BUNDLE=1, see react-router.config.ts)
 * and the islands' browser code. Written to a temporary folder and renamed into place, so an interrupted bundling
 * never leaves a half bundle under the final name. The bundle lives inside the repository (`.build-cache/`): the
 * server bundle holds its dependencies (a render thread loads a few files, not node_modules' hundreds), but the
 * render thread's code and Lucide's icon list still import from node_modules. It is made from the builder's own
 * folder whatever site is being built: a site's blocks are bundled apart (siteBlockPart).
 */
export async function builderBundle(
  cacheDir: string,
  codeHash: string,
  options: {
    verbose: boolean;
    status: (text: string) => void;
    /** With the table of modules a site's blocks share (see siteBlockTableModule): for a site with blocks of its own. */
    table?: boolean;
  },
): Promise<CodeBundle> {
  const table = options.table === true;
  const prebuilt = prebuiltBundle(codeHash, table);
  if (prebuilt) return prebuilt;
  const root = path.join(cacheDir, "code");
  const dir = path.join(root, builderFolderName(codeHash, table));
  const found = reusedBundle(dir, codeHash);
  if (found) return found;
  const building = freshFolder(dir);
  options.status("bundling the builder's code (once per version of the builder)…");
  const code = await runCommand(
    process.execPath,
    [packageBin("@react-router/dev", "react-router"), "build"],
    {
      SERVER_BUNDLE: "1",
      // the builder's own site, which has no blocks of its own: the bundle is the same for every site
      PAGES_CONFIG_DIR: defaultConfigDir,
      SITE_BLOCK_TABLE: table ? "1" : "0",
      BUILD_DIR: path.join(building, "react-router"),
      NODE_ENV: "production",
      // installed in a site repository, Vite's own cache goes into the site's folder (vite.config.ts)
      BUILDER_CACHE_DIR: path.join(cacheDir, "vite"),
      ...(options.verbose ? { BUILD_VERBOSE: "1" } : {}),
    },
    { dropErrorLine: isUpstreamEnvFileWarning, pipeOutput: true, quiet: !options.verbose, cwd: repoRoot },
  );
  if (code !== 0) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(
      `React Router's build of the server bundle failed (exit code ${code}); run with --verbose to see it`,
    );
  }
  renameSync(path.join(building, "react-router", "server"), path.join(building, "server"));
  rmSync(path.join(building, "react-router"), { recursive: true, force: true });
  const islands = await islandsInto(building, defaultConfigDir);
  await bundleRenderWorker(building);
  const record: BundleRecord = { codeHash, islands };
  return finishBundle(root, building, dir, record, () => readBundle(dir, codeHash));
}

/** The islands' browser code of a site's folder (the builder's, or a site's whose blocks have scripts) in `building`. */
async function islandsInto(building: string, configDir: string): Promise<IslandsBundle> {
  const site = path.join(building, "site");
  // Vite is loaded only when the code is bundled (most builds reuse the bundle)
  const { buildIslands } = await import("../islandsBuild");
  const islands = await buildIslands(site, configDir);
  rmSync(path.join(site, ".islands-manifest.json"), { force: true });
  renameSync(path.join(site, "assets"), path.join(building, "assets"));
  rmSync(site, { recursive: true, force: true });
  return islands;
}

/**
 * A site's own blocks bundled for the render threads (./siteBlockBundle.ts), and, when one of them has a browser
 * script, the islands' browser code with theirs (the builder's otherwise): in the site's own folder
 * (sitePartFolder), made again only when a file of its blocks changes.
 */
async function siteBlockPart(codeHash: string, configDir: string, status: (text: string) => void): Promise<SitePart> {
  const dir = sitePartFolder(configDir, codeHash);
  const root = path.dirname(dir);
  const found = reusedSitePart(dir, codeHash);
  if (found) return found;
  const building = freshFolder(dir);
  status("bundling the site's own blocks…");
  const { blocks } = readSiteBlocks(configDir, schemaStore(schemasDir).blockTypes());
  try {
    await bundleSiteBlocks(configDir, building);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  // a script joins the loader's map (virtual:browser-needs): the islands are then the site's own
  const islands = blocks.some((block) => block.script) ? await islandsInto(building, configDir) : undefined;
  const record: SitePartRecord = { codeHash, siteBlocks: siteBlockBundleFile, ...(islands ? { islands } : {}) };
  return finishBundle(root, building, dir, record, () => readSitePart(dir, codeHash));
}

/**
 * Where a site's part is: `.build-cache/code/site-<the site's code hash>/` in the site's folder, wherever the
 * builder's code is (in this repository, its own .build-cache/): the site's files are the site's.
 */
function sitePartFolder(configDir: string, codeHash: string): string {
  return path.join(path.resolve(configDir), ".build-cache", "code", `${sitePartPrefix}${codeHash}`);
}
const sitePartPrefix = "site-";

/** A site's blocks bundled apart from the builder's code (siteBlockPart), with its own islands when it has scripts. */
interface SitePart {
  siteBlocks: string;
  islands?: { assetsDir: string; bundle: IslandsBundle };
}

interface SitePartRecord {
  codeHash: string;
  siteBlocks: string;
  islands?: IslandsBundle;
}

function withSiteBlocks(builder: CodeBundle, part: SitePart): CodeBundle {
  return {
    ...builder,
    siteBlocks: part.siteBlocks,
    ...(part.islands ? { assetsDir: part.islands.assetsDir, islands: part.islands.bundle } : {}),
  };
}

function reusedSitePart(dir: string, codeHash: string): SitePart | undefined {
  if (!readSitePart(dir, codeHash)) return undefined;
  return heldAndRead(dir, () => readSitePart(dir, codeHash));
}

function readSitePart(dir: string, codeHash: string): SitePart | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(dir, "bundle.json"), "utf8")) as SitePartRecord;
    if (record.codeHash !== codeHash || !existsSync(path.join(dir, record.siteBlocks))) return undefined;
    return sitePartAt(dir, record);
  } catch {
    return undefined;
  }
}

function sitePartAt(dir: string, record: SitePartRecord): SitePart {
  return {
    siteBlocks: path.join(dir, record.siteBlocks),
    ...(record.islands ? { islands: { assetsDir: path.join(dir, "assets"), bundle: record.islands } } : {}),
  };
}

/**
 * A folder to make a bundle in, beside its final name `dir`: a folder under the final name that is not a whole
 * bundle (damaged by hand) is set aside, not built over.
 */
function freshFolder(dir: string): string {
  if (existsSync(dir)) {
    const aside = transientName(dir, "damaged");
    try {
      renameSync(dir, aside);
    } catch {
      // set aside by another build at the same moment
    }
    removeQuietly(aside);
  }
  const building = transientName(dir, Math.random().toString(36).slice(2));
  mkdirSync(building, { recursive: true });
  return building;
}

/** Writes a bundle's record, puts it under its final name (held by this process) and removes old bundles. */
function finishBundle<Found>(
  root: string,
  building: string,
  dir: string,
  record: BundleRecord | SitePartRecord,
  read: () => Found | undefined,
): Found {
  writeFileSync(path.join(building, "bundle.json"), JSON.stringify(record));
  // held from the moment it has its name: a build removing old bundles meanwhile sees the mark
  writeFileSync(path.join(building, inUseMark), "");
  const installed = installFolder(building, dir, read);
  holdBundle(dir);
  removeOldBundles(root);
  return installed;
}

/**
 * Puts a bundle just made (`building`) under its final name, and reads it there (`read`). Another build of the same
 * code may have got there first (two builds started at once on a cold cache): then its bundle is used, and this one
 * dropped, so a build never replaces a bundle another is rendering with.
 */
export function installBundle(building: string, dir: string, codeHash: string): CodeBundle {
  return installFolder(building, dir, () => readBundle(dir, codeHash));
}

function installFolder<Found>(building: string, dir: string, read: () => Found | undefined): Found {
  try {
    renameSync(building, dir);
  } catch (error) {
    const there = read();
    rmSync(building, { recursive: true, force: true });
    if (!there) throw error;
    return there;
  }
  return read()!;
}

/**
 * The code bundle of this code hash when an earlier build made it (or the package brings it), else undefined
 * (nothing is bundled). `siteBlocks`: the site has blocks of its own, bundled apart; `codeHash` is then the site's,
 * `builderHash` the builder's.
 */
export function cachedCodeBundle(
  cacheDir: string,
  codeHash: string,
  siteBlocks?: { configDir: string; builderHash: string },
): CodeBundle | undefined {
  const builderHash = siteBlocks?.builderHash ?? codeHash;
  const table = siteBlocks !== undefined;
  const builder =
    prebuiltBundle(builderHash, table) ??
    reusedBundle(path.join(cacheDir, "code", builderFolderName(builderHash, table)), builderHash);
  if (!builder || !siteBlocks) return builder;
  const part = reusedSitePart(sitePartFolder(siteBlocks.configDir, codeHash), codeHash);
  return part && withSiteBlocks(builder, part);
}

/**
 * The bundle an earlier build made in `dir`, held by this process, else undefined. It is marked as in use before it
 * is read again: a build removing old bundles at that moment (removeOldBundles) either sees the mark and leaves it,
 * or has already taken the folder away (then the mark cannot be written, or the second reading finds nothing).
 */
function reusedBundle(dir: string, codeHash: string): CodeBundle | undefined {
  if (!readBundle(dir, codeHash)) return undefined;
  return heldAndRead(dir, () => readBundle(dir, codeHash));
}

/** A bundle found in `dir`, marked as held by this process, read again and marked as the most recently used. */
function heldAndRead<Found>(dir: string, read: () => Found | undefined): Found | undefined {
  try {
    holdBundle(dir);
  } catch {
    return undefined; // removed meanwhile
  }
  const found = read();
  if (!found) return undefined;
  const now = new Date();
  try {
    utimesSync(dir, now, now); // most recently used: kept when older bundles are removed
  } catch {
    // set aside for a moment by a build removing old bundles, which gives it back as it is held
  }
  return found;
}

/**
 * Marks a bundle as used by this process (a file `.in-use-<pid>` in it, removed when the process exits), so another
 * build that bundles other code meanwhile (a site's own blocks make their own bundle) never removes it while this
 * one renders with it.
 */
function holdBundle(dir: string): void {
  const mark = path.join(dir, inUseMark);
  writeFileSync(mark, "");
  if (!held.has(mark)) {
    held.add(mark);
    if (held.size === 1) process.once("exit", () => held.forEach((file) => rmSync(file, { force: true })));
  }
}
const inUsePrefix = ".in-use-";
const inUseMark = `${inUsePrefix}${process.pid}`;
const held = new Set<string>();

/**
 * Whether a running process holds the bundle in `dir` (its in-use marks of ended processes are removed); false when
 * the folder is gone.
 */
export function bundleInUse(dir: string): boolean {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return false;
  }
  let inUse = false;
  for (const name of names) {
    if (!name.startsWith(inUsePrefix)) continue;
    const pid = Number(name.slice(inUsePrefix.length));
    if (processRuns(pid)) inUse = true;
    else rmSync(path.join(dir, name), { force: true });
  }
  return inUse;
}

function processRuns(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Where the package carries its code bundles, made by `npm pack` (scripts/prepack.ts): the same for every site, so a
 * site's first build renders at once instead of bundling for a quarter of a minute; the second with the table of
 * modules a site's own blocks share (`table`).
 */
export function prebuiltCodeDir(table = false): string {
  return path.join(repoRoot, "prebuilt", table ? "code-for-site-blocks" : "code");
}

/** The builder's bundle's folder in a code cache: by its code hash, and whether it has the site blocks' table. */
function builderFolderName(codeHash: string, table: boolean): string {
  return table ? `${codeHash}-for-site-blocks` : codeHash;
}

/**
 * The code bundle the installed package carries (prebuiltCodeDir), under this build's code hash; undefined in the
 * builder's repository (where the sources change, and a bundle is made per version of them) or when it is missing.
 * The installed package's files are exactly those the bundle was made from: npm installs them as they were packed.
 */
export function prebuiltBundle(codeHash: string, table = false): CodeBundle | undefined {
  if (!runsInstalled) return undefined;
  const dir = prebuiltCodeDir(table);
  try {
    const record = JSON.parse(readFileSync(path.join(dir, "bundle.json"), "utf8")) as BundleRecord;
    const complete = ["server/index.js", workerFile].every((file) => existsSync(path.join(dir, file)));
    return complete ? { ...bundleAt(dir, record), codeHash } : undefined;
  } catch {
    return undefined;
  }
}

function readBundle(dir: string, codeHash: string): CodeBundle | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(dir, "bundle.json"), "utf8")) as BundleRecord;
    const complete = ["server/index.js", workerFile].every((file) => existsSync(path.join(dir, file)));
    if (record.codeHash !== codeHash || !complete) return undefined;
    return bundleAt(dir, record);
  } catch {
    return undefined;
  }
}

function bundleAt(dir: string, record: BundleRecord): CodeBundle {
  return {
    codeHash: record.codeHash,
    serverEntry: path.join(dir, "server", "index.js"),
    assetsDir: path.join(dir, "assets"),
    workerEntry: path.join(dir, workerFile),
    islands: record.islands,
  };
}

const workerFile = "worker/renderWorker.mjs";

/**
 * The render thread's module and the build modules it imports, as one plain JavaScript file (dependencies stay
 * imports from node_modules). Run through tsx instead, a thread spent seconds loading modules through its hooks.
 */
async function bundleRenderWorker(building: string): Promise<void> {
  const { build } = await import("vite");
  await build({
    configFile: false,
    root: repoRoot,
    logLevel: "warn",
    publicDir: false,
    build: {
      ssr: path.join(repoRoot, "scripts/lib/build/renderWorker.ts"),
      outDir: path.join(building, path.dirname(workerFile)),
      emptyOutDir: true,
      target: "node20",
      rollupOptions: { output: { format: "es", entryFileNames: path.basename(workerFile) } },
    },
  });
}

/**
 * Keeps the most recently used bundles (switching between branches reuses theirs) and those a running build holds,
 * and drops unfinished ones whose build ended. Several builds may do this at once (the tests run many): each takes a
 * bundle away by renaming it first, so two never remove the same folder, and gives it back if a build marked it as
 * in use meanwhile.
 */
export function removeOldBundles(root: string): void {
  const entries = readdirSync(root).flatMap((name) => {
    try {
      return [{ name, used: statSync(path.join(root, name)).mtimeMs }];
    } catch {
      return []; // removed meanwhile
    }
  });
  const transient = entries.filter((e) => e.name.includes(transientInfix));
  for (const e of transient) if (transientEnded(e.name, e.used)) removeQuietly(path.join(root, e.name));
  const finished = entries.filter((e) => !e.name.includes(transientInfix)).sort((a, b) => b.used - a.used);
  // the builder's bundles and the sites' parts apart: a few sites' blocks do not push out the builder's code
  for (const sites of [false, true]) {
    const kind = finished.filter((e) => e.name.startsWith(sitePartPrefix) === sites);
    for (const e of kind.slice(keptBundles)) removeUnlessHeld(path.join(root, e.name));
  }
}

function removeUnlessHeld(dir: string): void {
  if (bundleInUse(dir)) return;
  const aside = transientName(dir, "removing");
  try {
    renameSync(dir, aside);
  } catch {
    return; // taken away by another build
  }
  if (!bundleInUse(aside)) return removeQuietly(aside);
  try {
    renameSync(aside, dir); // marked in the moment between: given back
  } catch {
    // its name was taken again meanwhile (the same code bundled anew): this copy goes when its holder has ended
  }
}

/** A folder beside a bundle that is being made, set aside or removed by this process: `<hash>.tmp-<pid>-<what>`. */
function transientName(dir: string, what: string): string {
  return `${dir}${transientInfix}${process.pid}-${what}`;
}
const transientInfix = ".tmp-";

/** Whether a transient folder's process has ended (or it is an hour old: no bundling takes that long). */
function transientEnded(name: string, used: number): boolean {
  const pid = Number(/\.tmp-(\d+)-/.exec(name)?.[1]);
  return !processRuns(pid) || Date.now() - used > 3_600_000;
}

/** Removes a folder; one that another build is removing at the same moment is left to it. */
function removeQuietly(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch {
    // ENOTEMPTY, ENOENT: removed (or written into) by another process meanwhile; the next build tries again
  }
}
