import type { DocumentNode } from "@humanwhocodes/momoa";
import type { ConfigFile } from "../../configFiles.ts";
import type { DatedItemFacts } from "../../content/datedItems.ts";
import type { expandLists } from "../../content/collectionLists.ts";
import type { Pager } from "../../content/pagedLists.ts";
import type { Issue } from "../../explainErrors.ts";
import type { CheckResult, ValueCheck } from "../validationRun.ts";

/** What a page's lists taken from collections got wrong, which are broken, and which show their items as they are. */
export type ListsTaken = Omit<ReturnType<typeof expandLists>, "value">;

/** A value the schema stage checks and the cross-checks read: a config file's, or a page a file makes. */
export interface MadePage {
  /** The file as checked: a page a template or a paged list makes is a page at its own address. */
  file: ConfigFile;
  /** Its address (a page's), else undefined. */
  route?: string;
  /** A translated item's page at the slug its translation names: its address by the item's own slug. */
  fileRoute?: string;
  value: unknown;
  /** The item a page template made it for: "clinics/riverside"; and the item's BlogPosting facts. */
  item?: string;
  blogPosting?: DatedItemFacts;
  /** Which page of a paged list it is. */
  pager?: Pager;
  /** Its lists taken from collections, when the schema stage says their problems (not a template's page). */
  lists?: ListsTaken;
  /** The lists' own problems are named and filtered with the page's (a group template's page), or said first. */
  listIssuesWithPage?: boolean;
  /** The check the schema stage is to do, or what was found already (a template's page, a file remembered). */
  check: ValueCheck | { found: CheckResult };
  /** site.json: its font files are checked against public/ every time, not by its text alone. */
  checkFonts: boolean;
}

/** A config file with what it makes, in the folder's order: the order its problems are said in. */
export interface ConfigEntry {
  file: ConfigFile;
  ast: () => DocumentNode;
  /** Problems found making its pages: said before theirs. */
  issues: Issue[];
  pages: MadePage[];
  /** A problem its pages share is said once (the pages of a paged list, of a group template). */
  sayOnce: boolean;
}
