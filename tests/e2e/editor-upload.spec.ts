import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { startEditor, type RunningEditor } from "../../scripts/lib/editorProcess";
import { repoRoot } from "../../src/engine/projectPaths";
import { editorRequest } from "./editorRequest";
import { expect as baseExpect, problems, test } from "./fixtures";

// forms are built in the browser from the schemas: give a busy 2-core machine time
const expect = baseExpect.configure({ timeout: 30_000 });

// `npm run edit` on a temporary git copy of pages-config/ and a temporary copy of public/ to upload into
test.describe.configure({ mode: "serial", timeout: 120_000 });

let editor: RunningEditor;
const git = (...args: string[]) => execFileSync("git", args, { cwd: editor.configDir, encoding: "utf8" });
const sample = (name: string) => readFileSync(path.join(repoRoot, "tests/fixtures/images", name));

test.beforeAll(async () => {
  test.setTimeout(180_000);
  editor = await startEditor(undefined, undefined, { copyPublic: true });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.email=editor@test.invalid", "-c", "user.name=editor test", "commit", "-qm", "copy");
});
test.afterAll(() => editor?.stop());

/** The image field holding `value`, with its text box, file chooser, picker and messages. */
async function imageField(page: Page, value: string): Promise<{ root: Locator; box: Locator }> {
  const id = await page.waitForFunction(
    (wanted) => [...document.querySelectorAll("input")].find((i) => i.value === wanted)?.id,
    value,
  );
  const box = page.locator(`[id="${await id.jsonValue()}"]`);
  const root = page
    .locator("div")
    .filter({ has: box })
    .filter({ has: page.locator("[data-image-upload]") })
    .last();
  return { root, box };
}

/** Drops a file on an element as a file manager would. */
async function dropFile(target: Locator, name: string, type: string, bytes: Buffer) {
  const transfer = await target.page().evaluateHandle(
    ({ name, type, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type }));
      return transfer;
    },
    { name, type, data: bytes.toString("base64") },
  );
  await target.dispatchEvent("dragover", { dataTransfer: transfer });
  await target.dispatchEvent("drop", { dataTransfer: transfer });
}

