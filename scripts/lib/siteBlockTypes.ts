import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";
import { compile, type JSONSchema } from "json-schema-to-typescript";
import { withBuilderRefs } from "../../src/engine/content/builderSchemaRefs";
import { schemasDir } from "../../src/engine/projectPaths";
import { componentName, type SiteBlockSchemaFile } from "../../src/engine/siteBlocks/readSiteBlocks";
import { typesFileOf, typesHeader } from "../../src/engine/siteBlocks/siteBlockTypesHeader";
import { looseObjectsOpen } from "./contentTypes";
import { siteTypeSchemas } from "./siteTypeSchemas";

/** The props type of a site block's component: "price-list" → "PriceListBlock". */
export const siteBlockTypeName = (type: string) => `${componentName(type)}Block`;

/**
 * The TypeScript types of a site's own block, compiled from its blocks/<type>/<type>.schema.json (the schema stays
 * the source of truth) and written beside it as <type>.d.ts: its component imports them
 * (`import type { PriceListBlock } from "./price-list"`), so reading a field the schema lacks fails the site's
 * type check.
 */
export async function siteBlockTypes(block: SiteBlockSchemaFile): Promise<{ file: string; content: string }> {
  // the builder's shapes (a picture, a link) are read from the builder's own schemas, wherever the site lies
  const schema = looseObjectsOpen(
    withBuilderRefs(block.schema as JSONSchema, pathToFileURL(schemasDir).href + "/") as JSONSchema,
  );
  const name = siteBlockTypeName(block.type);
  const body = await compile({ ...schema, $schema: undefined, title: name }, name, {
    bannerComment: "",
    additionalProperties: false,
    format: true,
    style: { singleQuote: false, printWidth: 120 },
    cwd: path.dirname(block.schemaFile),
  });
  return {
    file: typesFileOf(block.schemaFile, block.type),
    content: [
      // what it was written from, which validate compares with the schema (src/engine/siteBlocks/siteBlockTypesHeader.ts)
      typesHeader(block.type, block.schema),
      "",
      body.trim(),
      "",
    ].join("\n"),
  };
}

/**
 * For `upgrade`: writes anew, from this builder, the props type of each site block that has one (blocks/<type>/
 * <type>.d.ts), so an upgraded site's types note this builder and say nothing stale. A block without one yet is left
 * to `types` (validate says so); a schema that cannot be compiled is left to validate, which says where. Returns the
 * files written, relative to `site`.
 */
export async function rewriteSiteBlockTypes(site: string): Promise<string[]> {
  const written: string[] = [];
  for (const block of siteTypeSchemas(site).blocks) {
    const file = typesFileOf(block.schemaFile, block.type);
    if (!existsSync(file)) continue;
    let content: string;
    try {
      ({ content } = await siteBlockTypes(block));
    } catch {
      continue;
    }
    if (readFileSync(file, "utf8") === content) continue;
    writeFileSync(file, content);
    written.push(path.relative(site, file).split(path.sep).join("/"));
  }
  return written;
}
