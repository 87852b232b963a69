import { readFileSync } from "node:fs";
import type { CheckedFileMemo } from "../../../src/engine/validateConfigDir";
import { writeWhole } from "../../../src/engine/writeWhole";
import { sealText, sha256, unsealText } from "./sealedFile";

/** Bumped when the file's shape changes: a memo of another format is not read. */
const memoFormat = "page-builder-checked-files/3";

/**
 * The build's memo of config files (and pages and items made from them) checked without a problem (see CheckedFileMemo in
 * src/engine/validateConfigDir.ts): `checked-files.json` in the site's cache folder, for one version of the builder
 * and one place of the site's schemas (both in the seal, ./sealedFile.ts): a file's "$schema" line is checked against
 * where the schemas are for its site (projectPaths.ts siteSchemasRef), which a package.json added to the site folder
 * or taken from it changes. Written whole, it holds the files of the last build only. Anything wrong with it
 * (missing, damaged, edited, of another version or place) and every file is checked again.
 */
export class ValidationMemo implements CheckedFileMemo {
  private readonly known: Map<string, unknown>;
  /** This build's checks: what is saved. */
  private readonly current = new Map<string, unknown>();

  constructor(
    private readonly file: string,
    private readonly codeHash: string,
    /** Where the site's "$schema" lines point (siteSchemasRef). */
    private readonly schemasRef: string,
  ) {
    this.known = readMemo(file, codeHash, schemasRef);
  }

  recall(key: string): unknown {
    const hashed = sha256(key);
    const found = this.known.get(hashed);
    if (found !== undefined) this.current.set(hashed, found);
    return found;
  }

  remember(key: string, found: unknown): void {
    this.current.set(sha256(key), found);
  }

  /** Writes this build's files, unless they are the ones already written. */
  save(): void {
    const same = this.current.size === this.known.size && [...this.current.keys()].every((k) => this.known.has(k));
    if (same) return;
    const entries = JSON.stringify(Object.fromEntries(this.current));
    try {
      writeWhole(this.file, sealText(memoFormat, entries, { codeHash: this.codeHash, schemasRef: this.schemasRef }));
    } catch {
      // the memo only saves time: without it the next build checks every file
    }
  }
}

function readMemo(file: string, codeHash: string, schemasRef: string): Map<string, unknown> {
  try {
    const unsealed = unsealText(readFileSync(file, "utf8"), memoFormat);
    if (!("content" in unsealed) || unsealed.seal.codeHash !== codeHash || unsealed.seal.schemasRef !== schemasRef)
      return new Map();
    return new Map(Object.entries(JSON.parse(unsealed.content) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}
