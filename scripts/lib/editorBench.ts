import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Frame, type Page } from "playwright-core";
import { chromiumFlags } from "./chromiumFlags";
import { startEditor } from "./editorProcess";
import { ensureChromium } from "./ensureChromium";
import { blockExamples } from "./generateSite";

export interface EditorTypingResult {
  blocks: number;
  /** Whether the preview frame was on screen (and updated) while typing. */
  preview: boolean;
  keystrokes: number;
  /** Per keystroke: from the key event to the next frame after the editor handled it (ms). */
  median: number;
  p95: number;
  max: number;
  /** From the last keystroke until the preview frame shows the typed text (ms). */
  previewMs: number;
  /**
   * Main-thread work per keystroke (ms; Chromium's TaskDuration, so it counts work, not waiting for a core):
   * the editor page's, and the preview frame's (its own process), from the first key until the preview shows
   * the text. On a busy machine these say more than the latencies.
   */
  editorWork: number;
  previewWork: number;
}

/**
 * Types into a block's title field of a 50-block page in the editor (npm run edit, real Chromium) and
 * measures each keystroke: event time stamp → the frame after React handled it. Keys come 80 ms apart,
 * a fast typist's pace, so a slow preview render would delay the next key and show up here.
 */
export async function measureEditorTyping(options: { blocks?: number; keystrokes?: number; preview?: boolean } = {}): Promise<EditorTypingResult> {
  const blocks = options.blocks ?? 50;
  // preview: false (or EDITOR_BENCH_NO_PREVIEW=1) removes the preview frame, to see what the forms alone cost
  const noPreview = options.preview === false || process.env.EDITOR_BENCH_NO_PREVIEW === "1";
  const text = "Typing speed check in a long page ".repeat(4).slice(0, options.keystrokes ?? 30);
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
  const editor = await startEditor(undefined, (configDir) =>
    writeFileSync(path.join(configDir, "pages/bench-long.json"), JSON.stringify(page, null, 2) + "\n"),
  );
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: chromiumFlags,
  });
  try {
    const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await tab.route(
      (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
      (r) => r.abort(),
    );
    await tab.goto(`${editor.url}#pages/bench-long.json`);
    await tab
      .locator("[data-block-row]")
      .nth(blocks - 1)
      .waitFor({ timeout: 180_000 });
    const preview = tab.frameLocator('iframe[title^="Preview of"]');
    await preview
      .locator("[data-block]")
      .nth(blocks - 1)
      .waitFor({ state: "attached", timeout: 180_000 });
    const field = tab.locator("[data-block-form]").getByRole("textbox", { name: /^Title/ });
    await field.fill("");
    await tab.waitForTimeout(1500);
    if (noPreview) await tab.evaluate(() => document.querySelector("iframe")?.remove());
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
    const work = {
      editor: await taskTime(tab),
      preview: noPreview ? async () => 0 : await taskTime(tab.frames().find((f) => f.url().endsWith("/preview.html"))!),
    };
    const workBefore = { editor: await work.editor(), preview: await work.preview() };
    // EDITOR_BENCH_PROFILE=1: print where the editor page spent its time while typing
    const cdp = process.env.EDITOR_BENCH_PROFILE === "1" ? await tab.context().newCDPSession(tab) : undefined;
    if (cdp) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.start");
    }
    for (const char of text) {
      await tab.keyboard.press(char === " " ? "Space" : char);
      await tab.waitForTimeout(80);
    }
    if (cdp) {
      const { profile } = await cdp.send("Profiler.stop");
      const self = new Map<string, number>();
      const dt = profile.timeDeltas ?? [];
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      (profile.samples ?? []).forEach((id, i) => {
        const n = byId.get(id)!;
        const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
      });
      console.log(
        [...self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 40)
          .map(([k, v]) => `${Math.round(v)}ms ${k}`)
          .join("\n"),
      );
    }
    const typedAt = Date.now();
    if (!noPreview) await preview.getByRole("heading", { name: text.trim() }).first().waitFor({ timeout: 60_000 });
    const previewMs = noPreview ? -1 : Date.now() - typedAt;
    const editorWork = ((await work.editor()) - workBefore.editor) / text.length;
    const previewWork = ((await work.preview()) - workBefore.preview) / text.length;
    const latencies = (await tab.evaluate(() => (window as unknown as { keyLatencies: number[] }).keyLatencies)).sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
    return {
      blocks,
      preview: !noPreview,
      keystrokes: latencies.length,
      median: at(0.5),
      p95: at(0.95),
      max: Math.round(latencies.at(-1) ?? 0),
      previewMs,
      editorWork: Math.round(editorWork * 10) / 10,
      previewWork: Math.round(previewWork * 10) / 10,
    };
  } finally {
    await browser.close();
    editor.stop();
  }
}

export function formatEditorTyping(r: EditorTypingResult): string {
  return (
    `Editor typing, ${r.blocks}-block page, ${r.preview ? "with" : "without"} the preview: ${r.keystrokes} keystrokes, ` +
    `per keystroke median ${r.median} ms, p95 ${r.p95} ms, max ${r.max} ms (budget 50 ms); ` +
    `main-thread work per keystroke: editor ${r.editorWork} ms` +
    (r.preview ? `, preview frame ${r.previewWork} ms; the preview showed the text ${r.previewMs} ms after the last key` : "")
  );
}

/** A page's or an out-of-process frame's main-thread task time so far, in ms (Chromium's Performance domain). */
async function taskTime(target: Page | Frame): Promise<() => Promise<number>> {
  const page = "page" in target ? target.page() : target;
  const session = await page.context().newCDPSession(target);
  await session.send("Performance.enable");
  return async () => {
    const { metrics } = await session.send("Performance.getMetrics");
    return (metrics.find((m) => m.name === "TaskDuration")?.value ?? 0) * 1000;
  };
}
