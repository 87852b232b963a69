import { createLogger, type Logger } from "vite";
import { progressLine } from "./progressLine.ts";

const envFileWarning = "The `envFile` option is deprecated, please use `envDir: false` instead.";

/**
 * React Router 7.18 starts Vite servers of its own (to read react-router.config.ts, and a child compiler) with
 * `envFile: false`, which Vite 8.1+ reports as deprecated, once per server: 3 to 7 lines on every build and
 * dev start. The option is not in this project's config and changes nothing for it; React Router fixed it in
 * v8 only (remix-run/react-router#15229), and v8 needs Node 22. Until then, that one message is dropped.
 */
export function isUpstreamEnvFileWarning(text: string): boolean {
  return text.includes(envFileWarning);
}

let consoleFiltered = false;

/**
 * Drops React Router's `envFile` warning (see isUpstreamEnvFileWarning) from console.warn in this process:
 * React Router prints it through loggers of its own, which no Vite option reaches.
 */
export function dropUpstreamEnvFileWarnings(): void {
  if (consoleFiltered) return;
  consoleFiltered = true;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (!isUpstreamEnvFileWarning(args.map(String).join(" "))) warn(...args);
  };
}

/**
 * Notes that say nothing to a person editing the site: React Router's, that it uses Vite's environment API (the
 * v8 behaviour opted into in react-router.config.ts), and the server module runner's "(ssr) connected.".
 */
const chatter = new Set(["Using Vite Environment API (experimental)", "connected."]);

const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, "");

/**
 * The Vite logger of the dev server and of React Router's build (vite.config.ts → customLogger).
 *
 * - build: prints warnings and errors, and instead of Vite's and React Router's info lines (the list of every
 *   chunk of React Router's bundles, which the build deletes anyway, and one "Prerender (html): …" line per
 *   page) a progress line: "pre-rendering 120 of 1,034 pages, about 40 s left", rewritten in place in a
 *   terminal, every 10 s in a log, then "✔ pre-rendered 1,034 pages in 52.0 s". `verbose` keeps every line.
 * - serve (npm run dev): everything but the chatter above.
 */
export function siteLogger(
  command: "build" | "serve",
  options: { totalPages: () => number; verbose?: boolean },
): Logger {
  const base = createLogger("info", { allowClearScreen: command === "serve" });
  const logger = (info: Logger["info"], beforeMessage = () => {}): Logger => ({
    get hasWarned() {
      return base.hasWarned;
    },
    info,
    // React Router's child compiler warns through this logger: dropped here, before Vite's logger counts it as
    // a repeat (a repeated warning clears the terminal)
    warn: (msg, opts) => (isUpstreamEnvFileWarning(msg) ? undefined : (beforeMessage(), base.warn(msg, opts))),
    warnOnce: (msg, opts) => (isUpstreamEnvFileWarning(msg) ? undefined : (beforeMessage(), base.warnOnce(msg, opts))),
    error: (msg, opts) => (beforeMessage(), base.error(msg, opts)),
    clearScreen: (type) => (command === "serve" ? base.clearScreen(type) : undefined),
    hasErrorLogged: (error) => base.hasErrorLogged(error),
  });
  if (command === "serve" || options.verbose) {
    return logger((msg, opts) => (chatter.has(plain(msg)) ? undefined : base.info(msg, opts)));
  }
  let progress: ReturnType<typeof progressLine> | undefined;
  const pages = () =>
    (progress ??= progressLine({
      total: options.totalPages(),
      doing: "pre-rendering",
      done: "pre-rendered",
      unit: "pages",
    }));
  return logger(
    (msg) => {
      const text = plain(msg);
      // "Prerender (html): /pricing -> build/…/pricing/index.html" (not the "SPA Fallback" page, which is deleted)
      if (/^Prerender \(html\): \S+ -> /.test(text)) pages().tick();
      else if (/^vite v\S+ building client/.test(text)) pages().status("bundling the pages' code…");
      else if (/^vite v\S+ building ssr/.test(text)) pages().status("bundling the pages' code for pre-rendering…");
    },
    () => progress?.clear(),
  );
}
