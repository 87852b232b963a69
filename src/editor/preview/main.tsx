// first: the site's own blocks, previewed like the builder's
import "../../blocks/siteBlocksFromVite";
import { Box, ChakraProvider, Text } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import type { Block, SiteConfig } from "../../generated/config-types";
import { loadRenderer } from "../../render/renderers";
import { allBlocks } from "../../engine/blocks/walkBlocks";
import { emotionCacheOptions } from "../../theme/emotionOptions";
import { neutralTheme, siteSystem } from "../../theme/system";
import type { PreviewBand, PreviewBlock, PreviewRequest, PreviewResponse } from "../shared/api";
import { otherLoopbackOrigin } from "../shared/previewOrigin";
import { blockBox } from "./annotate";
import { Canvas } from "./Canvas";
import { ProblemMarkers } from "./ProblemMarkers";
import type { PreviewMessage, PreviewReply, ToPreview } from "./messages";
import { PreviewPage } from "./PreviewPage";

// the editor is this server under its other loopback name (see shared/previewOrigin.ts)
const editorOrigin = otherLoopbackOrigin(location.origin);
const reply = (message: PreviewReply) => window.parent.postMessage(message, editorOrigin);

interface Shown {
  message: PreviewMessage;
  site: SiteConfig;
  year: number;
  siteProblem?: string;
  blocks: PreviewBlock[];
  /** The blocks as the editor sent them (placeholders unfilled). */
  written: readonly Block[];
  /** site.json's site-wide sections around the page, when the editor asked for them. */
  bands?: PreviewResponse["bands"];
}

/**
 * Asks the editor server (this frame's own origin) to resolve the page with the build's resolve step, one
 * request at a time: while one is under way, only the newest page waits. Blocks that did not change are
 * named by the id the server answered them with last time, and keep their objects, so only changed blocks
 * are sent, resolved and rendered again.
 */
