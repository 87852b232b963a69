import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type Ajv from "ajv";
import type { AnySchemaObject, ValidateFunction } from "ajv";
import { type AddedBlockSchema, blockUnionWith, discriminatedBlockUnion } from "./blockUnion.ts";
import { withBuilderRefs } from "./content/builderSchemaRefs.ts";
import { childPointer, valueAtPointer } from "./jsonPointer.ts";
import { checkHref, type LinkUse } from "./links.ts";
import { knownIconNames } from "./iconNames.ts";
import { checkMarkdown } from "./markdown/markdownChecks.ts";
import { didYouMean } from "./suggest.ts";
import {
  type KeptValidatorCode,
  type KeywordFunctions,
  loadStandaloneValidator,
  standaloneValidatorCode,
} from "./standaloneValidator.ts";

/** In-memory base for schema ids, so relative "$ref"s resolve like file paths. */
export const SCHEMA_BASE = "https://schemas.config.invalid/";

/**
 * What one validation call collects, passed to the custom keywords as `this` (Ajv's `passContext`): each call
 * gets its own, so nothing found while checking one file can leak into another check.
 */
export interface ValidationContext {
  /** Links met (the fields that go through the x-link keyword), with their JSON pointers. */
  links: LinkUse[];
}

export function newValidationContext(): ValidationContext {
  return { links: [] };
}

/** Runs a compiled validator with its own context: `valid`, Ajv's errors, and what the keywords collected. */
export function runValidator(validate: ValidateFunction, value: unknown, context = newValidationContext()) {
  const valid = validate.call(context, value) as boolean;
  return { valid, errors: validate.errors ?? [], context };
}

export interface SchemaLocation {
  id: string;
  pointer: string;
}

/**
 * All schemas of schemas/, compiled once, with helpers to walk them for messages. Ajv itself is loaded and made only
 * when a schema must be compiled: a build whose validators are all kept as code (keptValidator) never needs it.
 */
export class SchemaStore {
  private made: Ajv | undefined;
  private readonly where = new Map<object, SchemaLocation>();
  private readonly docs = new Map<string, AnySchemaObject>();
  private readonly keywords: KeywordFunctions = {
    "x-link": linkKeyword(),
    "x-markdown": markdownKeyword(),
    "x-icon": iconKeyword(),
    "x-slot": slotKeyword(),
  };
  /** A hash of every schema of schemasDir (their paths and texts): what a kept validator's code was made from. */
  private readonly schemasHash: string;
  private readonly keptValidators = new Map<string, ValidateFunction>();
  /** The schemas of schemasDir, by path inside it. */
  private readonly ownSchemas = new Set<string>();
  /** The schemas added since (a site's collection schemas, see addSchema), by the path they were given. */
  private readonly addedSchemas = new Set<string>();
  /**
   * `siteBlocks`: a site's own block types (src/engine/siteBlocks/), checked before (siteBlockSchemaIssues): the
   * block union then holds them beside the builder's, so its pages are validated against built-in ∪ site blocks.
   * `refusedSiteBlocks`: the site's block types left out for a problem of their own, each with the file that says
   * it: a page's block of one of them is told so, not that its type is unknown.
   */
  constructor(
    readonly schemasDir: string,
    siteBlocks: readonly SiteBlockSchema[] = [],
    readonly refusedSiteBlocks: ReadonlyMap<string, string> = new Map(),
  ) {
    const hash = createHash("sha256");
    for (const file of walkSchemas(schemasDir)) {
      const relative = path.relative(schemasDir, file).split(path.sep).join("/");
      const text = readFileSync(file, "utf8");
      hash.update(`${relative}\0${text}\0`);
      this.ownSchemas.add(relative);
      const read = JSON.parse(text) as AnySchemaObject;
      // the block union is written for VS Code; ajv validates with the discriminated oneOf made from it
      const schema =
        relative === "block.schema.json"
          ? (discriminatedBlockUnion(blockUnionWith(read, siteBlockRefs(siteBlocks))) as AnySchemaObject)
          : read;
      const id = SCHEMA_BASE + relative;
      this.docs.set(id, schema);
      this.index(schema, id, "");
    }
    for (const block of siteBlocks) {
      const relative = siteBlockSchemaPath(block.type);
      const schema = withBuilderRefs(block.schema, SCHEMA_BASE) as AnySchemaObject;
      hash.update(`${relative}\0${JSON.stringify(schema)}\0`);
      this.ownSchemas.add(relative);
      this.docs.set(SCHEMA_BASE + relative, schema);
      this.index(schema, SCHEMA_BASE + relative, "");
    }
    this.schemasHash = hash.digest("hex");
  }

