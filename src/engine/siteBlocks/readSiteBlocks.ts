/**
 * A site's own block types: each folder blocks/<type>/ of the site's folder holds <type>.schema.json (the block's
 * fields, under the same rules as the builder's schemas/blocks/) and its React component (<Name>.tsx, a default
 * export), and, for a block that needs the browser, its script (<type>.script.ts: ./siteBlockScript.ts). Read here, once per validation; what is wrong with one is a located message in the site's own file, and
 * a block with a problem is left out of the site's block set (its pages then say its type is unknown, besides).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../diagnostic.ts";
import { followedStat, linkToNothingWords } from "../fileLinks.ts";
import { isRecord } from "../isRecord.ts";
import { locate, parseConfigText } from "../jsonWithPositions.ts";
import { shownPath, workingDir } from "../projectPaths.ts";
import { didYouMean } from "../suggest.ts";
import { readSiteBlockScript, type SiteBlockScript } from "./siteBlockScript.ts";

/** Where a site's blocks live in its folder. */
export const siteBlocksFolder = "blocks";

export interface SiteBlock {
  /** The block's type: its folder's name and its schema's "type" const. */
  type: string;
  /** The schema as written (its "$ref"s to the builder's schemas are rewritten when it is registered). */
  schema: Record<string, unknown>;
  /** Absolute paths of the schema and the component. */
  schemaFile: string;
  componentFile: string;
  /** The schema's path as messages show it. */
  schemaDisplay: string;
  /** Its browser script (blocks/<type>/<type>.script.ts) and when it starts; none for a static block. */
  script?: SiteBlockScript;
}

/** A site block's schema, read and following a block schema's rules: what `types` writes its props type from. */
export type SiteBlockSchemaFile = Pick<SiteBlock, "type" | "schema" | "schemaFile" | "schemaDisplay">;

export interface SiteBlocks {
  /** The usable blocks, by type in name order. */
  blocks: SiteBlock[];
  problems: Diagnostic[];
  /**
   * The site's block types left out for a problem of their own (a type the builder has is not one of them), each
   * with the file of its first problem: a page's block of that type is told to look there.
   */
  refused: { type: string; file: string }[];
  /** The blocks whose schema is read and follows a block schema's rules, those left out for their code too. */
  schemas: SiteBlockSchemaFile[];
  /** A hash of every file of blocks/ (names and texts), "" when the site has no blocks/ folder. */
  hash: string;
}

export const typePattern = /^[a-z][a-z0-9-]*$/;

/** What a page's problem with a site block that has a problem of its own names as its cause (brokenConfigs.ts). */
export const siteBlockCause = (type: string) => `site block "${type}"`;
const defaultExport = /\bexport\s+default\b|\bexport\s*\{[^}]*\bas\s+default\b[^}]*\}/;

/** "price-list" → "PriceList": the component's file name. */
export function componentName(type: string): string {
  return type.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
}

/**
 * The site's blocks/ folder read: each block's schema checked for the rules that need no JSON Schema validator
 * (the type's const, a clash with a built-in type, a component beside it); the schema's validity as JSON Schema is
 * checked with the builder's schemas (siteBlockSchemaIssues, in siteSchemaStore).
 */
