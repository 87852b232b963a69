/**
 * What keeps a site block's schema (blocks/<type>/<type>.schema.json) from being used as JSON Schema, in plain
 * words, each problem at its place in the schema (a JSON pointer, located by the caller): a keyword's value of the
 * wrong kind ("minItems": "one"), a type JSON Schema does not have ("strin"), a "$ref" that names nothing, a keyword
 * or a format the builder does not know. Checked against JSON Schema's meta-schema, then compiled with the
 * builder's schemas and keywords (a "$ref" to the builder's shapes works) on the store's Ajv, and forgotten after.
 */
import { readFileSync } from "node:fs";
import type { AnySchemaObject, ErrorObject } from "ajv";
import { builderSchemaOf, withBuilderRefs } from "../content/builderSchemaRefs.ts";
import { describeFound, expectedType } from "../describeValue.ts";
import type { Diagnostic } from "../diagnostic.ts";
import type { DiagnosticCode } from "../diagnosticCodes.ts";
import { fieldPath } from "../fieldPath.ts";
import { isRecord } from "../isRecord.ts";
import { childPointer, joinPointer, parsePointer, valueAtPointer } from "../jsonPointer.ts";
import { locate, parseConfigText } from "../jsonWithPositions.ts";
import { SCHEMA_BASE, type SchemaStore, siteBlockSchemaPath } from "../schemaStore.ts";
import { findStringFields } from "../findStringFields.ts";
import { type RefLoop, sameValueRefLoop } from "../schemaRefLoop.ts";
import { closest, didYouMean } from "../suggest.ts";
import type { SiteBlockSchemaFile } from "./readSiteBlocks.ts";

/** One problem of a site block's schema: where it is in the schema, and what to say. */
export interface SchemaIssue {
  pointer: string;
  /** Point at the key (an unknown keyword) or at the value. */
  at: "key" | "value";
  message: string;
  hint: string;
}

/** The types JSON Schema has, in the order they are offered. */
const jsonSchemaTypes = ["string", "number", "integer", "boolean", "object", "array", "null"];
/** The keywords whose value is a count (a whole number, 0 or more). */
const countKeywords = new Set(["minItems", "maxItems", "minLength", "maxLength", "minProperties", "maxProperties"]);
/** The keywords whose value is one schema, or a list of schemas, or a table of them by name. */
const schemaKeywords = new Set([
  "items",
  "additionalItems",
  "additionalProperties",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
]);
const schemaListKeywords = new Set(["allOf", "anyOf", "oneOf", "items"]);
const schemaTableKeywords = new Set(["properties", "patternProperties", "definitions", "$defs", "dependencies"]);
/** How a schema's fields are written, for a problem with no better fix to offer; `docs` tells more. */
const fieldsHint = (docs: string) =>
  `Each field is a JSON Schema: { "type": "string" }, { "type": "number", "minimum": 0 }, … (see ${docs}).`;
/** How a site block schema's fields are written (also `types`' own hint). */
export const schemaFieldsHint = fieldsHint("docs/site-blocks.md");

/**
 * Where a kind of the site's schemas lives: its place among the store's schemas (its relative "$ref"s resolve from
 * there as they will when it is used), the page of docs on writing it, and the way from its folder to the builder's
 * installed schemas (what a "$ref" to a shape of the builder starts with).
 */
export interface SchemaHome {
  id: string;
  docs: string;
  builderSchemas: string;
}
/** blocks/<type>/<type>.schema.json */
export const siteBlockSchemaHome: SchemaHome = {
  id: SCHEMA_BASE + siteBlockSchemaPath(".check"),
  docs: "docs/site-blocks.md",
  builderSchemas: "../../node_modules/config-page-builder/schemas",
};

/** The problems of a site block's schema as JSON Schema, each at its line and column in the schema file. */
export function siteBlockSchemaProblems(store: SchemaStore, block: SiteBlockSchemaFile): Diagnostic[] {
  const issues = siteBlockSchemaIssues(store, block.schema);
  if (issues.length === 0) return [];
  // the file was read as JSON a moment ago (readSiteBlocks): its positions, parsed only when there is a problem
  return locatedSchemaIssues(
    issues,
    readFileSync(block.schemaFile, "utf8"),
    block.schemaDisplay,
    "site-block-invalid-schema",
  );
}

