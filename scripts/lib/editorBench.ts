import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { createEditorServer } from "../../src/editor/server/createEditorServer";
import { ensureChromium } from "./ensureChromium";
import { blockExamples } from "./generateSite";
import { defaultConfigDir, repoRoot, schemasDir } from "./repoPaths";

export interface EditorTypingResult {
  blocks: number;
  keystrokes: number;
  /** Per keystroke: from the key event to the next frame after the editor handled it (ms). */
  median: number;
  p95: number;
  max: number;
  /** From the last keystroke until the preview frame shows the typed text (ms). */
  previewMs: number;
}

/**
 * Types into a block's title field of a 50-block page in the editor (npm run edit, real Chromium) and
 * measures each keystroke: event time stamp → the frame after React handled it. Keys come 80 ms apart,
 * a fast typist's pace, so a slow preview render would delay the next key and show up here.
 */
export async function measureEditorTyping(options: { blocks?: number; keystrokes?: number } = {}): Promise<EditorTypingResult> {
  const blocks = options.blocks ?? 50;
  const text = "Typing speed check in a long page ".repeat(4).slice(0, options.keystrokes ?? 30);
  const root = mkdtempSync(path.join(os.tmpdir(), "editor-bench-"));
  const configDir = path.join(root, "pages-config");
  cpSync(defaultConfigDir, configDir, { recursive: true });
  const examples = blockExamples();
  const page = {
    $schema: "../../schemas/page.schema.json",
    seo: { title: "Editor benchmark", description: "A long page for the editor's typing benchmark." },
    blocks: Array.from({ length: blocks }, (_, i) => {
      const { anchor: _anchor, ...block } = examples[i % examples.length];
      return block;
    }),
  };
  // a hero first, so its title field is the one typed into
  page.blocks[0] = { type: "hero", title: "Start" };
  writeFileSync(path.join(configDir, "pages/bench-long.json"), JSON.stringify(page, null, 2) + "\n");

  const port = 4900 + Math.floor(Math.random() * 90);
  const server = await createEditorServer({ repoRoot, configDir, schemasDir, publicDir: path.join(repoRoot, "public"), port });
  await server.listen();
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await tab.route((url) => url.hostname !== "127.0.0.1", (r) => r.abort());
    await tab.goto(`http://127.0.0.1:${port}/#pages/bench-long.json`);
    await tab.locator("[data-block-row]").nth(blocks - 1).waitFor({ timeout: 180_000 });
    const preview = tab.frameLocator('iframe[title^="Preview of"]');
    await preview.locator("[data-block]").nth(blocks - 1).waitFor({ state: "attached", timeout: 180_000 });
    const field = tab.locator("[data-block-form]").getByRole("textbox", { name: /^Title/ });
    await field.fill("");
    await tab.waitForTimeout(1500);
    await field.focus();
    await tab.evaluate(() => {
      const w = window as unknown as { keyLatencies: number[] };
      w.keyLatencies = [];
      document.addEventListener(
        "keydown",
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => w.keyLatencies.push(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        true,
      );
    });
    for (const char of text) {
      await tab.keyboard.press(char === " " ? "Space" : char);
      await tab.waitForTimeout(80);
    }
    const typedAt = Date.now();
    await preview.getByRole("heading", { name: text.trim() }).first().waitFor({ timeout: 60_000 });
    const previewMs = Date.now() - typedAt;
    const latencies = (await tab.evaluate(() => (window as unknown as { keyLatencies: number[] }).keyLatencies)).sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
    return { blocks, keystrokes: latencies.length, median: at(0.5), p95: at(0.95), max: Math.round(latencies.at(-1) ?? 0), previewMs };
  } finally {
    await browser.close();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

export function formatEditorTyping(r: EditorTypingResult): string {
  return (
    `Editor typing, ${r.blocks}-block page: ${r.keystrokes} keystrokes, per keystroke median ${r.median} ms, p95 ${r.p95} ms, max ${r.max} ms ` +
    `(budget 50 ms); preview showed the text ${r.previewMs} ms after the last key`
  );
}
