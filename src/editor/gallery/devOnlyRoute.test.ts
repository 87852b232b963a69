// The block gallery is a route of the dev server only: src/routes.ts and the pre-render list of
// react-router.config.ts name it when NODE_ENV is "development" (npm run dev) and never in a build.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** src/routes.ts and react-router.config.ts as React Router reads them under this NODE_ENV. */
async function routesUnder(nodeEnv: string) {
  vi.stubEnv("NODE_ENV", nodeEnv);
  vi.resetModules();
  const routes = (await import("../../routes")).default;
  const config = (await import("../../../react-router.config")).default;
  if (!config.prerender) throw new Error("react-router.config.ts lists no pages to pre-render outside SERVER_BUNDLE=1");
  const prerendered: string[] = await config.prerender.paths();
  return { routes, prerendered };
}

describe("the /_blocks route", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("is served by the dev server (NODE_ENV development), by the gallery's route module", async () => {
    const { routes, prerendered } = await routesUnder("development");
    const gallery = routes.filter((r) => r.path === "_blocks");
    expect(gallery).toEqual([
      expect.objectContaining({ id: "block-gallery", file: "editor/gallery/galleryRoute.tsx" }),
    ]);
    expect(existsSync(path.join(repoRoot, "src", gallery[0].file))).toBe(true);
    // with ssr: false React Router renders a route's content only at addresses in this list
    expect(prerendered).toContain("/_blocks");
    // before the catch-all page route, so "*" does not answer it
    expect(routes.findIndex((r) => r.path === "_blocks")).toBeLessThan(routes.findIndex((r) => r.path === "*"));
  });

  it("is absent from a build (NODE_ENV production): no route, no pre-rendered page, no gallery module", async () => {
    const { routes, prerendered } = await routesUnder("production");
    expect(routes.map((r) => r.path ?? "(index)")).toEqual(["(index)", "*"]);
    expect(routes.every((r) => r.file === "routes/page.tsx")).toBe(true);
    expect(prerendered.filter((p) => p.includes("_blocks"))).toEqual([]);
    expect(prerendered).toContain("/");
  });
});
