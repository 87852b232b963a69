import { readFileSync } from "node:fs";
import path from "node:path";
import type { KeptValidatorCode } from "../../../src/engine/standaloneValidator";
import { writeWhole } from "../../../src/engine/writeWhole";
import { sealText, unsealText } from "./sealedFile";

/** Bumped when the file's shape changes: a file of another format is not read. */
const validatorFormat = "page-builder-validator/1";

/**
 * The standalone code of the builder's compiled validators (src/engine/standaloneValidator.ts), one file a schema in
 * `validators/` of the site's cache folder, sealed (./sealedFile.ts) with the builder's code hash and the key of
 * the schemas it was made from: a build that checks a changed page loads the page schema's validator instead of
 * compiling it. Code of another builder, other schemas, or damaged is not read (the validator is compiled again).
 */
export class KeptValidators implements KeptValidatorCode {
  constructor(
    private readonly dir: string,
    private readonly codeHash: string,
  ) {}

  private file(name: string): string {
    return path.join(this.dir, `${name.replace(/[^\w.-]+/g, "_")}.js`);
  }

  read(name: string, key: string): string | undefined {
    try {
      const unsealed = unsealText(readFileSync(this.file(name), "utf8"), validatorFormat);
      if (!("content" in unsealed) || unsealed.seal.codeHash !== this.codeHash || unsealed.seal.key !== key)
        return undefined;
      return unsealed.content;
    } catch {
      return undefined;
    }
  }

  write(name: string, key: string, code: string): void {
    try {
      writeWhole(this.file(name), sealText(validatorFormat, code, { codeHash: this.codeHash, key }));
    } catch {
      // only saves time: the next build compiles the validator again
    }
  }
}
