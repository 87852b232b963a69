import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../projectPaths.ts";
import type { SiteBlock } from "./readSiteBlocks.ts";
import { browserNeedsSource } from "./viteSiteBlocks.ts";

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
