import { createLogger, type Logger } from "vite";

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
 * The Vite logger of the dev server and of the build's bundling step (vite.config.ts → customLogger).
 *
 * - build (React Router bundling the builder's code, scripts/lib/build/codeBundle.ts): warnings and errors only;
 *   `verbose` keeps every line (each chunk). The build prints its own progress line while it renders pages.
 * - serve (npm run dev): everything but the chatter above.
 */
export function siteLogger(command: "build" | "serve", options: { verbose?: boolean } = {}): Logger {
  const base = createLogger("info", { allowClearScreen: command === "serve" });
  return {
    get hasWarned() {
      return base.hasWarned;
    },
    info: (msg, opts) =>
      (command === "build" && !options.verbose) || chatter.has(plain(msg)) ? undefined : base.info(msg, opts),
    // React Router's child compiler warns through this logger: dropped here, before Vite's logger counts it as
    // a repeat (a repeated warning clears the terminal)
    warn: (msg, opts) => (isUpstreamEnvFileWarning(msg) ? undefined : base.warn(msg, opts)),
    warnOnce: (msg, opts) => (isUpstreamEnvFileWarning(msg) ? undefined : base.warnOnce(msg, opts)),
    error: (msg, opts) => base.error(msg, opts),
    clearScreen: (type) => (command === "serve" ? base.clearScreen(type) : undefined),
    hasErrorLogged: (error) => base.hasErrorLogged(error),
  };
}
