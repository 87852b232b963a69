import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { didYouMean } from "../../src/engine/suggest";
import { repairedOutput, shownFolder } from "./builtSite";
import { runCommand } from "./runCommand";
import { scriptCommand } from "./scriptCommand";
import { distBuildState } from "./staleBuild";
import { createStaticServer } from "./staticServer";

/**
 * The site a measuring command (bench, lighthouse) reads: its own build (projectPaths' siteOutputDir), made or
 * brought up to date first, so a command never measures, or writes over, another site's build.
 */

/** What is wrong with `--routes` for a site whose pages are `known`, in one line, or undefined. */
export function routesProblem(given: readonly string[], known: readonly string[]): string | undefined {
  for (const route of given) {
    if (!route.startsWith("/"))
      return `--routes: "${route}" is not an address: routes start with /, e.g. --routes /,/about`;
    if (!known.includes(route))
      return `--routes: the site has no page ${route}.${didYouMean(route, known)} Its pages: ${
        known.length > 20 ? `${known.slice(0, 20).join(", ")}, … (${known.length} in all)` : known.join(", ")
      }`;
  }
  return given.length === 0 ? "--routes needs at least one address, e.g. --routes /,/about" : undefined;
}

/** The HTML file a route is served from in a build. */
export function routeHtmlFile(out: string, route: string): string {
  return route === "/"
    ? path.join(out, "index.html")
    : path.join(out, ...route.split("/").filter(Boolean), "index.html");
}

/** A file of the build read for its size: gzip bytes, or exit 1 with one line (never a stack trace) when missing. */
export function gzipBytes(file: string): number {
  const problem = missingFile(file);
  if (problem) {
    console.error(`✖ ${problem}`);
    process.exit(1);
  }
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** One line when `file` of a build is missing (the build is of another site, or older than its pages), else undefined. */
export function missingFile(file: string): string | undefined {
  if (existsSync(file)) return undefined;
  const shown = path.relative(process.cwd(), file) || file;
  return `${shown} is missing from the build: build the site again (npm run build -- --dir SITE) and measure routes it has`;
}

/** Brings the build of `configDir` in `out` up to date (a build when it is missing or stale); exits when that fails. */
export async function freshBuild(configDir: string, out: string): Promise<void> {
  repairedOutput(out);
  const state = distBuildState(configDir, out);
  if (!state) return;
  console.log(`building ${shownFolder(out)} first (${state === "missing" ? "no build yet" : "sources changed"})…`);
  const build = scriptCommand("scripts/build.ts", ["--dir", configDir, "--out", out]);
  if ((await runCommand(build.command, build.args)) !== 0) process.exit(1);
}

/** Serves a build on a free port of 127.0.0.1. */
export async function serveBuild(out: string): Promise<{ base: string; close: () => void }> {
  const server = createStaticServer(out);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
