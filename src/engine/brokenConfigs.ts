import type { ConfigFile } from "./configFiles.ts";
import type { Diagnostic } from "./diagnostic.ts";
import type { ConfigSet } from "./validateConfigDir.ts";
import { siteBlockCause, siteBlocksFolder, typePattern } from "./siteBlocks/readSiteBlocks.ts";

/**
 * A page or not-found config with problems: in the dev server only its own addresses show them. Or a file of a site
 * block (blocks/<type>/) that no page's block needs: its messages are in the terminal and the notice.
 */
export interface BrokenConfig {
  /** Display path of the file, as in its messages. */
  file: string;
  /**
   * The page's address ("/pricing"), or the section a not-found config answers for ("/", "/integrations/"), or the
   * site block whose file it is, when no page or not-found config uses that block.
   */
  at: { route: string } | { notFoundPrefix: string } | { unusedSiteBlock: string };
  diagnostics: Diagnostic[];
}

/**
 * Splits a config set with problems into what still renders and what does not, for the dev server:
 * a problem in a page or not-found config breaks only that config's addresses; the rest of the set (without
 * those files, and without messages) can be resolved and rendered. A problem in a site block's file
 * (blocks/<type>/, its schema or its script) breaks the pages that use that block, as docs/site-blocks.md says: each
 * such page already has a message of its own ("unusable-site-block"), and shows the block's messages before it (the
 * overlay then points at their cause); the other pages render. Returns undefined when a problem lies in a file every page depends on — site.json, a data
 * file, a section, a collection, a file in the wrong place, a missing site.json — since then no page can be
 * rendered faithfully.
 */
export function setAsideBrokenConfigs(
  set: ConfigSet,
  files: readonly ConfigFile[],
): { set: ConfigSet; broken: BrokenConfig[] } | undefined {
  const kindOf = new Map(files.map((f) => [f.display, f.what]));
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of set.diagnostics) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  const blockOf = siteBlockFileType(files);

  const broken: BrokenConfig[] = [];
  const blockFiles: { type: string; file: string; diagnostics: Diagnostic[] }[] = [];
  for (const [file, diagnostics] of byFile) {
    const what = kindOf.get(file);
    const blockType = what ? undefined : blockOf(file);
    if (what?.kind === "page") broken.push({ file, at: { route: what.route }, diagnostics });
    else if (what?.kind === "not-found") broken.push({ file, at: { notFoundPrefix: what.prefix }, diagnostics });
    else if (blockType !== undefined) blockFiles.push({ type: blockType, file, diagnostics });
    else return undefined;
  }
  // a site block's messages, shown by each page that uses the block (its block there cannot be shown)
  for (const block of blockFiles) {
    const cause = siteBlockCause(block.type);
    const users = broken.filter((b) =>
      b.diagnostics.some((d) => d.code === "unusable-site-block" && d.cause === cause),
    );
    for (const user of users) user.diagnostics = [...block.diagnostics, ...user.diagnostics];
    if (users.length === 0)
      broken.push({ file: block.file, at: { unusedSiteBlock: block.type }, diagnostics: block.diagnostics });
  }
  const isBroken = (entry: { file: string }) => byFile.has(entry.file);
  return {
    set: {
      ...set,
      diagnostics: [],
      pages: set.pages.filter((p) => !isBroken(p)),
      notFound: set.notFound.filter((n) => !isBroken(n)),
    },
    broken,
  };
}

/**
 * The addresses a broken config breaks, in words: "/pricing", "unknown addresses under /integrations/", "no page:
 * none uses the block "opening-hours"".
 */
export function brokenAddresses(broken: BrokenConfig): string {
  if ("route" in broken.at) return broken.at.route;
  if ("notFoundPrefix" in broken.at) return `unknown addresses under ${broken.at.notFoundPrefix}`;
  return `no page: none uses the block "${broken.at.unusedSiteBlock}"`;
}

/**
 * The dev server's words for where the set-aside problems show (src/engine/vitePagesConfig.ts): "only /menu shows
 * the error; other pages keep rendering with a notice".
 */
export function brokenReach(broken: readonly BrokenConfig[]): string {
  const shown = broken.filter((b) => !("unusedSiteBlock" in b.at));
  const unused = broken.length - shown.length;
  const none = `no page shows the error: no page uses ${unused === 1 ? "that block" : "those blocks"}; every page keeps rendering with a notice`;
  if (shown.length === 0) return none;
  return `only ${shown.map(brokenAddresses).join(", ")} ${shown.length === 1 ? "shows" : "show"} the error; other pages keep rendering with a notice`;
}

/**
 * The block type whose folder holds a file, by its display path: "bakery/blocks/price-list/price-list.schema.json"
 * → "price-list" when the site's configs show as "bakery/…"; undefined for any other file. The site's folder, as
 * messages show it, is found from its config files (their display path ends with their path inside it).
 */
function siteBlockFileType(files: readonly ConfigFile[]): (display: string) => string | undefined {
  const file = files.find((f) => f.display.endsWith(f.inside));
  if (!file) return () => undefined;
  const folder = file.display.slice(0, file.display.length - file.inside.length);
  return (display) => {
    if (!display.startsWith(`${folder}${siteBlocksFolder}/`)) return undefined;
    const parts = display.slice(folder.length).split("/");
    return parts.length === 3 && typePattern.test(parts[1]) ? parts[1] : undefined;
  };
}
