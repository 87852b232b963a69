import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { load, must, timedBuild } from "./buildBench";
import { siteWithCopies } from "./siteCopies";

const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const pagesOf = (output: string) => Number(/(\d+) pages: /.exec(output)?.[1] ?? Number.NaN);

/**
 * Issue 29's claim that a site in N languages costs about N times one language (no build per language, one code
 * bundle): the first site grown by `extra` copies of its pages, built from nothing (--no-cache, the code already
 * bundled) in one, two and three languages. The other languages have no translation, so every page of theirs is
 * the default language's served under their prefix with its notice ("fallback": "default-language"): a page
 * rendered in that language like a translated one. Prints each build's time and its share of one language's,
 * beside the share its page count predicts, with the machine's load average before each.
 */
export async function languagesBench(extra: number): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-languages-"));
  console.log(
    `\nLanguages (the first site + ${extra.toLocaleString("en-US")} pages, each other language served from the default)`,
  );
  must(await timedBuild(["--out", path.join(dir, "warm-up")]), "warm-up build");
  const codes = ["en", "es", "fr"];
  let one: { seconds: number; pages: number } | undefined;
  for (let count = 1; count <= codes.length; count++) {
    const configDir = path.join(dir, `site-${count}`);
    siteWithCopies(configDir, extra);
    const siteFile = path.join(configDir, "site.json");
    const site = JSON.parse(readFileSync(siteFile, "utf8")) as Record<string, unknown>;
    if (count > 1)
      writeFileSync(
        siteFile,
        JSON.stringify({ ...site, languages: codes.slice(0, count), fallback: "default-language" }, null, 2),
      );
    const loadBefore = load();
    const built = must(
      await timedBuild(["--dir", configDir, "--out", path.join(dir, `out-${count}`), "--no-cache"]),
      `${count} languages`,
    );
    const pages = pagesOf(built.output);
    one ??= { seconds: built.seconds, pages };
    console.log(
      `  ${count} language${count > 1 ? "s" : ""}: ${pages.toLocaleString("en-US")} pages from nothing ${s(built.seconds)} (CPU ${s(built.cpuSeconds)}), ${(built.seconds / one.seconds).toFixed(2)}× one language for ${(pages / one.pages).toFixed(2)}× its pages, ${((built.seconds * 1000) / pages).toFixed(1)} ms a page  (${loadBefore})`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
}
