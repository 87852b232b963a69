import type { AnySchemaObject, ErrorObject, ValidateFunction } from "ajv";
import { newValidationContext, runValidator, type SchemaStore, type ValidationContext } from "./schemaStore.ts";
import { calendarDate, rewrittenDate } from "./dateRewrite.ts";
import { describeFound, exampleOf, expectedType } from "./describeValue.ts";
import { fieldPath } from "./fieldPath.ts";
import { isRecord } from "./isRecord.ts";
import { childPointer, valueAtPointer } from "./jsonPointer.ts";
import type { Position } from "./jsonSyntaxError.ts";
import { publicPathProblem } from "./publicPathForm.ts";
import { closest, didYouMean, didYouMeanByWord } from "./suggest.ts";
import { hexPattern } from "./theme/color.ts";
import { cssColorToHex } from "./theme/cssColor.ts";
import { joinHint, type DiagnosticCode, type Problem } from "./diagnostic.ts";
import { siteBlockCause } from "./siteBlocks/readSiteBlocks.ts";

/** A problem inside one file, before it gets a line and column. */
export interface Issue extends Problem {
  pointer: string;
  /** Point at the key (for unknown fields) or at the value. */
  at: "key" | "value";
  /** The exact place, when the pointer cannot name it (the first of two members with the same key). */
  position?: Position;
  /** For a problem inside a text (a link in Markdown): its line and column in the text as read. */
  inText?: Position;
  /** The problem lies in another file than the one checked (a Markdown item's body shown by a page template), at `position`. */
  inFile?: string;
  /**
   * For a problem told at an item a page lists (src/engine/content/collectionLists.ts): the page's field that shows
   * the item's value ("blocks[1].items[0].value"); the report names the page, and the pages that say the same
   * problem are named together.
   */
  listedBy?: string;
  /** Worth a look but stops nothing: reported among the warnings (ValidationRun.report). */
  warning?: boolean;
  /** For an unknown {placeholder}: as written ("{input.heading}"), for the checks that know more of its place. */
  placeholder?: string;
}

/**
 * Runs a validator and explains its failures in plain words, one issue per mistake. What the call collects
 * (the links met) goes into `context`, which belongs to this call only.
 */
export function explain(
  store: SchemaStore,
  validate: ValidateFunction,
  data: unknown,
  context: ValidationContext,
  base = "",
): Issue[] {
  const run = runValidator(validate, data, context);
  if (run.valid) return [];
  const errors = run.errors.map((e) => ({ ...e, instancePath: base + e.instancePath }));
  return explainErrors(store, errors, data, base);
}

function explainErrors(store: SchemaStore, errors: ErrorObject[], data: unknown, base: string): Issue[] {
  const root = (pointer: string) => valueAtPointer(data, pointer.slice(base.length));
  const shapeErrors = errors.filter((e) => e.keyword === "oneOf" || e.keyword === "anyOf");
  // ajv reports a oneOf after the errors of its branches, so for one value the last shape error is the outermost.
  const outermost = shapeErrors.filter(
    (e, i) =>
      !shapeErrors.some(
        (o, j) => (o.instancePath === e.instancePath && j > i) || isInside(e.instancePath, o.instancePath),
      ),
  );
  const issues: Issue[] = [];
  let rest = withoutLinkOfRefusedFilePath(withoutBlankWhenEmpty(withoutTypoedRequired(errors)));
  // a block written straight where a list of blocks goes ("columns": [{ "type": "markdown", … }]): one issue
  for (const bare of blocksWrittenBare(rest, root)) {
    rest = rest.filter((e) => !(e.instancePath === bare.pointer || isInside(e.instancePath, bare.pointer)));
    issues.push(bare);
  }
  for (const shape of outermost) {
    rest = rest.filter((e) => !(e.instancePath === shape.instancePath || isInside(e.instancePath, shape.instancePath)));
    issues.push(...explainShape(store, shape, root(shape.instancePath)));
  }
  for (const error of rest) {
    const issue = explainOne(store, error, root(error.instancePath));
    if (issue) issues.push(issue);
  }
  return dedupe(issues);
}

/** The schemas' pattern for text visitors see: at least one character that is not white space. */
const blankPattern = "\\S";

