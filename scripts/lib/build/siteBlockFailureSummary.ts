import { walkBlocks } from "../../../src/engine/blocks/walkBlocks";

/**
 * The build's last line after a site block's component threw (the first page to fail is told on the line above):
 * how many pages show that block type, when more than that one, so the size of the damage is known before the fix.
 * `type` is the block's (scripts/lib/build/pageFailure.ts), `pages` the site's pages as resolved.
 */
export function siteBlockFailureSummary(
  type: string | undefined,
  pages: readonly { config: { blocks: readonly unknown[] } }[],
): string {
  let showing = 0;
  for (const page of type === undefined ? [] : pages) {
    let shows = false;
    walkBlocks(page.config.blocks, ({ block }) => {
      shows ||= block.type === type;
    });
    if (shows) showing++;
  }
  const scope = showing > 1 ? ` The "${type}" block is on ${showing} pages; the first to fail is told above.` : "";
  return `✖ build stopped: a site block failed to render.${scope} Fix it and build again.`;
}