  /** Ajv with the builder's schemas and keywords, and the schemas added so far: made on first use. */
  get ajv(): Ajv {
    if (this.made) return this.made;
    const ajv = makeAjv(this.keywords);
    for (const relative of this.ownSchemas) {
      const id = SCHEMA_BASE + relative;
      // not checked against JSON Schema's meta-schema at every start: schemaStore.test.ts checks each one so
      ajv.addSchema({ ...this.docs.get(id)!, $id: id, $schema: undefined }, id, undefined, false);
    }
    // a site's schemas were checked against the meta-schema when first added (their code was kept after)
    for (const relative of this.addedSchemas) {
      const id = SCHEMA_BASE + relative;
      ajv.addSchema({ ...this.docs.get(id)!, $id: id, $schema: undefined }, id, undefined, false);
    }
    this.made = ajv;
    return ajv;
  }

  private index(node: unknown, id: string, pointer: string): void {
    if (!node || typeof node !== "object") return;
    if (!Array.isArray(node)) this.where.set(node, { id, pointer });
    for (const [key, child] of Object.entries(node)) {
      this.index(child, id, childPointer(pointer, key));
    }
  }

  /**
   * Adds a schema that is not the builder's (a site's collection schema) under `relative`, once: the id should
   * change with the schema's text. Its validator is made as keptValidator makes one (from `kept`'s code when it
   * holds some for it: the schema was compiled before, so it compiles). Throws when Ajv cannot compile it.
   */
  addSchema(relative: string, schema: AnySchemaObject, kept?: KeptValidatorCode): ValidateFunction {
    const id = SCHEMA_BASE + relative;
    const forget = () => {
      this.made?.removeSchema(id);
      this.docs.delete(id);
      this.addedSchemas.delete(relative);
    };
    if (!this.addedSchemas.has(relative)) {
      this.docs.set(id, schema);
      this.index(schema, id, "");
      this.addedSchemas.add(relative);
      // code kept for it: it was checked and compiled before, Ajv is not needed; else it is checked now
      if (kept?.read(relative, this.keptKey(relative)) === undefined || this.made) {
        try {
          this.made?.addSchema({ ...schema, $id: id, $schema: undefined }, id);
          if (!this.made) this.ajv.validateSchema(schema, true);
        } catch (error) {
          forget();
          throw error;
        }
      }
    }
    try {
      return this.keptValidator(relative, kept)!;
    } catch (error) {
      forget();
      throw error;
    }
  }

  validator(relative: string): ValidateFunction | undefined {
    return this.ajv.getSchema(SCHEMA_BASE + relative);
  }

