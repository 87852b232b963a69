// Apart from siteLogger.ts, which imports Vite: a build whose code is already bundled never loads Vite (~0.4 s).

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
