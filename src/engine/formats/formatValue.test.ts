// Formats of placeholders ({item.price|currency:CAD}): values written as the page's language writes them, through
// Intl only; a format that does not fit the value, an unknown one and a currency that is not ISO 4217 are problems.
import { describe, expect, it } from "vitest";
import { formatNameProblem, formatValue, type FormatContext } from "./formatValue";

const fr: FormatContext = { language: "fr", currency: "CAD" };
const en: FormatContext = { language: "en", currency: "CAD" };
/** Intl writes a narrow no-break space in French numbers: compared as plain spaces. */
const text = (value: unknown, format?: { name: string; arg?: string }, context = fr, label?: (c: string) => string) => {
  const result = formatValue(value, format, context, label);
  return "text" in result ? result.text.replace(/[\u00a0\u202f]/g, " ") : result.problem.code;
};

describe("formatValue", () => {
  it("writes a price in the page's language, in the site's currency or the one named", () => {
    expect(text(4.75, { name: "currency" })).toBe("4,75 $");
    expect(text(4.75, { name: "currency" }, en)).toBe("$4.75");
    expect(text(4, { name: "currency", arg: "EUR" }, en)).toBe("€4.00");
    expect(text(4, { name: "currency", arg: "EUR" })).toBe("4,00 €");
  });

  it("writes numbers, dates, times and lists as the language does", () => {
    expect(text(1234.5, { name: "number" })).toBe("1 234,5");
    expect(text(1234.5, { name: "number" }, en)).toBe("1,234.5");
    expect(text("2027-02-13", { name: "date" })).toBe("13 février 2027");
    expect(text("2027-02-13", { name: "date" }, en)).toBe("February 13, 2027");
    expect(text("2027-02-13", { name: "date", arg: "long" })).toBe("samedi 13 février 2027");
    expect(text("2027-02-13", { name: "date", arg: "short" })).toBe("13/02/2027");
    expect(text("2027-02-13T18:30", { name: "time" })).toBe("18:30");
    expect(text("2027-02-13T18:30", { name: "time" }, en)).toBe("6:30 PM");
    expect(text("09:05", { name: "time" }, en)).toBe("9:05 AM");
    expect(text(["a", "b", "c"], { name: "list" })).toBe("a, b et c");
    expect(text(["a", "b"], { name: "list" }, en)).toBe("a and b");
  });

  it("shows a coded value's words, alone and in a list, and the code when asked", () => {
    const words = (code: string) => ({ vegan: "Végétalien", "gluten-free": "Sans gluten" })[code];
    expect(text("vegan", undefined, fr, words as (c: string) => string)).toBe("Végétalien");
    expect(text(["vegan", "gluten-free"], { name: "list" }, fr, words as (c: string) => string)).toBe(
      "Végétalien et Sans gluten",
    );
    expect(text("vegan", { name: "code" }, fr, words as (c: string) => string)).toBe("vegan");
  });

  it("keeps a value without a format as it is written (what pages showed before formats)", () => {
    expect(text(4.75)).toBe("4.75");
    expect(text("2027-02-13")).toBe("2027-02-13");
    expect(text("plain")).toBe("plain");
  });

  it("refuses a format that does not fit the value, rather than guess", () => {
    expect(text(4.75, { name: "date" })).toBe("format-not-for-value");
    expect(text("2027-02-13", { name: "currency" })).toBe("format-not-for-value");
    expect(text("2027-02-13", { name: "time" })).toBe("format-not-for-value");
    expect(text("4.75", { name: "number" })).toBe("format-not-for-value");
    expect(text(["a"], { name: "number" })).toBe("format-not-for-value");
    expect(text("a", { name: "list" })).toBe("format-not-for-value");
  });

  it("says which format or currency was meant", () => {
    expect(formatNameProblem({ name: "dat" })?.hint).toContain('Did you mean "date"?');
    expect(formatNameProblem({ name: "curency" })?.hint).toContain('Did you mean "currency"?');
    expect(formatNameProblem({ name: "date", arg: "lng" })?.hint).toContain('Did you mean "long"?');
    expect(formatNameProblem({ name: "currency", arg: "CAN" })).toMatchObject({
      code: "unknown-currency",
      message: '"CAN" is not a currency code (ISO 4217).',
    });
    expect(formatNameProblem({ name: "currency", arg: "cad" })?.hint).toBe('Write it in capitals: "CAD".');
    expect(formatNameProblem({ name: "number", arg: "2" })?.code).toBe("unknown-format");
    for (const name of ["currency", "number", "date", "time", "list", "code"])
      expect(formatNameProblem({ name })).toBe(undefined);
    expect(text(4.75, { name: "currency" }, { language: "fr" })).toBe("unknown-currency");
  });

  it("does not say a currency is missing when site.json could not be read (its own message says why)", () => {
    const unread: FormatContext = { language: "fr", siteUnread: true };
    expect(text(4.75, { name: "currency" }, unread)).toBe("4,75");
    // what stays the same: a code written in the placeholder is used, and a site that names none is told
    expect(text(4, { name: "currency", arg: "EUR" }, unread)).toBe("4,00 €");
    expect(text(4.75, { name: "currency" }, { language: "fr" })).toBe("unknown-currency");
  });
});
