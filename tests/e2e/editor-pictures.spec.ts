import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { startEditor, type RunningEditor } from "../../scripts/lib/editorProcess";
import { expect as baseExpect, problems, test } from "./fixtures";

// forms are built in the browser from the schemas, pictures made by sharp: give a busy 2-core machine time
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: "serial", timeout: 150_000 });

let editor: RunningEditor;
const git = (...args: string[]) => execFileSync("git", args, { cwd: editor.configDir, encoding: "utf8" });

// a page with a team whose one member has a photo (600×400, its description a file name), and its heading
const page = {
  $schema: "../../schemas/page.schema.json",
  seo: { title: "Our team", description: "The people of the practice." },
  blocks: [
    {
      type: "team",
      members: [
        {
          name: "Ana Costa",
          title: "Owner",
          bio: ["Started the practice."],
          photo: { src: "/images/ana.jpg", alt: "IMG_2041.jpg" },
        },
      ],
    },
    { type: "hero", title: "The people of the practice" },
  ],
};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  editor = await startEditor(
    undefined,
    (dir) => writeFileSync(path.join(dir, "pages/our-team.json"), JSON.stringify(page, null, 2) + "\n"),
    { copyPublic: true },
  );
  mkdirSync(path.join(editor.publicDir!, "images"), { recursive: true });
  const photo = sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  });
  writeFileSync(path.join(editor.publicDir!, "images/ana.jpg"), await photo.jpeg().toBuffer());
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.email=editor@test.invalid", "-c", "user.name=editor test", "commit", "-qm", "copy");
});
test.afterAll(() => editor?.stop());

test("a picture field shows the picture as the build makes it, and its focus is set on the picture", async ({
  page: browser,
  consoleEntries,
}) => {
  await browser.goto(`${editor.url}#pages/our-team.json`);
  await browser.locator("[data-editor-ready]").waitFor({ timeout: 60_000 });
  const panel = browser.locator("[data-picture-panel]");
  // the source's size, the widths the build makes for a 64 px circle, the build's own warning
  await expect(panel.locator("[data-picture-size]")).toHaveText(
    /^600×400 px, \d+\.\d MB; made 64, 128 px wide \(WEBP, JPEG\)$/,
  );
  await expect(panel.locator('[data-picture-note="picture-alt-file-name"]')).toContainText(
    'members[0].photo.alt: the description "IMG_2041.jpg" is a file name; screen readers read it aloud as it is.',
  );

  // the preview shows the made files (a <picture> with srcset from /_pictures/), not the source
  const preview = browser.frameLocator('iframe[title^="Preview of"]');
  const shown = preview.locator("picture img").first();
  await expect(preview.locator('picture source[type="image/webp"]').first()).toHaveAttribute(
    "srcset",
    /^\/_pictures\/ana-64-\w+\.webp 64w, \/_pictures\/ana-128-\w+\.webp 128w$/,
  );
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const before = await shown.getAttribute("src");

  // a click on the picture puts the focus there; the arrow keys move it
  const picker = panel.getByRole("button", { name: /^Focus point of \/images\/ana\.jpg/ });
  const img = picker.locator("img");
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  const box = (await img.boundingBox())!;
  await img.click({ position: { x: box.width * 0.2, y: box.height * 0.8 } });
  await expect(picker).toHaveAccessibleName("Focus point of /images/ana.jpg: 20% across, 80% down");
  await browser.keyboard.press("ArrowRight");
  await expect(picker).toHaveAccessibleName("Focus point of /images/ana.jpg: 25% across, 80% down");
  await expect(picker).toBeFocused();
  expect(await picker.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
  // the preview's crop follows
  await expect.poll(() => shown.getAttribute("src")).not.toBe(before);

  expect(
    (await new AxeBuilder({ page: browser }).include("form").exclude("iframe").analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);

  // saved: the focus is the only change in the file
  await browser.keyboard.press("Control+s");
  await expect(browser.locator("[data-status]")).toContainText("Saved pages/our-team.json");
  await expect(browser.locator('[data-problems="site"]')).toContainText("None");
  const changed = git("diff", "--unified=0", "pages/our-team.json")
    .split("\n")
    .filter((line) => /^[-+]\s/.test(line))
    .map((line) => `${line[0]} ${line.slice(1).trim()}`);
  expect(changed).toEqual(['- "alt": "IMG_2041.jpg"', '+ "alt": "IMG_2041.jpg",', '+ "focus": "25% 80%"']);
  expect(git("diff", "--name-only")).toBe("pages/our-team.json\n");
  expect(problems(consoleEntries)).toEqual([]);
});
