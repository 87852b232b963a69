import { spawn } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmdirSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";

/**
 * How a build replaces its output folder so that, killed at any moment, the folder is the last good site.
 *
 * The site is written to a staging folder under `.<out>.builds/` beside the output. When it is whole (and checked),
 * it is renamed to a finished build there, and the output (`dist`) becomes a symbolic link to it: a new link is
 * made under a temporary name and renamed over the old one, which the system does in one step. So `dist` always
 * names a whole site: the previous one until that rename, the new one after. The build it replaces is kept as the
 * spare the next build starts from (its unchanged pages are already in place); older ones are deleted.
 * The first build over a plain `dist/` folder (from before this scheme, or made by hand) moves it aside first;
 * if killed in that instant, the next build or `npm start` puts it back.
 *
 * Shard folders are not served: `replaceFolder` moves the old one aside and the new one in (two renames).
 */
const buildsDir = (out: string) => path.join(path.dirname(out), `.${path.basename(out)}.builds`);
const staging = (out: string, pid: number) => path.join(buildsDir(out), `building-${pid}`);
const linkName = (out: string, pid: number) => path.join(path.dirname(out), `.${path.basename(out)}.link-${pid}`);
const aside = (out: string, pid: number) => path.join(buildsDir(out), `previous-${pid}`);

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // a killed process whose parent has not collected it yet still answers: on Linux, its state says it is gone
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

const exists = (file: string) => {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
};

/**
 * Tidies what interrupted builds left beside `out`: a plain output folder moved aside and not replaced is put back,
 * and the staging folders and temporary links of builds no longer running are removed.
 */
export function recoverOutputFolder(out: string): void {
  const builds = buildsDir(out);
  const dir = path.dirname(out);
  if (existsSync(builds)) {
    for (const name of readdirSync(builds)) {
      const match = /^(building|previous|discarded)-(\d+)(-\d+)?$/.exec(name);
      if (!match || alive(Number(match[2]))) continue;
      const file = path.join(builds, name);
      if (match[1] === "previous" && !exists(out)) renameSync(file, out);
      else removeFolder(file);
    }
  }
  if (existsSync(dir)) {
    const links = new RegExp(`^\\.${escapeRegExp(path.basename(out))}\\.link-(\\d+)$`);
    for (const name of readdirSync(dir)) {
      const match = links.exec(name);
      if (match && !alive(Number(match[1]))) rmSync(path.join(dir, name), { force: true });
    }
  }
}

/**
 * Why `out` may not be replaced by a build, or undefined when it may: it is missing, empty, a link to a build, or a
 * folder a build wrote (a site has index.html or 404.html; a shard has shard.json). Anything else (`--out src`,
 * `--out .`) would be deleted with the old build, so it is refused.
 */
export function notReplaceable(out: string): string | undefined {
  if (!exists(out) || lstatSync(out).isSymbolicLink()) return undefined;
  if (!lstatSync(out).isDirectory()) return `${out} is a file, not a folder`;
  const names = readdirSync(out);
  const built = names.length === 0 || ["index.html", "404.html", "shard.json"].some((name) => names.includes(name));
  return built
    ? undefined
    : `${out} holds files that are not a built site (a build replaces the whole folder): choose a new or empty folder`;
}

/**
 * The folder this build writes its site into (see the comment at the top): with `spare`, the build before the one
 * `out` shows, renamed, when there is one, so that the pages that did not change since are already in place (the
 * build brings it in line: keepOnly, then each page checked or replaced); else an empty folder.
 */
export function stagingFolder(out: string, { spare = false } = {}): string {
  recoverOutputFolder(out);
  const folder = staging(out, process.pid);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.dirname(folder), { recursive: true });
  const found = spare ? spareBuild(out) : undefined;
  try {
    if (found) renameSync(found, folder);
  } catch {
    // taken by a build running at the same time: start from nothing
  }
  return folder;
}

/** The newest finished build that `out` does not show (replaceOutputFolder keeps one), if any. */
function spareBuild(out: string): string | undefined {
  const builds = buildsDir(out);
  if (!existsSync(builds)) return undefined;
  const shown =
    exists(out) && lstatSync(out).isSymbolicLink() ? path.resolve(path.dirname(out), readlinkSync(out)) : "";
  const finished = readdirSync(builds)
    .map((name) => ({ name, time: /^site-(\d+)-\d+$/.exec(name)?.[1] }))
    .filter((b) => b.time !== undefined && path.join(builds, b.name) !== shown)
    .sort((a, b) => Number(b.time) - Number(a.time));
  return finished.length > 0 ? path.join(builds, finished[0].name) : undefined;
}

