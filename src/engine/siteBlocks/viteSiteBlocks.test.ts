import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../projectPaths.ts";
import type { SiteBlock, SiteBlocks } from "./readSiteBlocks.ts";
import {
  browserNeedsSource,
  settledSiteBlocks,
  siteBlocksModule,
  siteBlocksPlugin,
  chakraForSiteBlocksSource,
} from "./viteSiteBlocks.ts";

const builtIn = JSON.stringify(path.join(repoRoot, "src/blocks/browserNeeds.ts"));
const block = (type: string, wakeUp?: "load" | "visible", kind: "script" | "island" = "script"): SiteBlock => ({
  type,
  schema: {},
  schemaFile: `/site/blocks/${type}/${type}.schema.json`,
  componentFile: `/site/blocks/${type}/${type}.tsx`,
  schemaDisplay: `blocks/${type}/${type}.schema.json`,
  ...(wakeUp
    ? {
        script: {
          kind,
          file: `/site/blocks/${type}/${type}.${kind === "script" ? "script.ts" : "island.tsx"}`,
          wakeUp,
        },
      }
    : {}),
});

describe("the island loader's map (virtual:browser-needs)", () => {
  it("is the builder's own, re-exported as it is, for a site without site block scripts", () => {
    const expected = `export { browserNeedsOf } from ${builtIn};\n`;
    expect(browserNeedsSource([])).toBe(expected);
    expect(browserNeedsSource([block("price-list")])).toBe(expected);
  });

  it("adds each site block script, loaded only when its block wakes, the builder's types first", () => {
    const source = browserNeedsSource([block("price-list"), block("daily-special", "visible"), block("map", "load")]);
    expect(source).toContain(`import { browserNeedsOf as builtInNeedsOf } from ${builtIn};`);
    expect(source).toContain(
      `"daily-special": { script: "visible", module: () => import("/site/blocks/daily-special/daily-special.script.ts") },`,
    );
    expect(source).toContain(`"map": { script: "load", module: () => import("/site/blocks/map/map.script.ts") },`);
    expect(source).not.toContain("price-list");
    // an island is hydrated, as the builder's form is
    expect(browserNeedsSource([block("tasting", "visible", "island")])).toContain(
      `"tasting": { island: "visible", hydrate: () => import("/site/blocks/tasting/tasting.island.tsx") },`,
    );
    expect(source).toContain("builtInNeedsOf(type) ?? (Object.hasOwn(site, type) ? site[type] : undefined)");
  });

  it("answers like the builder's map, for its types and the site's", async () => {
    const source = browserNeedsSource([block("daily-special", "visible")]).replace(
      /^import .*$/m,
      "const builtInNeedsOf = (type) => (type === 'stats' ? { script: 'visible', module: 'countUp' } : undefined);",
    );
    const { browserNeedsOf } = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      browserNeedsOf: (type: string) => { script: string } | undefined;
    };
    expect(browserNeedsOf("stats")?.script).toBe("visible");
    expect(browserNeedsOf("daily-special")?.script).toBe("visible");
    expect(browserNeedsOf("price-list")).toBeUndefined();
    expect(browserNeedsOf("toString")).toBeUndefined();
  });
});

describe("the site's block components (virtual:site-blocks)", () => {
  it("names each component's file inside the site's folder, whatever folder the code is compiled in", async () => {
    // compiled in the builder's folder (the dev server, the build's code bundle): the file is shown from where the
    // command was started when a message names it (projectPaths' shownSiteFile), never from the builder's folder
    const site = path.join(repoRoot, "tests/fixtures/sites/bakery-menu");
    const plugin = siteBlocksPlugin(() => site);
    const load = plugin.load as (id: string) => Promise<string | undefined>;
    const source = (await load(`\0${siteBlocksModule}`))!;
    const component = JSON.stringify(path.join(site, "blocks/price-list/PriceList.tsx").split(path.sep).join("/"));
    expect(source).toContain(
      `"price-list": { render: () => import(${component}), file: "blocks/price-list/PriceList.tsx" },`,
    );
  });
});

