// html-validate: a maintained HTML linter with a documented Node API and one rule per concern, backed by the
// element metadata of the HTML standard. Its rules cover the per-page markup checks (heading levels, duplicate
// ids, img alt, links and buttons with no text) so this module only picks rules and words the results.
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message, type ResolvedConfig } from "html-validate";
import { describeElement, elementAt, type ParsedPage } from "./parsedPage";
import type { CheckName, Problem } from "./problem";

const config: ConfigData = {
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

const checkOf: Record<string, CheckName> = {
  "heading-level": "heading-level",
  "no-dup-id": "duplicate-id",
  "wcag/h37": "img-alt",
  "wcag/h30": "accessible-name",
  "text-content": "accessible-name",
};

/**
 * html-validate resolves its configuration (the whole HTML element table) again for every page it checks;
 * ours is one configuration for every page, resolved once (a third of the check's time on large sites).
 */
class OnceResolvedConfigLoader extends StaticConfigLoader {
  private resolved?: ResolvedConfig | Promise<ResolvedConfig>;
  override getConfigFor(handle: string, configOverride?: ConfigData): ResolvedConfig | Promise<ResolvedConfig> {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    this.resolved ??= super.getConfigFor(handle);
    return this.resolved;
  }
}

let validator: HtmlValidate | undefined;

/** Heading levels, duplicate ids, img alt and nameless links/buttons of one page, located by block. */
export function markupProblems(page: ParsedPage): Problem[] {
  validator ??= new HtmlValidate(new OnceResolvedConfigLoader(config));
  const report = validator.validateStringSync(page.html, page.rel);
  const messages = report.results.flatMap((r) => r.messages);
  return messages.map((m) => toProblem(page, m));
}

function toProblem(page: ParsedPage, m: Message): Problem {
  const el = elementAt(page.root, m.offset);
  const check = checkOf[m.ruleId] ?? "heading-level";
  let message = `${m.message}${el ? `: ${describeElement(el)}` : ""}`;
  if (check === "accessible-name" && el?.querySelector('img[alt=""]')) {
    message += ` — its image has alt="", but an image that is a link's or button's only content is not decorative: give it an alt that says where the link goes`;
  }
  return { ...page.locate(el ?? m.offset), check, message };
}
