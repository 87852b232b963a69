/**
 * Stage 2, parse: each config file's text (site.json, pages, page templates, not-found pages) parsed with its
 * positions (jsonWithPositions.ts), a syntax error located; a file whose text a clean earlier check remembers
 * (ValidateOptions.memo) only JSON.parse'd. A collection's files are parsed by the next stage, which reads them.
 * The site's languages are known here, before the content: an item's translations, and which items a page in a
 * language reads, depend on them.
 */
import type { DocumentNode } from "@humanwhocodes/momoa";
import type { ConfigFile } from "../../configFiles.ts";
import { siteLanguagesOf, type SiteLanguages } from "../../i18n/siteLanguages.ts";
import { parseConfigText, type ParsedConfigText } from "../../jsonWithPositions.ts";
import type { LinkUse } from "../../links.ts";
import type { ReadFolder } from "../read/readStage.ts";
import type { ValidationRun } from "../validationRun.ts";

/** A config text JSON accepted, with its position tree built when asked. */
export type ParsedText = Extract<ParsedConfigText, { ok: true }>;

/** A config file parsed: a page template, any other config, or one a clean earlier check remembers. */
export type ParsedConfig =
  | {
      kind: "template";
      /** pages/<prefix>/[<param>].json */
      file: ConfigFile & { what: { kind: "page-template" } };
      text: string;
      parsed: ParsedText;
    }
  | {
      kind: "config";
      file: ConfigFile;
      text: string;
      parsed: ParsedText;
      /** It shows a list from a collection: its checks depend on the items too, not on its text alone. */
      listsItems: boolean;
    }
  | {
      kind: "remembered";
      file: ConfigFile;
      data: unknown;
      /** The position tree, parsed only when a problem must be located. */
      ast: () => DocumentNode;
      /** The links an earlier clean check of the same text found. */
      links: LinkUse[];
    };

export interface ParsedFolder {
  /** The config files parsed, in the folder's order (those with a syntax error left out). */
  configs: ParsedConfig[];
  /** The addresses of page files with a syntax error: links to them are not reported again as links to nowhere. */
  unreadableRoutes: string[];
  languages: SiteLanguages;
  /** site.json as parsed (before its check): how values are written in each language (src/engine/formats/). */
  site: unknown;
}

/** The memo's key for the checks of a file on its own: its place and its text. */
export const fileKey = (file: ConfigFile, text: string) => `file\0${file.inside}\0${text}`;

export function parseStage(run: ValidationRun, folder: ReadFolder): ParsedFolder {
  const configs: ParsedConfig[] = [];
  const unreadableRoutes: string[] = [];
  for (const file of folder.files) {
    if (file.what.kind.startsWith("collection-")) continue;
    if (file.what.kind === "unexpected") {
      const { code, reason, hint } = file.what;
      run.report(file, undefined, [{ code, pointer: "", at: "value", message: `(file) ${reason}`, hint }]);
      // a page file whose name is not read: links to its address follow from this one problem
      if (file.what.route !== undefined) unreadableRoutes.push(file.what.route);
      continue;
    }
    const text = folder.textOf(file);
    // a page showing a list from a collection depends on the items too, not on its text alone
    const listsItems = file.what.kind !== "page-template" && text.includes('"collection"');
    const remembered =
      file.what.kind === "page-template" || listsItems
        ? undefined
        : (run.options.memo?.recall(fileKey(file, text)) as LinkUse[] | undefined);
    if (remembered) {
      let ast: DocumentNode | undefined;
      const located = () => (ast ??= (parseConfigText(text) as ParsedText).ast());
      configs.push({ kind: "remembered", file, data: JSON.parse(text), ast: located, links: remembered });
      continue;
    }
    const parsed = parseConfigText(text);
    if (!parsed.ok) {
      run.diagnostics.push({
        file: file.display,
        ...parsed.position,
        code: parsed.code ?? "json-syntax",
        message: parsed.message,
        hint: parsed.hint,
      });
      if (file.what.kind === "page") unreadableRoutes.push(file.what.route);
      continue;
    }
    if (file.what.kind === "page-template")
      configs.push({ kind: "template", file: { ...file, what: file.what }, text, parsed });
    else configs.push({ kind: "config", file, text, parsed, listsItems });
  }
  const site = folder.files.find((f) => f.what.kind === "site");
  const siteText = site ? parseConfigText(folder.textOf(site)) : undefined;
  const languages = siteLanguagesOf(siteText?.ok ? siteText.value : undefined);
  return { configs, unreadableRoutes, languages, site: siteText?.ok ? siteText.value : undefined };
}
