import { createRequire } from "node:module";
import type Ajv from "ajv";
import type { SchemaValidateFunction, ValidateFunction } from "ajv";
import type * as AjvModule from "ajv";
import type standaloneCode from "ajv/dist/standalone/index.js";

/** The functions of the schemas' own keywords (x-link, x-markdown, x-icon), by keyword. */
export type KeywordFunctions = Readonly<Record<string, SchemaValidateFunction>>;

/**
 * Where a build keeps the code of compiled validators between runs (scripts/lib/build/keptValidators.ts): by the
 * schema's name, under a key that changes with everything the code was made from.
 */
export interface KeptValidatorCode {
  read(name: string, key: string): string | undefined;
  write(name: string, key: string, code: string): void;
}

interface ScopeName {
  value?: { ref?: unknown; code?: unknown };
}

/**
 * Ajv's standalone code of a compiled validator (Ajv's `code.source` option must be on): a module that validates
 * as `validate` does, without compiling. Ajv names each value the code needs by the code that makes it again; a
 * keyword's function has none, so each is named by its keyword here, and loadStandaloneValidator passes them in.
 */
export function standaloneValidatorCode(ajv: Ajv, validate: ValidateFunction, keywords: KeywordFunctions): string {
  // loaded here: a build that only loads validators does not load Ajv
  const requireHere = createRequire(import.meta.url);
  const { _ } = requireHere("ajv") as typeof AjvModule;
  const { default: moduleCode } = requireHere("ajv/dist/standalone") as { default: typeof standaloneCode };
  const keywordOf = new Map<unknown, string>(Object.entries(keywords).map(([keyword, fn]) => [fn, keyword]));
  const scope = (ajv.scope as unknown as { _values: Record<string, Map<unknown, ScopeName> | undefined> })._values;
  for (const name of scope.keyword?.values() ?? []) {
    const keyword = keywordOf.get(name.value?.ref);
    if (keyword === undefined || !name.value) throw new Error("a keyword of the schemas has no function to name");
    name.value.code = _`keywords[${keyword}]`;
  }
  return moduleCode(ajv, validate);
}

/** The validator standalone code makes (see standaloneValidatorCode); throws when the code is not such a module. */
export function loadStandaloneValidator(code: string, keywords: KeywordFunctions): ValidateFunction {
  const module: { exports: unknown } = { exports: {} };
  // the code requires Ajv's runtime helpers and ajv-formats' formats, found from here as from Ajv itself
  const requireHere = createRequire(import.meta.url);
  // the code is Ajv's own, read back from the build's sealed cache (keptValidators.ts), never a site's
  new Function("require", "module", "exports", "keywords", code)(requireHere, module, module.exports, keywords);
  if (typeof module.exports !== "function") throw new Error("the standalone code exports no validator");
  return module.exports as ValidateFunction;
}
