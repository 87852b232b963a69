/**
 * The folders of a code cache (`.build-cache/code/`): each bundle made in a folder of its own beside its final
 * name, renamed into place whole, marked as held by each build rendering with it, and removed when old and held by
 * none. The builder's bundles (./codeBundle.ts) and the sites' parts (./siteBlockPart.ts) are kept this way.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";

/** How many bundles of each kind a code cache keeps (and those a running build holds). */
const keptBundles = 3;

/** A site's part's folder is named `site-<its code hash>`; any other is a builder's bundle. */
export const sitePartPrefix = "site-";

/**
 * A folder to make a bundle in, beside its final name `dir`: a folder under the final name that is not a whole
 * bundle (damaged by hand) is set aside, not built over.
 */
export function freshFolder(dir: string): string {
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
export function finishFolder<Found>(
  root: string,
  building: string,
  dir: string,
  record: object,
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
export function installFolder<Found>(building: string, dir: string, read: () => Found | undefined): Found {
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

/** A bundle found in `dir`, marked as held by this process, read again and marked as the most recently used. */
export function heldAndRead<Found>(dir: string, read: () => Found | undefined): Found | undefined {
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
