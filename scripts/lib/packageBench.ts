import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../../src/engine/projectPaths";

/** npm's settings of the npm that started the bench are not handed on: each npm run here is a site owner's own. */
const ownEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== "INIT_CWD"));

function timed(command: string, args: string[], cwd: string): number {
  const started = performance.now();
  execFileSync(command, args, { cwd, env: ownEnv(), stdio: "ignore" });
  return (performance.now() - started) / 1000;
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/**
 * npm run bench -- --only package: the builder as a site owner gets it. `npm pack` (with prepack's bundles), the
 * install of the tarball into an empty site repository made by `new` (from the local npm cache), and that site grown
 * to 30 pages without photos: its first build (nothing cached in the site) and a second one. With the machine's load.
 */
export async function packageBench(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "package-bench-"));
  try {
    console.log(`\nThe package (load average before: ${load()})`);
    const pack = timed("npm", ["pack", "--pack-destination", tmp], repoRoot);
    const version = (JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string })
      .version;
    const tarball = path.join(tmp, `config-page-builder-${version}.tgz`);
    console.log(
      `  npm pack (prepack bundles included): ${pack.toFixed(1)} s, ${(statSync(tarball).size / 1e6).toFixed(2)} MB`,
    );

    const site = path.join(tmp, "bench-site");
    timed(process.execPath, [path.join(repoRoot, "bin/config-page-builder.mjs"), "new", site], tmp);
    const install = timed(
      "npm",
      ["install", "--prefer-offline", "--no-audit", "--no-fund", `../${path.basename(tarball)}`],
      site,
    );
    console.log(
      `  install into an empty site repository (local npm cache): ${install.toFixed(1)} s, ${installedPackages(path.join(site, "node_modules"))} packages (load ${load()})`,
    );

    // 30 pages: the starter's 3 and 27 copies of its home page, each with its own title and description
    const home = JSON.parse(readFileSync(path.join(site, "pages/index.json"), "utf8")) as {
      seo: { title: string; description: string };
    };
    for (let n = 1; n <= 27; n++) {
      const page = { ...home, seo: { ...home.seo, title: `Page ${n}`, description: `The ${n}th page of the bench.` } };
      writeFileSync(path.join(site, "pages", `page-${n}.json`), `${JSON.stringify(page, null, 2)}\n`);
    }
    const bin = path.join(site, "node_modules/config-page-builder/bin/config-page-builder.mjs");
    const first = timed(process.execPath, [bin, "build"], site);
    const second = timed(process.execPath, [bin, "build"], site);
    console.log(`  first build of a 30-page site without photos: ${first.toFixed(1)} s (load ${load()})`);
    console.log(`  the same build again, from the site's cache: ${second.toFixed(1)} s`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** How many packages a node_modules holds, at any depth (each folder of one with a package.json). */
function installedPackages(dir: string): number {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".")) continue;
    const folders = name.startsWith("@") ? readdirSync(path.join(dir, name)).map((n) => path.join(name, n)) : [name];
    for (const folder of folders) {
      const full = path.join(dir, folder);
      if (!existsSync(path.join(full, "package.json"))) continue;
      count += 1 + installedPackages(path.join(full, "node_modules"));
    }
  }
  return count;
}
