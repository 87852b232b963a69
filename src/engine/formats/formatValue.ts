import { didYouMean } from "../suggest.ts";
import { dateText, isClockTime, isDateText, timeText, type DateStyle } from "./dates.ts";
import { listFormat, numberFormat } from "./intlFormats.ts";

/**
 * The formats a placeholder may name after a bar: {item.price|currency:CAD}, {item.date|date:long}. Each writes the
 * value as the page's language does, through Intl only (nothing is added to the page's JavaScript).
 */
export const formatNames = ["currency", "number", "date", "time", "list", "code"] as const;
export type FormatName = (typeof formatNames)[number];

/** What each format does, for messages and docs. */
const formatUse: Record<FormatName, string> = {
  currency: 'shows a number as a price (currency:CAD, or the site\'s "currency")',
  number: "shows a number as the language writes it (1 234,5)",
  date: "shows a date written YYYY-MM-DD (date, date:long, date:short)",
  time: "shows the time of a date written YYYY-MM-DDTHH:MM, or a HH:MM",
  list: "shows a list as the language joins it (a, b et c)",
  code: "shows a coded value as written, not its words",
};

/** A format as written after the bar: its name and what follows its colon. */
export interface WrittenFormat {
  name: string;
  arg?: string;
}

/** What the page's language and the site say about writing values. */
export interface FormatContext {
  /** The page's language code ("fr", "en-CA"): Intl's locale. */
  language: string;
  /** The site's currency (site.json "currency"), for {…|currency} with no code. */
  currency?: string;
  /** site.json could not be read (its own message says why): whether it names a currency is not known. */
  siteUnread?: true;
  /** The words of coded values in this language (site.json translations.<language>.labels), by code. */
  labels?: Readonly<Record<string, string>>;
}

export interface FormatProblem {
  code: "unknown-format" | "format-not-for-value" | "unknown-currency";
  message: string;
  hint?: string;
}

export type Formatted = { text: string } | { problem: FormatProblem };

const currencies = new Set(Intl.supportedValuesOf("currency"));

/** Whether a text is an ISO 4217 currency code Intl knows ("CAD", "EUR"). */
export function isCurrencyCode(code: string): boolean {
  return currencies.has(code);
}

/** The message of a currency code that is not ISO 4217, with the code meant when it looks like one. */
export function currencyProblem(code: string): FormatProblem {
  const upper = code.toUpperCase();
  const hint = currencies.has(upper)
    ? `Write it in capitals: "${upper}".`
    : `${didYouMean(upper, currencies).trim()} A currency is its three-letter ISO 4217 code: CAD, EUR, USD, GBP, CHF…`.trim();
  return {
    code: "unknown-currency",
    message: `"${code}" is not a currency code (ISO 4217).`,
    hint,
  };
}

/** The problem of a format name the builder does not know, or of its argument; undefined when it is right. */
export function formatNameProblem(format: WrittenFormat): FormatProblem | undefined {
  if (!(formatNames as readonly string[]).includes(format.name)) {
    return {
      code: "unknown-format",
      message: `"${format.name}" is not a format.`,
      hint: `${didYouMean(format.name, formatNames).trim()} Formats: ${formatNames.join(", ")}.`.trim(),
    };
  }
  const name = format.name as FormatName;
  if (format.arg === undefined) return undefined;
  if (name === "currency") return isCurrencyCode(format.arg) ? undefined : currencyProblem(format.arg);
  if (name === "date" && (format.arg === "long" || format.arg === "short")) return undefined;
  return {
    code: "unknown-format",
    message: `"${name}:${format.arg}" is not a format: "${name}" ${formatUse[name]}.`,
    hint:
      name === "date"
        ? `${didYouMean(format.arg, ["long", "short"]).trim()} Write "date", "date:long" or "date:short".`.trim()
        : `Write "${name}" alone.`,
  };
}

/** What kind of value a value is, in words: "a number (4.75)", "a list", "a text". */
function kindOf(value: unknown): string {
  if (typeof value === "number") return "a number";
  if (Array.isArray(value)) return "a list";
  if (isDateText(value)) return "a date";
  if (typeof value === "string") return "a text";
  if (typeof value === "boolean") return "yes/no";
  return "a group of fields";
}

/**
 * A value written with a format in `context`'s language. `label` gives a coded value's words (else undefined).
 * A value the format does not fit (a date format on a number) is a problem, never a guess.
 */
export function formatValue(
  value: unknown,
  format: WrittenFormat | undefined,
  context: FormatContext,
  label: (code: string) => string | undefined = () => undefined,
): Formatted {
  const { language } = context;
  const misfit = (): Formatted => ({
    problem: {
      code: "format-not-for-value",
      message: `"${format!.name}" ${formatUse[format!.name as FormatName]}, and this value is ${kindOf(value)}.`,
      hint: Array.isArray(value)
        ? 'Show a list with "list".'
        : typeof value === "number"
          ? 'Show a number with "number" or "currency".'
          : isDateText(value)
            ? 'Show a date with "date" (or "date:long", "date:short").'
            : "Remove the format, or name another field.",
    },
  });
  if (format === undefined) {
    if (typeof value === "string") return { text: label(value) ?? value };
    if (typeof value === "number") return { text: String(value) };
    return { problem: { code: "format-not-for-value", message: `this value is ${kindOf(value)}.` } };
  }
  const wrong = formatNameProblem(format);
  if (wrong) return { problem: wrong };
  switch (format.name as FormatName) {
    case "code":
      return typeof value === "string" || typeof value === "number" ? { text: String(value) } : misfit();
    case "number":
      return typeof value === "number" ? { text: numberFormat(language).format(value) } : misfit();
    case "currency": {
      if (typeof value !== "number") return misfit();
      const currency = format.arg ?? context.currency;
      // a site.json that is not JSON is said once, there: its currency is not said missing at each price
      if (currency === undefined && context.siteUnread) return { text: numberFormat(language).format(value) };
      if (currency === undefined)
        return {
          problem: {
            code: "unknown-currency",
            message: '"currency" needs to know which currency: the site names none.',
            hint: 'Write the code after a colon ("currency:CAD"), or give site.json a "currency" ("CAD").',
          },
        };
      // the site's own currency, when wrong, is said once at site.json (src/engine/formats/siteFormatChecks.ts)
      if (format.arg === undefined && !isCurrencyCode(currency)) return { text: numberFormat(language).format(value) };
      return {
        text: numberFormat(language, { style: "currency", currency, currencyDisplay: "narrowSymbol" }).format(value),
      };
    }
    case "date":
      return isDateText(value) ? { text: dateText(value, language, (format.arg ?? "medium") as DateStyle) } : misfit();
    case "time":
      return (isDateText(value) && value.includes("T")) || isClockTime(value)
        ? { text: timeText(value, language) }
        : misfit();
    case "list": {
      if (!Array.isArray(value)) return misfit();
      const parts: string[] = [];
      for (const entry of value) {
        const each = typeof entry === "number" ? { name: "number" } : isDateText(entry) ? { name: "date" } : undefined;
        const shown = formatValue(entry, each, context, label);
        if ("problem" in shown) return misfit();
        parts.push(shown.text);
      }
      return { text: listFormat(language, { type: "conjunction" }).format(parts) };
    }
  }
}
