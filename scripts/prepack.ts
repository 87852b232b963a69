/**
 * node scripts/run.mjs prepack [--clean]: what `npm pack` ships prebuilt (package.json's prepack; postpack passes
 * --clean and removes it again). The package then runs with plain Node from any node_modules, writing nothing into
 * its own folder:
 * - prebuilt/cli/: every command of bin/config-page-builder.mjs, bundled with esbuild (no TypeScript loader at run
 *   time; dependencies stay imports from node_modules). Each module's `import.meta.url` is its source file's
 *   address worked out from the bundle's own, so paths found from it hold wherever npm installs the package.
 * - prebuilt/code/: the code bundle every build renders with (React Router's server bundle, the islands' browser
 *   code, the render thread), the same for every site: a site's first build does not bundle it again.
 * - prebuilt/validators/: the code of the validators of the builder's own schemas (page, site…), the same for every
 *   site: a site's first build compiles none of them (scripts/lib/build/keptValidators.ts).
 */
import { cpSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { defaultConfigDir, repoRoot, schemasDir } from "../src/engine/projectPaths";
import { validateConfigDir } from "../src/engine/validateConfigDir";
import { readCommandLine } from "./lib/cliOptions";
import { buildCacheDir } from "./lib/build/cacheFolder";
import { builderCodeHash } from "./lib/build/codeHash";
import { builderBundle, prebuiltCodeDir } from "./lib/build/codeBundle";
import { KeptValidators, prebuiltValidatorsDir } from "./lib/build/keptValidators";
import { ownImportMetaUrl } from "./run.mjs";
import { prebuiltCliDir, workerModules } from "./lib/tsWorker";

const { values } = readCommandLine({
  command: "npm run prepack",
  summary: "Writes prebuilt/: the commands bundled, and the code bundle every site's build renders with.",
  options: { clean: { type: "boolean", description: "remove prebuilt/ instead (npm pack's postpack)" } },
});
const prebuiltDir = path.join(repoRoot, "prebuilt");
rmSync(prebuiltDir, { recursive: true, force: true });
if (values.clean) process.exit(0);

/** The scripts a site repository runs: every command but this repository's own tests and measurements (nor a test). */
const repositoryOnly = /^(bench.*|fuzz|e2e|test|prepack|.*\.test)\.ts$/;
const commands = readdirSync(path.join(repoRoot, "scripts")).filter(
  (name) => name.endsWith(".ts") && !name.endsWith(".d.ts") && !repositoryOnly.test(name),
);
const started = performance.now();
await build({
  absWorkingDir: repoRoot,
  entryPoints: {
    ...Object.fromEntries(commands.map((name) => [name.replace(/\.ts$/, ""), `scripts/${name}`])),
    // the modules the commands run as worker threads (scripts/lib/tsWorker.ts), under their own names
    ...Object.fromEntries(Object.entries(workerModules).map(([file, name]) => [name, file])),
  },
  outdir: prebuiltCliDir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  logLevel: "error",
  plugins: [
    ownImportMetaUrl((file) => {
      const relative = path.relative(prebuiltCliDir, file).split(path.sep).join("/");
      // (written in two parts: this module's own import.meta.url is replaced when run.mjs bundles it)
      return `new URL(${JSON.stringify(relative)}, import.meta${".url"}).href`;
    }),
  ],
});
console.log(
  `✔ prebuilt/cli/: ${commands.length} commands bundled (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

// A production bundle whoever packs it (a test runner sets NODE_ENV=test), as scripts/build.ts makes it
process.env.NODE_ENV = "production";
const bundle = await builderBundle(buildCacheDir, builderCodeHash(), {
  verbose: false,
  status: (text) => console.log(text),
});
// (without the marks of the builds that hold it: see codeBundle's holdBundle)
cpSync(path.dirname(path.dirname(bundle.serverEntry)), prebuiltCodeDir, {
  recursive: true,
  filter: (source) => !path.basename(source).startsWith(".in-use-"),
});
console.log(`✔ prebuilt/code/: the code bundle ${bundle.codeHash}`);

// The validators of the builder's own schemas, compiled as the first site's validation compiles them (its own
// collections' schemas are the first site's: left out)
const codeHash = builderCodeHash();
const kept = new KeptValidators(prebuiltValidatorsDir, codeHash);
validateConfigDir(defaultConfigDir, schemasDir, repoRoot, { keptValidators: kept });
const validators = readdirSync(prebuiltValidatorsDir).filter((name) => {
  if (!name.startsWith("site-content_")) return true;
  rmSync(path.join(prebuiltValidatorsDir, name));
  return false;
});
console.log(`✔ prebuilt/validators/: ${validators.join(", ")}`);