/** Schema issues as problems of the schema's file (`text`, shown as `file`), each at its line and column. */
export function locatedSchemaIssues(
  issues: SchemaIssue[],
  text: string,
  file: string,
  code: DiagnosticCode,
): Diagnostic[] {
  const parsed = parseConfigText(text);
  return issues.map(({ pointer, at, message, hint }) => {
    const place = parsed.ok ? locate(parsed.ast(), pointer) : undefined;
    const position = (at === "key" ? place?.key : undefined) ?? place?.value ?? { line: 1, column: 1 };
    return { file, line: position.line, column: position.column, code, message, hint, pointer };
  });
}

/** The problems of a site block's schema as JSON Schema; none when the builder can use it. */
export function siteBlockSchemaIssues(store: SchemaStore, schema: Record<string, unknown>): SchemaIssue[] {
  return schemaIssues(store, schema, siteBlockSchemaHome);
}

/**
 * The problems of one of the site's schemas as JSON Schema; none when the builder can use it. Checked at the place
 * the store gives its kind (`home.id`), so that its relative "$ref"s resolve as they will there.
 */
export function schemaIssues(store: SchemaStore, schema: Record<string, unknown>, home: SchemaHome): SchemaIssue[] {
  const ajv = store.ajv;
  const id = home.id;
  const copy = { ...withBuilderRefs(schema, SCHEMA_BASE), $id: id, $schema: undefined } as AnySchemaObject;
  if (!ajv.validateSchema(copy)) return metaSchemaIssues(ajv.errors ?? [], schema, home);
  const loop = sameValueRefLoop(schema);
  if (loop) return [refLoopIssue(schema, loop, home)];
  return compileIssues(store, schema, home);
}

/** At most this many of a schema's problems that compiling finds are told at once. */
const compileRounds = 10;

/**
 * What compiling the schema finds. Ajv stops at the first problem (a keyword it does not know, a "$ref" naming
 * nothing, a pattern or a format it cannot use): each found is told, taken out of a copy of the schema, and the copy
 * compiled again, so every such problem is told at once rather than one per run. The places stay those of the
 * schema as written: only keys are taken out, never a list's entries.
 */
function compileIssues(store: SchemaStore, schema: Record<string, unknown>, home: SchemaHome): SchemaIssue[] {
  const ajv = store.ajv;
  const keywords = Object.keys(ajv.RULES.keywords);
  const working = structuredClone(schema);
  const issues: SchemaIssue[] = [];
  for (let round = 0; round < compileRounds; round++) {
    const copy = { ...withBuilderRefs(working, SCHEMA_BASE), $id: home.id, $schema: undefined } as AnySchemaObject;
    try {
      ajv.compile(copy);
      return issues;
    } catch (error) {
      const issue = compileIssue(error as Error, store, working, copy, home, keywords);
      issues.push(issue);
      // a problem of the whole schema, or one that taking its key out does not end: nothing more can be found
      if (issue.pointer === "" || !removeKeyAt(working, issue.pointer)) return issues;
    } finally {
      ajv.removeSchema(home.id);
    }
  }
  return issues;
}

/** Takes the key at `pointer` out of `value` (an object's key, not a list's entry); false when there is none. */
function removeKeyAt(value: Record<string, unknown>, pointer: string): boolean {
  const names = parsePointer(pointer);
  const last = names.pop();
  const holder = valueAtPointer(value, joinPointer(names));
  if (last === undefined || !isRecord(holder) || !Object.hasOwn(holder, last)) return false;
  delete holder[last];
  return true;
}

/** A loop of "$ref"s that never goes into a part of the value: checking would never end. Said at its first. */
function refLoopIssue(schema: Record<string, unknown>, loop: RefLoop, home: SchemaHome): SchemaIssue {
  const [pointer, ...others] = loop.map((holder) => childPointer(holder, "$ref"));
  const refOf = (at: string) => `"${String(valueAtPointer(schema, at))}"`;
  const through = others.length ? `, through ${others.map(refOf).join(", then ")},` : "";
  return {
    pointer,
    at: "value",
    message: `${fieldPath(pointer)}: ${refOf(pointer)} leads${through} back to the schema it is in without going into a field or a list's items, so checking a value against it would never end.`,
    hint: `A schema can name itself only for a part of the value: put the "$ref" under "properties" or "items" (a comment's "replies": { "type": "array", "items": { "$ref": "#" } }), or name a definition that does not lead back ("#/definitions/…"). See ${home.docs}.`,
  };
}

const isInside = (pointer: string, parent: string) => pointer.startsWith(parent + "/");

/**
 * What a place in a schema is: the keyword whose value holds it ("/properties/days/minItems" → minItems,
 * "/type/0" → type), and whether the place itself is a schema (a field's, a definition's, "items"' …), where a
 * field's name or a list's index is the last step, not a keyword.
 */
