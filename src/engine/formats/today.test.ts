import { describe, expect, it } from "vitest";
import { buildToday, siteTodayProblem } from "./today";

describe("buildToday", () => {
  const now = new Date("2027-01-15T23:30:00Z");
  it("is SITE_TODAY when set, else the day of SOURCE_DATE_EPOCH, else the clock's day in UTC", () => {
    expect(buildToday({ SITE_TODAY: "2027-02-01", SOURCE_DATE_EPOCH: "0" }, now)).toBe("2027-02-01");
    expect(buildToday({ SOURCE_DATE_EPOCH: "86400" }, now)).toBe("1970-01-02");
    expect(buildToday({}, now)).toBe("2027-01-15");
    expect(buildToday({ SITE_TODAY: "" }, now)).toBe("2027-01-15");
  });
  it("refuses a SITE_TODAY that is not a day, naming the form to write, instead of using the clock", () => {
    for (const wrong of ["tomorrow", "2027-13-45", "2027-1-15", "2027-02-30", "15/01/2027"]) {
      expect(siteTodayProblem({ SITE_TODAY: wrong })).toBe(
        `SITE_TODAY="${wrong}" is not a day: write it as YYYY-MM-DD (for example SITE_TODAY=2027-01-15), or unset it to build as of today`,
      );
      expect(() => buildToday({ SITE_TODAY: wrong }, now)).toThrow("is not a day: write it as YYYY-MM-DD");
    }
  });
  it("accepts every real day, leap days included", () => {
    for (const day of ["2027-01-15", "2028-02-29", "2026-12-31"])
      expect(siteTodayProblem({ SITE_TODAY: day })).toBeUndefined();
    expect(siteTodayProblem({})).toBeUndefined();
  });
});
