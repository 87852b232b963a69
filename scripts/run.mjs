/**
 * node scripts/run.mjs NAME [ARGS…] — runs scripts/NAME.ts, in this process, from a bundle of it kept in
 * .build-cache/cli/NAME/ (runScript: how bin/config-page-builder.mjs, the one entry of every command, runs each).
 * Installed in a site repository, the package's bundles made by `npm pack` (prebuilt/cli/, scripts/prepack.ts) are
 * run instead, and nothing is bundled or written.
 *
 * Started through tsx's loader (`node --import tsx scripts/NAME.ts`), a command spends about a second before its
 * first line: registering the loader, then resolving and loading each of its hundred TypeScript modules through
 * the loader's thread. The bundle (esbuild, the TypeScript transform tsx itself uses; dependencies stay imports from
 * node_modules) starts in a fifth of that. It is made again when any file it was made from changed: each one's
 * size, modification time and inode are kept with it and compared at every start (git's check of its index), and
 * a file changed within two seconds of the bundling is never trusted by its time alone. Each module keeps its own
 * `import.meta.url`, so paths found from it (the repository, a plugin's module) are those of the source files.
 * Error stacks name the TypeScript sources (source maps).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const recordVersion = 1;
/** A source file modified this close to its bundling may have changed since within the same time stamp. */
const racyMs = 2_000;
/**
 * Installed in a site repository (the package in node_modules), the builder writes nothing into its own folder: its
 * scripts come bundled by `npm pack` (scripts/prepack.ts) into prebuilt/cli/, and are never bundled here.
 */
const installed = repoRoot.split(path.sep).includes("node_modules");
const prebuiltCliDir = path.join(repoRoot, "prebuilt", "cli");

/** A script's name: a script of scripts/ (or of a folder in it: "folder/name"). */
const namePattern = /^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/;

/**
 * Runs scripts/NAME.ts with `args` in this process, from its bundle (made when missing or stale). Resolves once the
 * script's module has run its top level; returns false, having printed why, when there is no such script.
 */
export async function runScript(name, args, shownAs = "node scripts/run.mjs NAME") {
  const entry = namePattern.test(name ?? "") ? path.join(repoRoot, "scripts", `${name}.ts`) : undefined;
  if (!entry || !exists(entry)) {
    console.error(`✖ ${shownAs}: no script scripts/${name ?? "NAME"}.ts`);
    return false;
  }
  let bundle;
  if (installed) {
    bundle = path.join(prebuiltCliDir, `${path.basename(name)}.mjs`);
    if (!exists(bundle)) {
      console.error(`✖ ${shownAs}: this copy of the builder has no prebuilt ${name} (${bundle}); reinstall it`);
      return false;
    }
  } else {
    const cacheDir = path.join(repoRoot, ".build-cache", "cli", name);
    bundle = trustedBundle(name, cacheDir) ?? (await makeBundle(name, entry, cacheDir));
  }
  // the script reads its options from process.argv.slice(2), as when Node runs it directly
  process.argv.splice(1, process.argv.length - 1, entry, ...args);
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(bundle).href);
  return true;
}

// node scripts/run.mjs NAME [ARGS…]
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [name, ...args] = process.argv.slice(2);
  if (!(await runScript(name, args))) process.exit(2);
}

function exists(file) {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

/** A source file's identity: changed content changes its size or its modification time (or, replaced, its inode). */
function stamp(file) {
  const s = statSync(file, { bigint: true });
  return `${s.size}:${s.mtimeNs}:${s.ino}`;
}

/** The bundle made from the files as they are now, if there is one. */
function trustedBundle(name, cacheDir) {
  const recordFile = path.join(cacheDir, "current.json");
  let record;
  try {
    record = JSON.parse(readFileSync(recordFile, "utf8"));
  } catch {
    return undefined;
  }
  if (record.version !== recordVersion || record.node !== process.version || typeof record.inputs !== "object")
    return undefined;
  const file = path.join(cacheDir, String(record.dir), `${path.basename(name)}.mjs`);
  if (!exists(file)) return undefined;
  for (const [input, was] of Object.entries(record.inputs)) {
    try {
      if (stamp(path.join(repoRoot, input)) !== was) return undefined;
    } catch {
      return undefined; // removed or renamed
    }
  }
  return file;
}

/**
 * esbuild, a development package of this repository: a checkout without `npm install` is told so in one line (an
 * `npm pack` there ran prepack into Node's stack trace), and the command exits 1.
 */
async function importEsbuild(name) {
  try {
    return await import("esbuild");
  } catch (error) {
    if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
    console.error(
      `✖ ${name === "prepack" ? "npm pack" : `the ${name} command`} needs the builder's development packages, and this checkout has none: run npm install (or npm ci) in ${repoRoot} first, then run it again.`,
    );
    process.exit(1);
  }
}

/**
 * Bundles the script into a folder of its own and then names it in current.json (written whole, by a rename), so
 * a command running an older bundle, or another start bundling at the same moment, is never disturbed.
 */
async function makeBundle(name, entry, cacheDir) {
  const recordFile = path.join(cacheDir, "current.json");
  const { build } = await importEsbuild(name);
  const dir = `b-${Date.now()}-${process.pid}`;
  const outdir = path.join(cacheDir, dir);
  const started = Date.now();
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: { [path.basename(name)]: entry },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true, // a dynamic import() stays lazy: Vite is loaded only by the builds that bundle code
    format: "esm",
    platform: "node",
    target: `node${process.versions.node.split(".")[0]}`,
    packages: "external",
    sourcemap: "linked",
    metafile: true,
    logLevel: "error",
    plugins: [ownImportMetaUrl((file) => JSON.stringify(pathToFileURL(file).href))],
  });
  const inputs = {};
  let racy = false;
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = path.resolve(repoRoot, input);
    inputs[path.relative(repoRoot, file)] = stamp(file);
    if (statSync(file).mtimeMs > started - racyMs) racy = true;
  }
  // a bundle of files changed a moment ago is used this once and not recorded: the next start makes it again
  if (!racy) {
    const temporary = `${recordFile}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify({ version: recordVersion, node: process.version, dir, inputs }));
    renameSync(temporary, recordFile);
  }
  removeOldBundles(cacheDir, racy ? undefined : dir);
  return path.join(outdir, `${path.basename(name)}.mjs`);
}

/**
 * esbuild plugin: `import.meta.url` in each TypeScript module of the repository is that module's own address, as
 * `urlOf(file)` writes it: the source file's URL here; in the package's prebuilt bundles, an address relative to the
 * bundle's own (scripts/prepack.ts), so they hold wherever npm installs the package.
 */
export function ownImportMetaUrl(urlOf) {
  return {
    name: "own-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, "utf8");
        return {
          contents: source.replaceAll("import.meta.url", urlOf(args.path)),
          loader: args.path.endsWith("x") ? "tsx" : "ts",
        };
      });
    },
  };
}

/** Bundles other than the current one, an hour old: no command still running is likely to load their chunks. */
function removeOldBundles(cacheDir, current) {
  mkdirSync(cacheDir, { recursive: true });
  for (const entryName of readdirSync(cacheDir)) {
    if (!entryName.startsWith("b-") || entryName === current) continue;
    const folder = path.join(cacheDir, entryName);
    try {
      if (Date.now() - statSync(folder).mtimeMs > 3_600_000) rmSync(folder, { recursive: true, force: true });
    } catch {
      // removed by another start
    }
  }
}
