import { createElement, useLayoutEffect, useRef, type RefObject } from "react";
import { createRoot, type Root } from "react-dom/client";
import { islandCache } from "../../islands/islandCache";
import { IslandRoot } from "../../islands/IslandRoot";
import { islandSystem } from "../../theme/islandSystem";
import { rendererOf } from "../../render/renderers";

let rootCount = 0;

/**
 * The islands (interactive blocks, such as forms) inside an element of the preview. BlockList leaves each an
 * empty element carrying its resolved props (data-props), exactly as on the built page; here each becomes
 * its own React root inside IslandRoot, the way the page's island loader makes it (src/islands/hydrateIsland.tsx),
 * but rendered rather than hydrated, since there is no pre-rendered HTML, and rendered again when its props
 * change. Runs after every commit of the component that calls it.
 */
export function useInlineIslands(container: RefObject<HTMLElement | null>): void {
  const mounted = useRef(new Map<HTMLElement, { root: Root; props: string }>());
  useLayoutEffect(() => {
    const seen = new Set<HTMLElement>();
    for (const element of container.current?.querySelectorAll<HTMLElement>("[data-island]") ?? []) {
      seen.add(element);
      const props = element.dataset.props ?? "{}";
      let island = mounted.current.get(element);
      if (island?.props === props) continue;
      const Renderer = rendererOf(element.dataset.block ?? "");
      if (!Renderer) continue;
      if (!island) {
        // ids unique on the page, like the build's i0-, i1-, … (blocks come and go while editing)
        island = { root: createRoot(element, { identifierPrefix: `p${++rootCount}-` }), props };
        mounted.current.set(element, island);
      }
      island.props = props;
      island.root.render(
        <IslandRoot system={islandSystem} cache={islandCache}>
          {createElement(Renderer, JSON.parse(props) as never)}
        </IslandRoot>,
      );
    }
    for (const [element, island] of mounted.current) {
      if (seen.has(element)) continue;
      mounted.current.delete(element);
      unmountLater(island.root);
    }
  });
  useLayoutEffect(() => {
    const islands = mounted.current;
    return () => {
      for (const island of islands.values()) unmountLater(island.root);
      islands.clear();
    };
  }, []);
}

/** A root cannot be unmounted while React is committing another one: after it. */
function unmountLater(root: Root): void {
  setTimeout(() => root.unmount());
}
