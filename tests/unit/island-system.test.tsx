// The browser hydrates islands with a smaller Chakra system (src/theme/islandSystem.ts) than the build renders
// them with (src/theme/system.ts). Class names are hashes of the CSS, so the two must give every island the same
// markup, or hydration would not match the page. Checked on every island block of every page config.
import createCache from "@emotion/cache";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { definitionOf } from "../../src/blocks/registry";
import { IslandRoot } from "../../src/islands/IslandRoot";
import { emotionCacheOptions } from "../../src/theme/emotionOptions";
import { islandSystem } from "../../src/theme/islandSystem";
import { system } from "../../src/theme/system";
import { loadResolved } from "./support/renderPage";

const site = loadResolved("pages-config");
const islands = site.pages.flatMap((page) =>
  page.config.blocks
    .filter((block) => {
      const browser = definitionOf(block.type)?.browser;
      return browser !== undefined && "island" in browser;
    })
    .map((block, i) => ({ name: `${page.route} ${block.type} #${i + 1}`, block })),
);

async function render(block: (typeof islands)[number]["block"], which: typeof system) {
  const Renderer = (await definitionOf(block.type)!.render()).default as ComponentType<object>;
  const cache = createCache(emotionCacheOptions);
  cache.compat = true;
  return renderToString(
    <IslandRoot system={which} cache={cache}>
      {createElement(Renderer, block as object)}
    </IslandRoot>,
    {
      identifierPrefix: "i-",
    },
  );
}

describe("island system", () => {
  it("there are islands to check", () => expect(islands.length).toBeGreaterThan(0));
  it.each(islands)("$name: the same markup and class names with the browser's system", async ({ block }) => {
    expect(await render(block, islandSystem)).toBe(await render(block, system));
  });
});
