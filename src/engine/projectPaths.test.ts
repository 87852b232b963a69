import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { repoRoot, shownPath, shownSiteFile, workingDir, workingDirEnv } from "./projectPaths.ts";

// The dev server runs React Router's CLI in the builder's folder (scripts/dev.ts): its messages name files from the
// folder the command was started in, handed on as BUILDER_WORKING_DIR, as `validate` names them from its own.
afterEach(() => vi.unstubAllEnvs());

const site = path.join(path.sep, "home", "ana", "bakery");

describe("the folder messages name files from", () => {
  it("is the working directory when no command handed another on", () => {
    vi.stubEnv(workingDirEnv, "");
    expect(workingDir()).toBe(process.cwd());
    expect(shownPath(path.join(process.cwd(), "pages", "index.json"))).toBe("pages/index.json");
  });

  it("is the folder the command was started in, wherever the server runs", () => {
    vi.stubEnv(workingDirEnv, site);
    // this process runs elsewhere (in the builder's folder, as the dev server does)
    expect(process.cwd()).not.toBe(site);
    expect(workingDir()).toBe(site);
    expect(shownPath(path.join(site, "pages", "index.json"))).toBe("pages/index.json");
    expect(shownPath(path.join(path.dirname(site), "other", "site.json"))).toBe("../other/site.json");
  });

  it("shows a file named inside the site's folder from there too, not from the builder's folder", () => {
    vi.stubEnv(workingDirEnv, site);
    expect(shownSiteFile("blocks/opening-times/OpeningTimes.tsx", site)).toBe("blocks/opening-times/OpeningTimes.tsx");
    // started in the folder above the site (`dev --dir bakery`)
    vi.stubEnv(workingDirEnv, path.dirname(site));
    expect(shownSiteFile("blocks/opening-times/OpeningTimes.tsx", site)).toBe(
      "bakery/blocks/opening-times/OpeningTimes.tsx",
    );
    // the builder installed in the site's node_modules: never "../../blocks/…" (relative to the builder's folder)
    vi.stubEnv(workingDirEnv, site);
    expect(shownSiteFile("blocks/a/A.tsx", site)).not.toMatch(/^\.\./);
  });

  it("takes the site's folder in use when none is given (PAGES_CONFIG_DIR)", () => {
    vi.stubEnv("PAGES_CONFIG_DIR", site);
    vi.stubEnv(workingDirEnv, repoRoot);
    expect(shownSiteFile("blocks/a/A.tsx")).toBe(shownPath(path.join(site, "blocks", "a", "A.tsx"), repoRoot));
  });
});
