import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { defaultConfigDir, repoRoot, runsInstalled } from "../../../src/engine/projectPaths";
import { packageBin } from "../packageBin";
import type { IslandsBundle } from "../islandsBuild";
import { runCommand } from "../runCommand";
import { isUpstreamEnvFileWarning } from "../upstreamWarnings";
import { finishFolder, freshFolder, heldAndRead, installFolder } from "./bundleFolders";
import { reusedSitePart, siteBlockPart, type SitePart, sitePartFolder } from "./siteBlockPart";

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
  const builder = await builderBundle(cacheDir, options.siteBlocks.builderHash, options);
  const part = await siteBlockPart(codeHash, options.siteBlocks.configDir, options.status);
  return withSiteBlocks(builder, part);
}

function withSiteBlocks(builder: CodeBundle, part: SitePart): CodeBundle {
  return {
    ...builder,
    siteBlocks: part.siteBlocks,
    ...(part.islands ? { assetsDir: part.islands.assetsDir, islands: part.islands.bundle } : {}),
  };
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
  options: { verbose: boolean; status: (text: string) => void },
): Promise<CodeBundle> {
  const prebuilt = prebuiltBundle(codeHash);
  if (prebuilt) return prebuilt;
  const root = path.join(cacheDir, "code");
  const dir = path.join(root, codeHash);
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
  const islands = await (await import("../islandsBuild")).islandsInto(building, defaultConfigDir);
  await bundleRenderWorker(building);
  const record: BundleRecord = { codeHash, islands };
  return finishFolder(root, building, dir, record, () => readBundle(dir, codeHash));
}

/**
 * Puts a bundle just made (`building`) under its final name, and reads it there (`read`). Another build of the same
 * code may have got there first (two builds started at once on a cold cache): then its bundle is used, and this one
 * dropped, so a build never replaces a bundle another is rendering with.
 */
export function installBundle(building: string, dir: string, codeHash: string): CodeBundle {
  return installFolder(building, dir, () => readBundle(dir, codeHash));
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
  const builder = prebuiltBundle(builderHash) ?? reusedBundle(path.join(cacheDir, "code", builderHash), builderHash);
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

/**
 * Where the package carries its code bundle, made by `npm pack` (scripts/prepack.ts): the same for every site, so a
 * site's first build renders at once instead of bundling for a quarter of a minute.
 */
export const prebuiltCodeDir = path.join(repoRoot, "prebuilt", "code");

/**
 * The code bundle the installed package carries (prebuiltCodeDir), under this build's code hash; undefined in the
 * builder's repository (where the sources change, and a bundle is made per version of them) or when it is missing.
 * The installed package's files are exactly those the bundle was made from: npm installs them as they were packed.
 */
export function prebuiltBundle(codeHash: string): CodeBundle | undefined {
  if (!runsInstalled) return undefined;
  const dir = prebuiltCodeDir;
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
