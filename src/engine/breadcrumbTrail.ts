/** One step of a page's breadcrumb trail: a page above it (or itself) and its title. */
export interface TrailStep {
  route: string;
  name: string;
}

/**
 * Each page's breadcrumb trail from its address: Home, then each section of the route that is itself a page, then
 * the page ("/integrations/salesforce" → Home › Integrations › Salesforce), each named by its page's SEO title.
 * Made once for all pages when the site is resolved and carried by each page's entry: a render thread holds only
 * the pages it renders, and the trail is in the page's cache key (scripts/lib/build/pagePlan.ts).
 */
export function breadcrumbTrails(
  pages: readonly { route: string; config: { seo: { title: string } } }[],
  /** The home page a route's trail starts from: its language's ("/es" for "/es/precios"); "/" by default. */
  homeOf: (route: string) => string = () => "/",
) {
  const titles = new Map(pages.map((p) => [p.route, p.config.seo.title]));
  return (route: string): TrailStep[] => {
    const parts = route.split("/").filter(Boolean);
    const home = homeOf(route);
    const routes = ["/", ...parts.map((_, index) => `/${parts.slice(0, index + 1).join("/")}`)].filter(
      (step) => home === "/" || step === home || step.startsWith(`${home}/`),
    );
    return routes.flatMap((step) => {
      const name = titles.get(step);
      return name === undefined ? [] : [{ route: step, name }];
    });
  };
}
