// What a person sees while the site builds: one progress line instead of Vite's chunk list and React Router's
// line per page (scripts/lib/progressLine.ts, scripts/lib/siteLogger.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { progressLine, timeLeft } from "../../scripts/lib/progressLine";
import { isUpstreamEnvFileWarning, siteLogger } from "../../scripts/lib/siteLogger";

/** A progress line on a fake clock, writing into `out`. */
function fake(total: number, terminal: boolean) {
  let time = 0;
  const out: string[] = [];
  const line = progressLine({
    total,
    doing: "pre-rendering",
    done: "pre-rendered",
    unit: "pages",
    oneUnit: "page",
    terminal,
    write: (t) => out.push(t),
    now: () => time,
  });
  return { line, out, advance: (ms: number) => (time += ms) };
}

describe("progressLine", () => {
  it("in a terminal, rewrites one line with the count and the time left, then prints the closing line", () => {
    const { line, out, advance } = fake(1200, true);
    line.status("bundling the pages' code…");
    for (let i = 0; i < 1200; i++) {
      advance(50);
      line.tick();
    }
    expect(out[0]).toBe("\r\x1b[Kbundling the pages' code…");
    expect(out).toContain("\r\x1b[Kpre-rendering 601 of 1,200 pages, about 30 s left");
    expect(out.slice(0, -1).every((t) => t.startsWith("\r\x1b[K"))).toBe(true);
    expect(out.at(-1)).toBe("✔ pre-rendered 1,200 pages in 60.0 s\n");
    expect(out.length).toBeLessThan(700); // at most one rewrite every 100 ms
  });

  it("says one page in the singular", () => {
    const { line, out, advance } = fake(1, false);
    advance(20);
    line.tick();
    expect(out.at(-1)).toBe("✔ pre-rendered 1 page in 0.0 s\n");
  });

  it("in a log, prints a count at most every 10 s, and nothing else for a quick build", () => {
    const slow = fake(3000, false);
    for (let i = 0; i < 3000; i++) {
      slow.advance(20);
      slow.line.tick();
    }
    expect(slow.out).toEqual([
      "pre-rendering 501 of 3,000 pages, about 50 s left\n",
      "pre-rendering 1,001 of 3,000 pages, about 40 s left\n",
      "pre-rendering 1,501 of 3,000 pages, about 30 s left\n",
      "pre-rendering 2,001 of 3,000 pages, about 20 s left\n",
      "pre-rendering 2,501 of 3,000 pages, about 10 s left\n",
      "✔ pre-rendered 3,000 pages in 60.0 s\n",
    ]);
    const quick = fake(34, false);
    quick.line.status("bundling…");
    for (let i = 0; i < 34; i++) {
      quick.advance(100);
      quick.line.tick();
    }
    expect(quick.out).toEqual(["✔ pre-rendered 34 pages in 3.3 s\n"]);
  });

  it("while no page finishes, still says every 10 s in a log what it is at, and for how long none has finished", () => {
    vi.useFakeTimers();
    try {
      const out: string[] = [];
      const line = progressLine({
        total: 8,
        doing: "rendering",
        done: "rendered",
        unit: "pages",
        terminal: false,
        write: (t) => out.push(t),
        now: () => Date.now(),
      });
      line.start();
      vi.advanceTimersByTime(3000);
      line.tick();
      // a page that never finishes: the build is stuck, yet a log says so
      vi.advanceTimersByTime(31_000);
      expect(out).toEqual([
        "rendering 1 of 8 pages\n",
        "rendering 1 of 8 pages, none finished for 17 s\n",
        "rendering 1 of 8 pages, none finished for 27 s\n",
      ]);
      line.end();
      vi.advanceTimersByTime(60_000);
      expect(out).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("in a terminal, says for how long no page has finished, and stops once the last is done", () => {
    vi.useFakeTimers();
    try {
      const out: string[] = [];
      const line = progressLine({
        total: 2,
        doing: "rendering",
        done: "rendered",
        unit: "pages",
        terminal: true,
        write: (t) => out.push(t),
        now: () => Date.now(),
      });
      line.status("rendering 2 pages…");
      line.start();
      vi.advanceTimersByTime(9_500);
      expect(out).toEqual(["\r\x1b[Krendering 2 pages…"]);
      vi.advanceTimersByTime(2_000);
      expect(out.at(-1)).toBe("\r\x1b[Krendering 0 of 2 pages, none finished for 11 s");
      line.tick();
      line.tick();
      expect(out.at(-1)).toBe("✔ rendered 2 pages in 11.5 s\n");
      const closed = out.length;
      vi.advanceTimersByTime(30_000);
      expect(out).toHaveLength(closed);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says the time left in seconds, then minutes", () => {
    expect(timeLeft(40_000)).toBe("about 40 s left");
    expect(timeLeft(200)).toBe("about 1 s left");
    expect(timeLeft(185_000)).toBe("about 3 min left");
  });
});

describe("siteLogger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("in the build's bundling step, prints only the warnings that matter (no chunk list)", () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const logger = siteLogger("build");
    logger.info("vite v8.3.8 building ssr environment for production...");
    logger.info("build/x/server/index.js   401.77 kB");
    logger.info("✓ built in 11.36s");
    logger.warn("The `envFile` option is deprecated, please use `envDir: false` instead.");
    logger.warn("(!) a warning that matters");
    expect(logged).not.toHaveBeenCalled();
    expect(warned.mock.calls.map((c) => String(c[0]))).toEqual(["(!) a warning that matters"]);
  });

  it("in the build's bundling step with --verbose, passes every line on", () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const logger = siteLogger("build", { verbose: true });
    logger.info("build/x/server/index.js   401.77 kB");
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual(["build/x/server/index.js   401.77 kB"]);
  });

  it("in the dev server, passes every line on but React Router's and the module runner's chatter", () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const logger = siteLogger("serve");
    logger.info("Using Vite Environment API (experimental)");
    logger.info("connected.", { environment: "(ssr)" });
    logger.info("  ➜  Local:   http://127.0.0.1:5173/");
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual(["  ➜  Local:   http://127.0.0.1:5173/"]);
  });

  it("recognises React Router's envFile warning only", () => {
    expect(
      isUpstreamEnvFileWarning(
        "\x1b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\x1b[39m",
      ),
    ).toBe(true);
    expect(isUpstreamEnvFileWarning("The `envDir` option is wrong")).toBe(false);
  });
});