export function readSiteBlocks(configDir: string, builtInTypes: readonly string[], cwd = workingDir()): SiteBlocks {
  const root = path.join(path.resolve(configDir), siteBlocksFolder);
  if (!existsSync(root) || !statSync(root).isDirectory())
    return { blocks: [], problems: [], refused: [], schemas: [], hash: "" };
  const display = (absolute: string) => shownPath(absolute, cwd);
  const hash = createHash("sha256");
  const blocks: SiteBlock[] = [];
  const problems: Diagnostic[] = [];
  const fileProblem = (file: string, code: Diagnostic["code"], message: string, hint: string) =>
    problems.push({ file: display(file), line: 1, column: 1, code, message, hint });
  const builtIn = new Set(builtInTypes);
  const refused: SiteBlocks["refused"] = [];
  const schemas: SiteBlockSchemaFile[] = [];

  /** A link (a folder of blocks/ or a file of a block) whose file was moved or deleted. */
  const linkToNothing = (link: string) =>
    fileProblem(
      link,
      "site-block-place",
      `(file) ${linkToNothingWords(link)}, so the builder cannot read it.`,
      "Point the link at an existing file, or delete it.",
    );

  /** Reads blocks/<name>/: true when it is a block folder named as a type of the site's own. */
  function readBlockFolder(name: string): boolean {
    const folder = path.join(root, name);
    if (name.startsWith(".")) return false;
    const found = followedStat(folder);
    if (!found) {
      linkToNothing(folder);
      return false;
    }
    if (!found.isDirectory()) {
      fileProblem(
        folder,
        "site-block-place",
        "(file) a site block lives in a folder of its own: blocks/<type>/, with <type>.schema.json and its component.",
        `Move it into blocks/<type>/ (for example blocks/price-list/), or out of blocks/.`,
      );
      return false;
    }
    const files = readdirSync(folder)
      .sort()
      .filter((file) => {
        const full = path.join(folder, file);
        const stat = followedStat(full);
        if (!stat) linkToNothing(full);
        else if (stat.isFile()) hash.update(`${name}/${file}\0${readFileSync(full, "utf8")}\0`);
        return stat !== undefined;
      });
    const schemaFile = path.join(folder, `${name}.schema.json`);
    const components = files.filter((f) => f.endsWith(".tsx") && !/\.(?:test|island)\.tsx$/.test(f));
    const named = `${componentName(name)}.tsx`;
    const component = components.includes(named) ? named : components.length === 1 ? components[0] : undefined;
    if (!typePattern.test(name)) {
      fileProblem(
        folder,
        "site-block-name",
        `(file) the folder name "${name}" cannot be a block type: a type is lower-case letters, digits and dashes, starting with a letter.`,
        `Rename the folder (and its schema and "type") to something like "${
          name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^[^a-z]+|-+$/g, "") || "price-list"
        }".`,
      );
      return false;
    }
    if (!files.includes(`${name}.schema.json`)) {
      const other = files.find((f) => f.endsWith(".schema.json"));
      fileProblem(
        other ? path.join(folder, other) : folder,
        "site-block-schema",
        other
          ? `(file) a block's schema is named after its folder: this one should be "${name}.schema.json".`
          : `(file) the block "${name}" has no schema: its fields are described in blocks/${name}/${name}.schema.json.`,
        other
          ? `Rename it to "blocks/${name}/${name}.schema.json", or rename the folder to "${other.replace(/\.schema\.json$/, "")}".`
          : `Add blocks/${name}/${name}.schema.json (see docs/site-blocks.md for a complete example).`,
      );
      return true;
    }
    const text = readFileSync(schemaFile, "utf8");
    const parsed = parseConfigText(text);
    if (!parsed.ok) {
      problems.push({
        file: display(schemaFile),
        ...parsed.position,
        code: parsed.code ?? "json-syntax",
        message: parsed.message,
        hint: parsed.hint,
      });
      return true;
    }
    const at = (pointer: string) => locate(parsed.ast(), pointer).value;
    const problem = (pointer: string, code: Diagnostic["code"], message: string, hint: string) =>
      problems.push({ file: display(schemaFile), ...at(pointer), code, message, hint, pointer });
    const schema = parsed.value;
    const shapeProblem = schemaShapeProblem(schema, name);
    if (shapeProblem) {
      problem(shapeProblem.pointer, "site-block-schema", shapeProblem.message, shapeProblem.hint);
      return true;
    }
    if (builtIn.has(name)) {
      problem(
        "/properties/type/const",
        "site-block-clash",
        `properties.type.const: "${name}" is already a block type of the builder, so the site's block cannot take that name.`,
        `Rename the folder, the schema file and the "type" const to a name of the site's own, such as "site-${name}" or "${name}-list".`,
      );
      return false;
    }
    schemas.push({
      type: name,
      schema: schema as Record<string, unknown>,
      schemaFile,
      schemaDisplay: display(schemaFile),
    });
    if (!component) {
      fileProblem(
        schemaFile,
        "site-block-component",
        components.length === 0
          ? `(file) the block "${name}" has no component: it is drawn by a React component in blocks/${name}/${named}.`
          : `(file) the block "${name}" has several components (${components.join(", ")}) and none is named "${named}", so which one draws it is unclear.`,
        components.length === 0
          ? `Add blocks/${name}/${named} with a default export: export default function ${componentName(name)}(block: ${componentName(name)}Block) { … } (see docs/site-blocks.md).`
          : `Rename the one that draws the block to "${named}".`,
      );
      return true;
    }
    const componentFile = path.join(folder, component);
    if (!defaultExport.test(readFileSync(componentFile, "utf8"))) {
      fileProblem(
        componentFile,
        "site-block-component",
        `(file) this component has no default export, so the builder cannot find what draws the block "${name}".`,
        `Export the component as the file's default: export default function ${componentName(name)}(…) { … }.`,
      );
      return true;
    }
    const browser = readSiteBlockScript(folder, name, files, display);
    if (browser.problems.length) {
      problems.push(...browser.problems);
      return true;
    }
    blocks.push({
      type: name,
      schema: schema as Record<string, unknown>,
      schemaFile,
      componentFile,
      schemaDisplay: display(schemaFile),
      ...(browser.script ? { script: browser.script } : {}),
    });
    return true;
  }

  for (const name of readdirSync(root).sort()) {
    const before = { problems: problems.length, blocks: blocks.length };
    // a folder named as a type of its own, not the builder's, left out for a problem: refused
    if (readBlockFolder(name) && blocks.length === before.blocks && problems.length > before.problems)
      refused.push({ type: name, file: problems[before.problems].file });
  }
  return { blocks, problems, refused, schemas, hash: hash.digest("hex").slice(0, 32) };
}