function placeOf(pointer: string): { keyword: string | undefined; atKeyword: boolean; atSchema: boolean } {
  let keyword: string | undefined;
  let atKeyword = false;
  let atSchema = true;
  // what the next step of the pointer is: a keyword of a schema, a name of a table, an index of a list, inside a value
  let next: "keyword" | "name" | "index" | "items" | "value" = "keyword";
  for (const segment of parsePointer(pointer)) {
    const step = next === "items" && !/^\d+$/.test(segment) ? "keyword" : next;
    atKeyword = step === "keyword";
    if (step === "keyword") {
      keyword = segment;
      const table = schemaTableKeywords.has(segment);
      next = table
        ? "name"
        : segment === "items"
          ? "items"
          : schemaListKeywords.has(segment)
            ? "index"
            : schemaKeywords.has(segment)
              ? "keyword"
              : "value";
      atSchema = next === "keyword" || next === "items";
    } else if (step === "value") {
      atSchema = false;
    } else {
      next = "keyword";
      atSchema = true;
    }
  }
  return { keyword, atKeyword, atSchema };
}

/**
 * The meta-schema's errors, one problem a place. A value that fails a choice of forms (anyOf) inside one of them
 * ("type": ["strin"]) is explained there, not as the choice; a value that fits none is explained as the choice.
 */
function metaSchemaIssues(errors: ErrorObject[], schema: Record<string, unknown>, home: SchemaHome): SchemaIssue[] {
  let rest = errors;
  for (const choice of errors.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf")) {
    if (rest.some((e) => isInside(e.instancePath, choice.instancePath)))
      rest = rest.filter((e) => e.instancePath !== choice.instancePath);
  }
  const places = [...new Set(rest.map((e) => e.instancePath))];
  const issues = places.map((pointer) => {
    const here = rest.filter((e) => e.instancePath === pointer);
    return explainPlace(pointer, here, valueAtPointer(schema, pointer), fieldsHint(home.docs));
  });
  return issues.length
    ? issues
    : [
        {
          pointer: "",
          at: "value",
          message: "(file) this is not a JSON Schema the builder can use.",
          hint: fieldsHint(home.docs),
        },
      ];
}

function explainPlace(pointer: string, errors: ErrorObject[], value: unknown, schemaFieldsHint: string): SchemaIssue {
  const { keyword = "", atKeyword, atSchema } = placeOf(pointer);
  const where = fieldPath(pointer);
  const issue = (message: string, hint: string): SchemaIssue => ({
    pointer,
    at: "value",
    message: `${where}: ${message}`,
    hint,
  });
  const found = describeFound(value);
  const typeNames = `Use one of: ${jsonSchemaTypes.join(", ")}.`;
  if (keyword === "type" && !atSchema) {
    return typeof value === "string"
      ? issue(`"${value}" is not a JSON Schema type.`, `${didYouMean(value, jsonSchemaTypes)} ${typeNames}`.trim())
      : issue(`type must be the name of a type in quotes ("string"), or a list of them, not ${found}.`, typeNames);
  }
  // a value that fits none of the forms its place takes: the kinds of all of them
  const kinds = [
    ...new Set(errors.filter((e) => e.keyword === "type").flatMap((e) => [e.params.type as string | string[]].flat())),
  ];
  const first = errors.find((e) => e.keyword !== "anyOf" && e.keyword !== "oneOf") ?? errors[0];
  if (
    kinds.length &&
    (first.keyword === "type" || errors.some((e) => e.keyword === "anyOf" || e.keyword === "oneOf"))
  ) {
    if (atSchema && !atKeyword)
      return issue(
        `a schema is written in { }, not as ${found}.`,
        typeof value === "string" && jsonSchemaTypes.includes(value)
          ? `Write it as { "type": "${value}" }.`
          : schemaFieldsHint,
      );
    const numeric = typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim());
    const wantsNumber = kinds.includes("integer") || kinds.includes("number");
    return issue(
      `${keyword} must be ${kindWords(kinds)}, not ${found}.`,
      numeric && wantsNumber
        ? `Remove the quotes: "${keyword}": ${value.trim()}.`
        : countKeywords.has(keyword)
          ? `Write a whole number without quotes, for example "${keyword}": 1.`
          : schemaFieldsHint,
    );
  }
  switch (first.keyword) {
    case "minimum":
      return issue(
        `${keyword} must be ${first.params.limit} or more, not ${found}.`,
        countKeywords.has(keyword) ? `A count is a whole number, 0 or more.` : schemaFieldsHint,
      );
    case "uniqueItems":
      return issue(
        `${JSON.stringify((value as unknown[])[first.params.i as number])} is listed twice.`,
        "Remove one of them.",
      );
    case "format":
      return issue(`${found} is not in the form ${keyword} takes (${first.params.format}).`, schemaFieldsHint);
    case "enum":
      return issue(
        `${found} is not one of the values ${keyword} takes.`,
        `Use one of: ${(first.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}.`,
      );
    default:
      return issue(`${keyword} ${first.message ?? "is not valid"}.`, schemaFieldsHint);
  }
}

