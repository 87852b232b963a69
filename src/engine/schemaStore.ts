import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import Ajv, { type AnySchemaObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { checkHref, type LinkUse } from "./links.ts";

/** In-memory base for schema ids, so relative "$ref"s resolve like file paths. */
export const SCHEMA_BASE = "https://schemas.config.invalid/";

export interface SchemaLocation {
  id: string;
  pointer: string;
}

/** All schemas of schemas/, compiled once, with helpers to walk them for messages. */
export class SchemaStore {
  readonly ajv: Ajv;
  private readonly where = new Map<object, SchemaLocation>();
  private readonly docs = new Map<string, AnySchemaObject>();
  /** Links met while validating the current file (filled by the x-link keyword). */
  linkUses: LinkUse[] = [];

  constructor(readonly schemasDir: string) {
    this.ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strictTypes: false });
    addFormats.default(this.ajv, ["uri", "email"]);
    this.ajv.addKeyword({
      keyword: "x-link",
      type: "string",
      schemaType: ["boolean", "string"],
      errors: true,
      validate: this.linkKeyword(),
    });
    for (const file of walkSchemas(schemasDir)) {
      const relative = path.relative(schemasDir, file).split(path.sep).join("/");
      const schema = JSON.parse(readFileSync(file, "utf8")) as AnySchemaObject;
      const id = SCHEMA_BASE + relative;
      this.docs.set(id, schema);
      this.index(schema, id, "");
      this.ajv.addSchema({ ...schema, $id: id, $schema: undefined }, id);
    }
  }

  private linkKeyword() {
    const store = this;
    const validate = function (
      mode: boolean | string,
      data: string,
      _parent: AnySchemaObject,
      cxt?: { instancePath: string },
    ): boolean {
      const instancePath = cxt?.instancePath ?? "";
      const problem = checkHref(data);
      if (problem) {
        validate.errors = [{ keyword: "x-link", message: problem, params: { href: data } }];
        return false;
      }
      // a value checked against several shapes (the branches of a oneOf) is one link, noted once
      if (!store.linkUses.some((use) => use.pointer === instancePath && use.href === data)) {
        store.linkUses.push({ href: data, pointer: instancePath, embed: mode === "embed", file: mode === "file" });
      }
      return true;
    } as ((...args: never[]) => boolean) & { errors?: unknown[] };
    return validate as never;
  }

  private index(node: unknown, id: string, pointer: string): void {
    if (!node || typeof node !== "object") return;
    if (!Array.isArray(node)) this.where.set(node, { id, pointer });
    for (const [key, child] of Object.entries(node)) {
      this.index(child, id, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
    }
  }

  validator(relative: string): ValidateFunction | undefined {
    return this.ajv.getSchema(SCHEMA_BASE + relative);
  }

  /** The links a value holds (the fields it passes through the x-link keyword), found by validating it against a schema. */
  linksIn(relative: string, value: unknown): LinkUse[] {
    this.linkUses = [];
    this.validator(relative)?.(value);
    const links = this.linkUses;
    this.linkUses = [];
    return links;
  }

  has(relative: string): boolean {
    return this.docs.has(SCHEMA_BASE + relative);
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
      const next = pointer
        .split("/")
        .slice(1)
        .reduce<unknown>((n, key) => (n as Record<string, unknown> | undefined)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
      if (!next || typeof next !== "object") break;
      current = { ...(next as AnySchemaObject), description: current.description ?? (next as AnySchemaObject).description };
      this.where.set(current, this.where.get(next as object)!);
    }
    return current;
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

function walkSchemas(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walkSchemas(full) : name.endsWith(".schema.json") ? [full] : [];
    })
    .sort();
}