describe("a saved file of the site's own code, in the dev server", () => {
  const site = path.join(repoRoot, "tests/fixtures/sites/bakery-menu");
  const component = path.join(site, "blocks/price-list/PriceList.tsx");
  /** The plugin's hotUpdate for one environment; what it sent the browser's pages. */
  const saved = (environment: "ssr" | "client", file: string, modules: unknown[]) => {
    const sent: unknown[] = [];
    const server = { environments: { client: { hot: { send: (payload: unknown) => sent.push(payload) } } } };
    const hotUpdate = siteBlocksPlugin(() => site).hotUpdate as (
      this: { environment: { name: string } },
      options: { file: string; modules: unknown[]; server: unknown },
    ) => void;
    hotUpdate.call({ environment: { name: environment } }, { file, modules, server });
    return sent;
  };

  it("reloads the open pages when the server renders with it (its HTML is made there, not in the browser)", () => {
    expect(saved("ssr", component, [{ id: component }])).toEqual([{ type: "full-reload", path: "*" }]);
  });

  it("leaves the rest to Vite: the browser's own modules, a file no render loaded, a file outside the site", () => {
    expect(saved("client", component, [{ id: component }])).toEqual([]);
    expect(saved("ssr", path.join(site, "blocks/price-list/notes.txt"), [])).toEqual([]);
    const builders = path.join(repoRoot, "src/blocks/hero/Hero.tsx");
    expect(saved("ssr", builders, [{ id: builders }])).toEqual([]);
  });
});

describe("the map of the site's blocks, in the dev server", () => {
  const site = path.join(repoRoot, "tests/fixtures/sites/bakery-menu");
  /** The plugin's watcher listeners on a stand-in server; what each file event invalidated and sent. */
  function served() {
    const listeners: Record<string, ((file: string) => void)[]> = {};
    const invalidated: string[] = [];
    const sent: unknown[] = [];
    const graph = {
      getModuleById: (id: string) => ({ id }),
      invalidateModule: (module: { id: string }) => invalidated.push(module.id),
    };
    const server = {
      environments: { ssr: { moduleGraph: graph } },
      watcher: {
        add: () => {},
        on: (event: string, listener: (file: string) => void) => (listeners[event] ??= []).push(listener),
      },
      ws: { send: (payload: unknown) => sent.push(payload) },
    };
    (siteBlocksPlugin(() => site).configureServer as (server: unknown) => void)(server);
    const event = (name: string, file: string) => {
      invalidated.length = 0;
      sent.length = 0;
      for (const listener of listeners[name] ?? []) listener(file);
      return { invalidated: [...invalidated], sent: [...sent] };
    };
    return event;
  }
  const made = {
    invalidated: [`\0${siteBlocksModule}`, "\0virtual:browser-needs"],
    sent: [{ type: "full-reload", path: "*" }],
  };

  it("is made again when a block's component is saved: a map made while the save was half-written stays not", () => {
    const event = served();
    expect(event("change", path.join(site, "blocks/price-list/PriceList.tsx"))).toEqual(made);
    expect(event("change", path.join(site, "blocks/price-list/words.ts"))).toEqual(made);
  });

  it("is made again as before when a block is added or removed, or a script saved; not for a file outside blocks/", () => {
    const event = served();
    expect(event("add", path.join(site, "blocks/opening-hours/OpeningHours.tsx"))).toEqual(made);
    expect(event("unlink", path.join(site, "blocks/price-list/price-list.script.ts"))).toEqual(made);
    expect(event("change", path.join(site, "blocks/price-list/price-list.script.ts"))).toEqual(made);
    expect(event("change", path.join(site, "pages/menu.json"))).toEqual({ invalidated: [], sent: [] });
    // what `types` writes for the editor is not what the map is made from
    expect(event("change", path.join(site, "blocks/.schemas/page.schema.json"))).toEqual({ invalidated: [], sent: [] });
  });
});

