import { describe, expect, it } from "vitest";
import { buildToday } from "./today";

describe("buildToday", () => {
  const now = new Date("2027-01-15T23:30:00Z");
  it("is SITE_TODAY when set, else the day of SOURCE_DATE_EPOCH, else the clock's day in UTC", () => {
    expect(buildToday({ SITE_TODAY: "2027-02-01", SOURCE_DATE_EPOCH: "0" }, now)).toBe("2027-02-01");
    expect(buildToday({ SOURCE_DATE_EPOCH: "86400" }, now)).toBe("1970-01-02");
    expect(buildToday({}, now)).toBe("2027-01-15");
  });
  it("passes over a SITE_TODAY that is not a day", () => {
    expect(buildToday({ SITE_TODAY: "tomorrow" }, now)).toBe("2027-01-15");
    expect(buildToday({ SITE_TODAY: "2027-13-45" }, now)).toBe("2027-01-15");
  });
});