/** An empty text breaks both minLength and the blank pattern: it is explained once, by minLength. */
function withoutBlankWhenEmpty(errors: ErrorObject[]): ErrorObject[] {
  const tooShort = new Set(errors.filter((e) => e.keyword === "minLength").map((e) => e.instancePath));
  return errors.filter(
    (e) => !(e.keyword === "pattern" && e.params.pattern === blankPattern && tooShort.has(e.instancePath)),
  );
}

/**
 * A path of a file in public/ that its pattern refuses ("photos/shop.jpg", "C:\\Users\\me\\shop.jpg") is one
 * mistake: the pattern's message says what to write; the link check's (a page path, a scheme) is not said too.
 */
function withoutLinkOfRefusedFilePath(errors: ErrorObject[]): ErrorObject[] {
  const refused = new Set(
    errors
      .filter((e) => e.keyword === "pattern" && (e.parentSchema as AnySchemaObject | undefined)?.["x-link"] === "file")
      .map((e) => e.instancePath),
  );
  return errors.filter((e) => !(e.keyword === "x-link" && refused.has(e.instancePath)));
}

/** "lst" where "list" is required is one mistake: keep the "unknown field … Did you mean" and drop the "missing". */
function withoutTypoedRequired(errors: ErrorObject[]): ErrorObject[] {
  const typoed = new Set(
    errors
      .filter((e) => e.keyword === "additionalProperties")
      .map((e) => {
        const allowed = Object.keys((e.parentSchema as AnySchemaObject | undefined)?.properties ?? {});
        return `${e.instancePath}\u0000${closest(String(e.params.additionalProperty), allowed)}`;
      }),
  );
  return errors.filter(
    (e) => !(e.keyword === "required" && typoed.has(`${e.instancePath}\u0000${e.params.missingProperty}`)),
  );
}

/**
 * A block written where a holder of blocks goes (a column, which is { "blocks": [ … ] }): Ajv says "blocks" is
 * missing and each of the block's fields is unknown there. Said once, at the holder, with the block put in its list.
 */
function blocksWrittenBare(errors: ErrorObject[], root: (pointer: string) => unknown): Issue[] {
  const issues: Issue[] = [];
  for (const error of errors) {
    if (error.keyword !== "required" || error.params.missingProperty !== "blocks") continue;
    const properties = Object.keys((error.parentSchema as AnySchemaObject | undefined)?.properties ?? {});
    const value = root(error.instancePath);
    if (properties.join() !== "blocks" || !isRecord(value) || typeof value.type !== "string") continue;
    if (issues.some((i) => i.pointer === error.instancePath)) continue;
    const written = JSON.stringify(value);
    const title = (error.parentSchema as AnySchemaObject | undefined)?.title;
    const holder = typeof title === "string" ? `a ${title.toLowerCase()}` : "this place";
    issues.push({
      code: "missing-field",
      pointer: error.instancePath,
      at: "value",
      message: `${fieldPath(error.instancePath)}: ${holder} holds its blocks in a list ("blocks": [ … ]), and the "${value.type}" block here is written straight in it.`,
      hint: `Put the block in the list: { "blocks": [${written.length > 80 ? `${written.slice(0, 77)}…` : written}] }.`,
    });
  }
  return issues;
}

/**
 * A name written as its file is ("sections/order-for-events.json", "Order-For-Events") for a pattern of names: the
 * name alone, in lower case, when that fits the pattern; else undefined.
 */