test("an image field uploads a chosen or dropped file into public/, checked from its bytes, and lists it at once", async ({
  page,
  consoleEntries,
}) => {
  // the editor's server compiles the preview's code when it first loads (every block, the header and footer): on a
  // busy machine that takes a minute, and an upload meanwhile waits behind it. A person sees the preview first.
  test.setTimeout(300_000);
  await page.goto(`${editor.url}#site.json`);
  await page.locator("[data-editor-ready]").waitFor({ timeout: 120_000 });
  await page
    .frameLocator('iframe[title^="Preview of"]')
    .locator("[data-editor-block]")
    .first()
    .waitFor({ timeout: 120_000 });
  const { root, box } = await imageField(page, "/brand/logo.svg");
  const status = root.locator("[data-upload-message]");
  const problem = root.locator("[data-upload-problem]");
  const picker = root.getByRole("combobox");
  // what the upload said, whichever region shows it: a refusal fails with its words, a lost file with none
  const outcome = root.locator("[data-upload-message]:not([hidden]), [data-upload-problem]:not([hidden])");

  // chosen: named after the file, in the folder of the image the field held
  await root.locator('input[type="file"]').setInputFiles({
    name: "Team Logo.PNG",
    mimeType: "image/png",
    buffer: sample("sample.png"),
  });
  await expect(outcome).toHaveText("Uploaded as /brand/team-logo.png.");
  await expect(box).toHaveValue("/brand/team-logo.png");
  await expect(status).toHaveText("Uploaded as /brand/team-logo.png.");
  expect(readFileSync(path.join(editor.publicDir!, "brand/team-logo.png")).equals(sample("sample.png"))).toBe(true);
  await expect(picker.locator("option", { hasText: "/brand/team-logo.png" })).toHaveCount(1);

  // dropped: the type comes from the bytes (a WebP named .svg is stored as .webp)
  await dropFile(box, "mark.svg", "image/svg+xml", sample("sample.webp"));
  await expect(box).toHaveValue("/brand/mark.webp");
  await expect(status).toHaveText("Uploaded as /brand/mark.webp.");

  // a photo as a camera makes it (20 MB) is taken: the build makes the sizes visitors need
  const camera = Buffer.concat([sample("sample.jpg"), Buffer.alloc(20 * 1024 * 1024)]);
  await dropFile(box, "DSC_0412.JPG", "image/jpeg", camera);
  await expect(box).toHaveValue("/brand/dsc-0412.jpg");
  await expect(status).toHaveText("Uploaded as /brand/dsc-0412.jpg.");
  expect(readFileSync(path.join(editor.publicDir!, "brand/dsc-0412.jpg")).length).toBe(camera.length);

  // a different file with a name already used gets a suffix; nothing is overwritten
  const otherPng = Buffer.concat([sample("sample.png"), Buffer.from("other")]);
  await root
    .locator('input[type="file"]')
    .setInputFiles({ name: "team logo.png", mimeType: "image/png", buffer: otherPng });
  const renamed = "Another image is already at /brand/team-logo.png, so this one was saved as /brand/team-logo-2.png.";
  // what the upload said first (a refusal fails with its words), then the field
  await expect(outcome).toHaveText(renamed, { timeout: 60_000 });
  await expect(box).toHaveValue("/brand/team-logo-2.png");
  await expect(status).toHaveText(renamed);
  expect(readFileSync(path.join(editor.publicDir!, "brand/team-logo.png")).equals(sample("sample.png"))).toBe(true);

  // refused: an SVG with a script, a file that only claims to be an image, a file over the limit
  const before = readdirSync(path.join(editor.publicDir!, "brand")).sort();
  await dropFile(
    box,
    "evil.svg",
    "image/svg+xml",
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  );
  await expect(problem).toHaveText(/evil.svg is refused: it has a <script> element/);
  await expect(status).toBeHidden();
  await root
    .locator('input[type="file"]')
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await expect(problem).toHaveText(/photo.png is not an image the site can use: upload a PNG, JPEG, WebP, AVIF or SVG/);
  await root.locator('input[type="file"]').setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.concat([sample("sample.png"), Buffer.alloc(41 * 1024 * 1024)]),
  });
  await expect(problem).toHaveText(
    "huge.png is 41.0 MB; pictures may be at most 40 MB. Save a smaller copy (at most 6000 px on its longer side, " +
      "or as JPEG or WebP rather than PNG) and upload that: the build makes the sizes visitors need.",
  );
  await expect(box).toHaveValue("/brand/team-logo-2.png");
  expect(readdirSync(path.join(editor.publicDir!, "brand")).sort()).toEqual(before);
  expect(
    (await new AxeBuilder({ page }).include("form").exclude("iframe").analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);

  // saved, the field holds the new address and the site has no problem with the new image
  await page.keyboard.press("Control+s");
  await expect(page.locator("[data-status]")).toContainText("Saved site.json");
  expect(git("diff", "--name-only")).toBe("site.json\n");
  expect(git("diff")).toContain('+    "full": { "src": "/brand/team-logo-2.png", "alt": "AdvisorBase home" },');
  await expect(page.locator('[data-problems="site"]')).toContainText("None");
  expect(existsSync(path.join(repoRoot, "public/brand/team-logo.png"))).toBe(false);
  // the refused uploads answered 422, which the browser logs; nothing else went wrong
  expect(problems(consoleEntries).filter((e) => !/status of 422/.test(e.text))).toEqual([]);
});

test("uploads come only from the editor itself and stay in the public folder", async () => {
  const body = { name: "x.png", data: sample("sample.png").toString("base64") };
  const own = { "Content-Type": "application/json", Origin: `http://127.0.0.1:${editor.port}` };
  const upload = (extra: Record<string, string | undefined>, payload: object = body) =>
    editorRequest(editor.port, "/api/upload", payload, { ...own, ...extra });
  expect(await upload({ Origin: "http://evil.example" })).toBe(403);
  expect(await upload({ Origin: undefined })).toBe(403);
  expect(await upload({ "Content-Type": "text/plain" })).toBe(403);
  expect(await upload({ Host: "evil.example" })).toBe(403);
  expect(existsSync(path.join(editor.publicDir!, "images/x.png"))).toBe(false);
  for (const folder of ["/../pages-config", "/..", "%2e%2e%2fpages-config", "/images/../../x"])
    expect(await upload({}, { ...body, folder }), folder).toBe(422);
  expect(await upload({}, { ...body, name: "../../pages-config/site.json" })).toBe(200);
  expect(existsSync(path.join(editor.publicDir!, "images/site.png"))).toBe(true);
});
