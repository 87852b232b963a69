import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import type { LinkUse } from "../links.ts";
import { didYouMean } from "../suggest.ts";
import type { ContentCollections, ContentItem } from "./contentTypes.ts";
import { expandLists, namingListItems, withoutIssuesOfBrokenLists } from "./collectionLists.ts";
import { expandTemplate, saidWhereFilled } from "./expandTemplate.ts";
import type { FormatContext } from "../formats/formatValue.ts";
import { issueInItemBody, linkInItemBody } from "./itemBodyPlaces.ts";

export interface TemplatePage {
  route: string;
  /** The route by the item's own slug, when a translation names another ("slug"): what it translates. */
  fileRoute?: string;
  item: ContentItem;
  value: unknown;
  links: LinkUse[];
}

/**
 * The pages a template (pages/<path>/[slug].json) makes: one per item of its collection that is not a draft, each
 * checked as a page by `check`. A problem found for several items is said once, at the template's line, naming
 * the items it concerns (none when it concerns every item: then it is the template's own). A template under a
 * language (pages/es/blog/[slug].json) makes pages only for the items that language translates (`translatedInto`):
 * the others follow the site's fallback as pages do.
 */
export function templatePages(
  prefix: string,
  template: unknown,
  collections: ContentCollections,
  check: (value: unknown) => { issues: Issue[]; links: LinkUse[] },
  translatedInto?: string,
  context?: FormatContext,
): { pages: TemplatePage[]; issues: Issue[]; empty?: Issue } {
  const name = isRecord(template) ? template.collection : undefined;
  const collection = typeof name === "string" ? collections[name] : undefined;
  if (!collection) {
    const known = Object.keys(collections);
    const issue: Issue = {
      code: "template-without-collection",
      pointer: typeof name === "string" ? "/collection" : "",
      at: "value",
      message:
        typeof name === "string"
          ? `collection: the site has no collection "${name}".`
          : '(top level): a page template ([slug].json) names the collection whose items get a page: "collection" is missing.',
      hint: known.length
        ? `${didYouMean(String(name ?? ""), known).trim() || `The site's collections: ${known.join(", ")}.`}`
        : "Add collections/<name>.schema.json and the items in collections/<name>/ (see docs/content.md).",
    };
    // the template's texts cannot be judged without its items: the one problem is said alone
    return { pages: [], issues: [issue] };
  }
  // its collection's schema cannot be used (said there): the template waits until it is mended
  if (collection.unusable) return { pages: [], issues: [] };
  const items = collection.items.filter(
    (item) => !item.draft && (translatedInto === undefined || item.language === translatedInto),
  );
  if (items.length === 0 && translatedInto !== undefined) return { pages: [], issues: [] };
  if (items.length === 0) {
    return {
      pages: [],
      issues: [],
      empty: {
        code: "empty-collection",
        pointer: "/collection",
        at: "value",
        message: `collection: "${collection.name}" has no item to build, so this template makes no page.`,
        hint: `Add items in collections/${collection.name}/ (items with "draft": true are not built).`,
      },
    };
  }
  const pages: TemplatePage[] = [];
  const grouped = new Map<string, { issue: Issue; slugs: string[] }>();
  for (const item of items) {
    // lists first: their "each" speaks of the list's items, their "where" of this page's item
    const listed = expandLists(template, collections, item, 1, context);
    const filled = expandTemplate(listed.value, item, collections, "", context);
    const expanded = { value: filled.value, issues: [...listed.issues, ...filled.issues] };
    const result = check(expanded.value);
    const checked = {
      ...result,
      issues: namingListItems(
        withoutIssuesOfBrokenLists(result.issues, [...listed.broken, ...filled.refused]),
        listed.asIs,
      ),
    };
    const at = (slug: string) => (prefix === "/" ? `/${slug}` : `${prefix}/${slug}`);
    const route = at(item.addressSlug ?? item.slug);
    const links = checked.links.map((use) => linkInItemBody(use, filled.bodies));
    pages.push({
      route,
      ...(item.addressSlug === undefined ? {} : { fileRoute: at(item.slug) }),
      item,
      value: expanded.value,
      links,
    });
    // an {item.…} left in a text is already said (item-field-missing), not again as an unknown placeholder
    const rest = checked.issues.filter((i) => !saidWhereFilled(i)).map((i) => issueInItemBody(i, filled.bodies));
    for (const issue of [...expanded.issues, ...rest]) {
      const key = `${issue.code}\0${issue.inFile ?? ""}\0${issue.pointer}\0${issue.message}`;
      const seen = grouped.get(key);
      if (seen) seen.slugs.push(item.slug);
      else grouped.set(key, { issue, slugs: [item.slug] });
    }
  }
  const issues = [...grouped.values()].map(({ issue, slugs }) => {
    const named =
      issue.inFile !== undefined || issue.message.includes(`"${slugs[0]}"`) || slugs.length === items.length;
    const list = slugs.length > 3 ? `${slugs.slice(0, 3).join(", ")} and ${slugs.length - 3} more` : slugs.join(", ");
    return named
      ? issue
      : {
          ...issue,
          message: `${issue.message} (on the page of the item${slugs.length > 1 ? "s" : ""} ${list} of "${collection.name}")`,
        };
  });
  return { pages, issues };
}