function nameWritten(value: string, pattern: string): string | undefined {
  const name = (value.trim().split("/").at(-1) ?? "").replace(/\.json$/i, "").toLowerCase();
  if (name === value || name === "") return undefined;
  try {
    return new RegExp(pattern, "u").test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A web address a pattern of full https addresses refuses, written without "https://" ("www.example.com"), with
 * "http://", a trailing "/" or capitals: what to write instead, when that fits the pattern.
 */
function addressWritten(value: string, pattern: string): string | undefined {
  if (!/^\^https\??:\/\//.test(pattern)) return undefined;
  const text = value.trim();
  const plain = /^http:\/\//i.test(text);
  let mended = text.replace(/^https?:\/\//i, "").replace(/\/+$/, "");
  mended = `https://${mended.replace(/^[^/?#]+/, (host) => host.toLowerCase())}`;
  try {
    if (mended === value || !new RegExp(pattern, "u").test(mended)) return undefined;
  } catch {
    return undefined;
  }
  return `Write "${mended}"${plain ? " (the address starts with https://, as browsers open the site)" : ""}.`;
}

/** A price or amount written as text ("$49", "1,200", "€ 19.90"): the number, and what to leave out. */
function amountIn(text: string, whole: boolean): { number: number; without: string } | undefined {
  // a decimal comma, as many languages write it ("12,50", "€ 3,5"): one comma, one or two digits after it (three
  // would be a thousands comma, read below)
  const comma = /^\s*(-?)\s*([$€£¥₹]|[A-Z]{3}\s)?\s*(\d+),(\d{1,2})\s*([$€£¥₹]|\s[A-Z]{3})?\s*$/.exec(text);
  if (comma) {
    const number = Number(`${comma[1]}${comma[3]}.${comma[4]}`);
    if (whole && !Number.isInteger(number)) return undefined;
    const symbol = (comma[2] ?? comma[5])?.trim();
    return { number, without: `${symbol ? `"${symbol}" or ` : ""}quotes, with a point before its decimals` };
  }
  const currency = /^\s*(-?)\s*([$€£¥₹]|[A-Z]{3}\s)?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d+)?\s*([$€£¥₹]|\s[A-Z]{3})?\s*$/.exec(
    text,
  );
  if (!currency) return undefined;
  const number = Number(`${currency[1]}${currency[3].replace(/,/g, "")}${currency[5] ?? ""}`);
  if (!Number.isFinite(number) || (whole && !Number.isInteger(number))) return undefined;
  const symbol = (currency[2] ?? currency[6])?.trim();
  const without = [symbol ? `"${symbol}"` : "", "quotes", currency[4] ? "thousands commas" : ""].filter(Boolean);
  return {
    number,
    without: without.length > 1 ? `${without.slice(0, -1).join(", ")} or ${without.at(-1)}` : without[0],
  };
}

function isInside(pointer: string, parent: string): boolean {
  return pointer.startsWith(parent + "/");
}

/** A value matched none of several shapes: re-check it against the shape it most looks like. */
function explainShape(store: SchemaStore, error: ErrorObject, value: unknown): Issue[] {
  const options = ((error.schema as AnySchemaObject[]) ?? []).map((o) => store.resolve(o));
  const candidate = closestShape(store, options, value);
  if (candidate) {
    const validate = store.validatorForNode(candidate) ?? store.ajv.compile(candidate);
    // a context of its own: re-checking one branch only explains it, it finds nothing new to keep
    const inner = explain(store, validate, value, newValidationContext(), error.instancePath);
    if (inner.length > 0) return inner;
  }
  const unmatched = unmatchedTag(options, value);
  if (unmatched) {
    const allowed = unmatched.values.map((v) => JSON.stringify(v));
    const found = (value as Record<string, unknown>)[unmatched.key];
    const suggestion = typeof found === "string" ? didYouMean(found, unmatched.values.map(String)) : "";
    return [
      {
        code: "not-allowed-value",
        pointer: `${error.instancePath}/${unmatched.key}`,
        at: "value",
        message: `${fieldPath(`${error.instancePath}/${unmatched.key}`)}: ${describeFound(found)} is not one of the allowed values.`,
        hint: joinHint(suggestion, `Use one of: ${allowed.join(", ")}.`),
      },
    ];
  }
  // one item written where a list of them goes ("actions": { "label": … }): the fix is the brackets
  if (isRecord(value) && options.some((o) => o.type === "array"))
    return [objectForList(error.instancePath, "wrong-shape")];
  const forms = options.map((o) => o.description).filter(Boolean);
  return [
    {
      code: "wrong-shape",
      pointer: error.instancePath,
      at: "value",
      message: `${fieldPath(error.instancePath)}: ${describeFound(value)} is not allowed here.`,
      hint: forms.length ? "Use one of these forms: " + forms.join(" | ") : undefined,
    },
  ];
}

/** A group of fields { } where a list goes: said with the brackets that make it the list's one item. */
function objectForList(pointer: string, code: DiagnosticCode): Issue {
  const name = fieldName(pointer);
  return {
    code,
    pointer,
    at: "value",
    message: `${fieldPath(pointer)}: ${name ? `"${name}"` : "this"} is a list, and a group of fields { } is written here.`,
    hint: `Put the { … } inside [ ]: ${name ? `"${name}": ` : ""}[ { … } ] (a list of one).`,
  };
}

/** The name of the field a pointer ends at ("actions" for "/blocks/0/actions"); undefined for an item of a list. */
function fieldName(pointer: string): string | undefined {
  const last = pointer.split("/").at(-1) ?? "";
  return last === "" || /^\d+$/.test(last) ? undefined : last.replace(/~1/g, "/").replace(/~0/g, "~");
}

/**
 * The one shape the value was most likely meant to have: the only one of the right kind whose required
 * fields are all there, or else the only one that knows most of its field names (allowing typos).
 */
function closestShape(store: SchemaStore, options: AnySchemaObject[], value: unknown): AnySchemaObject | undefined {
  const fitting = options.filter((o) => fitsRoughly(store, o, value));
  if (fitting.length === 1) return fitting[0];
  if (fitting.length > 1 || !value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const scored = options
    .filter((o) => o.type === "object" && o.properties)
    .map((o) => {
      const known = Object.keys(o.properties as object);
      return { option: o, score: keys.filter((k) => known.includes(k) || closest(k, known) !== undefined).length };
    })
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  return best && best.score > 0 && (!second || second.score < best.score) ? best.option : undefined;
}

function fitsRoughly(store: SchemaStore, option: AnySchemaObject, value: unknown): boolean {
  if (option.oneOf || option.anyOf) {
    return ((option.oneOf ?? option.anyOf) as AnySchemaObject[]).some((o) =>
      fitsRoughly(store, store.resolve(o), value),
    );
  }
  const type = option.type as string | undefined;
  const actual = Array.isArray(value) ? "array" : value === null ? "null" : typeof value;
  if (type && type !== actual && !(type === "integer" && actual === "number")) return false;
  // a shape picked by a field's fixed value (card-grid's "variant") is not the one meant when that field says otherwise
  if (
    actual === "object" &&
    Object.entries(tagsOf(option)).some(
      ([key, tag]) => key in (value as object) && (value as Record<string, unknown>)[key] !== tag,
    )
  ) {
    return false;
  }
  if (actual === "object" && Array.isArray(option.required)) {
    return (option.required as string[]).every((key) => key in (value as object));
  }
  return true;
}

/** The fields of an object shape that have one fixed value ("const"), by name. */
function tagsOf(option: AnySchemaObject): Record<string, unknown> {
  const properties = (option.properties ?? {}) as Record<string, AnySchemaObject>;
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, p]) => p && typeof p === "object" && "const" in p)
      .map(([k, p]) => [k, p.const]),
  );
}

