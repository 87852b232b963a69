import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageValueSettingsProvider, type PageValueSettings } from "../render/pageValueSettings";
import { pageFormats, usePageFormats } from "./pageFormats";

/** Intl's spaces (no-break, narrow no-break) as plain ones. */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("pageFormats", () => {
  it("writes numbers, prices, dates, times and lists as the language writes them", () => {
    const de = pageFormats({ language: "de", currency: "EUR" });
    expect(de.number(1234.5)).toBe("1.234,5");
    expect(plain(de.currency(1234.5))).toBe("1.234,50 €");
    expect(plain(de.currency(9.5, "CHF"))).toBe("9,50 CHF");
    expect(de.date("2026-05-27")).toBe("27. Mai 2026");
    expect(de.date("2026-05-27", "long")).toBe("Mittwoch, 27. Mai 2026");
    expect(de.date("2026-05-27", "short")).toBe("27.05.26");
    expect(de.time("18:30")).toBe("18:30");
    expect(de.list(["Brot", "Kuchen", "Kaffee"])).toBe("Brot, Kuchen und Kaffee");
    // what stays the same: English as the builder's own blocks write it
    const en = pageFormats({ language: "en", currency: "USD" });
    expect(en.currency(9.5)).toBe("$9.50");
    expect(en.date("2026-05-27")).toBe("May 27, 2026");
    expect(plain(en.time("18:30"))).toBe("6:30 PM");
  });

  it("throws the builder's words for a value the format does not fit, or a price without a currency", () => {
    const de = pageFormats({ language: "de" });
    expect(() => de.currency(9.5)).toThrow('"currency" needs to know which currency: the site names none.');
    expect(() => de.date("27.05.2026")).toThrow(/"date" shows a date written YYYY-MM-DD/);
  });
});

describe("usePageFormats", () => {
  const shown = (settings: PageValueSettings | null) => {
    function Price() {
      const formats = usePageFormats();
      return <p>{`${formats.language} ${formats.currency(12.5)} ${formats.date("2026-05-27", "long")}`}</p>;
    }
    return renderToString(
      <PageValueSettingsProvider value={settings}>
        <Price />
      </PageValueSettingsProvider>,
    );
  };

  it("is in the language the page gives, with the site's currency", () => {
    expect(plain(shown({ language: "fr", currency: "EUR" }))).toContain("fr 12,50 € mercredi 27 mai 2026");
    expect(plain(shown({ language: "de", currency: "EUR" }))).toContain("de 12,50 € Mittwoch, 27. Mai 2026");
  });

  it("outside a page (the block gallery), English, and a price needs its currency named", () => {
    expect(() => shown(null)).toThrow('"currency" needs to know which currency');
    function Named() {
      const formats = usePageFormats();
      return <p>{`${formats.language} ${formats.currency(12.5, "USD")}`}</p>;
    }
    expect(renderToString(<Named />)).toContain("en $12.50");
  });
});
