import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { packageName, repoRoot, runsInstalled } from "../../src/engine/projectPaths";
import { runCommand } from "./runCommand";

/** The tools only some sites use: optional peer dependencies of the package, so npm does not install them with it. */
export type OptionalTool = "lighthouse" | "vnu-jar";

/** Whether Node finds `name` from the builder's folder (node_modules in it or in any folder above it). */
function found(name: string): boolean {
  for (let dir = repoRoot; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "node_modules", name, "package.json"))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/**
 * Makes sure `name` is installed before a command that needs it runs (lighthouse: ~40 MB with its browser tools;
 * vnu-jar: the 32 MB Nu HTML Checker). Installed in a site repository, the first time it is asked for it is added to
 * the site's devDependencies at the version the builder names (its peerDependencies), the command saying so; in
 * this repository it is a development dependency, and its absence means `npm install` was not run.
 */
export async function ensureOptionalTool(name: OptionalTool): Promise<void> {
  if (found(name)) return;
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    peerDependencies: Record<string, string>;
  };
  const spec = `${name}@${manifest.peerDependencies[name]}`;
  if (!runsInstalled) {
    console.error(`✖ ${name} is not installed: run "npm install" in the builder's repository`);
    process.exit(1);
  }
  // the site the command works on (found by the entry when not named), else the folder it runs in
  const site = path.resolve(process.env.PAGES_CONFIG_DIR ?? process.cwd());
  console.log(
    `${name} is not installed in this site yet: installing ${spec}, once (npm install --save-dev --save-exact ${spec}, as ${packageName} asks)…`,
  );
  const code = await runCommand(
    "npm",
    ["install", "--save-dev", "--save-exact", "--no-audit", "--no-fund", spec],
    {},
    { cwd: site },
  );
  if (code !== 0) {
    console.error(
      `✖ installing ${spec} failed (npm exit code ${code}); install it yourself in ${site}, then run again`,
    );
    process.exit(1);
  }
}
