import { spawn } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/**
 * A build writes the whole site into a staging folder beside the output folder and only then puts it in place with
 * two renames (the old folder aside, the new one in), so a build that fails or is killed leaves the last good
 * site: before the renames it is untouched; between them (a few microseconds) it waits under its "previous" name,
 * and the next build (or `npm start`) puts it back.
 */
const staging = (out: string, pid: number) => path.join(path.dirname(out), `.${path.basename(out)}.building-${pid}`);
const previous = (out: string, pid: number) => path.join(path.dirname(out), `.${path.basename(out)}.previous-${pid}`);

function leftovers(out: string): Array<{ file: string; kind: "building" | "previous"; pid: number }> {
  const dir = path.dirname(out);
  if (!existsSync(dir)) return [];
  const pattern = new RegExp(`^\\.${escapeRegExp(path.basename(out))}\\.(building|previous)-(\\d+)$`);
  return readdirSync(dir).flatMap((name) => {
    const match = pattern.exec(name);
    return match
      ? [{ file: path.join(dir, name), kind: match[1] as "building" | "previous", pid: Number(match[2]) }]
      : [];
  });
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Tidies what an interrupted build left beside `out`: the last good site is put back if a build was stopped between
 * its two renames, and the staging folders of builds no longer running are removed.
 */
export function recoverOutputFolder(out: string): void {
  const stopped = leftovers(out).filter((l) => !alive(l.pid));
  const previousSites = stopped
    .filter((l) => l.kind === "previous")
    .sort((a, b) => statSync(b.file).mtimeMs - statSync(a.file).mtimeMs);
  if (!existsSync(out) && previousSites.length > 0) renameSync(previousSites.shift()!.file, out);
  for (const l of stopped) if (existsSync(l.file)) rmSync(l.file, { recursive: true, force: true });
}

/** The empty folder this build writes its site into (see replaceOutputFolder). */
export function stagingFolder(out: string): string {
  recoverOutputFolder(out);
  const folder = staging(out, process.pid);
  rmSync(folder, { recursive: true, force: true });
  return folder;
}

/**
 * Puts the finished staging folder in place of `out` (see the comment at the top). `removeOldLater`: the old site
 * is deleted by a process of its own that outlives this one (thousands of files take a while), instead of now; if
 * that is stopped, the next build removes what is left.
 */
export function replaceOutputFolder(out: string, { removeOldLater = false } = {}): void {
  const built = staging(out, process.pid);
  const aside = previous(out, process.pid);
  if (existsSync(out)) renameSync(out, aside);
  renameSync(built, out);
  if (!existsSync(aside)) return;
  if (!removeOldLater) {
    rmSync(aside, { recursive: true, force: true });
    return;
  }
  const code = `require("node:fs").rmSync(${JSON.stringify(aside)}, { recursive: true, force: true })`;
  spawn(process.execPath, ["-e", code], { detached: true, stdio: "ignore" }).unref();
}

/** Removes this build's staging folder (a build that stops on a problem leaves the previous site as it was). */
export function discardStagingFolder(out: string): void {
  rmSync(staging(out, process.pid), { recursive: true, force: true });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
