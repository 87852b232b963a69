/**
 * The post-build site check: reads every built HTML page of a build folder and reports what visitors would
 * get wrong — headings, image alt, broken internal links and anchors, duplicate ids, titles and descriptions,
 * `<html lang>`, new-tab links — one Problem each, located by route, config file and block.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { inRuns } from "../tsWorker";
import { type BuiltPage, listBuiltPages } from "./builtPages";
import { type ConfigIndex, configIndex } from "./configFor";
import { linkProblems } from "./linkRules";
import { markupProblems } from "./markupRules";
import { pageProblems } from "./pageRules";
import { parsePage } from "./parsedPage";
import { type PageSummary, summarize } from "./pageSummary";
import { formatProblem, type Problem } from "./problem";
import { uniqueMetaProblems } from "./uniqueMeta";

export type { CheckName, Problem } from "./problem";
export { formatProblem } from "./problem";

export function checkBuiltSite(distDir: string, configDir: string): Problem[] {
  const dist = path.resolve(distDir);
  return acrossPages(checkPages(listBuiltPages(dist), configDir), dist);
}

/**
 * The same check, its per-page part (parsing and linting each page: nearly all of its time) shared among
 * `workers` worker threads (scripts/lib/siteCheck/pagesWorker.ts), each given a run of consecutive pages:
 * the same problems in the same order.
 */
export async function checkBuiltSiteOnWorkers(distDir: string, configDir: string, workers: number): Promise<Problem[]> {
  const dist = path.resolve(distDir);
  const module = new URL("./pagesWorker.ts", import.meta.url);
  const checked = await inRuns(
    module,
    listBuiltPages(dist),
    workers,
    (pages): PagesWork => ({ pages, configDir }),
    (pages) => [checkPages(pages, configDir)],
  );
  return acrossPages({ perPage: checked.flatMap((c) => c.perPage), pages: checked.flatMap((c) => c.pages) }, dist);
}

export interface PagesWork {
  pages: BuiltPage[];
  configDir: string;
}

export interface CheckedPages {
  perPage: Problem[];
  pages: PageSummary[];
}

/** One page at a time: its own checks, then only what the checks across pages need of it. */
export function checkPages(built: BuiltPage[], configDir: string): CheckedPages {
  const configs = configIndex(configDir);
  const perPage: Problem[] = [];
  const pages = built.map((page) => {
    const checked = checkPageHtml(page, readFileSync(page.file, "utf8"), configs);
    perPage.push(...checked.problems);
    return checked.summary;
  });
  return { perPage, pages };
}

/** One page's own checks, and what the checks across pages need of it (the build checks each page as it renders it). */
export function checkPageHtml(
  page: BuiltPage,
  html: string,
  configs: ConfigIndex,
): { problems: Problem[]; summary: PageSummary } {
  const parsed = parsePage(page, html, configs);
  return { problems: [...pageProblems(parsed), ...markupProblems(parsed)], summary: summarize(parsed) };
}

/** Every problem of the site: the pages' own, then those across pages (links and anchors, unique titles). */
export function acrossPages({ perPage, pages }: CheckedPages, dist: string): Problem[] {
  return [...perPage, ...linkProblems(pages, dist), ...uniqueMetaProblems(pages)].sort(
    (a, b) => a.route.localeCompare(b.route) || (a.block?.index ?? -1) - (b.block?.index ?? -1),
  );
}

/** Prints the problems (one line each, on stderr) and a summary line; returns true when there are none. */
export function reportSiteProblems(problems: Problem[]): boolean {
  if (problems.length === 0) {
    console.log("✔ site check: no problems in the built HTML");
    return true;
  }
  for (const p of problems) console.error(formatProblem(p));
  const pages = new Set(problems.map((p) => p.route)).size;
  console.error(
    `✖ site check: ${problems.length} problem${problems.length === 1 ? "" : "s"} on ${pages} page${pages === 1 ? "" : "s"} of the built site`,
  );
  return false;
}
