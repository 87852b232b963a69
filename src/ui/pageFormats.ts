import { formatValue, type FormatContext, type WrittenFormat } from "../engine/formats/formatValue";
import type { DateStyle } from "../engine/formats/dates";
import { usePageValueSettings } from "../render/pageValueSettings";

/**
 * Values written as the page's language writes them, as the builder's own blocks and placeholders write them
 * ({item.price|currency}): through Intl only, nothing added to the page's JavaScript. A value a format does not fit
 * (a date that is not YYYY-MM-DD) throws, with the builder's words: the build tells it at the block that asked.
 */
export interface PageFormats {
  /** The language the page's content is in ("de", "en-CA"): Intl's locale, for anything else. */
  language: string;
  /** 1234.5 → "1.234,5" in German, "1,234.5" in English. */
  number(value: number): string;
  /** 12.5 → "12,50 €" in German: in `code` ("EUR"), else the site's currency (site.json "currency"). */
  currency(value: number, code?: string): string;
  /** "2026-05-27" → "27. Mai 2026" in German ("medium"), "Mittwoch, 27. Mai 2026" ("long"), "27.05.26" ("short"). */
  date(value: string, style?: DateStyle): string;
  /** "18:30" or "2026-05-27T18:30" → "18:30" in German, "6:30 PM" in English. */
  time(value: string): string;
  /** ["a", "b", "c"] → "a, b und c" in German. */
  list(values: readonly (string | number)[]): string;
}

/**
 * The page's formats, for a site block's component (rendered when the page is built): in the language of the page's
 * content, with the site's currency. Outside a page (the editor's block gallery), the site's words are not known:
 * English, and no currency but the one named.
 */
export function usePageFormats(): PageFormats {
  return pageFormats(usePageValueSettings() ?? { language: "en" });
}

/** The formats of a language and a currency (usePageFormats without a page). */
export function pageFormats(context: FormatContext): PageFormats {
  const written = (value: unknown, format: WrittenFormat): string => {
    const result = formatValue(value, format, context);
    if ("problem" in result) throw new Error([result.problem.message, result.problem.hint].filter(Boolean).join(" "));
    return result.text;
  };
  return {
    language: context.language,
    number: (value) => written(value, { name: "number" }),
    currency: (value, code) => written(value, { name: "currency", ...(code ? { arg: code } : {}) }),
    date: (value, style) => written(value, { name: "date", ...(style ? { arg: style } : {}) }),
    time: (value) => written(value, { name: "time" }),
    list: (values) => written([...values], { name: "list" }),
  };
}
