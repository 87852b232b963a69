import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../../../src/engine/projectPaths";
import type { KeptValidatorCode } from "../../../src/engine/standaloneValidator";
import { writeWhole } from "../../../src/engine/writeWhole";
import { sealText, unsealText } from "./sealedFile";

/** Where the installed package carries the code of the builder's own validators (scripts/prepack.ts writes it). */
export const prebuiltValidatorsDir = path.join(repoRoot, "prebuilt", "validators");

/** Bumped when the file's shape changes: a file of another format is not read. */
const validatorFormat = "page-builder-validator/1";

/**
 * The standalone code of the builder's compiled validators (src/engine/standaloneValidator.ts), one file a schema in
 * `validators/` of the site's cache folder, sealed (./sealedFile.ts) with the builder's code hash and the key of
 * the schemas it was made from: a build that checks a changed page loads the page schema's validator instead of
 * compiling it. Code of another builder, other schemas, or damaged is not read (the validator is compiled again).
 */
export class KeptValidators implements KeptValidatorCode {
  /** The files this build read or wrote. */
  private readonly used = new Set<string>();

  /**
   * `shippedDir`: the code of the builder's own validators the installed package carries (prebuilt/validators/,
   * written by `npm pack`, scripts/prepack.ts), read when the site's cache has none: a site's first build compiles
   * none of them. Its files are the package's as packed, so only the schemas they were made from are compared.
   */
  constructor(
    private readonly dir: string,
    private readonly codeHash: string,
    private readonly shippedDir?: string,
  ) {}

  private file(name: string): string {
    const file = path.join(this.dir, validatorFileName(name));
    this.used.add(file);
    return file;
  }

  read(name: string, key: string): string | undefined {
    const own = readSealed(this.file(name), key, this.codeHash);
    if (own !== undefined || !this.shippedDir) return own;
    return readSealed(path.join(this.shippedDir, validatorFileName(name)), key);
  }

  write(name: string, key: string, code: string): void {
    try {
      writeWhole(this.file(name), sealText(validatorFormat, code, { codeHash: this.codeHash, key }));
    } catch {
      // only saves time: the next build compiles the validator again
    }
  }

  /**
   * Removes the code of a site's schemas (site-content/…, named by their hash) this build did not use: a schema
   * edited leaves the code of its older text. The builder's own schemas are few, and a build that checks no page
   * does not read the page schema's: theirs are kept.
   */
  prune(): void {
    try {
      for (const name of readdirSync(this.dir)) {
        const file = path.join(this.dir, name);
        if (name.startsWith("site-content_") && !this.used.has(file)) rmSync(file, { force: true });
      }
    } catch {
      // no folder yet, or taken away: nothing kept to prune
    }
  }
}

/**
 * The code the installed package carries for its own schemas' validators, read only (`validate`, which keeps no
 * cache): the validators are loaded, not compiled.
 */
export function shippedValidators(shippedDir = prebuiltValidatorsDir): KeptValidatorCode {
  return {
    read: (name, key) => readSealed(path.join(shippedDir, validatorFileName(name)), key),
    write: () => {},
  };
}

/**
 * A build without a cache (`--no-cache`) reuses nothing of the site's earlier builds, but the builder's own code is
 * not the site's: as it takes the code bundle already made, it loads the validators of the builder's own schemas
 * (page, site…) rather than compiling them. Installed, those the package ships (read only, as `validate` does); in
 * the builder's repository, those kept beside its code bundles (`builderDir`, .build-cache/validators/), sealed with
 * the builder's code hash. A site's own schemas (its collections': `site-content/…`) are compiled and kept nowhere.
 * With blocks of its own a site's page schema is its own too: `undefined`, everything compiled.
 */
export function builderOwnValidators(
  codeHash: string,
  where: { installed: boolean; ownBlocks: boolean; builderDir: string; shippedDir?: string },
): KeptValidatorCode | undefined {
  if (where.ownBlocks) return undefined;
  if (where.installed) return shippedValidators(where.shippedDir);
  const kept = new KeptValidators(where.builderDir, codeHash);
  return {
    read: (name, key) => (isSiteSchema(name) ? undefined : kept.read(name, key)),
    write: (name, key, code) => {
      if (!isSiteSchema(name)) kept.write(name, key, code);
    },
  };
}

/** A site's own schema (a collection's: "site-content/<hash>/posts.schema.json"), not the builder's. */
const isSiteSchema = (name: string) => name.startsWith("site-content/");

/** The file of a schema's validator code in a folder of them. */
function validatorFileName(name: string): string {
  return `${name.replace(/[^\w.-]+/g, "_")}.js`;
}

/** The code sealed in `file` for the schemas of `key` (and, when given, the builder of `codeHash`), or undefined. */
function readSealed(file: string, key: string, codeHash?: string): string | undefined {
  try {
    const unsealed = unsealText(readFileSync(file, "utf8"), validatorFormat);
    if (!("content" in unsealed) || unsealed.seal.key !== key) return undefined;
    if (codeHash !== undefined && unsealed.seal.codeHash !== codeHash) return undefined;
    return unsealed.content;
  } catch {
    return undefined;
  }
}
