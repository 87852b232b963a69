/**
 * Links in a site's folder (config files, public/, blocks/): followed to what they lead to, as the build and the
 * dev server follow them; a link that leads to no file (its file moved or deleted, a link to itself, an editor's
 * lock file) is told in the same words wherever it is met.
 */
import { readlinkSync, type Stats, statSync } from "node:fs";

/** What `file` is, a link followed; undefined when it leads to no file. */
export function followedStat(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** "this is a link that leads to no file (../shared/logo.svg)": the start of each message about such a link. */
export function linkToNothingWords(link: string): string {
  let target = "";
  try {
    target = ` (${readlinkSync(link)})`;
  } catch {
    // gone meanwhile: said without its target
  }
  return `this is a link that leads to no file${target}`;
}
