// The block gallery shows a site's own blocks (blocks/<type>/) from their schema's examples, after the builder's,
// rendered by the site's component; the first site's gallery lists the builder's blocks only (BlockGallery.test.tsx).
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../tests/unit/support/renderPage";
import { registerSiteBlocks } from "../../blocks/siteBlocks";
import { blockTypes } from "../../generated/config-types";
import { galleryData } from "./galleryData.server";

const configDir = path.join(repoRoot, "tests/fixtures/sites/bakery-menu");
const folders = { configDir, schemasDir: path.join(repoRoot, "schemas") };
afterAll(() => registerSiteBlocks({}));

describe("block gallery of a site with blocks of its own", () => {
  it("lists the site's block after the builder's, its example resolved and rendered by its component", async () => {
    // as src/blocks/siteBlocksFromVite.ts does in the dev server
    registerSiteBlocks({
      "price-list": {
        render: () => import("../../../tests/fixtures/sites/bakery-menu/blocks/price-list/PriceList"),
        file: "blocks/price-list/PriceList.tsx",
      },
    });
    const data = await galleryData(folders);
    expect(data.types.map((t) => t.type)).toEqual([...blockTypes, "price-list"]);
    const entry = data.types.at(-1)!;
    expect(entry.schemaFile).toMatch(/blocks\/price-list\/price-list\.schema\.json$/);
    expect(entry.description).toBe("A menu or price list: items in sections, each with its price and dietary marks.");
    expect(entry.examples).toHaveLength(1);
    const preview = entry.examples[0].preview;
    expect("problem" in preview ? preview.problem : undefined).toBeUndefined();
    expect("block" in preview && preview.block.type).toBe("price-list");
  });
});