/**
 * When every shape is picked by the fixed value of one field and the value's field has none of them
 * (`"variant": "agnet"`), that field and the values it may take.
 */
function unmatchedTag(options: AnySchemaObject[], value: unknown): { key: string; values: unknown[] } | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value) || options.length < 2) return undefined;
  const tags = options.map(tagsOf);
  for (const key of Object.keys(tags[0])) {
    const values = [...new Set(tags.map((t) => t[key]))];
    if (!tags.every((t) => key in t) || values.length !== options.length) continue;
    if (key in value && !values.includes((value as Record<string, unknown>)[key])) return { key, values };
  }
  return undefined;
}

function explainOne(store: SchemaStore, error: ErrorObject, value: unknown): Issue | undefined {
  const where = fieldPath(error.instancePath);
  const parent = (error.parentSchema ?? {}) as AnySchemaObject;
  const p = error.params as Record<string, unknown>;
  const at = (
    code: DiagnosticCode,
    message: string,
    hint?: string,
    pointer = error.instancePath,
    position: Issue["at"] = "value",
  ): Issue => ({
    code,
    pointer,
    at: position,
    message,
    hint,
  });
  switch (error.keyword) {
    case "discriminator": {
      const known = store.blockTypes();
      const list = `Known block types: ${known.join(", ")}.`;
      if (p.error === "tag" && (value as Record<string, unknown> | undefined)?.type === undefined) {
        return at(
          "missing-block-type",
          `${where}: this block has no "type".`,
          `Add "type" with one of the block types. ${list}`,
        );
      }
      const tag = (value as Record<string, unknown>)?.type;
      if (typeof tag !== "string") {
        return at(
          "wrong-type",
          `${where}.type: the block type must be text, found ${describeFound(tag)}.`,
          list,
          `${error.instancePath}/type`,
        );
      }
      // a block of the site's own, left out for a problem said in its file
      const refused = store.refusedSiteBlocks.get(tag);
      if (refused !== undefined)
        return {
          ...at(
            "unusable-site-block",
            `${where}.type: the site's block "${tag}" has a problem of its own (see ${refused}), so this block cannot be checked or shown.`,
            "Fix that file; the block is checked again then.",
            `${error.instancePath}/type`,
          ),
          cause: siteBlockCause(tag),
        };
      return at(
        "unknown-block-type",
        `${where}.type: unknown block type "${tag}".`,
        joinHint(didYouMean(tag, known) || didYouMeanByWord(tag, known), list),
        `${error.instancePath}/type`,
      );
    }
    case "required": {
      const missing = p.missingProperty as string;
      // a block without "type" is explained once, by the discriminator error
      if (missing === (parent.discriminator as { propertyName?: string } | undefined)?.propertyName) return undefined;
      const property = parent.properties?.[missing] ? store.resolve(parent.properties[missing]) : undefined;
      const sentence = property?.description ? firstSentence(property.description) : undefined;
      const example = property ? exampleOf(property) : undefined;
      const hint = example ? `Add it, for example: "${missing}": ${example}` : `Add "${missing}".`;
      return {
        ...at(
          "missing-field",
          `${where}: missing required field "${missing}"${sentence ? ` (${sentence})` : ""}.`,
          hint,
        ),
        missing: {
          field: missing,
          ...(sentence ? { about: sentence } : {}),
          ...(example ? { example: JSON.parse(example) as unknown } : {}),
        },
      };
    }
    case "additionalProperties": {
      const extra = p.additionalProperty as string;
      const allowed = Object.keys(parent.properties ?? {}).filter((k) => k !== "$schema");
      const suggestion = didYouMean(extra, allowed);
      const pointer = childPointer(error.instancePath, extra);
      return at(
        "unknown-field",
        `${fieldPath(pointer)}: unknown field "${extra}".${suggestion ? "" : " It is not allowed here."}`,
        joinHint(suggestion, `Allowed fields: ${allowed.join(", ")}.`),
        pointer,
        "key",
      );
    }
    case "type": {
      const expected = expectedType(p.type as string | string[]);
      let hint = "";
      if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value) && /number|integer/.test(String(p.type)))
        hint = " Remove the quotes.";
      else if (typeof value === "string" && /number|integer/.test(String(p.type))) {
        const amount = amountIn(value, p.type === "integer");
        if (amount) hint = ` Write ${amount.number}: a number, without ${amount.without}.`;
      }
      if (typeof value === "string" && (value === "true" || value === "false") && p.type === "boolean")
        hint = " Remove the quotes.";
      if ((typeof value === "number" || typeof value === "boolean") && p.type === "string")
        hint = " Put it in double quotes.";
      if (typeof value === "string" && p.type === "array") hint = ' Put it in a list: ["..."].';
      if (isRecord(value) && p.type === "array") return objectForList(error.instancePath, "wrong-type");
      if (typeof value === "number" && !Number.isFinite(value)) hint = " Write a smaller number.";
      if (error.instancePath === "" && p.type === "object")
        hint = ' A config file is one group of fields in { }, starting with "$schema".';
      return at("wrong-type", `${where}: expected ${expected} but found ${describeFound(value)}.`, joinHint(hint));
    }
    case "const":
      return at(
        "not-allowed-value",
        `${where}: must be ${JSON.stringify(p.allowedValue)}, found ${describeFound(value)}.`,
        // "5" where 5 is the value: right, written as text
        typeof value === "string" && typeof p.allowedValue !== "string" && String(p.allowedValue) === value
          ? "Remove the quotes."
          : undefined,
      );
    case "enum": {
      const values = p.allowedValues as unknown[];
      // "3" where 3 is allowed: the value is right, written as text; the fix is to drop the quotes
      const unquoted =
        typeof value === "string"
          ? values.find((v) => (typeof v === "number" || typeof v === "boolean") && String(v) === value)
          : undefined;
      if (typeof unquoted === "number" || typeof unquoted === "boolean") {
        const kind = typeof unquoted === "boolean" ? "boolean" : Number.isInteger(unquoted) ? "integer" : "number";
        return at(
          "wrong-type",
          `${where}: expected ${expectedType(kind)} but found ${describeFound(value)}.`,
          "Remove the quotes.",
        );
      }
      const allowed = values.map((v) => JSON.stringify(v));
      const suggestion = typeof value === "string" ? didYouMean(value, values.map(String)) : "";
      return at(
        "not-allowed-value",
        `${where}: ${describeFound(value)} is not one of the allowed values.`,
        joinHint(suggestion, `Use one of: ${allowed.join(", ")}.`),
      );
    }
    case "minLength":
      return p.limit === 1
        ? at(
            "empty-text",
            `${where}: must not be empty.`,
            "Write some text between the quotes, or remove the field if it is optional.",
          )
        : at("text-too-short", `${where}: is too short; write at least ${p.limit} characters.`);
    case "maxLength": {
      // counted in characters as ajv counts them (an emoji is one)
      const characters = [...String(value)];
      const limit = Number(p.limit);
      const before = characters.slice(Math.max(0, limit - 20), limit).join("");
      return at(
        "text-too-long",
        `${where}: is ${characters.length} characters long; at most ${limit} are allowed here.`,
        `Shorten it: everything after "${limit > 20 ? "…" : ""}${before}" is too much.`,
      );
    }
    case "minItems": {
      const found = (value as unknown[]).length;
      // an empty list: what an item looks like, from the list's own example
      const example = found === 0 ? exampleOf(parent) : undefined;
      const name = fieldName(error.instancePath);
      return at(
        "too-few-items",
        `${where}: needs at least ${p.limit} item${p.limit === 1 ? "" : "s"}, found ${found}.`,
        example
          ? `Add ${p.limit === 1 ? "one" : "them"}, for example: ${name ? `"${name}": ` : ""}${example}`
          : undefined,
      );
    }
    case "maxItems":
      return at(
        "too-many-items",
        `${where}: has ${(value as unknown[]).length} items; at most ${p.limit} are allowed.`,
      );
    case "minimum":
    case "exclusiveMinimum":
      return at(
        "number-too-small",
        `${where}: ${describeFound(value)} is too small; the smallest allowed is ${p.limit}.`,
      );
    case "maximum":
    case "exclusiveMaximum":
      return at(
        "number-too-large",
        `${where}: ${describeFound(value)} is too large; the largest allowed is ${p.limit}.`,
      );
    case "uniqueItems":
      return at(
        "duplicate-item",
        `${where}: items ${p.j} and ${p.i} are the same; each may appear only once.`,
        undefined,
        `${error.instancePath}/${p.i}`,
      );
    case "pattern": {
      if (p.pattern === blankPattern) {
        const what = /\/\d+$/.test(error.instancePath) ? "item" : "field";
        return at(
          "blank-text",
          `${where}: is blank:`,
          `write the text visitors should see, or remove the ${what} if it is optional.`,
        );
      }
      if (p.pattern === hexPattern.source && typeof value === "string")
        return at(
          "wrong-form",
          `${where}: ${describeFound(value)} is not a colour written #rrggbb.`,
          colourHint(value),
        );
      const filePath =
        parent["x-link"] === "file" && typeof value === "string"
          ? publicPathProblem(value, String(p.pattern))
          : undefined;
      if (filePath) return at("wrong-form", `${where}: ${filePath.message}`, filePath.hint);
      const address = typeof value === "string" ? addressWritten(value, String(p.pattern)) : undefined;
      if (address)
        return at(
          "wrong-form",
          `${where}: ${describeFound(value)} is not in the expected form.`,
          joinHint(parent.description ? `Expected: ${parent.description}` : "", address),
        );
      const mended = typeof value === "string" ? nameWritten(value, String(p.pattern)) : undefined;
      return at(
        "wrong-form",
        `${where}: ${describeFound(value)} is not in the expected form.`,
        joinHint(parent.description ? `Expected: ${parent.description}` : "", mended ? `Write "${mended}".` : ""),
      );
    }
    case "format": {
      if (p.format === "date") return dateIssue(where, value, (message, hint) => at("wrong-format", message, hint));
      const what =
        p.format === "email"
          ? "an e-mail address such as name@example.com"
          : "a full web address starting with https://";
      return at("wrong-format", `${where}: ${describeFound(value)} is not ${what}.`);
    }
    case "x-link":
      return at(
        (p as { code?: "address-without-scheme" }).code ?? "bad-link",
        `${where}: ${error.message}`,
        (p as { hint?: string }).hint,
      );
    case "x-markdown": {
      const q = p as { code: DiagnosticCode; hint?: string; line: number; column: number };
      return { ...at(q.code, `${where}: ${error.message}`, q.hint), inText: { line: q.line, column: q.column } };
    }
    case "x-icon":
      return at("unknown-icon", `${where}: ${error.message}`, (p as { hint?: string }).hint);
    case "x-slot": {
      const q = p as { type: string; except: string[] };
      const takes = store.blockTypes().filter((t) => !q.except.includes(t));
      return at(
        "block-not-allowed-here",
        `${where}: a "${q.type}" block cannot go in this list (it takes every block but ${q.except.map((t) => `"${t}"`).join(", ")}).`,
        `Move it out to the page's own blocks, or use one of the blocks this list takes: ${takes.join(", ")}.`,
      );
    }
    case "if":
    case "not":
    case "false schema":
      return undefined;
    default:
      return at("invalid-value", `${where}: ${error.message ?? "is not valid"}.`);
  }
}

