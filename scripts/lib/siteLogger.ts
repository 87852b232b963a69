import { createLogger, type Logger } from "vite";
import { isUpstreamEnvFileWarning } from "./upstreamWarnings.ts";

export { dropUpstreamEnvFileWarnings, isUpstreamEnvFileWarning } from "./upstreamWarnings.ts";

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
