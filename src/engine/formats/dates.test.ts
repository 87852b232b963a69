// The one module that writes dates: what the blocks showed before (the locations block's special days and hours,
// a policy's last update) stays word for word, and a day is never moved by a time zone.
import { describe, expect, it } from "vitest";
import { dateText, dayInLanguage, isDateText, timeText } from "./dates";

describe("dates as a language writes them", () => {
  it("writes the three styles, the same day in every time zone", () => {
    expect(dateText("2027-02-13", "fr")).toBe("13 février 2027");
    expect(dateText("2027-02-13", "en")).toBe("February 13, 2027");
    expect(dateText("2026-12-25", "es", "long")).toBe("viernes, 25 de diciembre de 2026");
    expect(dateText("2027-01-01", "de", "short")).toBe("01.01.27");
  });

  it("writes the hours of a day as the locations block always did, midnight at the end of the day included", () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(timeText("18:00", "de")).toBe("18:00");
    expect(plain(timeText("18:00", "en-US"))).toBe("6:00 PM");
    expect(plain(timeText("24:00", "en-US"))).toBe("12:00 AM");
    expect(plain(timeText("9:30", "en-US"))).toBe("9:30 AM");
  });

  it("shows a day written YYYY-MM-DD in the language and any other text as written", () => {
    expect(dayInLanguage("2026-05-27", "es")).toBe("27 de mayo de 2026");
    expect(dayInLanguage("June 17, 2025", "fr")).toBe("June 17, 2025");
    expect(dayInLanguage("2026-02-30", "en")).toBe("2026-02-30");
  });

  it("knows a date from a text that only looks like one", () => {
    expect(isDateText("2027-02-13")).toBe(true);
    expect(isDateText("2027-02-13T18:30:00+01:00")).toBe(true);
    expect(isDateText("2027-13-13")).toBe(false);
    expect(isDateText("2026-02-30")).toBe(false);
    expect(isDateText("13/02/2027")).toBe(false);
    expect(isDateText(20270213)).toBe(false);
  });
});
