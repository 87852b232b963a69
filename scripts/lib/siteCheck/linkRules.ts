import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { closest } from "../../../src/engine/suggest";
import { describeElement, elementAt } from "./parsedPage";
import type { InternalLink, PageSummary } from "./pageSummary";
import type { PageElement } from "./pageTree";
import type { Problem } from "./problem";
import { pageTreeOf } from "./strictTree";

type Target = { kind: "page"; page: PageSummary } | { kind: "file" } | undefined;

/**
 * Every internal link (`href="/…"` or `href="#…"`) of every page lands on a built page — a route folder with
 * index.html — or on a file of the build; with a #fragment, on an id that exists in the target page.
 */
export function linkProblems(pages: PageSummary[], distDir: string): Problem[] {
  const byRel = new Map(pages.map((p) => [p.rel, p]));
  const routes = pages.filter((p) => !p.notFoundPrefix).map((p) => p.route);
  const problems: Problem[] = [];
  const root = path.resolve(distDir);
  const files = new Map<string, boolean>();
  const isFile = (rel: string) => {
    let known = files.get(rel);
    if (known === undefined) {
      const file = path.join(root, rel);
      known = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
      files.set(rel, known);
    }
    return known;
  };

  const resolve = (pathname: string): Target => {
    const inside = pathname.replace(/^\/+/, "");
    const candidates = pathname.endsWith("/")
      ? [path.posix.join(inside, "index.html")]
      : [inside, path.posix.join(inside, "index.html")];
    for (const rel of candidates) {
      // a built page is a file of the build: no need to ask the file system (thousands of links on large sites)
      const page = byRel.get(rel);
      if (page) return { kind: "page", page };
      if (isFile(rel)) return { kind: "file" };
    }
    return undefined;
  };

  // every page repeats the shell's links: an address is resolved once per address (once per page for relative ones)
  const resolved = new Map<string, { pathname: string; fragment: string; target: Target }>();
  const lookUp = (href: string, page: PageSummary) => {
    // a link to a place on its own page (every page's "#main"): no address to resolve
    if (href.startsWith("#"))
      return { pathname: page.route, fragment: safeDecode(href.slice(1)), target: { kind: "page" as const, page } };
    const key = href.startsWith("/") && !href.startsWith("//") ? href : `${page.route}\0${href}`;
    let found = resolved.get(key);
    if (!found) {
      const url = new URL(href, `http://site.invalid${page.route}`);
      const pathname = safeDecode(url.pathname);
      const target: Target = href.startsWith("#") ? { kind: "page", page } : resolve(pathname);
      found = { pathname, fragment: safeDecode(url.hash.slice(1)), target };
      resolved.set(key, found);
    }
    return found;
  };

  for (const page of pages) {
    let tree: PageElement | undefined;
    for (const link of page.links) {
      const { href, place } = link;
      const { pathname, fragment, target } = lookUp(href, page);
      let problem: Pick<Problem, "check" | "message"> | undefined;
      if (!target) {
        const guess = closest(pathname.replace(/\/+$/, "") || "/", routes);
        problem = {
          check: "internal-link",
          message: `link "${href}" goes to no built page or file${guess ? ` (did you mean "${guess}"?)` : ""}`,
        };
      } else if (target.kind === "page" && fragment !== "" && !target.page.ids.has(fragment)) {
        // "#top" scrolls to the top of any page (HTML standard)
        if (fragment.toLowerCase() === "top") continue;
        const guess = closest(fragment, target.page.ids.keys());
        problem = {
          check: "anchor",
          message: `link "${href}" points to no element with id "${fragment}" on ${target.page.route}${guess ? ` (did you mean "#${guess}"?)` : ""}`,
        };
      }
      if (!problem) continue;
      // the page's tree, read again from its file: a link is described only when it has a problem
      tree ??= pageTreeOf(readFileSync(page.file, "utf8"));
      problems.push({
        ...place,
        check: problem.check,
        message: `${problem.message}: ${describeLinkAt(tree, link, page)}`,
      });
    }
  }
  return problems;
}

/** A link as a message shows it (`<a href="/x"> "Pricing"`), found by where its start tag begins. */
function describeLinkAt(root: PageElement, link: InternalLink, page: PageSummary): string {
  const el = elementAt(root, link.offset);
  if (!el || el.range[0] !== link.offset || el.getAttribute("href")?.trim() !== link.href) {
    throw new Error(
      `${page.file}: no link to "${link.href}" starts at ${link.offset}, where its check found one: was the page changed since?`,
    );
  }
  return describeElement(el);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