function createResolver(show: (shown: Shown) => void, fail: (problem: string) => void) {
  let blocks: Block[] = []; // the page as the editor's messages made it (they carry only changed blocks)
  let pending: PreviewMessage | undefined;
  let busy = false;
  let last: { blocks: readonly Block[]; shown: Shown; contextId: string } | undefined;

  const ask = async (request: PreviewRequest): Promise<PreviewResponse> => {
    const answer = await fetch("/api/preview", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
    const response = (await answer.json()) as PreviewResponse & { error?: string };
    if (!answer.ok) throw new Error(response.error ?? `the editor server answered ${answer.status}`);
    return response;
  };

  const run = async () => {
    if (busy || !pending) return;
    const message = pending;
    const page = blocks;
    pending = undefined;
    busy = true;
    try {
      const before = last;
      const same = (block: Block, i: number) =>
        before && before.blocks[i] === block ? before.shown.blocks[i]?.id : undefined;
      const request = (named: boolean): PreviewRequest => ({
        blocks: page.map((block, i) => {
          const id = named ? same(block, i) : undefined;
          return id ? { same: id } : { value: block };
        }),
        drafts: message.drafts,
        known: named ? before?.contextId : undefined,
        route: message.route,
        ...(message.bands ? { bands: message.bands } : {}),
      });
      let response = await ask(request(true));
      if (response.stale) response = await ask(request(false));
      const answered = response.blocks.map((entry, i): PreviewBlock =>
        "same" in entry ? before!.shown.blocks[i] : entry,
      );
      // a site-wide section keeps its object while the server answers the same id: it is not rendered again
      const bandsBefore = new Map(
        [...(before?.shown.bands?.afterHeader ?? []), ...(before?.shown.bands?.beforeFooter ?? [])].map((band) => [
          `${band.path} ${band.entry.id}`,
          band,
        ]),
      );
      const kept = (list: PreviewBand[]) =>
        list.map((band) => bandsBefore.get(`${band.path} ${band.entry.id}`) ?? band);
      const bands = response.bands && {
        afterHeader: kept(response.bands.afterHeader),
        beforeFooter: kept(response.bands.beforeFooter),
      };
      const bandEntries = bands ? [...bands.afterHeader, ...bands.beforeFooter].map((band) => band.entry) : [];
      // every block's renderer, those inside columns, groups and linked sections too (walkBlocks finds them)
      await Promise.all(
        [...answered, ...bandEntries].flatMap((entry) =>
          "block" in entry ? allBlocks([entry.block]).map(({ block }) => loadRenderer(String(block.type))) : [],
        ),
      );
      const site = response.site ?? (before?.contextId === response.contextId ? before.shown.site : undefined);
      if (!site) {
        fail(response.siteProblem ?? "The site settings cannot be read.");
        return;
      }
      const shown = {
        message,
        site,
        year: response.year,
        siteProblem: response.siteProblem,
        blocks: answered,
        written: page,
        bands,
      };
      last = { blocks: page, shown, contextId: response.contextId };
      show(shown);
    } catch (error) {
      fail(`The preview could not be updated: ${(error as Error).message}`);
    } finally {
      busy = false;
      void run();
    }
  };

  return (message: PreviewMessage) => {
    // null: the block the previous message had at that place
    blocks = message.blocks.map((block, i) => block ?? blocks[i]);
    pending = message;
    void run();
  };
}

function Preview() {
  const [shown, setShown] = useState<Shown>();
  const [problem, setProblem] = useState<string>();
  // blocks whose text was edited in place are mounted afresh: at once, or with the next page (the edited one)
  const [remounts, setRemounts] = useState<Record<number, number>>({});
  const withNextPage = useRef(new Set<number>());
  const bump = (before: Record<number, number>, indexes: Iterable<number>) => {
    const next = { ...before };
    for (const index of indexes) next[index] = (next[index] ?? 0) + 1;
    return next;
  };
  const remount = useCallback((index: number, later: boolean) => {
    if (later) withNextPage.current.add(index);
    else setRemounts((before) => bump(before, [index]));
  }, []);
  useEffect(() => {
    const resolve = createResolver(
      // a transition: typing in the editor never waits for the preview
      (next) =>
        startTransition(() => {
          setShown(next);
          setProblem(undefined);
          if (withNextPage.current.size === 0) return;
          const indexes = [...withNextPage.current];
          withNextPage.current.clear();
          setRemounts((before) => bump(before, indexes));
        }),
      (text) => setProblem(text),
    );
    const onMessage = (event: MessageEvent<ToPreview>) => {
      if (event.origin !== editorOrigin || event.data?.kind !== "render") return;
      resolve(event.data);
    };
    window.addEventListener("message", onMessage);
    reply({ kind: "ready" });
    return () => window.removeEventListener("message", onMessage);
  }, []);
  const selected = shown?.message.selected;
  useLayoutEffect(() => {
    if (selected === undefined) return;
    // the page's own block of that index (not a site-wide band's, nor a block inside a block)
    blockBox(selected)?.scrollIntoView({ block: "nearest" });
  }, [selected]);
  const notice = problem ?? shown?.siteProblem;
  // the site's own theme, as on the built pages
  return (
    <ChakraProvider value={siteSystem(shown?.site.theme ?? neutralTheme)}>
      {notice && (
        <Box
          role="status"
          position="sticky"
          top={0}
          zIndex={10}
          bg="orange.100"
          color="orange.900"
          px={3}
          py={2}
          fontSize="sm"
        >
          <Text>{notice}</Text>
        </Box>
      )}
      {shown && (
        <MemoryRouter key={shown.message.route} initialEntries={[shown.message.route]}>
          <PreviewPage
            site={shown.site}
            year={shown.year}
            blocks={shown.blocks}
            bands={shown.bands}
            written={shown.written}
            remounts={remounts}
            file={shown.message.file}
            shell={shown.message.shell}
          />
        </MemoryRouter>
      )}
      {shown && !shown.message.editable && shown.message.problems && (
        <ProblemMarkers problems={shown.message.problems} rendered={shown} />
      )}
      {shown?.message.editable && (
        <Canvas
          editorOrigin={editorOrigin}
          selected={selected}
          problems={shown.message.problems ?? noProblems}
          written={shown.written}
          rendered={shown}
          reply={reply}
          remount={remount}
        />
      )}
    </ChakraProvider>
  );
}

const noProblems = {};

// Links in the preview never leave it, and its forms send nothing: the editor stays where it is.
document.addEventListener("click", (event) => {
  if ((event.target as Element | null)?.closest?.("a[href]")) event.preventDefault();
});
window.addEventListener(
  "submit",
  (event) => {
    event.preventDefault();
    event.stopPropagation();
  },
  true,
);

// the build's emotion set-up (src/theme/emotionOptions.ts), so the CSS is the built page's
const cache = createCache(emotionCacheOptions);
createRoot(document.getElementById("root")!).render(
  <CacheProvider value={cache}>
    <Preview />
  </CacheProvider>,
);
