// Placeholder filling (src/engine/resolve/fillPlaceholders.ts) against the validator's view of placeholders
// (src/engine/placeholders.ts): what the validator calls a known placeholder is filled, exactly once and
// literally; what it reports as unknown reaches the page exactly as written.
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { findUnknownPlaceholders, placeholderNames } from "../../src/engine/placeholders";
import { fillPlaceholders, type PlaceholderValues } from "../../src/engine/resolve/fillPlaceholders";

const values: PlaceholderValues = {
  product: "Acme",
  phone: "+1 555",
  email: "help@acme.test",
  privacyEmail: "privacy@acme.test",
  year: "2031",
};

describe("fillPlaceholders", () => {
  it("fills every occurrence, next to each other and inside words", () => {
    expect(fillPlaceholders("{product}{product} x{year}y", values)).toBe("AcmeAcme x2031y");
  });

  it("leaves what the validator reports as unknown exactly as written", () => {
    for (const text of [
      "{prodcut}",
      "{ product }",
      "{Product}",
      "{PRODUCT}",
      "{product_name}",
      "{site.phone}",
      "{}",
      "{ }",
      "{1}",
    ]) {
      expect(fillPlaceholders(text, values), text).toBe(text);
    }
    expect(findUnknownPlaceholders("{prodcut} { product } {Product}").map((u) => u.written)).toEqual([
      "{prodcut}",
      "{ product }",
      "{Product}",
    ]);
  });

  it("fills the inner placeholder of doubled braces, as the validator reads them", () => {
    expect(findUnknownPlaceholders("{{product}}")).toEqual([]);
    expect(fillPlaceholders("{{product}}", values)).toBe("{Acme}");
  });

  it("inserts values literally: no $-patterns, no second round of filling", () => {
    const tricky = { ...values, product: "$& $1 $$ {year}", phone: "{product}" };
    expect(fillPlaceholders("{product} / {phone}", tricky)).toBe("$& $1 $$ {year} / {product}");
  });

  it("fills each name with its own value", () => {
    expect(fillPlaceholders(placeholderNames.map((n) => `{${n}}`).join("|"), values)).toBe(
      "Acme|+1 555|help@acme.test|privacy@acme.test|2031",
    );
  });

  // text made of plain words, known placeholders and brace forms the validator calls unknown
  const piece = fc.oneof(
    fc.constantFrom(...placeholderNames).map((n) => ({ text: `{${n}}`, filled: values[n] })),
    fc
      .stringMatching(/^\{\s?[A-Za-z_][A-Za-z0-9_.-]{0,8}\s?\}$/)
      .filter((t) => !placeholderNames.some((n) => t === `{${n}}`))
      .map((t) => ({ text: t, filled: t })),
    fc.stringMatching(/^[^{}]{0,10}$/).map((t) => ({ text: t, filled: t })),
  );

  test.prop([fc.array(piece, { maxLength: 12 })])(
    "fills exactly the known placeholders of any text, and the validator's unknown ones stay",
    (pieces) => {
      const text = pieces.map((p) => p.text).join(" ");
      const filled = fillPlaceholders(text, values);
      expect(filled).toBe(pieces.map((p) => p.filled).join(" "));
      // the validator sees the same unknown placeholders before and after (values hold no braces)
      expect(findUnknownPlaceholders(filled).map((u) => u.written)).toEqual(
        findUnknownPlaceholders(text).map((u) => u.written),
      );
      for (const name of placeholderNames) expect(filled).not.toContain(`{${name}}`);
    },
  );
});
