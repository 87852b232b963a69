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
} from "node:fs";
import path from "node:path";

/**
 * How a build replaces its output folder (`dist/`, a plain folder that `cp -r`, `tar`, `rsync` and Docker's COPY
 * copy as the site) so that, killed at any moment, the last good site is whole, or is made whole by the next command.
 *
 * The site is written to a staging folder, `building-<pid>`, under the hidden `.<out>.builds/` beside the output
 * (same file system, so a rename moves it in one step). When it is whole and checked it is renamed `ready-<pid>`:
 * that name is the marker that the swap has begun. Then two renames: the output to `site-<time>-<pid>` (kept as the
 * spare the next build starts from: its unchanged pages are already in place), and `ready-<pid>` to the output.
 * Killed between those two renames, the output is missing for a moment; the next build, `npm start`, `npm run
 * serve`, `bench` or `lighthouse` (recoverOutputFolder) finishes the swap: the new, whole site goes in.
 * Killed before `ready-<pid>`, the output is untouched and the staging folder is deleted by the next command.
 *
 * An output folder that is a symbolic link (made by builds before this scheme) is turned into a plain folder the
 * same way: its build becomes `ready-<pid>`, the link is removed, the build renamed in its place.
 */
export const buildsDir = (out: string) => path.join(path.dirname(out), `.${path.basename(out)}.builds`);
const staging = (out: string, pid: number) => path.join(buildsDir(out), `building-${pid}`);
const ready = (out: string, pid: number) => path.join(buildsDir(out), `ready-${pid}`);
const nextSpare = (out: string, pid: number) => path.join(buildsDir(out), `linking-${pid}`);

/**
 * Where a build that does not start from a spare holding its pages (the first, the first of new code) puts the
 * next build's spare as it goes: a hard link of each page it puts in place (a page cache file, which no build
 * writes into: a page is replaced, never changed), so that the next build finds its pages in place. Without it,
 * the next build would put every page in place again (0.4 s for 4,600 pages on 2 cores). Made empty here.
 */
export function nextSpareFolder(out: string): string {
  const folder = nextSpare(out, process.pid);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  return folder;
}

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
 * Tidies what interrupted builds left beside `out` (every command that reads or writes a build calls it first): a
 * swap a killed build began is finished (its whole site goes in), a plain output folder an older build moved aside
 * and never replaced is put back, an output that is a link becomes a plain folder, and the staging folders and
 * temporary links of builds no longer running are removed. Returns what it repaired, in words, if anything.
 */
export function recoverOutputFolder(out: string): string | undefined {
  const builds = buildsDir(out);
  const dir = path.dirname(out);
  let repaired: string | undefined;
  if (existsSync(builds)) {
    for (const name of readdirSync(builds)) {
      const match = /^(building|ready|previous|discarded|linking)-(\d+)(-\d+)?$/.exec(name);
      if (!match || alive(Number(match[2]))) continue;
      const file = path.join(builds, name);
      if (match[1] === "ready") {
        swapIn(out, file, true);
        repaired = `a build stopped while putting its site in place: ${shownPath(out)}/ now holds that site, whole`;
      } else if (match[1] === "previous" && !exists(out)) {
        renameSync(file, out);
        repaired = `a build stopped after moving the site aside: ${shownPath(out)}/ holds it again`;
      } else removeFolder(file);
    }
  }
  if (existsSync(dir)) {
    const links = new RegExp(`^\\.${escapeRegExp(path.basename(out))}\\.link-(\\d+)$`);
    for (const name of readdirSync(dir)) {
      const match = links.exec(name);
      if (match && !alive(Number(match[1]))) rmSync(path.join(dir, name), { force: true });
    }
  }
  if (exists(out) && lstatSync(out).isSymbolicLink()) {
    const target = path.resolve(dir, readlinkSync(out));
    if (existsSync(target) && lstatSync(target).isDirectory()) {
      const mine = ready(out, process.pid);
      renameSync(target, mine);
      swapIn(out, mine, true);
    } else rmSync(out, { force: true });
  }
  return repaired;
}

const shownPath = (file: string) => path.relative(process.cwd(), file) || ".";

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

