import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import { siteBlockTypesShown, warmUpUrl } from "./pagePlan";
import type { PageTimeout } from "./renderPool";

/**
 * What the build says of a page that did not finish rendering within the limit (renderPool.ts PageTimeout): its
 * file, as a failed page's message names it, and the components of the site's own blocks it shows, the code likeliest
 * to loop forever. `componentFiles`: the site blocks' component files by type, as messages show them. A thread stuck
 * in its warm-up was rendering the site's not-found page.
 */
export function unfinishedPageMessage(
  timeout: PageTimeout,
  site: Pick<ResolvedConfigSet, "pages" | "notFound">,
  componentFiles: ReadonlyMap<string, string>,
): string {
  const { page, url } = timeout;
  const entry = page
    ? page.notFoundPrefix !== undefined
      ? site.notFound.find((n) => n.prefix === page.notFoundPrefix)
      : site.pages.find((p) => p.route === page.route)
    : url === warmUpUrl
      ? site.notFound.find((n) => n.prefix === "/")
      : undefined;
  const limit = `${timeout.limitMs / 1000} s`;
  if (!entry) return `a render thread did not finish its page in ${limit}: a component may loop forever`;
  const files = siteBlockTypesShown(entry.config.blocks, componentFiles).map((type) => componentFiles.get(type)!);
  const listed = files.length > 1 ? `${files.slice(0, -1).join(", ")} and ${files.at(-1)}` : files[0];
  const own = files.length ? ` (${listed} ${files.length === 1 ? "is" : "are"} the site's own code on it)` : "";
  return `${entry.file}: the page did not finish rendering in ${limit}: a component of it may loop forever${own}`;
}
