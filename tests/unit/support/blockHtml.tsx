// What a block's test needs: its schema's examples, a render resolved against a site the way pages are, and
// the HTML read back as headings, links and text.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentType } from "react";
import { blockRegistry } from "../../../src/blocks/registry";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import type { ResolvedBlock } from "../../../src/engine/resolve/resolvedTypes";
import type { Block, BlockType } from "../../../src/generated/config-types";
import { loadResolved, renderPage, repoRoot, resolveForTest } from "./renderPage";

let firstSite: ResolvedConfigSet | undefined;
/** The repository's first site, resolved once: its links ("@signup") are what the schema examples name. */
export const exampleSite = () => (firstSite ??= loadResolved("pages-config"));

/** A config text as the example site shows it ("{product}" filled in). */
export const filled = (text: string) => text.replaceAll("{product}", exampleSite().site.productName);

/** The examples of a block type's schema (schemas/blocks/<type>.schema.json). */
export function schemaExamples<T extends Block>(type: T["type"]): T[] {
  const file = path.join(repoRoot, "schemas/blocks", `${type}.schema.json`);
  return (JSON.parse(readFileSync(file, "utf8")) as { examples?: T[] }).examples ?? [];
}

/** A block rendered by its registered renderer, resolved (placeholders, links, data) against `site`. */
export async function renderBlock(block: Block, site: ResolvedConfigSet = exampleSite()): Promise<string> {
  const Renderer = (await blockRegistry[block.type as BlockType].render()).default as ComponentType<ResolvedBlock>;
  return renderPage(<Renderer {...resolveForTest(block, site)} />, site.site);
}

/** Text of an HTML fragment, tags dropped, entities read, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The headings, in order, as "h2 Title". */
export function headings(html: string): string[] {
  return [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => `h${m[1]} ${textOf(m[2])}`);
}

/** The links, in order, as { href, text, target, rel }. */
export function links(html: string): { href: string; text: string; target?: string; rel?: string }[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(m[1])?.[1];
    return {
      href: (attr("href") ?? "").replace(/&amp;/g, "&"),
      text: textOf(m[2]),
      ...(attr("target") ? { target: attr("target") } : {}),
      ...(attr("rel") ? { rel: attr("rel") } : {}),
    };
  });
}
