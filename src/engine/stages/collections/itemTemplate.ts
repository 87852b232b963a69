import type { ContentFeed } from "../../content/feeds.ts";
import { feedOf } from "../../content/feeds.ts";
import { datedItems } from "../../content/datedItems.ts";
import { templatePages } from "../../content/templatePages.ts";
import type { ContentCollections } from "../../content/contentTypes.ts";
import { isRecord } from "../../isRecord.ts";
import { locate } from "../../jsonWithPositions.ts";
import type { FormatContext } from "../../formats/formatValue.ts";
import type { ParsedConfig } from "../parse/parseStage.ts";
import type { CheckValue, ValidationRun } from "../validationRun.ts";
import type { ConfigEntry } from "./madePages.ts";

/**
 * A page template's pages (pages/<path>/[slug].json): one per item of its collection, each checked as a page
 * against its item as it is made (`checkValue`, the schema stage's check) and located at the template's lines;
 * the feed and the BlogPosting facts it asks for.
 */
export function itemTemplate(
  run: ValidationRun,
  template: Extract<ParsedConfig, { kind: "template" }>,
  collections: ContentCollections,
  language: { of: string; isDefault: boolean },
  checkValue: CheckValue,
  feeds: ContentFeed[],
  formats: FormatContext,
): ConfigEntry {
  const { file, text, parsed } = template;
  const prefix = file.what.prefix;
  const check = (value: unknown) =>
    checkValue(run, {
      file,
      schema: "page.schema.json",
      as: { kind: "page", route: prefix },
      value,
      ast: parsed.ast,
      repeatsKeys: parsed.repeatsKeys,
      schemaKey: true,
      key: `template\0${file.inside}\0${text}\0${JSON.stringify(value)}`,
    });
  const translatedInto = language.isDefault ? undefined : language.of;
  const made = templatePages(prefix, parsed.value, collections, check, translatedInto, formats);
  const issues = [...made.issues];
  const spec = isRecord(parsed.value) ? parsed.value : {};
  const named = typeof spec.collection === "string" ? collections[spec.collection] : undefined;
  // a collection whose schema cannot be used has nothing to check a feed or dates against (its schema says why)
  const collection = named?.unusable ? undefined : named;
  if (spec.feed !== undefined && collection) {
    // the feed sends readers to the pages this template makes, those search engines may list: not a noindex page
    const listed = made.pages.filter((page) => !noindex(page.value)).map((page) => page.item);
    const fed = feedOf(prefix, spec.feed, collection, collections, listed);
    issues.push(...fed.issues);
    if (fed.feed) feeds.push(fed.feed);
  }
  const dated = collection ? datedItems(spec.structuredData, collection, collections) : undefined;
  if (dated) issues.push(...dated.issues);
  if (made.empty) {
    const at = locate(parsed.ast(), made.empty.pointer).value;
    run.warnings.push({
      file: file.display,
      ...at,
      code: made.empty.code,
      message: made.empty.message,
      hint: made.empty.hint,
      pointer: made.empty.pointer,
    });
  }
  return {
    file,
    ast: parsed.ast,
    issues,
    sayOnce: false,
    pages: made.pages.map((page) => ({
      file: { ...file, what: { kind: "page" as const, route: page.route } },
      route: page.route,
      ...(page.fileRoute ? { fileRoute: page.fileRoute } : {}),
      value: page.value,
      item: `${page.item.collection}/${page.item.slug}`,
      ...(dated?.facts[page.item.slug] ? { blogPosting: dated.facts[page.item.slug] } : {}),
      check: { found: { issues: [], links: page.links } },
      checkFonts: false,
    })),
  };
}

/** Whether a page's value says noindex (`"seo": { "noindex": true }`, or an item's true through a placeholder). */
const noindex = (page: unknown) => isRecord(page) && isRecord(page.seo) && page.seo.noindex === true;
