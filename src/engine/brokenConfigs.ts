import type { ConfigFile } from "./configFiles.ts";
import type { Diagnostic } from "./diagnostic.ts";
import type { ConfigSet } from "./validateConfigDir.ts";

/** A page or not-found config with problems: in the dev server only its own addresses show them. */
export interface BrokenConfig {
  /** Display path of the file, as in its messages. */
  file: string;
  /** The page's address ("/pricing"), or the section a not-found config answers for ("/", "/integrations/"). */
  at: { route: string } | { notFoundPrefix: string };
  diagnostics: Diagnostic[];
}

/**
 * Splits a config set with problems into what still renders and what does not, for the dev server:
 * a problem in a page or not-found config breaks only that config's addresses; the rest of the set (without
 * those files, and without messages) can be resolved and rendered. Returns undefined when a problem lies in a
 * file every page depends on — site.json, a data file, a file in the wrong place, a missing site.json — since
 * then no page can be rendered faithfully.
 */
export function setAsideBrokenConfigs(
  set: ConfigSet,
  files: readonly ConfigFile[],
): { set: ConfigSet; broken: BrokenConfig[] } | undefined {
  const kindOf = new Map(files.map((f) => [f.display, f.what]));
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of set.diagnostics) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);

  const broken: BrokenConfig[] = [];
  for (const [file, diagnostics] of byFile) {
    const what = kindOf.get(file);
    if (what?.kind === "page") broken.push({ file, at: { route: what.route }, diagnostics });
    else if (what?.kind === "not-found") broken.push({ file, at: { notFoundPrefix: what.prefix }, diagnostics });
    else return undefined;
  }
  const isBroken = (entry: { file: string }) => byFile.has(entry.file);
  return {
    set: {
      ...set,
      diagnostics: [],
      pages: set.pages.filter((p) => !isBroken(p)),
      notFound: set.notFound.filter((n) => !isBroken(n)),
    },
    broken,
  };
}

/** The addresses a broken config breaks, in words: "/pricing", "unknown addresses under /integrations/". */
export function brokenAddresses(broken: BrokenConfig): string {
  return "route" in broken.at ? broken.at.route : `unknown addresses under ${broken.at.notFoundPrefix}`;
}