/** The newest earlier build kept beside `out` (replaceOutputFolder keeps one), if any. */
function spareBuild(out: string): string | undefined {
  const builds = buildsDir(out);
  if (!existsSync(builds)) return undefined;
  const finished = spares(builds).sort((a, b) => b.time - a.time);
  return finished.length > 0 ? path.join(builds, finished[0].name) : undefined;
}

function spares(builds: string): { name: string; time: number }[] {
  return readdirSync(builds)
    .map((name) => ({ name, time: Number(/^site-(\d+)-\d+$/.exec(name)?.[1] ?? Number.NaN) }))
    .filter((b) => !Number.isNaN(b.time));
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
      // joined by hand: path.join normalises each of thousands of names (a tenth of the walk)
      const file = `${dir}${path.sep}${entry.name}`;
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
 * Makes the finished staging folder the output (see the comment at the top): renamed `ready-<pid>`, then the output
 * moved aside as the next build's spare and the ready folder renamed in its place. Older spares are deleted, by a
 * process of their own that outlives this one with `removeOldLater` (thousands of files take a while); if that is
 * stopped, the next build removes what is left. With `linkSpare` (a build that did not start from a spare of its
 * pages, and filled nextSpareFolder instead), the output moved aside is of no use to the next build: it is deleted
 * too, and the folder the build filled becomes the spare.
 */
export function replaceOutputFolder(out: string, { removeOldLater = false, linkSpare = false } = {}): void {
  const builds = buildsDir(out);
  const mine = ready(out, process.pid);
  rmSync(mine, { recursive: true, force: true });
  renameSync(staging(out, process.pid), mine);
  const spare = swapIn(out, mine, true);
  const old = spares(builds)
    .map((b) => path.join(builds, b.name))
    .filter((folder) => folder !== spare || linkSpare);
  if (linkSpare) {
    let time = Date.now();
    while (exists(path.join(builds, `site-${time}-${process.pid}`))) time++;
    renameSync(nextSpare(out, process.pid), path.join(builds, `site-${time}-${process.pid}`));
  }
  if (old.length === 0) return;
  if (!removeOldLater) {
    for (const folder of old) rmSync(folder, { recursive: true, force: true });
    return;
  }
  removeLater(old);
}

/**
 * The two renames: `out` (a folder, or a link of the older scheme, removed) aside as `site-<time>-<pid>`, then
 * `readyFolder` in its place. A build finishing at the same moment may put its own output in between: then that
 * one is moved aside too. Returns the folder `out` was moved to (the spare), if it was one and `keep` is set; else
 * the old folder is deleted.
 */
function swapIn(out: string, readyFolder: string, keep: boolean): string | undefined {
  const builds = buildsDir(out);
  let spare: string | undefined;
  for (let attempt = 0; ; attempt++) {
    if (exists(out)) {
      if (lstatSync(out).isSymbolicLink()) rmSync(out, { force: true });
      else {
        let time = Date.now();
        while (exists(path.join(builds, `site-${time}-${process.pid}`))) time++;
        spare = path.join(builds, `site-${time}-${process.pid}`);
        try {
          renameSync(out, spare);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
          spare = undefined; // moved by a build finishing at the same moment
        }
      }
    }
    try {
      renameSync(readyFolder, out);
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 20 || (code !== "ENOTEMPTY" && code !== "EEXIST")) throw error;
    }
  }
  if (spare && !keep) removeFolder(spare);
  return keep ? spare : undefined;
}

/**
 * Deletes folders in a process that outlives this one. A process that cannot be started (a limit on processes
 * reached, Node's binary replaced by an update meanwhile) leaves them: the next build removes them
 * (recoverOutputFolder), and this one is not stopped for it.
 */
function removeLater(folders: string[]): void {
  const code = `for (const f of ${JSON.stringify(folders)}) try { require("node:fs").rmSync(f, { recursive: true, force: true }) } catch {}`;
  try {
    spawn(process.execPath, ["-e", code], { detached: true, stdio: "ignore" })
      .on("error", () => {})
      .unref();
  } catch {
    // as above
  }
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
  rmSync(nextSpare(out, process.pid), { recursive: true, force: true });
}

/** For folders that are not served (a shard): the same swap, the old folder deleted rather than kept as a spare. */
export function replaceFolder(out: string): void {
  const mine = ready(out, process.pid);
  rmSync(mine, { recursive: true, force: true });
  renameSync(staging(out, process.pid), mine);
  swapIn(out, mine, false);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
