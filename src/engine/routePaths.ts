/** "/integrations/zoom" → "integrations/zoom" as React Router route paths are written. */
export function routePathOf(route: string): string {
  return route.replace(/^\//, "");
}

/** Where the not-found page of a section is pre-rendered: "/" → "/404", "/integrations/" → "/integrations/404". */
export function notFoundPrerenderPath(prefix: string): string {
  return `${prefix}404`;
}

/** React Router path of the catch-all route of a section: "/" → "*", "/integrations/" → "integrations/*". */
export function notFoundRoutePath(prefix: string): string {
  return `${prefix.replace(/^\//, "")}*`;
}
