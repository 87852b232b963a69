import { describe, expect, it } from "vitest";
import { rewrittenDate } from "./dateRewrite";

describe("rewrittenDate", () => {
  it("rewrites a date written in words or with other separators as YYYY-MM-DD", () => {
    expect(rewrittenDate("October 9, 2026")).toBe("2026-10-09");
    expect(rewrittenDate("Oct. 9th 2026")).toBe("2026-10-09");
    expect(rewrittenDate("Friday, October 9, 2026")).toBe("2026-10-09");
    expect(rewrittenDate("9 October 2026")).toBe("2026-10-09");
    expect(rewrittenDate("sept 30 2026")).toBe("2026-09-30");
    expect(rewrittenDate("2026/10/09")).toBe("2026-10-09");
    expect(rewrittenDate("2026-10-9")).toBe("2026-10-09");
    expect(rewrittenDate("2026-10-09T14:00")).toBe("2026-10-09");
  });

  it("leaves alone what is not one day of the calendar, or could be two", () => {
    expect(rewrittenDate("10/09/2026")).toBeUndefined();
    expect(rewrittenDate("February 30, 2026")).toBeUndefined();
    expect(rewrittenDate("2026-13-01")).toBeUndefined();
    expect(rewrittenDate("next Tuesday")).toBeUndefined();
    expect(rewrittenDate("Ma 9, 2026")).toBeUndefined();
    expect(rewrittenDate("2026")).toBeUndefined();
  });
});