/** What the builder's rules for a block schema find wrong in a site block's schema (its type, its shape), if anything. */
function schemaShapeProblem(
  schema: unknown,
  folder: string,
): { pointer: string; message: string; hint: string } | undefined {
  if (!isRecord(schema)) {
    return {
      pointer: "",
      message: "(file) a block schema is a JSON object describing the block's fields.",
      hint: `Start from { "type": "object", "additionalProperties": false, "required": ["type"], "properties": { "type": { "const": "${folder}" } } }.`,
    };
  }
  const properties = schema.properties;
  const typeField = isRecord(properties) ? properties.type : undefined;
  const constant = isRecord(typeField) ? typeField.const : undefined;
  if (typeof constant !== "string") {
    return {
      pointer: isRecord(typeField) ? "/properties/type" : isRecord(properties) ? "/properties" : "",
      message: `${isRecord(typeField) ? "properties.type" : "properties"}: a block schema names its type with "type": { "const": "${folder}" }.`,
      hint: `Add to "properties": "type": { "const": "${folder}", "description": "Block type. Always \\"${folder}\\" for this block." }.`,
    };
  }
  if (constant !== folder) {
    return {
      pointer: "/properties/type/const",
      message: `properties.type.const: the type "${constant}" differs from its folder's name, blocks/${folder}/.${didYouMean(constant, [folder])}`,
      hint: `A block's type is its folder's name: write "${folder}" here, or rename the folder and the schema file to "${constant}".`,
    };
  }
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (!required.includes("type")) {
    return {
      pointer: Array.isArray(schema.required) ? "/required" : "",
      message: `${Array.isArray(schema.required) ? "required" : "(file)"}: a block schema lists "type" among its required fields.`,
      hint: `Write "required": [${['"type"', ...required.filter((r) => r !== "type").map((r) => JSON.stringify(r))].join(", ")}].`,
    };
  }
  if (schema.additionalProperties !== false) {
    return {
      pointer: Object.hasOwn(schema, "additionalProperties") ? "/additionalProperties" : "",
      message: `${Object.hasOwn(schema, "additionalProperties") ? "additionalProperties" : "(file)"}: a block schema refuses fields it does not describe, so a misspelt field is said, not ignored.`,
      hint: 'Write "additionalProperties": false beside "properties" (and describe "anchor" there if the block takes one).',
    };
  }
  return undefined;
}
