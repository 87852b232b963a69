import { readFileSync } from "node:fs";
import type { ConfigFile } from "../../../src/engine/configFiles";
import type { LinkUse } from "../../../src/engine/links";
import type { CheckedFileMemo } from "../../../src/engine/validateConfigDir";
import { writeWhole } from "../../../src/engine/writeWhole";
import { sealText, sha256, unsealText } from "./sealedFile";

/** Bumped when the file's shape changes: a memo of another format is not read. */
const memoFormat = "page-builder-checked-files/2";
const keyOf = (file: ConfigFile, text: string) => sha256(`${file.inside}\0${text}`);

/**
 * The build's memo of config files checked without a problem (see CheckedFileMemo in
 * src/engine/validateConfigDir.ts): `checked-files.json` in the site's cache folder, for one version of the builder
 * (its code hash is in the seal, ./sealedFile.ts). Written whole, it holds the files of the last build only.
 * Anything wrong with it (missing, damaged, edited, of another version) and every file is checked again.
 */
export class ValidationMemo implements CheckedFileMemo {
  private readonly known: Map<string, LinkUse[]>;
  /** This build's files: what is saved. */
  private readonly current = new Map<string, LinkUse[]>();

  constructor(
    private readonly file: string,
    private readonly codeHash: string,
  ) {
    this.known = readMemo(file, codeHash);
  }

  recall(file: ConfigFile, text: string): LinkUse[] | undefined {
    const key = keyOf(file, text);
    const links = this.known.get(key);
    if (links) this.current.set(key, links);
    return links;
  }

  remember(file: ConfigFile, text: string, links: LinkUse[]): void {
    this.current.set(keyOf(file, text), links);
  }

  /** Writes this build's files, unless they are the ones already written. */
  save(): void {
    const same = this.current.size === this.known.size && [...this.current.keys()].every((k) => this.known.has(k));
    if (same) return;
    const entries = JSON.stringify(Object.fromEntries(this.current));
    try {
      writeWhole(this.file, sealText(memoFormat, entries, { codeHash: this.codeHash }));
    } catch {
      // the memo only saves time: without it the next build checks every file
    }
  }
}

function readMemo(file: string, codeHash: string): Map<string, LinkUse[]> {
  try {
    const unsealed = unsealText(readFileSync(file, "utf8"), memoFormat);
    if (!("content" in unsealed) || unsealed.seal.codeHash !== codeHash) return new Map();
    return new Map(Object.entries(JSON.parse(unsealed.content) as Record<string, LinkUse[]>));
  } catch {
    return new Map();
  }
}