  /**
   * The validator of one of the store's schemas, made from the standalone code `kept` holds for it when there is
   * some (no compiling: a build that checks one changed page spends a fifth of a second compiling the page
   * schema), else compiled, its code then given to `kept`. A value the code refuses is checked again by the
   * compiled validator: Ajv's errors then name this store's schema objects, which the messages are made from.
   */
  keptValidator(relative: string, kept: KeptValidatorCode | undefined): ValidateFunction | undefined {
    const compiled = () => this.validator(relative);
    if (!kept || !(this.ownSchemas.has(relative) || this.addedSchemas.has(relative))) return compiled();
    const known = this.keptValidators.get(relative);
    if (known) return known;
    const key = this.keptKey(relative);
    let quick: ValidateFunction | undefined;
    const code = kept.read(relative, key);
    try {
      quick = code === undefined ? undefined : loadStandaloneValidator(code, this.keywords);
    } catch {
      quick = undefined; // compiled again below, and its code kept again
    }
    if (!quick) {
      const validate = compiled();
      if (validate) kept.write(relative, key, standaloneValidatorCode(this.ajv, validate, this.keywords));
      return validate;
    }
    const fast = quick;
    const validate = function (this: ValidationContext | undefined, data: unknown): boolean {
      if (fast.call(this, data)) {
        validate.errors = null;
        return true;
      }
      // what the quick run collected is collected again
      if (this?.links) this.links.length = 0;
      const exact = compiled()!;
      const valid = exact.call(this, data) as boolean;
      validate.errors = exact.errors;
      return valid;
    } as ValidateFunction;
    this.keptValidators.set(relative, validate);
    return validate;
  }

  /** What the code kept for a schema was made from: its path (a site's schema is named by its text's hash) and schemasDir's. */
  private keptKey(relative: string): string {
    return createHash("sha256").update(`${relative}\0${this.schemasHash}`).digest("hex");
  }

  /** The links a value holds (the fields it passes through the x-link keyword), found by validating it against a schema. */
  linksIn(relative: string, value: unknown): LinkUse[] {
    const validate = this.validator(relative);
    return validate ? runValidator(validate, value).context.links : [];
  }

  has(relative: string): boolean {
    return this.docs.has(SCHEMA_BASE + relative);
  }

  /** A schema of the store by its id (SCHEMA_BASE + its path), as Ajv is given it. */
  document(id: string): AnySchemaObject | undefined {
    return this.docs.get(id);
  }

  /** The paths of the builder's own schemas ("defs.schema.json", "blocks/hero.schema.json"), in name order. */
  builderSchemaFiles(): string[] {
    return [...this.ownSchemas].filter((relative) => !relative.startsWith("site-blocks/")).sort();
  }

  /** The compiled validator of a sub-schema met in an error (for re-checking one branch of a oneOf). */
  validatorForNode(node: object): ValidateFunction | undefined {
    const at = this.where.get(node);
    if (!at) return undefined;
    return this.ajv.getSchema(at.pointer ? `${at.id}#${at.pointer}` : at.id);
  }

  /** Follows "$ref"s from a schema object until a concrete schema is reached. */
  resolve(node: AnySchemaObject): AnySchemaObject {
    let current = node;
    for (let i = 0; i < 10 && typeof current.$ref === "string"; i++) {
      const from = this.where.get(current)?.id ?? SCHEMA_BASE;
      const target = new URL(current.$ref, from);
      const pointer = decodeURIComponent(target.hash.slice(1));
      target.hash = "";
      const doc = this.docs.get(target.href);
      if (!doc) break;
      const next = valueAtPointer(doc, pointer);
      if (!next || typeof next !== "object") break;
      current = {
        ...(next as AnySchemaObject),
        description: current.description ?? (next as AnySchemaObject).description,
      };
      this.where.set(current, this.where.get(next as object)!);
    }
    return current;
  }

  /** The block types whose schema says "x-page-heading": true: their title is the page's main heading (its h1). */
  pageHeadingTypes(): Set<string> {
    const types = new Set<string>();
    for (const [id, doc] of this.docs) {
      const type = doc.properties?.type?.const;
      const block = id.startsWith(SCHEMA_BASE + "blocks/") || id.startsWith(SCHEMA_BASE + "site-blocks/");
      if (block && doc["x-page-heading"] === true && typeof type === "string") types.add(type);
    }
    return types;
  }

  /** The site's own block types the store holds (none for the builder's store alone). */
  siteBlockTypes(): Set<string> {
    const types = new Set<string>();
    for (const [id, doc] of this.docs) {
      const type = doc.properties?.type?.const;
      if (id.startsWith(SCHEMA_BASE + "site-blocks/") && typeof type === "string") types.add(type);
    }
    return types;
  }

