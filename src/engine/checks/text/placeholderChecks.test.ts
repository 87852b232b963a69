// A text holding a {placeholder} the builder does not fill would reach the page as written: each is a message,
// with the placeholder meant.
import { describe, expect, it } from "vitest";
import { placeholderIssues } from "./placeholderChecks.ts";

const hints = (text: string) => placeholderIssues(text, "/blocks/0/title").map((i) => [i.message, i.hint]);

describe("placeholders the builder does not fill", () => {
  it("finds an {item.…} with a format left in a text, and says where {item.…} is filled", () => {
    expect(hints("Price: {item.price|currency:CAD}")).toEqual([
      [
        'blocks[0].title: "{item.price|currency:CAD}" is not a placeholder the site fills in, so visitors would see it as written.',
        'An {item.…} is filled in only on a page template (pages/…/[slug].json) and in a list\'s "each" (docs/content.md).',
      ],
    ]);
  });

  it("names the format meant, the spaces to remove, a format a site placeholder does not take", () => {
    expect(hints("{item.date|dat}")[0][1]).toBe(
      '"dat" is not a format. Did you mean "date"? Formats: currency, number, date, time, list, code.',
    );
    expect(hints("{item.price|currency:CAN}")[0][1]).toContain('Did you mean "CAD"?');
    expect(hints("{ item.price | currency }")[0][1]).toBe('Write it without spaces: "{item.price|currency}".');
    expect(hints("{item.price|}")[0][1]).toContain("Name a format after the bar");
    expect(hints("© {year|number}")[0][1]).toBe('"{year}" takes no format: write "{year}".');
    expect(hints("{prodcut|x}")[0][1]).toContain('Did you mean "{product}"?');
  });

  it("keeps what it said before of site placeholders, and nothing of known ones", () => {
    expect(hints("{prodcut}")[0][1]).toBe(
      'Did you mean "{product}"? Known placeholders: {product}, {phone}, {email}, {privacyEmail}, {year}.',
    );
    expect(hints("{ product }")[0][1]).toBe('Write it without spaces: "{product}".');
    expect(hints("© {year} {product}, {phone} {email} {privacyEmail}")).toEqual([]);
    expect(hints("a | b {not closed")).toEqual([]);
  });
});
