import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ConfigFile } from "../../../src/engine/configFiles";
import type { LinkUse } from "../../../src/engine/links";
import type { CheckedFileMemo } from "../../../src/engine/validateConfigDir";

/** Bumped when the file's shape changes: a memo of another format is not read. */
const memoFormat = "page-builder-checked-files/1";

/** The first line of the memo file; the entries follow on the second. */
interface MemoHeader {
  format: string;
  /** The builder version that checked the files: another version checks every file again. */
  codeHash: string;
  /** sha256 of the entries' line: an edited or damaged memo is not read. */
  hash: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const keyOf = (file: ConfigFile, text: string) => sha256(`${file.inside}\0${text}`);

/**
 * The build's memo of config files checked without a problem (see CheckedFileMemo in
 * src/engine/validateConfigDir.ts): `checked-files.json` in the site's cache folder, for one version of the builder.
 * It is written through a temporary name with a hash of its entries, and holds the files of the last build only.
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
    const header: MemoHeader = { format: memoFormat, codeHash: this.codeHash, hash: sha256(entries) };
    const temporary = `${this.file}.tmp-${process.pid}`;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(temporary, `${JSON.stringify(header)}\n${entries}`);
      renameSync(temporary, this.file);
    } catch {
      // the memo only saves time: without it the next build checks every file
      rmSync(temporary, { force: true });
    }
  }
}

function readMemo(file: string, codeHash: string): Map<string, LinkUse[]> {
  try {
    const text = readFileSync(file, "utf8");
    const newline = text.indexOf("\n");
    const header = JSON.parse(text.slice(0, newline)) as MemoHeader;
    const entries = text.slice(newline + 1);
    if (header.format !== memoFormat || header.codeHash !== codeHash || sha256(entries) !== header.hash) {
      return new Map();
    }
    return new Map(Object.entries(JSON.parse(entries) as Record<string, LinkUse[]>));
  } catch {
    return new Map();
  }
}
