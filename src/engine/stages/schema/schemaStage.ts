/**
 * Stage 4, schema validation: each value the folder's files make checked against its schema (Ajv, explained in
 * plain words: explainErrors.ts) and with the checks a schema cannot express (src/engine/checks/), once for the
 * same inputs (ValidateOptions.memo); then every problem found so far in a file located at its line and column,
 * in the folder's order.
 */
import type { DocumentNode } from "@humanwhocodes/momoa";
import { contentChecks } from "../../checks/contentChecks.ts";
import { checkSchemaKey } from "../../checks/schemaKey.ts";
import type { ConfigFile } from "../../configFiles.ts";
import { namingListItems, withoutIssuesOfBrokenLists } from "../../content/collectionLists.ts";
import type { CheckedFile } from "../../checks/links/crossChecks.ts";
import type { DatedItemFacts } from "../../content/datedItems.ts";
import type { Pager } from "../../content/pagedLists.ts";
import { explain, type Issue } from "../../explainErrors.ts";
import { sitePublicDir } from "../../projectPaths.ts";
import { newValidationContext } from "../../schemaStore.ts";
import { fontFileChecks } from "../../theme/fontFileChecks.ts";
import type { MadeFolder, MadePage } from "../collections/collectionsStage.ts";
import type { CheckResult, CheckValue, ValidationRun } from "../validationRun.ts";

/** A value checked, as the cross-checks read it. */
export interface CheckedConfig {
  /** As checked: a page a template or a paged list makes is a page at its own address. */
  file: ConfigFile;
  item?: string;
  /** A translated item's page at the slug its translation names: its address by the item's own slug. */
  fileRoute?: string;
  blogPosting?: DatedItemFacts;
  pager?: Pager;
  data: unknown;
  /** The position tree of the file it is written in, built when a problem must be located. */
  ast: () => DocumentNode;
  checked: CheckedFile;
}

export const schemaStageName = "schema validation";

/** Checks one value against its schema and with the checks beyond it, unless a clean check had the same inputs. */
export const checkValue: CheckValue = (run, check) =>
  run.time(schemaStageName, () =>
    run.checkedOnce(check.key, () => {
      const context = newValidationContext();
      const issues = [
        ...explain(run.store, run.validatorOf(check.schema), check.value, context),
        ...(check.schemaKey
          ? checkSchemaKey(check.value, check.file, check.schema, run.schemasRef, run.store.siteBlockTypes())
          : []),
        ...contentChecks(check.as, check.value, check.ast, check.repeatsKeys),
      ];
      return { issues, links: context.links };
    }),
  );

export function schemaStage(run: ValidationRun, made: MadeFolder): CheckedConfig[] {
  const publicDir = run.options.publicDir ?? sitePublicDir(run.configDir);
  const checked: CheckedConfig[] = [];
  for (const entry of made.entries) {
    run.report(entry.file, entry.ast, entry.issues);
    const said = new Set<string>();
    for (const page of entry.pages) {
      const found = "found" in page.check ? page.check.found : checkValue(run, page.check);
      const fontIssues = page.checkFonts ? fontFileChecks(page.value, publicDir) : [];
      const issues = pageIssues(page, found, fontIssues);
      // the pages of a paged list or a group template share their file: a problem they share is said once
      const fresh = entry.sayOnce
        ? issues.filter((i) => {
            const key = `${i.code}\0${i.pointer}\0${i.message}`;
            return said.has(key) ? false : (said.add(key), true);
          })
        : issues;
      run.report(entry.file, entry.ast, fresh);
      checked.push({
        file: page.file,
        ...(page.item ? { item: page.item } : {}),
        ...(page.fileRoute ? { fileRoute: page.fileRoute } : {}),
        ...(page.blogPosting ? { blogPosting: page.blogPosting } : {}),
        ...(page.pager ? { pager: page.pager } : {}),
        data: page.value,
        ast: entry.ast,
        checked: { display: entry.file.display, route: page.route, data: page.value, links: found.links },
      });
    }
  }
  return checked;
}

/** A page's problems as said: those of its lists, of its check and of its font files. */
function pageIssues(page: MadePage, found: CheckResult, fontIssues: Issue[]): Issue[] {
  if (!page.lists) return [...found.issues, ...fontIssues];
  const { issues, broken, asIs } = page.lists;
  if (page.listIssuesWithPage)
    return namingListItems(withoutIssuesOfBrokenLists([...issues, ...found.issues, ...fontIssues], broken), asIs);
  return [...issues, ...namingListItems(withoutIssuesOfBrokenLists([...found.issues, ...fontIssues], broken), asIs)];
}