/** The kinds a keyword's value may be, in words: "a whole number", "a schema in { } or a list of schemas in [ ]". */
function kindWords(kinds: string[]): string {
  // a schema may be true or false as well as { … }: said as a schema
  if (kinds.includes("object") && kinds.includes("boolean")) {
    const others = kinds.filter((k) => k !== "object" && k !== "boolean");
    return [
      "a schema in { }",
      ...(others.length ? [others.includes("array") ? "a list of schemas in [ ]" : expectedType(others)] : []),
    ].join(" or ");
  }
  return expectedType(kinds);
}

/** What Ajv could not compile: a "$ref" that names nothing, an unknown keyword or format, else its own words. */
function compileIssue(
  error: Error,
  store: SchemaStore,
  schema: Record<string, unknown>,
  copy: AnySchemaObject,
  home: SchemaHome,
  keywords: string[],
): SchemaIssue {
  const id = home.id;
  const missing = error as Error & { missingRef?: string; missingSchema?: string };
  if (typeof missing.missingRef === "string") {
    const issue = refIssue(missing.missingRef, store, schema, copy, home);
    if (issue) return issue;
  }
  const keyword = /^strict mode: unknown keyword: "(.+)"$/.exec(error.message)?.[1];
  const at =
    keyword === undefined ? undefined : schemaPlaces(schema).find(([, node]) => Object.hasOwn(node, keyword))?.[0];
  if (keyword !== undefined && at !== undefined) {
    const pointer = childPointer(at, keyword);
    const known = keywords.filter((k) => !k.startsWith("x-"));
    return {
      pointer,
      at: "key",
      message: `${fieldPath(pointer)}: "${keyword}" is not a JSON Schema keyword the builder knows.`,
      hint: `${didYouMean(keyword, known)} A schema's words are JSON Schema's (type, description, minLength, items, …): see ${home.docs}.`.trim(),
    };
  }
  if (error.message.startsWith("Invalid regular expression")) {
    const bad = schemaPlaces(schema)
      .flatMap(([at, node]) => [
        ...(typeof node.pattern === "string"
          ? [{ pointer: childPointer(at, "pattern"), pattern: node.pattern, key: false }]
          : []),
        ...Object.keys(isRecord(node.patternProperties) ? node.patternProperties : {}).map((pattern) => ({
          pointer: childPointer(childPointer(at, "patternProperties"), pattern),
          pattern,
          key: true,
        })),
      ])
      .find(({ pattern }) => regexProblem(pattern) !== undefined);
    if (bad)
      return {
        pointer: bad.pointer,
        at: bad.key ? "key" : "value",
        message: `${fieldPath(bad.pointer)}: "${bad.pattern}" is not a pattern JavaScript can read: ${regexProblem(bad.pattern)}.`,
        hint: 'Check its brackets and backslashes (in JSON a backslash is written twice: "^\\\\d+$").',
      };
  }
  const format = /^unknown format "(.+)" ignored in schema at path "#(.*)"$/.exec(error.message);
  if (format) {
    const pointer = childPointer(decodeURIComponent(format[2]), "format");
    const formats = Object.keys(store.ajv.formats);
    return {
      pointer: valueAtPointer(schema, pointer) === format[1] ? pointer : "",
      at: "value",
      message: `${fieldPath(pointer)}: "${format[1]}" is not a format the builder checks.`,
      hint: `${didYouMean(format[1], formats)} Use one of: ${formats.join(", ")}, or a "pattern".`.trim(),
    };
  }
  return {
    pointer: "",
    at: "value",
    message: `(file) this is not a JSON Schema the builder can use: ${readableIds(error.message, id)}.`,
    hint: fieldsHint(home.docs),
  };
}

/** Schema ids as a site's author knows them: this schema, or the builder's file by its name. */
function readableIds(text: string, id: string): string {
  return text.replaceAll(id, "this schema").replaceAll(SCHEMA_BASE, "");
}

/**
 * A "$ref" that names nothing (`missingRef`, as Ajv resolved it): said at the "$ref" as written, with what its
 * file has where it points (did-you-mean), or the builder's schema files when it names none of them.
 */
