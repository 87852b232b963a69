/** Page addresses and their files: "/" ↔ pages/index.json, "/a/b" ↔ pages/a/b.json. */
const routePattern = /^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/;

/** A plain-words problem with an address typed for a new page, or undefined. */
export function routeProblem(route: string): string | undefined {
  if (!route.startsWith("/")) return 'Start the address with "/", for example /pricing.';
  if (!routePattern.test(route))
    return "Use lower-case letters, digits and dashes, with / between parts (for example /integrations/zoom).";
  return undefined;
}

export function pagePath(route: string): string {
  return route === "/" ? "pages/index.json" : `pages${route}.json`;
}

/** The "$schema" value a config file at this path needs ("pages/a.json" → "../../schemas/…": out of pages/ and the config folder). */
export function schemaRef(path: string, schema = "page.schema.json"): string {
  return `${"../".repeat(path.split("/").length)}schemas/${schema}`;
}

/** A new page: blank (one opening section) or a copy of another page, with its own title. */
export function newPage(route: string, title: string, copyOf?: unknown): Record<string, unknown> {
  const path = pagePath(route);
  if (copyOf && typeof copyOf === "object") {
    const copy = structuredClone(copyOf) as Record<string, unknown>;
    const seo = { ...(copy.seo as Record<string, unknown>), title };
    return { ...copy, $schema: schemaRef(path), seo };
  }
  return {
    $schema: schemaRef(path),
    seo: { title, description: title },
    blocks: [{ type: "hero", title }],
  };
}
