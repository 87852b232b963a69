import { Box } from "@chakra-ui/react";
import { memo, useLayoutEffect, useRef } from "react";
import { BlockList } from "../../render/BlockList";
import { UnknownBlock } from "../../blocks/UnknownBlock";
import type { SiteConfig } from "../../generated/config-types";
import { IslandSlots, IslandSlotsProvider } from "../../render/islandSlots";
import { SiteShell } from "../../shell/SiteShell";
import { SiteProvider } from "../../site/SiteContext";
import type { PreviewBand, PreviewBlock, PreviewResponse } from "../shared/api";
import { annotateTextFields, BLOCK_ATTRIBUTE } from "./annotate";

export interface PreviewPageProps {
  /** Resolved by the editor server with the build's resolve step (src/engine/resolve). */
  site: SiteConfig;
  year: number;
  blocks: readonly PreviewBlock[];
  /** The blocks as written (placeholders unfilled), for the map from shown texts to their fields. */
  written: readonly unknown[];
  /** A block whose count goes up is mounted afresh (after its text was edited in place, on its own DOM). */
  remounts: Readonly<Record<number, number>>;
  file: string;
  /** Header, banner and footer around the page, as src/root.tsx puts them. */
  shell: boolean;
  /** site.json's site-wide sections: right under the header and right above the footer, as src/routes/page.tsx puts them. */
  bands?: PreviewResponse["bands"];
}

/**
 * The one place where the editor turns a page into rendered blocks: the props are the build's resolved
 * blocks, rendered by the site's own BlockList and registry renderers (as src/root.tsx and
 * src/routes/page.tsx do), and interactive blocks (islands) become their own React roots inside IslandRoot,
 * as the built page's island loader makes them. When the site's way of rendering a page changes, only this
 * file follows.
 *
 * Each block goes through BlockList on its own and is re-rendered only when its resolved props changed
 * (the server keeps a block's id while its text is the same), so typing in one block of a long page renders
 * one block.
 */
export function PreviewPage({ site, year, blocks, written, remounts, file, shell, bands }: PreviewPageProps) {
  const own = blocks.map((entry, index) => (
    <OneBlock
      key={index}
      entry={entry}
      written={written[index]}
      remount={remounts[index] ?? 0}
      index={index}
      file={file}
    />
  ));
  const page = bands ? (
    <>
      {bands.afterHeader.map((band) => (
        <SiteBand key={band.path} band={band} />
      ))}
      {own}
      {bands.beforeFooter.map((band) => (
        <SiteBand key={band.path} band={band} />
      ))}
    </>
  ) : (
    own
  );
  return (
    <SiteProvider site={site}>
      {shell ? (
        <SiteShell year={year}>{page}</SiteShell>
      ) : (
        <Box as="main" id="main">
          {page}
        </Box>
      )}
    </SiteProvider>
  );
}

// the preview has no page HTML to fill: islands (forms) are rendered in place, live
const inlineIslands = new IslandSlots({ inline: true });

/**
 * One of site.json's site-wide sections, shown as the page will show it but not a block of this page: it has no
 * block index, so the preview's clicks, text edits and drops pass it by. Its file is named on hover.
 */
const SiteBand = memo(function SiteBand({ band }: { band: PreviewBand }) {
  const { path, entry } = band;
  const ref = "block" in entry ? String((entry.block as { ref?: unknown }).ref ?? "") : "";
  const index = Number(/\[(\d+)\]$/.exec(path)?.[1] ?? 0);
  const at = path.replace(/\[\d+\]$/, "");
  return (
    <div
      data-site-band={path}
      title={`Site-wide section sections/${ref}.json, shown on every page by site.json ${path}: edit it in its file.`}
      style={{ display: "contents" }}
    >
      {"block" in entry ? (
        <IslandSlotsProvider value={inlineIslands}>
          <BlockList blocks={[entry.block]} file="site.json" firstIndex={index} at={at} />
        </IslandSlotsProvider>
      ) : (
        <UnknownBlock type={entry.type} index={index} file="site.json" path={path} problem={entry.problem} />
      )}
    </div>
  );
});

interface OneBlockProps {
  entry: PreviewBlock;
  written: unknown;
  remount: number;
  index: number;
  file: string;
}

/**
 * One block, in a wrapper that names its index (data-editor-block) and has no box of its own. After each
 * render the block's texts are marked with the fields they come from (see annotate.ts): only for this block,
 * so typing in one block of a long page maps one block.
 */
const OneBlock = memo(function OneBlock({ entry, written, remount, index, file }: OneBlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  const retry = useRetryAfterError(entry, ref);
  useLayoutEffect(() => {
    if (ref.current && "block" in entry) annotateTextFields(ref.current, entry.block, written);
  });
  if (!("block" in entry)) {
    return (
      <div data-block={entry.type} {...{ [BLOCK_ATTRIBUTE]: index }}>
        <UnknownBlock type={entry.type} index={index} file={file} problem={entry.problem} />
      </div>
    );
  }
  return (
    // display: contents: the wrapper adds no box, the block's own element is laid out as on the built page
    <div ref={ref} style={{ display: "contents" }} key={`${retry}:${remount}`} {...{ [BLOCK_ATTRIBUTE]: index }}>
      <IslandSlotsProvider value={inlineIslands}>
        <BlockList blocks={[entry.block]} file={file} firstIndex={index} />
      </IslandSlotsProvider>
    </div>
  );
});

/**
 * While a field is half-typed a block may fail to render, and its error boundary then keeps showing the
 * failure. When the block changes after such a failure, it is mounted afresh (a new key).
 */
function useRetryAfterError(entry: PreviewBlock, ref: React.RefObject<HTMLDivElement | null>): number {
  const state = useRef({ entry, key: 0, failed: false });
  if (state.current.entry !== entry) {
    if (state.current.failed) state.current.key++;
    state.current.entry = entry;
  }
  useLayoutEffect(() => {
    state.current.failed = ref.current?.querySelector('[role="alert"]') != null;
  });
  return state.current.key;
}
