import type { Issue } from "../explainErrors.ts";
import { fieldPath } from "../fieldPath.ts";
import { isRecord } from "../isRecord.ts";
import { childPointer, joinPointer } from "../jsonPointer.ts";
import { walkJson } from "../textValues.ts";
import { knownLanguage, languageDirection } from "./languageTable.ts";
import { leftToRightLetter, rightToLeftLetter } from "./scriptDirection.ts";
import { languageOfRoute, siteLanguagesOf } from "./siteLanguages.ts";

interface PageAt {
  route: string;
  file: string;
  config: unknown;
}

/** A sentence, not a name: at least this many words of left-to-right letters, and this many such letters. */
const sentenceWords = 4;
const sentenceLetters = 20;
const directionMark = /[\u200e\u200f]/;
const linkLike = /^(\/|#|@|https?:|mailto:|tel:|www\.)/i;

/**
 * Warnings about text direction, located at their fields (docs/languages.md, "Mixed-direction text"):
 * - `direction-mark`: an invisible left-to-right or right-to-left mark (U+200E, U+200F) in a text where nothing
 *   mixes directions (letters of one direction only, no digits): it settles nothing and travels with every copy.
 * - `text-in-other-direction`: on a page in a right-to-left language, a text written wholly in a left-to-right
 *   alphabet that reads as a sentence (four words or more): most often a text not translated yet. Names, brands,
 *   addresses and links are shorter or link-like and are not reported.
 * Pages, and site.json's settings as each right-to-left language shows them, are checked; the pages a language
 * lacks and the texts of the items it shows from the default language (`notTranslated`: counted as missing
 * translations already) are not.
 */
export function directionWarnings(
  site: unknown,
  pages: readonly PageAt[],
  notTranslated: (language: string) => ReadonlySet<string> = () => new Set(),
): { file: string; issues: Issue[] }[] {
  const languages = siteLanguagesOf(site);
  const found: { file: string; issues: Issue[] }[] = [];
  const skipped = new Map<string, ReadonlySet<string>>();
  for (const page of pages) {
    const language = languageOfRoute(page.route, languages);
    if (languageDirection(language) === "rtl" && !skipped.has(language)) skipped.set(language, notTranslated(language));
    const issues = textDirectionIssues(page.config, language, "", skipped.get(language));
    if (issues.length) found.push({ file: page.file, issues });
  }
  return found;
}

/** The direction warnings of site.json: its own settings in the default language, each translation in its own. */
export function siteDirectionWarnings(site: unknown): Issue[] {
  if (!isRecord(site)) return [];
  const languages = siteLanguagesOf(site);
  const { translations, ...own } = site;
  const issues = textDirectionIssues(own, languages.default);
  if (isRecord(translations))
    for (const [code, value] of Object.entries(translations))
      issues.push(...textDirectionIssues(value, code, childPointer("/translations", code)));
  return issues;
}

/** The warnings of one value's texts, read as a page in `language` shows them. */
export function textDirectionIssues(
  value: unknown,
  language: string,
  base = "",
  notTranslated: ReadonlySet<string> = new Set(),
): Issue[] {
  const rtl = languageDirection(language) === "rtl";
  const name = knownLanguage(language)?.name ?? language;
  const issues: Issue[] = [];
  const said = new Set<string>();
  walkJson(value, {
    // the pointer is written out only for an issue (every text of every page is visited)
    text: (node, keys) => {
      if (keys.includes("$schema")) return;
      const pointer = () => base + joinPointer(keys);
      const issue =
        markIssue(node, pointer) ??
        (rtl && !notTranslated.has(node) ? otherDirectionIssue(node, pointer, name) : undefined);
      if (issue && !said.has(issue.pointer)) {
        said.add(issue.pointer);
        issues.push(issue);
      }
    },
  });
  return issues;
}

function markIssue(text: string, pointerOf: () => string): Issue | undefined {
  const at = text.search(directionMark);
  if (at < 0 || /\d/.test(text)) return undefined;
  if (rightToLeftLetter.test(text) && leftToRightLetter.test(text)) return undefined;
  const pointer = pointerOf();
  const mark = text[at] === "\u200e" ? "left-to-right mark (U+200E)" : "right-to-left mark (U+200F)";
  const column = [...text.slice(0, at)].length + 1;
  return {
    code: "direction-mark",
    pointer,
    at: "value",
    inText: { line: 1 + (text.slice(0, at).match(/\n/g)?.length ?? 0), column },
    message: `${fieldPath(pointer)}: the text holds an invisible ${mark} at character ${column}, but nothing in it mixes writing directions, so the mark settles nothing (it travels with every copy of the text).`,
    hint: "Remove it. A mark is needed only between a right-to-left and a left-to-right run, or beside numbers and punctuation among them.",
  };
}

function otherDirectionIssue(text: string, pointerOf: () => string, language: string): Issue | undefined {
  if (rightToLeftLetter.test(text) || linkLike.test(text.trim())) return undefined;
  const words = text.split(/\s+/).filter((word) => leftToRightLetter.test(word));
  const letters = text.match(new RegExp(leftToRightLetter.source, "g"))?.length ?? 0;
  if (words.length < sentenceWords || letters < sentenceLetters) return undefined;
  const pointer = pointerOf();
  const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return {
    code: "text-in-other-direction",
    pointer,
    at: "value",
    message: `${fieldPath(pointer)}: this ${language} page reads right to left, and "${shown}" is written wholly left to right: is it not translated yet?`,
    hint: `Translate it into ${language}. A name, a brand or an address in another script is fine: words in Latin letters inside ${language} text are shown in their own direction.`,
  };
}
