import { isRecord } from "../isRecord.ts";
import type { FormatContext } from "./formatValue.ts";

/**
 * How a page in `language` writes values, from site.json as read (before its check: the content step needs it
 * first; undefined when it could not be read): the language, the site's "currency", and the words of coded values its "translations" give that language.
 */
export function formatContextOf(site: unknown, language: string): FormatContext {
  // no site.json as read: it is not JSON (or is missing), which is said at the file
  if (site === undefined) return { language, siteUnread: true };
  const value = isRecord(site) ? site : {};
  const own = isRecord(value.translations) ? value.translations[language] : undefined;
  const labels = isRecord(own) && isRecord(own.labels) ? own.labels : undefined;
  return {
    language,
    ...(typeof value.currency === "string" ? { currency: value.currency } : {}),
    ...(labels
      ? {
          labels: Object.fromEntries(
            Object.entries(labels).filter((e): e is [string, string] => typeof e[1] === "string"),
          ),
        }
      : {}),
  };
}
