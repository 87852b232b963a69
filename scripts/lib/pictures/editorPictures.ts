import { statSync } from "node:fs";
import path from "node:path";
import type { PictureMaker } from "../../../src/editor/server/previewPictures";
import type { SourceFacts } from "../../../src/engine/pictures/pictureChecks";
import type { ResolvedConfigSet } from "../../../src/engine/resolve/resolveConfigSet";
import { pictureStep } from "./pictureStep";
import { readSource } from "./sourceFacts";

/**
 * The build's picture step for the editor (`npm run edit`): the pictures of the blocks being edited, made in the
 * site's own picture cache (what the next build reuses) and never pruning it, and what a source file is.
 */
export function editorPictureMaker(options: { publicDir: string; cacheDir: string }): PictureMaker {
  const facts = new Map<string, { version: string; facts: SourceFacts }>();
  return {
    async make(uses, site) {
      const result = await pictureStep({
        site: { site, pages: [], notFound: [] } as unknown as ResolvedConfigSet,
        publicDir: options.publicDir,
        cacheDir: options.cacheDir,
        workers: 1,
        uses,
        prune: false,
      });
      return { sets: result.sets, files: result.files };
    },
    async facts(src) {
      const file = path.join(options.publicDir, src);
      const version = sourceVersion(file);
      if (version === undefined) return undefined;
      const known = facts.get(src);
      if (known?.version === version) return known.facts;
      const read = (await readSource(file)).facts;
      facts.set(src, { version, facts: read });
      return read;
    },
    sourceVersion: (src) => sourceVersion(path.join(options.publicDir, src)),
  };
}

/** A source's size and time of change: a different file at the same path is made again. */
function sourceVersion(file: string): string | undefined {
  try {
    const stat = statSync(file);
    return stat.isFile() ? `${stat.size}:${stat.mtimeMs}` : undefined;
  } catch {
    return undefined;
  }
}
