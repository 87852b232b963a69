import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Frame, type Page } from "playwright-core";
import { chromiumFlags } from "./chromiumFlags";
import { startEditor } from "./editorProcess";
import { ensureChromium } from "./ensureChromium";
import { blockExamples } from "./blockExamples";

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
   * CPU time per keystroke (ms), from the first key until the preview shows the text: the editor page's main
   * thread, the preview frame's (its own process), and the editor server's processes (npm run edit). Unlike
   * the latencies these do not grow when other programs keep the cores busy.
   */
  editorCpu: number;
  previewCpu: number;
  serverCpu: number;
}

/**
 * Types into a block's title field of a 50-block page in the editor (npm run edit, real Chromium) and
 * measures each keystroke: event time stamp → the frame after React handled it. Keys come 80 ms apart,
 * a fast typist's pace, so a slow preview render would delay the next key and show up here.
 */
export async function measureEditorTyping(
  options: { blocks?: number; keystrokes?: number; preview?: boolean } = {},
): Promise<EditorTypingResult> {
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
    const cpu = {
      editor: await threadTime(tab),
      preview: noPreview
        ? async () => 0
        : await threadTime(tab.frames().find((f) => f.url().endsWith("/preview.html"))!),
    };
    const cpuBefore = { editor: await cpu.editor(), preview: await cpu.preview(), server: processGroupCpu(editor.pid) };
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
    const perKey = (ms: number) => Math.round((ms / text.length) * 10) / 10;
    const editorCpu = perKey((await cpu.editor()) - cpuBefore.editor);
    const previewCpu = perKey((await cpu.preview()) - cpuBefore.preview);
    const serverCpu = perKey(processGroupCpu(editor.pid) - cpuBefore.server);
    const latencies = (await tab.evaluate(() => (window as unknown as { keyLatencies: number[] }).keyLatencies)).sort(
      (a, b) => a - b,
    );
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
    return {
      blocks,
      preview: !noPreview,
      keystrokes: latencies.length,
      median: at(0.5),
      p95: at(0.95),
      max: Math.round(latencies.at(-1) ?? 0),
      previewMs,
      editorCpu,
      previewCpu,
      serverCpu,
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
    `CPU per keystroke: editor ${r.editorCpu} ms` +
    (r.preview ? `, preview frame ${r.previewCpu} ms` : "") +
    `, editor server ${r.serverCpu} ms` +
    (r.preview ? `; the preview showed the text ${r.previewMs} ms after the last key` : "")
  );
}

/** A page's or an out-of-process frame's main-thread CPU time so far, in ms (Chromium's Performance domain). */
async function threadTime(target: Page | Frame): Promise<() => Promise<number>> {
  const page = "page" in target ? target.page() : target;
  const session = await page.context().newCDPSession(target);
  await session.send("Performance.enable");
  return async () => {
    const { metrics } = await session.send("Performance.getMetrics");
    return (metrics.find((m) => m.name === "ThreadTime")?.value ?? 0) * 1000;
  };
}

/** CPU time (user + system, ms) used so far by the processes of a process group (Linux /proc). */
function processGroupCpu(group: number): number {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // fields after the command name: state ppid pgrp session … utime(14) stime(15)
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === group) total += (Number(fields[11]) + Number(fields[12])) * tick;
  }
  return total;
}