describe("the site's blocks as the dev server's map reads them", () => {
  const read = (hash: string, refused: string[]): SiteBlocks => ({
    blocks: refused.length ? [] : [block("price-list")],
    problems: [],
    refused: refused.map((type) => ({ type, file: `blocks/${type}/${type}.schema.json` })),
    schemas: [],
    hash,
  });
  /** settledSiteBlocks over the reads given in turn (the last again once they run out), and how many it made. */
  const settled = async (reads: SiteBlocks[]) => {
    let made = 0;
    const found = await settledSiteBlocks(
      () => reads[Math.min(made++, reads.length - 1)],
      async () => {},
    );
    return { found, made };
  };

  it("reads a component again once its save is written: read half-saved, its block was left out for good", async () => {
    const { found, made } = await settled([read("emptied", ["price-list"]), read("saved", [])]);
    expect(found.blocks.map((b) => b.type)).toEqual(["price-list"]);
    expect(made).toBe(2);
  });

  it("reads once when no block is left out, and leaves out a block that stays wrong after one more read", async () => {
    expect(await settled([read("a", [])])).toMatchObject({ made: 1 });
    const wrong = await settled([read("b", ["price-list"])]);
    expect(wrong.made).toBe(2);
    expect(wrong.found.refused.map((r) => r.type)).toEqual(["price-list"]);
    // a folder that keeps changing is read at most six times
    const changing = Array.from({ length: 10 }, (_, i) => read(`c${i}`, ["price-list"]));
    expect((await settled(changing)).made).toBe(6);
  });
});

describe("a site folder reached through a symbolic link (macOS's /tmp, a linked project folder)", () => {
  // Vite names a module by its real path; the site's folder is the path it was given
  const site = path.join(repoRoot, "tests/fixtures/sites/bakery-menu");
  const links = mkdtempSync(path.join(os.tmpdir(), "linked-site-"));
  afterAll(() => rmSync(links, { recursive: true, force: true }));
  const linked = path.join(links, "bakery");
  symlinkSync(site, linked);
  const component = path.join(site, "blocks/price-list/PriceList.tsx");

  it("gives a component's packages from the builder when the site has none of its own", async () => {
    const asked: string[] = [];
    const context = {
      resolve: (id: string, importer: string) => {
        asked.push(importer);
        return Promise.resolve(importer === component ? null : { id: `/builder/${id}` });
      },
    };
    const resolveId = siteBlocksPlugin(() => linked).resolveId as (
      this: typeof context,
      id: string,
      importer: string | undefined,
      options: object,
    ) => Promise<unknown>;
    expect(await resolveId.call(context, "@chakra-ui/react", component, {})).toEqual({
      id: "/builder/@chakra-ui/react",
    });
    expect(asked).toEqual([component, path.join(repoRoot, "src/forSiteBlocks.ts")]);
    // a module of the builder's own is left to Vite (what stays the same)
    expect(await resolveId.call(context, "react", path.join(repoRoot, "src/blocks/hero/Hero.tsx"), {})).toBeUndefined();
  });

  it("reloads the open pages when a component is saved", () => {
    const sent: unknown[] = [];
    const server = { environments: { client: { hot: { send: (payload: unknown) => sent.push(payload) } } } };
    const hotUpdate = siteBlocksPlugin(() => linked).hotUpdate as (
      this: { environment: { name: string } },
      options: { file: string; modules: unknown[]; server: unknown },
    ) => void;
    hotUpdate.call({ environment: { name: "ssr" } }, { file: component, modules: [{ id: component }], server });
    expect(sent).toEqual([{ type: "full-reload", path: "*" }]);
  });
});

describe("virtual:chakra-for-site-blocks", () => {
  it("re-exports Chakra's root entry by name, but its default system", () => {
    const source = chakraForSiteBlocksSource(["Box", "defaultSystem", "createSystem"]);
    expect(source).toBe('export {\n  Box,\n  createSystem,\n} from "@chakra-ui/react";\n');
  });
});