  /** Block type names, from the block union schema. */
  blockTypes(): string[] {
    const union = this.docs.get(SCHEMA_BASE + "block.schema.json");
    const refs = (union?.oneOf ?? []) as AnySchemaObject[];
    return refs
      .map((ref) => this.resolve(ref).properties?.type?.const as string | undefined)
      .filter((t): t is string => typeof t === "string")
      .sort();
  }
}

/** A site's own block type, as the store takes it: its type and its schema as written in the site's folder. */
export interface SiteBlockSchema {
  type: string;
  schema: Record<string, unknown>;
}

/** Where a site block's schema is registered, relative to the schemas folder. */
export const siteBlockSchemaPath = (type: string) => `site-blocks/${type}.schema.json`;

function siteBlockRefs(blocks: readonly SiteBlockSchema[]): AddedBlockSchema[] {
  return blocks.map((b) => ({ schema: b.schema, ref: siteBlockSchemaPath(b.type) }));
}

/** Ajv (loaded here: only a store that compiles needs it) with the formats and the keywords the schemas use. */
function makeAjv(keywords: KeywordFunctions): Ajv {
  const requireHere = createRequire(import.meta.url);
  const { default: AjvClass } = requireHere("ajv") as { default: typeof Ajv };
  const { default: addFormats } = requireHere("ajv-formats") as { default: (ajv: Ajv, formats: string[]) => Ajv };
  const ajv = new AjvClass({
    passContext: true,
    allErrors: true,
    discriminator: true,
    verbose: true,
    strictTypes: false,
    // each referenced schema (a block, a shared definition) compiled once as its own function, not copied into
    // every place that names it: a quarter less time compiling, the same results, no slower to validate
    inlineRefs: false,
    // Ajv's passes over the generated code make it no faster here (measured over 4,000 pages) and cost 40 % of
    // compiling the page schema, which a build that changed one page does once; the source is kept for
    // keptValidator
    code: { optimize: false, source: true },
  });
  addFormats(ajv, ["uri", "email", "date"]);
  ajv.addKeyword({
    keyword: "x-link",
    type: "string",
    schemaType: ["boolean", "string"],
    errors: true,
    validate: keywords["x-link"],
  });
  ajv.addKeyword({
    keyword: "x-markdown",
    type: "string",
    schemaType: "boolean",
    errors: true,
    validate: keywords["x-markdown"],
  });
  ajv.addKeyword({
    keyword: "x-icon",
    type: "string",
    schemaType: "boolean",
    errors: true,
    validate: keywords["x-icon"],
  });
  ajv.addKeyword({
    keyword: "x-slot",
    type: "array",
    schemaType: "object",
    errors: true,
    validate: keywords["x-slot"],
  });
  // an annotation, read by pageHeadingTypes(): the block's title is the page's main heading
  ajv.addKeyword({ keyword: "x-page-heading", schemaType: "boolean" });
  // an annotation of a site's collection schema, read by src/engine/content/references.ts: the text is the slug
  // of an item of the named collection
  ajv.addKeyword({ keyword: "x-reference", schemaType: "string" });
  // an annotation of a site's collection schema, read by the editor: the text may hold line breaks (a field of
  // several lines); other texts of an item are edited on one line
  ajv.addKeyword({ keyword: "x-long-text", schemaType: "boolean" });
  return ajv;
}

/**
 * The x-link keyword: checks a link's form and records the link in the context of the call (`this`, which Ajv
 * passes along to every keyword of the call because of `passContext`). A call made without a context (plain
 * `validate(value)`) still checks the form and records nothing.
 */
