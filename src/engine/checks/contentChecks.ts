import type { DocumentNode } from "@humanwhocodes/momoa";
import type { ConfigFileKind } from "../configFiles.ts";
import { businessChecks } from "./business/businessChecks.ts";
import { blockDepth } from "./page/blockDepth.ts";
import { duplicateAnchors } from "./page/duplicateAnchors.ts";
import { duplicateKeys } from "./keys/duplicateKeys.ts";
import { columnWidths } from "./page/columnWidths.ts";
import { duplicateQuestions } from "./page/duplicateQuestions.ts";
import type { Issue } from "../explainErrors.ts";
import { formChecks } from "./page/formChecks.ts";
import { hoursChecks } from "./business/hoursChecks.ts";
import { textChecks } from "./text/textChecks.ts";
import { themeChecks } from "../theme/themeChecks.ts";
import { languageChecks } from "../i18n/languageChecks.ts";
import { siteFormatChecks } from "../formats/siteFormatChecks.ts";
import { withoutInputPlaceholders } from "../sections/sectionInputPlaceholders.ts";

/**
 * Checks of one parsed file that the schemas cannot express: repeated keys, repeated anchors and FAQ questions, form fields,
 * invisible characters and unknown {placeholders} in any text, opening hours and phone numbers, the theme's contrast,
 * the business's structured data, the site's languages.
 * `ast` gives the file's position tree, asked for only when a problem needs it; `repeatsKeys` false says
 * no object writes a key twice, so the tree need not be searched for repeats.
 */
export function contentChecks(
  what: ConfigFileKind,
  data: unknown,
  ast: () => DocumentNode,
  repeatsKeys: boolean,
): Issue[] {
  const issues = [...(repeatsKeys ? duplicateKeys(ast()) : []), ...textChecks(data), ...hoursChecks(data)];
  if (what.kind === "section")
    // a section's {input.<name>} texts are filled at each use (src/engine/sections/expandSections.ts); one naming no
    // input its uses give is told by the section cross-checks, which know them (a translation's are its original's)
    return [
      ...withoutInputPlaceholders(issues),
      ...blockDepth(data),
      ...duplicateAnchors(data, ast),
      ...formChecks(data),
      ...columnWidths(data),
    ];
  if (what.kind === "page" || what.kind === "not-found")
    issues.push(
      ...blockDepth(data),
      ...duplicateAnchors(data, ast),
      ...duplicateQuestions(data),
      ...formChecks(data),
      ...columnWidths(data),
    );
  if (what.kind === "site")
    issues.push(...themeChecks(data), ...businessChecks(data), ...languageChecks(data), ...siteFormatChecks(data));
  return issues;
}