/**
 * Removes from a build folder taken over from an earlier build (stagingFolder's spare) every file but `keep` (paths
 * inside it, with forward slashes: the pages this build writes too) and every folder left empty. The build then
 * checks or replaces each page it kept (PageCache.reuse, the render threads) and writes every other file anew.
 */
export function keepOnly(folder: string, keep: ReadonlySet<string>): void {
  const emptied = (dir: string, prefix: string): boolean => {
    let left = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (emptied(file, `${prefix}${entry.name}/`)) rmdirSync(file);
        else left++;
      } else if (keep.has(prefix + entry.name)) left++;
      else rmSync(file, { force: true });
    }
    return left === 0;
  };
  if (existsSync(folder)) emptied(folder, "");
}

/**
 * Empties this build's staging folder (stagingFolder) at once, when what it was given (stagingFolder's spare) is of no use to it
 * (none of its pages are this build's: another version of the code, --no-cache): the folder is moved aside and
 * deleted by a process of its own, since replacing thousands of files one by one costs more than rendering into
 * an empty folder. If that process is stopped, the next build removes what is left.
 */
export function emptyStagingFolder(folder: string): void {
  if (!existsSync(folder)) return;
  const discarded = path.join(path.dirname(folder), `discarded-${process.pid}-${Date.now()}`);
  renameSync(folder, discarded);
  mkdirSync(folder);
  removeLater([discarded]);
}

/**
 * Makes the finished staging folder the output: `out` becomes a link to it in one rename (see the comment at the
 * top). The builds it replaces are deleted by a process of their own that outlives this one (thousands of files
 * take a while); if that is stopped, the next build removes what is left.
 */
export function replaceOutputFolder(out: string, { removeOldLater = false } = {}): void {
  const builds = buildsDir(out);
  let time = Date.now();
  while (exists(path.join(builds, `site-${time}-${process.pid}`))) time++; // two builds of one process in one ms
  const finished = path.join(builds, `site-${time}-${process.pid}`);
  renameSync(staging(out, process.pid), finished);
  const shownBefore =
    exists(out) && lstatSync(out).isSymbolicLink() ? path.resolve(path.dirname(out), readlinkSync(out)) : undefined;
  const link = linkName(out, process.pid);
  rmSync(link, { force: true });
  symlinkSync(path.relative(path.dirname(out), finished), link, "dir");
  if (exists(out) && !lstatSync(out).isSymbolicLink()) renameSync(out, aside(out, process.pid));
  renameSync(link, out);
  // the build this one replaces stays, as the spare the next build starts from (stagingFolder)
  const replaced = shownBefore && /^site-\d+-\d+$/.test(path.basename(shownBefore)) ? path.basename(shownBefore) : "";
  const old = readdirSync(builds)
    .filter((name) => /^(site-\d+-\d+|previous-\d+)$/.test(name) && name !== path.basename(finished))
    .filter((name) => name !== replaced)
    .filter(
      (name) =>
        !name.startsWith("previous-") ||
        !alive(Number(name.slice("previous-".length))) ||
        name === `previous-${process.pid}`,
    )
    .map((name) => path.join(builds, name));
  if (old.length === 0) return;
  if (!removeOldLater) {
    for (const folder of old) rmSync(folder, { recursive: true, force: true });
    return;
  }
  removeLater(old);
}

/** Deletes folders in a process that outlives this one. */
function removeLater(folders: string[]): void {
  const code = `for (const f of ${JSON.stringify(folders)}) try { require("node:fs").rmSync(f, { recursive: true, force: true }) } catch {}`;
  spawn(process.execPath, ["-e", code], { detached: true, stdio: "ignore" }).unref();
}

/** Deletes a folder another process may be deleting too (removeLater): what the other removed first is no error. */
function removeFolder(folder: string): void {
  try {
    rmSync(folder, { recursive: true, force: true });
  } catch {
    // being removed by a process of an earlier build: the next build tries again
  }
}

/** Removes this build's staging folder (a build that stops on a problem leaves the previous site as it was). */
export function discardStagingFolder(out: string): void {
  rmSync(staging(out, process.pid), { recursive: true, force: true });
}

/**
 * For folders that are not served (a shard): the old folder aside, the staging folder in, the old one removed.
 * Killed between the two renames, the folder is missing until the shard is built again.
 */
export function replaceFolder(out: string): void {
  const previous = aside(out, process.pid);
  if (exists(out)) renameSync(out, previous);
  renameSync(staging(out, process.pid), out);
  rmSync(previous, { recursive: true, force: true });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
