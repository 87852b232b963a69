import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { schemasDir } from "../../../src/engine/projectPaths";
import { readSiteBlocks } from "../../../src/engine/siteBlocks/readSiteBlocks";
import { schemaStore } from "../../../src/engine/validateConfigDir";
import type { IslandsBundle } from "../islandsBuild";
import { finishFolder, freshFolder, heldAndRead, sitePartPrefix } from "./bundleFolders";
import { bundleSiteBlocks, siteBlockBundleFile } from "./siteBlockBundle";

/**
 * A site's own blocks bundled for the render threads (./siteBlockBundle.ts), and, when one of them has a browser
 * script, the islands' browser code with theirs (the builder's otherwise): in the site's own folder
 * (sitePartFolder), made again only when a file of its blocks changes.
 */
export async function siteBlockPart(
  codeHash: string,
  configDir: string,
  status: (text: string) => void,
): Promise<SitePart> {
  const dir = sitePartFolder(configDir, codeHash);
  const root = path.dirname(dir);
  const found = reusedSitePart(dir, codeHash);
  if (found) return found;
  const building = freshFolder(dir);
  status("bundling the site's own blocks…");
  const { blocks } = readSiteBlocks(configDir, schemaStore(schemasDir).blockTypes());
  let islands: IslandsBundle | undefined;
  try {
    await bundleSiteBlocks(configDir, building);
    // a script joins the loader's map (virtual:browser-needs): the islands are then the site's own (Vite is loaded
    // only then)
    if (blocks.some((block) => block.script))
      islands = await (await import("../islandsBuild")).islandsInto(building, configDir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  const record: SitePartRecord = { codeHash, siteBlocks: siteBlockBundleFile, ...(islands ? { islands } : {}) };
  return finishFolder(root, building, dir, record, () => readSitePart(dir, codeHash));
}

/**
 * Where a site's part is: `.build-cache/code/site-<the site's code hash>/` in the site's folder, wherever the
 * builder's code is (in this repository, its own .build-cache/): the site's files are the site's.
 */
export function sitePartFolder(configDir: string, codeHash: string): string {
  return path.join(path.resolve(configDir), ".build-cache", "code", `${sitePartPrefix}${codeHash}`);
}

/** A site's blocks bundled apart from the builder's code (siteBlockPart), with its own islands when it has scripts. */
export interface SitePart {
  siteBlocks: string;
  islands?: { assetsDir: string; bundle: IslandsBundle };
}

interface SitePartRecord {
  codeHash: string;
  siteBlocks: string;
  islands?: IslandsBundle;
}

export function reusedSitePart(dir: string, codeHash: string): SitePart | undefined {
  if (!readSitePart(dir, codeHash)) return undefined;
  return heldAndRead(dir, () => readSitePart(dir, codeHash));
}

function readSitePart(dir: string, codeHash: string): SitePart | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(dir, "bundle.json"), "utf8")) as SitePartRecord;
    if (record.codeHash !== codeHash || !existsSync(path.join(dir, record.siteBlocks))) return undefined;
    return sitePartAt(dir, record);
  } catch {
    return undefined;
  }
}

function sitePartAt(dir: string, record: SitePartRecord): SitePart {
  return {
    siteBlocks: path.join(dir, record.siteBlocks),
    ...(record.islands ? { islands: { assetsDir: path.join(dir, "assets"), bundle: record.islands } } : {}),
  };
}