/** How to write a colour as #rrggbb: the colour meant, when the text reads as one ("2f5d8a", "#36c", "dark blue"). */
function colourHint(text: string): string {
  const meant = [text, `#${text.trim()}`, text.replace(/\s+/g, "")].map(cssColorToHex).find((hex) => hex !== undefined);
  return meant
    ? `Write it "${meant}".`
    : 'Write "#" and six digits or letters a to f, for example "#0f766e" (a colour picker shows it).';
}

function firstSentence(text: string): string {
  return text.split(/\.(\s|$)/)[0];
}

function dedupe(issues: Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.pointer}\u0000${i.code}\u0000${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A "format": "date" value that is not YYYY-MM-DD: says so, with the value rewritten when it reads as one day
 * ("October 9, 2026" → "2026-10-09"), or that a day written YYYY-MM-DD is not in the calendar.
 */
function dateIssue(where: string, value: unknown, issue: (message: string, hint: string) => Issue): Issue {
  const text = typeof value === "string" ? value : "";
  const shaped = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (shaped && !calendarDate(Number(shaped[1]), Number(shaped[2]), Number(shaped[3])))
    return issue(
      `${where}: "${text}" is not a day of the calendar.`,
      "Check the month (01 to 12) and the day (the month's last day at most).",
    );
  const rewritten = rewrittenDate(text);
  const readings = rewritten ? [] : numericDateReadings(text);
  return issue(
    `${where}: ${describeFound(value)} is not a date written YYYY-MM-DD (year, month, day).`,
    rewritten
      ? `Write it "${rewritten}".`
      : readings.length === 1
        ? `Write it "${readings[0].date}".`
        : readings.length === 2
          ? `Write it "${readings[0].date}" (${readings[0].words}) or "${readings[1].date}" (${readings[1].words}), whichever is meant.`
          : 'Write the year, month and day with dashes, for example "2026-10-09".',
  );
}

const monthNames = "January February March April May June July August September October November December".split(" ");

/**
 * A day written with numbers, day or month first ("30/11/2026", "11/30/2026", "3.4.2026"): each day of the calendar
 * it can be, day first then month first; one when the two readings are the same day or only one is a day.
 */
function numericDateReadings(text: string): { date: string; words: string }[] {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return [];
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const readings = [
    { day: first, month: second },
    { day: second, month: first },
  ].flatMap(({ day, month }) => {
    const date = calendarDate(year, month, day);
    return date ? [{ date, words: `${day} ${monthNames[month - 1]}` }] : [];
  });
  return readings.filter((r, i) => readings.findIndex((o) => o.date === r.date) === i);
}
