import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fixturesDir, repoRoot } from "./runValidate";
import { scriptCommand } from "../../../scripts/lib/scriptCommand";

/**
 * `npm run build -- ARGS`, waited for. A build that did not end by itself (a signal, or spawnSync's own error) says
 * so at the end of `stderr`, which the tests print when the status is not 0: a bare `null` says nothing.
 */
export function runBuild(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const build = scriptCommand("scripts/build.ts", args);
  const run = spawnSync(build.command, build.args, { cwd: repoRoot, encoding: "utf8", env: buildEnv() });
  const how = run.error
    ? `\n(the build could not be run or waited for: ${run.error.message})`
    : run.signal
      ? `\n(the build was stopped by ${run.signal})`
      : "";
  return { status: run.status, stdout: run.stdout, stderr: `${run.stderr ?? ""}${how}` };
}

/** `npm run build -- ARGS`, not waited for (several at once, or to be stopped). */
export function startBuild(args: string[]) {
  // its own process group: stopping it stops the process it starts to remove old builds too
  const build = scriptCommand("scripts/build.ts", args);
  return spawn(build.command, build.args, { cwd: repoRoot, env: buildEnv(), detached: true });
}

/** No terminal: the progress line is a log line. */
function buildEnv(): NodeJS.ProcessEnv {
  return { ...process.env, PROGRESS_TERMINAL: "0", CI: "1" };
}

/**
 * A small second site: the bakery fixture (3 pages, a not-found page, data, its own public files) and `extra`
 * notes pages, each with its own title and description.
 */
export function smallSite(dir: string, extra = 9): string {
  cpSync(path.join(fixturesDir, "sites/bakery"), dir, { recursive: true });
  const template = JSON.parse(readFileSync(path.join(dir, "pages/privacy-policy.json"), "utf8"));
  for (let i = 1; i <= extra; i++) {
    const page = structuredClone(template);
    page.seo = { title: `Baking notes ${i}`, description: `What the bakers wrote down on day ${i} of the season.` };
    page.blocks[0].title = `Baking notes ${i}`;
    writeFileSync(path.join(dir, `pages/notes-${i}.json`), JSON.stringify(page, null, 2));
  }
  return dir;
}

/** Every file of a folder (relative path → sha256 of its bytes). */
export function treeHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash("sha256").update(readFileSync(file)).digest("hex");
  }
  return out;
}

/** The files whose bytes differ between two trees (or that only one has). */
export function changedFiles(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((f) => a[f] !== b[f]).sort();
}

/** The site of `siteDir` built from nothing (no cache) into a new folder of `workDir`: its files' hashes. */
export function builtFromNothing(siteDir: string, workDir: string): Record<string, string> {
  const fresh = mkdtempSync(path.join(workDir, "fresh-"));
  const run = runBuild(["--dir", siteDir, "--out", fresh, "--no-cache"]);
  if (run.status !== 0) throw new Error(`the build from nothing failed (${run.status}):\n${run.stderr}`);
  return treeHashes(fresh);
}

/** Replaces `from` with `to` in a site's file; throws when the file does not hold `from`. */
export function editSiteFile(siteDir: string, file: string, from: string, to: string): void {
  const full = path.join(siteDir, file);
  const text = readFileSync(full, "utf8");
  if (!text.includes(from)) throw new Error(`${file} does not hold ${JSON.stringify(from)}`);
  writeFileSync(full, text.replace(from, to));
}
