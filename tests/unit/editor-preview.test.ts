// The editor's preview gets its blocks from the build's resolve step: for a saved page they are exactly
// the blocks the build renders; unsaved site settings and invalid blocks are handled without a crash.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createPreviewResolver } from "../../src/editor/server/previewResolver";
import type { PreviewBlock, PreviewResponse } from "../../src/editor/shared/api";
import { loadResolved, repoRoot } from "./support/renderPage";

const configDir = path.join(repoRoot, "pages-config");
const schemasDir = path.join(repoRoot, "schemas");
const pageBlocks = (file: string) =>
  (JSON.parse(readFileSync(path.join(configDir, file), "utf8")) as { blocks: unknown[] }).blocks;
const built = loadResolved("pages-config");
const resolved = (response: PreviewResponse) =>
  response.blocks.map((entry) => ("block" in entry ? entry.block : entry));

describe("the preview's resolve step", async () => {
  it("gives every saved page the blocks the build resolves, collections and site facts included", async () => {
    const preview = createPreviewResolver({ configDir, schemasDir });
    for (const page of built.pages) {
      const blocks = pageBlocks(path.relative(configDir, path.resolve(repoRoot, page.file)));
      const response = await preview({ blocks: blocks.map((value) => ({ value })), drafts: {} });
      expect(resolved(response), page.route).toEqual(page.config.blocks);
    }
    const response = await preview({ blocks: [], drafts: {} });
    expect(response.site).toEqual(built.site);
    expect(response.year).toBe(built.year);
  });

  it("takes a block's list from the site's collection as the build does, and says so when there is no such collection", async () => {
    const preview = createPreviewResolver({ configDir, schemasDir });
    const written = JSON.parse(readFileSync(path.join(configDir, "collections/testimonials.json"), "utf8"));
    const response = await preview({
      blocks: [
        { value: { type: "testimonials", limit: 1, items: { collection: "testimonials" } } },
        { value: { type: "testimonials", items: { collection: "testimonial" } } },
      ],
      drafts: {},
    });
    const [taken, missing] = resolved(response) as unknown as [{ items: { id: string }[] }, { problem: string }];
    expect(taken.items.map((t) => t.id)).toEqual(written.items.map((t: { id: string }) => t.id));
    expect(missing.problem).toMatch(/no collection "testimonial"/);
  });

  it("answers unchanged blocks by id, and resolves them again when the site settings change", async () => {
    const preview = createPreviewResolver({ configDir, schemasDir });
    const hero = { type: "hero", title: "Meet {product}", actions: [{ label: "Start", href: "@signup" }] };
    const first = await preview({ blocks: [{ value: hero }], drafts: {} });
    const entry = first.blocks[0] as PreviewBlock & { block: { title: string; actions: Array<{ href: string }> } };
    expect(entry.block.title).toBe(`Meet ${built.site.productName}`);
    expect(entry.block.actions[0].href).toBe(built.site.links.signup);

    const again = await preview({ blocks: [{ same: entry.id }], drafts: {}, known: first.contextId });
    expect(again.blocks).toEqual([{ id: entry.id, same: true }]);
    expect(again.site).toBeUndefined();

    const site = JSON.parse(readFileSync(path.join(configDir, "site.json"), "utf8"));
    const renamed = await preview({
      blocks: [{ same: entry.id }],
      drafts: { "site.json": { ...site, productName: "Renamed" } },
      known: first.contextId,
    });
    expect(renamed.contextId).not.toBe(first.contextId);
    expect((renamed.blocks[0] as { block: { title: string } }).block.title).toBe("Meet Renamed");
    expect(renamed.site?.productName).toBe("Renamed");

    expect((await preview({ blocks: [{ same: "b-unknown" }], drafts: {} })).stale).toBe(true);
  });

  it("shows why a block or the site settings cannot be used yet, and keeps the last good settings", async () => {
    const preview = createPreviewResolver({ configDir, schemasDir });
    const broken = { type: "hero", title: "T", actions: [{ label: "Go", href: "@nowhere" }] };
    const response = await preview({ blocks: [{ value: broken }, { value: null }], drafts: {} });
    expect(response.blocks[0]).toMatchObject({ type: "hero", problem: expect.stringContaining("@nowhere") });
    expect(response.blocks[1]).toMatchObject({ problem: expect.any(String) });

    const site = JSON.parse(readFileSync(path.join(configDir, "site.json"), "utf8"));
    const halfTyped = { ...site, navigation: [{ label: "Pricing", href: "@pric" }] };
    const withProblem = await preview({ blocks: [], drafts: { "site.json": halfTyped } });
    expect(withProblem.siteProblem).toContain("@pric");
    expect(withProblem.site).toEqual(built.site);
  });
});