function refIssue(
  missingRef: string,
  store: SchemaStore,
  schema: Record<string, unknown>,
  copy: AnySchemaObject,
  home: SchemaHome,
): SchemaIssue | undefined {
  const id = home.id;
  const normal = (ref: string) => {
    const url = new URL(ref, id);
    return decodeURIComponent(url.hash === "#" ? url.href.slice(0, -1) : url.href);
  };
  // every "$ref" in document order: the same places in the schema as written and in its copy
  const written = findStringFields(schema, "$ref");
  const resolved = findStringFields(copy, "$ref");
  const index = resolved.findIndex((r) => normal(r.value) === normal(missingRef));
  if (index === -1) return undefined;
  const { pointer, value: ref } = written[index];
  const target = new URL(resolved[index].value, id);
  const fragment = decodeURIComponent(target.hash.slice(1));
  target.hash = "";
  const where = `${fieldPath(pointer)}: "${ref}"`;
  const doc = target.href === id ? schema : store.document(target.href);
  if (!doc) {
    const files = store.builderSchemaFiles();
    const named = builderSchemaOf(ref)?.file ?? ref.split("#")[0].split("/").at(-1) ?? "";
    return {
      pointer,
      at: "value",
      message: `${where} names a schema file the builder does not have.`,
      hint: `${didYouMean(named, files)} A "$ref" names a shape of the builder (…/schemas/defs.schema.json#/definitions/anchor) or a place in this schema ("#/definitions/…").`.trim(),
    };
  }
  // the first name of the pointer its file does not have, and the names beside it
  const names = parsePointer(fragment);
  let node: unknown = doc;
  let depth = 0;
  while (depth < names.length && isRecord(node) && Object.hasOwn(node, names[depth])) node = node[names[depth++]];
  const own = target.href === id;
  const file = own ? "this schema" : `the builder's ${target.href.slice(SCHEMA_BASE.length)}`;
  const there = isRecord(node) ? Object.keys(node) : [];
  const near = depth < names.length ? closest(names[depth], there) : undefined;
  // the pointer with its misspelt name mended, when it then names something
  const mended =
    near === undefined ? undefined : joinPointer([...names.slice(0, depth), near, ...names.slice(depth + 1)]);
  const fixed = mended !== undefined && valueAtPointer(doc, mended) !== undefined ? `#${mended}` : undefined;
  const inside = depth === 0 ? "" : ` in "${names.slice(0, depth).join("/")}"`;
  // what is there: the names beside the missing one (not the keywords of this schema's top level)
  const list =
    there.length && !(own && depth === 0)
      ? `${depth === 0 ? "It has" : `Its ${names[depth - 1]}`}: ${there.join(", ")}.`
      : "";
  // "#/definitions/anchor" meant as the builder's shape, which is named with its file
  const builders =
    own && !fixed && valueAtPointer(store.document(`${SCHEMA_BASE}defs.schema.json`), fragment) !== undefined
      ? `The builder's shape "#${fragment}" is named with its file: "${home.builderSchemas}/defs.schema.json#${fragment}".`
      : "";
  return {
    pointer,
    at: "value",
    message: `${where} names nothing: ${file} has no "${names[depth] ?? fragment}"${inside}.`,
    hint: [fixed ? `Did you mean "${ref.split("#")[0]}${fixed}"?` : "", builders, list].filter(Boolean).join(" "),
  };
}

/** Every schema object of a schema (not a field's name, not an example) with its place, in document order. */
function schemaPlaces(schema: unknown, pointer = ""): [string, Record<string, unknown>][] {
  if (!isRecord(schema)) return [];
  const places: [string, Record<string, unknown>][] = [[pointer, schema]];
  for (const [key, value] of Object.entries(schema)) {
    const here = childPointer(pointer, key);
    const children: [string, unknown][] =
      schemaTableKeywords.has(key) && isRecord(value)
        ? Object.entries(value).map(([name, child]) => [childPointer(here, name), child])
        : schemaListKeywords.has(key) && Array.isArray(value)
          ? value.map((child, i) => [childPointer(here, i), child])
          : schemaKeywords.has(key)
            ? [[here, value]]
            : [];
    for (const [at, child] of children) places.push(...schemaPlaces(child, at));
  }
  return places;
}

/** Why JavaScript cannot read a pattern (as Ajv reads it, with the "u" flag), or undefined when it can. */
function regexProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, "u");
    return undefined;
  } catch (error) {
    const reason = /: ([^:]+)$/.exec((error as Error).message)?.[1] ?? (error as Error).message;
    return reason.charAt(0).toLowerCase() + reason.slice(1);
  }
}
