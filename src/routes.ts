import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Two routes serve every address: "/" and everything else, both rendered by routes/page.tsx from the page
 * config of the address (or the nearest not-found config). Which pages exist is the config folder's business:
 * react-router.config.ts lists them for the pre-render. With one route instead of one per page, matching
 * an address costs the same for 30 pages or 3,000, and the dev server needs no restart when a page is added.
 */
export default [index("routes/page.tsx", { id: "home" }), route("*", "routes/page.tsx", { id: "page" })] satisfies RouteConfig;
