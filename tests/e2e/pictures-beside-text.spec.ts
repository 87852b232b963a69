// Every block that places a picture beside its text, measured in Chromium at a phone's width and above: the hero
// with its picture at the side ("imagePlacement": "side", the default) and the team's photos beside each member's
// name; and pictures in the columns of a columns block, beside a column of text or each other. Above a phone's width
// the hero's text and picture share one row (as do columns), and every picture is drawn as wide as its `sizes` tells
// the browser (the width the browser picks a file for: a column's share of the row, src/engine/pictures). The photo site (tests/fixtures/sites/photos)
// is built with small photos: the layout does not depend on their size.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { repoRoot } from "../../src/engine/projectPaths";
import { writePhotoSitePhotos } from "../support/cameraPhotos";
import { buildAndServe } from "./builtSiteServer";
import { expect, gotoHydrated, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return box;
}

/** The width, in CSS pixels, that an <img>'s `sizes` gives at the page's current width (its first matching entry). */
function sizesWidth(img: Locator): Promise<number> {
  return img.evaluate((element) => {
    const sizes = (element as HTMLImageElement).sizes;
    const entries = sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
    for (const entry of entries) {
      const condition = entry.match(/^(\(.*?\))\s+(.+)$/);
      if (condition && !window.matchMedia(condition[1]).matches) continue;
      const length = condition ? condition[2] : entry;
      const probe = document.createElement("div");
      probe.style.cssText = `position:absolute;visibility:hidden;width:${length}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    }
    return Number.NaN;
  });
}

/** Side by side: the second starts right of the first and their rows overlap. */
function expectSideBySide(first: Box, second: Box) {
  expect(second.x).toBeGreaterThanOrEqual(first.x + first.width - 1);
  expect(second.y).toBeLessThan(first.y + first.height);
  expect(first.y).toBeLessThan(second.y + second.height);
}

/** A page of text beside a picture in columns (two thirds and one third), and three pictures in a row. */
const layoutsPage = {
  $schema: "../../schemas/page.schema.json",
  seo: {
    title: "Layouts With Pictures",
    description: "Text beside a picture, and three pictures in a row, each in a column of its own.",
  },
  blocks: [
    { type: "hero", title: "Pictures in Columns" },
    {
      type: "columns",
      title: "Text Beside a Picture",
      widths: [2, 1],
      columns: [
        {
          blocks: [
            { type: "markdown", text: "Our ovens are lit at four. By six the first loaves are on the shelves." },
          ],
        },
        { blocks: [{ type: "image", src: "/photos/gallery-1.jpg", alt: "Loaves cooling on a rack" }] },
      ],
    },
    {
      type: "columns",
      title: "Three in a Row",
      columns: [2, 3, 4].map((n) => ({
        blocks: [{ type: "image", src: `/photos/gallery-${n}.jpg`, alt: `Bread on the shelves, photo ${n}` }],
      })),
    },
  ],
};

test.describe("pictures beside text", () => {
  let workDir: string;
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    workDir = mkdtempSync(path.join(os.tmpdir(), "beside-text-e2e-"));
    const siteDir = path.join(workDir, "site");
    cpSync(path.join(repoRoot, "tests/fixtures/sites/photos"), siteDir, { recursive: true });
    await writePhotoSitePhotos(path.join(siteDir, "public"), { width: 1600, height: 1067 });
    writeFileSync(path.join(siteDir, "pages/layouts.json"), JSON.stringify(layoutsPage, null, 2));
    ({ server, base } = await buildAndServe(siteDir, path.join(workDir, "out")));
  });

  test.afterAll(() => {
    server?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  for (const width of [390, 768, 1024, 1440, 1920]) {
    test(`at ${width} px the hero's picture and the team's photos sit as drawn, as wide as their sizes say`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${base}/team`);
      const hero = page.locator("main section").first();
      const text = await boxOf(hero.getByRole("heading", { level: 1 }));
      const img = hero.locator("picture img");
      const picture = await boxOf(img);

      if (width < 768) {
        // a phone: the picture below the text, as wide as the text column
        expect(picture.y).toBeGreaterThanOrEqual(text.y + text.height);
      } else {
        expectSideBySide(text, picture);
      }
      // the browser picks the file for the width `sizes` says: the picture is drawn within 10 % of it
      const said = await sizesWidth(img);
      expect(Math.abs(picture.width - said) / said).toBeLessThanOrEqual(0.1);

      // every team member's photo beside their name, at every width, drawn at the avatar's 64 px
      const members = page.locator("[data-team-member]");
      expect(await members.count()).toBe(8);
      for (const member of await members.all()) {
        const photo = member.locator("picture img");
        const photoBox = await boxOf(photo);
        expectSideBySide(photoBox, await boxOf(member.getByRole("heading")));
        expect(Math.abs(photoBox.width - (await sizesWidth(photo)))).toBeLessThanOrEqual(1);
      }
    });

    test(`at ${width} px pictures in columns sit beside their text and each other, as wide as their sizes say`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${base}/layouts`);
      const [besideText, threeInARow] = await page
        .locator("main section")
        .filter({ has: page.locator("h2") })
        .all();
      const text = await boxOf(besideText.getByText("Our ovens are lit at four."));
      const pictures = [besideText.locator("picture img"), ...(await threeInARow.locator("picture img").all())];
      expect(pictures).toHaveLength(4);
      const boxes = await Promise.all(pictures.map(boxOf));
      if (width < 768) {
        // a phone: the columns stacked, in reading order
        expect(boxes[0].y).toBeGreaterThanOrEqual(text.y + text.height);
        for (let i = 2; i < 4; i++) expect(boxes[i].y).toBeGreaterThanOrEqual(boxes[i - 1].y + boxes[i - 1].height);
      } else {
        expectSideBySide(text, boxes[0]);
        expectSideBySide(boxes[1], boxes[2]);
        expectSideBySide(boxes[2], boxes[3]);
        // the one-third column's picture and a third of the row's are about as wide
        expect(Math.abs(boxes[0].width - boxes[1].width) / boxes[1].width).toBeLessThanOrEqual(0.1);
      }
      for (const [i, img] of pictures.entries()) {
        const said = await sizesWidth(img);
        expect(
          Math.abs(boxes[i].width - said) / said,
          `picture ${i + 1}: drawn ${boxes[i].width}, sizes ${said}`,
        ).toBeLessThanOrEqual(0.1);
      }
    });
  }
});