function linkKeyword() {
  const validate = function (
    this: ValidationContext | undefined,
    mode: boolean | string,
    data: string,
    _parent: AnySchemaObject,
    cxt?: { instancePath: string },
  ): boolean {
    const problem = checkHref(data);
    if (problem) {
      validate.errors = [
        { keyword: "x-link", message: problem.message, params: { href: data, hint: problem.hint, code: problem.code } },
      ];
      return false;
    }
    const pointer = cxt?.instancePath ?? "";
    // a value checked against several shapes (the branches of a oneOf, like card-grid's) is one link, noted once
    if (this?.links && !this.links.some((use) => use.pointer === pointer && use.href === data)) {
      this.links.push({ href: data, pointer, embed: mode === "embed", file: mode === "file" });
    }
    return true;
  } as ((...args: never[]) => boolean) & { errors?: unknown[] };
  return validate as never;
}

/**
 * The x-markdown keyword: the text is Markdown, with no raw HTML and links in an allowed form (each a located
 * problem, at its line and column in the text); its links are recorded like x-link's, for the checks across files
 * and the resolve step.
 */
function markdownKeyword() {
  const validate = function (
    this: ValidationContext | undefined,
    _mode: boolean,
    data: string,
    _parent: AnySchemaObject,
    cxt?: { instancePath: string },
  ): boolean {
    const { problems, links } = checkMarkdown(data);
    const pointer = cxt?.instancePath ?? "";
    // called without a context (a validator run on its own: `this` is then not a ValidationContext), links are not kept
    const kept = this?.links;
    for (const link of kept ? links : []) {
      const known = kept!.some(
        (use) => use.pointer === pointer && use.inText?.line === link.at.line && use.inText.column === link.at.column,
      );
      if (!known) kept!.push({ href: link.href, pointer, embed: false, file: link.image, inText: link.at });
    }
    if (problems.length === 0) return true;
    validate.errors = problems.map((problem) => ({
      keyword: "x-markdown",
      message: problem.message,
      params: { code: problem.code, hint: problem.hint, line: problem.at.line, column: problem.at.column },
    }));
    return false;
  } as ((...args: never[]) => boolean) & { errors?: unknown[] };
  return validate as never;
}

/** The x-icon keyword: the text names an icon of Lucide's set (or one of the builder's older names). */
function iconKeyword() {
  const validate = function (_mode: boolean, data: string): boolean {
    if (knownIconNames().has(data)) return true;
    // "CalendarCheck" (the React component's name) or "calendar_check" is "calendar-check"
    const written = data
      .trim()
      .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
      .replace(/[\s_]+/g, "-")
      .toLowerCase();
    const suggestion = knownIconNames().has(written)
      ? ` Did you mean "${written}"?`
      : didYouMean(data, knownIconNames());
    validate.errors = [
      {
        keyword: "x-icon",
        message: `"${data}" is not the name of an icon.`,
        params: {
          icon: data,
          hint: `${suggestion.trim()} Use the name of any icon of lucide.dev/icons, as written there ("heart", "calendar-check").`.trim(),
        },
      },
    ];
    return false;
  } as ((...args: never[]) => boolean) & { errors?: unknown[] };
  return validate as never;
}

/**
 * The x-slot keyword, on a list of blocks inside a block (src/engine/blocks/walkBlocks.ts): `except` names the block
 * types the list does not take; each one found is an error at its "type" (the message names the ones it takes).
 */
function slotKeyword() {
  const validate = function (
    slot: { except?: string[] },
    data: unknown[],
    _parent: AnySchemaObject,
    cxt?: { instancePath: string },
  ): boolean {
    const except = slot.except ?? [];
    const errors = data.flatMap((block, index) => {
      const type = (block as { type?: unknown } | null)?.type;
      return typeof type === "string" && except.includes(type)
        ? [
            {
              keyword: "x-slot",
              instancePath: `${cxt?.instancePath ?? ""}/${index}/type`,
              message: `a "${type}" block cannot go here.`,
              params: { type, except },
            },
          ]
        : [];
    });
    validate.errors = errors;
    return errors.length === 0;
  } as ((...args: never[]) => boolean) & { errors?: unknown[] };
  return validate as never;
}

export function walkSchemas(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walkSchemas(full) : name.endsWith(".schema.json") ? [full] : [];
    })
    .sort();
}
