import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Two routes serve every address: "/" and everything else, both rendered by routes/page.tsx from the page
 * config of the address (or the nearest not-found config). Which pages exist is the config folder's business:
 * react-router.config.ts lists them for the pre-render. With one route instead of one per page, matching
 * an address costs the same for 30 pages or 3,000, and the dev server needs no restart when a page is added.
 *
 * The dev server (`npm run dev`: Vite sets NODE_ENV to "development") adds the block gallery, /_blocks: every
 * block type's schema examples rendered (src/editor/gallery/). A build (NODE_ENV "production": scripts/build.ts
 * sets it, and Vite does for `react-router build`) has no such route, so none of its code is bundled.
 */
export const devServerRoutes =
  process.env.NODE_ENV === "development"
    ? [{ path: "/_blocks", file: "editor/gallery/galleryRoute.tsx", id: "block-gallery" }]
    : [];

export default [
  ...devServerRoutes.map(({ path, file, id }) => route(path.slice(1), file, { id })),
  index("routes/page.tsx", { id: "home" }),
  route("*", "routes/page.tsx", { id: "page" }),
] satisfies RouteConfig;
