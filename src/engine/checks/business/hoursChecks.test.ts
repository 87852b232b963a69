import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixturesDir, repoRoot } from "../../../../tests/unit/support/runValidate";
import { validateConfigDir } from "../../validateConfigDir";
import { hoursChecks, phoneProblem } from "./hoursChecks";

const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday"];
const place = (extra: Record<string, unknown>) => ({
  blocks: [
    {
      type: "locations",
      places: [{ name: "A", address: { street: "1 Road", locality: "Town", country: "US" }, ...extra }],
    },
  ],
});
const at = "/blocks/0/places/0";

describe("hoursChecks", () => {
  it("accepts ordinary hours, a lunch break, overnight hours written as two entries, and special days", () => {
    const issues = hoursChecks(
      place({
        phone: "+1 (541) 555-0100",
        openingHours: [
          { days: weekdays, opens: "08:00", closes: "12:30" },
          { days: weekdays, opens: "14:00", closes: "18:00" },
          { days: ["friday"], opens: "20:00", closes: "24:00" },
          { days: ["saturday"], opens: "00:00", closes: "02:00" },
        ],
        hoursExceptions: [
          { date: "2026-12-25", closed: true },
          { date: "2026-12-24", opens: "08:00", closes: "12:00" },
        ],
      }),
    );
    expect(issues).toEqual([]);
  });

  it("reports hours that close before they open at the closing time, and says how to write overnight hours", () => {
    const [issue, same] = hoursChecks(
      place({
        openingHours: [
          { days: ["friday"], opens: "20:00", closes: "02:00" },
          { days: ["monday"], opens: "09:00", closes: "09:00" },
        ],
      }),
    );
    expect(issue).toMatchObject({ pointer: `${at}/openingHours/0/closes`, code: "hours-close-before-open" });
    expect(issue.message).toBe(
      'blocks[0].places[0].openingHours[0].closes: closes at "02:00", before it opens at "20:00".',
    );
    expect(issue.hint).toContain('close at "24:00", then open the next day at "00:00"');
    expect(same.message).toContain('closes at "09:00", the time it opens');
  });

  it("reports a day given overlapping spans, at the day in the later entry", () => {
    const issues = hoursChecks(
      place({
        openingHours: [
          { days: weekdays, opens: "08:00", closes: "12:30" },
          { days: ["saturday", "monday"], opens: "12:00", closes: "18:00" },
        ],
      }),
    );
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pointer: `${at}/openingHours/1/days/1`, code: "hours-overlap" });
    expect(issues[0].message).toContain(
      '"monday" is open 12:00–18:00 here and 08:00–12:30 in blocks[0].places[0].openingHours[0]',
    );
  });

  it("reports a special day neither closed nor with both times, or with both", () => {
    const issues = hoursChecks(
      place({
        hoursExceptions: [
          { date: "2026-12-24" },
          { date: "2026-12-26", opens: "10:00" },
          { date: "2026-12-31", closed: true, opens: "10:00", closes: "12:00" },
          { date: "2027-01-01", opens: "12:00", closes: "10:00" },
        ],
      }),
    );
    expect(issues.map((i) => [i.pointer, i.code])).toEqual([
      [`${at}/hoursExceptions/0`, "special-day-hours"],
      [`${at}/hoursExceptions/1`, "special-day-hours"],
      [`${at}/hoursExceptions/2`, "special-day-hours"],
      [`${at}/hoursExceptions/3/closes`, "hours-close-before-open"],
    ]);
    expect(issues[0].message).toContain('"2026-12-24" is neither closed nor given hours');
    expect(issues[1].message).toContain('given "opens" only');
  });

  it("finds hours wherever a file holds them (a collection item, the site's facts)", () => {
    const issues = hoursChecks({ business: { openingHours: [{ days: ["monday"], opens: "18:00", closes: "08:00" }] } });
    expect(issues.map((i) => i.pointer)).toEqual(["/business/openingHours/0/closes"]);
  });

  it("reports a place's phone that is not a phone number", () => {
    const [issue] = hoursChecks(place({ phone: "call us" }));
    expect(issue).toMatchObject({ pointer: `${at}/phone`, code: "not-a-phone" });
  });
});

describe("phoneProblem", () => {
  it.each(["+1 541 555 0100", "(541) 555-0100", "030 1234567", "+44 20 7946 0958", "112", "{phone}"])(
    "accepts %s",
    (phone) => {
      expect(phoneProblem(phone)).toBeUndefined();
    },
  );
  it.each(["call us", "555-CALL", "12", "1+2345678", "1234567890123456"])("refuses %s", (phone) => {
    expect(phoneProblem(phone)).toMatch(/is not a phone number/);
  });
});

describe("opening hours in a page, validated", () => {
  it("names a misspelt day at its place with the day meant", () => {
    const base = path.join(fixturesDir, "base");
    const page = {
      $schema: "../../schemas/page.schema.json",
      seo: { title: "Hours", description: "When we are open." },
      blocks: [
        { type: "hero", title: "Hi" },
        {
          type: "locations",
          places: [
            {
              name: "A",
              address: { street: "1 Road", locality: "Town", country: "US" },
              openingHours: [{ days: ["monday", "wednsday"], opens: "08:00", closes: "18:00" }],
            },
          ],
        },
      ],
    };
    const text = JSON.stringify(page, null, 2);
    const line = text.split("\n").findIndex((l) => l.includes('"wednsday"')) + 1;
    const { diagnostics } = validateConfigDir(base, path.join(repoRoot, "schemas"), base, {
      overlay: { "pages/hours.json": text },
    });
    const [problem] = diagnostics.filter((d) => d.file.endsWith("hours.json"));
    expect(problem).toMatchObject({ code: "not-allowed-value", line });
    expect(problem.message).toContain("blocks[1].places[0].openingHours[0].days[1]");
    expect(problem.hint).toContain('Did you mean "wednesday"?');
  });
});
