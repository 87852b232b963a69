// html-validate: a maintained HTML linter with a documented Node API and one rule per concern, backed by the
// element metadata of the HTML standard. The markup checks are its rules, with these options; markupRules.ts
// works them out on the page's own parse and asks html-validate itself only for pages where that could differ.
import { createRequire } from "node:module";
import type * as HtmlValidateModule from "html-validate";
import type { ConfigData, HtmlValidate, ResolvedConfig } from "html-validate";
import type { PageElement } from "./pageTree";
import { elementAt, type ParsedPage } from "./parsedPage";

export const htmlValidateConfig: ConfigData = {
  root: true,
  extends: [],
  elements: ["html5"],
  rules: {
    // h2 → h4 is a skipped level; the first heading must be the h1 (the h1 count is checked in pageRules)
    "heading-level": ["error", { allowMultipleH1: true, minInitialRank: "h1" }],
    "no-dup-id": "error",
    // every img has alt; alt="" is how an image says it is decorative…
    "wcag/h37": ["error", { allowEmpty: true, alias: [] }],
    // …but an image that is a link's or a button's only content is not: the control would have no name
    "wcag/h30": "error",
    "text-content": "error",
  },
};

/** One message of html-validate: the element it is about (or, failing that, its place in the source). */
export interface Finding {
  el?: PageElement;
  offset?: number;
  /** html-validate's rule id: one of the rules above (or "parser-error" for markup it cannot read). */
  rule: string;
  message: string;
}

let validator: HtmlValidate | undefined;

/** The page checked by html-validate itself. */
export function htmlValidateFindings(page: Pick<ParsedPage, "html" | "rel" | "root">): Finding[] {
  validator ??= createValidator();
  const report = validator.validateStringSync(page.html, page.rel);
  return report.results
    .flatMap((r) => r.messages)
    .map((m) => ({ el: elementAt(page.root, m.offset), offset: m.offset, rule: m.ruleId, message: m.message }));
}

/**
 * Loaded on the first page that needs it (most builds have none: loading it costs each worker a tenth of a
 * second). html-validate resolves its configuration (the whole HTML element table) again for every page it
 * checks; ours is one configuration for every page, resolved once.
 */
function createValidator(): HtmlValidate {
  const { HtmlValidate, StaticConfigLoader } = createRequire(import.meta.url)(
    "html-validate",
  ) as typeof HtmlValidateModule;
  class OnceResolvedConfigLoader extends StaticConfigLoader {
    private resolved?: ResolvedConfig | Promise<ResolvedConfig>;
    override getConfigFor(handle: string, configOverride?: ConfigData): ResolvedConfig | Promise<ResolvedConfig> {
      if (configOverride) return super.getConfigFor(handle, configOverride);
      this.resolved ??= super.getConfigFor(handle);
      return this.resolved;
    }
  }
  return new HtmlValidate(new OnceResolvedConfigLoader(htmlValidateConfig));
}
