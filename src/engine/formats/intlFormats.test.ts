import { describe, expect, it } from "vitest";
import { dateTimeFormat, listFormat, numberFormat } from "./intlFormats";
import { formatValue } from "./formatValue";

describe("Intl's formatters, kept", () => {
  it("are made once per language and options, and told apart by either", () => {
    const euros = numberFormat("de", { style: "currency", currency: "EUR" });
    expect(numberFormat("de", { style: "currency", currency: "EUR" })).toBe(euros);
    expect(numberFormat("fr", { style: "currency", currency: "EUR" })).not.toBe(euros);
    expect(numberFormat("de", { style: "currency", currency: "USD" })).not.toBe(euros);
    expect(dateTimeFormat("de", { timeZone: "UTC" })).toBe(dateTimeFormat("de", { timeZone: "UTC" }));
    expect(listFormat("de", { type: "conjunction" })).toBe(listFormat("de", { type: "conjunction" }));
  });

  it("write what a new formatter writes, whatever was written before (what stays the same)", () => {
    const context = { language: "de", currency: "EUR" };
    const prices = [1234.5, 12.5, 0.99].map((value) => formatValue(value, { name: "currency" }, context));
    // (a no-break space before the sign, as German writes it)
    expect(prices).toEqual([{ text: "1.234,50\u00a0€" }, { text: "12,50\u00a0€" }, { text: "0,99\u00a0€" }]);
    expect(formatValue("2026-05-27", { name: "date" }, { language: "fr" })).toEqual({ text: "27 mai 2026" });
    expect(formatValue("2026-05-27", { name: "date" }, { language: "de" })).toEqual({ text: "27. Mai 2026" });
    expect(formatValue(1234.5, { name: "currency", arg: "USD" }, { language: "en" })).toEqual({ text: "$1,234.50" });
  });

  it("refuse what Intl refuses, each time (nothing is kept of it)", () => {
    expect(() => numberFormat("not a language!")).toThrow(RangeError);
    expect(() => numberFormat("not a language!")).toThrow(RangeError);
  });
});
