import type { PageEntry } from "../engine/validateConfigDir";

/** One step of a page's breadcrumb trail: a page above it (or itself) and its title. */
export interface TrailStep {
  route: string;
  name: string;
}

const titlesOf = new WeakMap<readonly unknown[], Map<string, string>>();

/**
 * A page's breadcrumb trail from its address: Home, then each section of the route that is itself a page, then
 * the page ("/integrations/salesforce" → Home › Integrations › Salesforce), each named by its page's SEO title.
 * It reads other pages' titles, so the build puts it into the page's cache key (scripts/lib/build/pagePlan.ts).
 */
export function breadcrumbTrail(pages: readonly PageEntry<{ seo: { title: string } }>[], route: string): TrailStep[] {
  let titles = titlesOf.get(pages);
  if (!titles) {
    titles = new Map(pages.map((p) => [p.route, p.config.seo.title]));
    titlesOf.set(pages, titles);
  }
  const parts = route.split("/").filter(Boolean);
  const routes = ["/", ...parts.map((_, index) => `/${parts.slice(0, index + 1).join("/")}`)];
  return routes.flatMap((step) => {
    const name = titles.get(step);
    return name === undefined ? [] : [{ route: step, name }];
  });
}
