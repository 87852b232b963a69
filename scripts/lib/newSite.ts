import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../../src/engine/projectPaths";

/** The starter a new site is copied from: template files kept in the repository, not strings in code. */
export const defaultStarterDir = path.join(repoRoot, "starters/default");

/** Text files whose `{{name}}` and `{{initials}}` are filled in; any other file is copied byte for byte. */
const filledIn: Record<string, (text: string) => string> = {
  ".json": (text) => JSON.stringify(text).slice(1, -1),
  ".svg": (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
};

/** The site's name from its folder ("harbor-dental" → "Harbor Dental"). */
export function nameFromFolder(folder: string): string {
  return path
    .basename(path.resolve(folder))
    .split(/[-_\s.]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}

/** Up to two letters for the placeholder logo ("Harbor Dental" → "HD", "Lumen" → "L"). */
export function initialsOf(name: string): string {
  const words = name.match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join("");
}

/** Why a site cannot be written to `target`, in words, or undefined when it can (missing, or an empty folder). */
export function targetProblem(target: string): string | undefined {
  if (!existsSync(target)) return undefined;
  if (!statSync(target).isDirectory()) return `${target} is a file; name a new folder for the site`;
  const entries = readdirSync(target);
  if (entries.length > 0)
    return `${target} is not empty (${entries.slice(0, 3).join(", ")}${entries.length > 3 ? ", …" : ""}); a new site needs an empty or new folder, so nothing was written`;
  return undefined;
}

/**
 * Copies the starter into `target` (which must be new or empty), filling in the site's name; returns the files
 * written, relative to `target`, forward slashes.
 */
export function writeStarter(target: string, name: string, starter = defaultStarterDir): string[] {
  const values: Record<string, string> = { name, initials: initialsOf(name) || "S" };
  const written: string[] = [];
  const copy = (inside: string) => {
    const from = path.join(starter, inside);
    const to = path.join(target, inside);
    if (statSync(from).isDirectory()) {
      mkdirSync(to, { recursive: true });
      for (const entry of readdirSync(from).sort()) copy(path.join(inside, entry));
      return;
    }
    const escape = filledIn[path.extname(from)];
    if (escape) {
      const text = readFileSync(from, "utf8").replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
        key in values ? escape(values[key]) : whole,
      );
      writeFileSync(to, text);
    } else {
      cpSync(from, to);
    }
    written.push(inside.split(path.sep).join("/"));
  };
  copy("");
  return written;
}
