import { ChakraProvider } from "@chakra-ui/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { blockTypes, type SiteConfig } from "../../generated/config-types.ts";
import { IslandSlots, IslandSlotsProvider } from "../../render/islandSlots.tsx";
import { loadRenderer } from "../../render/renderers.ts";
import { SiteProvider } from "../../site/SiteContext.tsx";
import { siteSystem } from "../../theme/system.ts";
import { createPreviewResolver } from "../server/previewResolver.ts";
import type { PreviewBlock } from "../shared/api.ts";
import { readSiteBlocks, type SiteBlock } from "../../engine/siteBlocks/readSiteBlocks.ts";

/** One example of a block schema: its JSON as written, and the block resolved for its renderer or why it cannot be shown. */
export interface GalleryExample {
  /** The example pretty-printed, as a person copies it into a page config. */
  json: string;
  preview: PreviewBlock;
}

export interface GalleryBlockType {
  type: string;
  /** The schema's description: what the block is for, in plain words. */
  description: string;
  /** Where the examples come from (schemas/blocks/<type>.schema.json). */
  schemaFile: string;
  examples: GalleryExample[];
  /** Why the type has no examples to show (no schema file, or no examples in it). */
  problem?: string;
}

export interface GalleryData {
  /** The site settings the examples were resolved with; absent when site.json or a data file cannot be used. */
  site?: SiteConfig;
  year: number;
  siteProblem?: string;
  types: GalleryBlockType[];
}

/**
 * Every block type's schema examples, resolved by the editor preview's resolver (the build's resolve step:
 * placeholders, links, collection items, site facts), then each rendered once on its own so an example whose
 * renderer throws is shown as a message instead of breaking the whole gallery.
 */
export async function galleryData(folders: { configDir: string; schemasDir: string }): Promise<GalleryData> {
  const types = [
    ...blockTypes.map((type) => readExamples(folders.schemasDir, type)),
    // the site's own blocks (blocks/<type>/), from their schemas' examples
    ...readSiteBlocks(folders.configDir, blockTypes).blocks.map(siteExamples),
  ];
  const values = types.flatMap((entry) => entry.values);
  const answer = await createPreviewResolver(folders)({ blocks: values.map((value) => ({ value })), drafts: {} });
  const resolved = answer.blocks.filter((entry): entry is PreviewBlock => !("same" in entry));
  let at = 0;
  const result: GalleryData = {
    site: answer.site,
    year: answer.year,
    siteProblem: answer.siteProblem,
    types: types.map(({ values: examples, ...entry }) => ({
      ...entry,
      examples: examples.map((value, i) => {
        const preview = resolved[at++] ?? {
          id: `${entry.type}-${i}`,
          type: entry.type,
          problem: answer.siteProblem ?? "It could not be resolved.",
        };
        return { json: JSON.stringify(value, null, 2), preview };
      }),
    })),
  };
  if (result.site) {
    for (const entry of result.types) {
      for (const example of entry.examples) example.preview = await renderCheck(example.preview, result.site);
    }
  }
  return result;
}

function readExamples(schemasDir: string, type: string): Omit<GalleryBlockType, "examples"> & { values: unknown[] } {
  const schemaFile = path.join("schemas", "blocks", `${type}.schema.json`);
  let schema: { description?: unknown; examples?: unknown };
  try {
    schema = JSON.parse(readFileSync(path.join(schemasDir, "blocks", `${type}.schema.json`), "utf8")) as typeof schema;
  } catch (error) {
    return {
      type,
      description: "",
      schemaFile,
      values: [],
      problem: `Its schema cannot be read: ${(error as Error).message}`,
    };
  }
  const values = Array.isArray(schema.examples) ? schema.examples : [];
  const description = typeof schema.description === "string" ? schema.description : "";
  return {
    type,
    description,
    schemaFile,
    values,
    problem: values.length === 0 ? `Its schema has no "examples".` : undefined,
  };
}

function siteExamples(block: SiteBlock): Omit<GalleryBlockType, "examples"> & { values: unknown[] } {
  const values = Array.isArray(block.schema.examples) ? (block.schema.examples as unknown[]) : [];
  return {
    type: block.type,
    description: typeof block.schema.description === "string" ? block.schema.description : "",
    schemaFile: block.schemaDisplay,
    values,
    problem: values.length === 0 ? `Its schema has no "examples".` : undefined,
  };
}

/** The example rendered alone (outside the page): a renderer that throws turns the example into its message. */
async function renderCheck(preview: PreviewBlock, site: SiteConfig): Promise<PreviewBlock> {
  if (!("block" in preview)) return preview;
  const type = String(preview.block.type);
  try {
    const Renderer = await loadRenderer(type);
    if (!Renderer)
      return { id: preview.id, type, problem: `No renderer is registered for "${type}" in src/blocks/registry.ts.` };
    renderToString(
      <ChakraProvider value={siteSystem(site.theme)}>
        <SiteProvider site={site}>
          <IslandSlotsProvider value={new IslandSlots({ inline: true })}>
            {createElement(Renderer, preview.block)}
          </IslandSlotsProvider>
        </SiteProvider>
      </ChakraProvider>,
    );
    return preview;
  } catch (error) {
    return { id: preview.id, type, problem: `This example does not render: ${(error as Error).message}` };
  }
}
