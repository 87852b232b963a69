/**
 * Dates as a language writes them, through Intl only: the one place the builder turns "2027-02-13" into
 * "13 février 2027" (placeholders' formats, and the blocks that show a date by themselves). A date written without
 * a time is a calendar day: it is read and written in UTC, so no time zone moves it to the day before.
 */
import { dateTimeFormat } from "./intlFormats.ts";

/** "2027-02-13", or a moment "2027-02-13T18:30", "2027-02-13T18:30:00Z", "2027-02-13T18:30:00+01:00". */
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const clockTime = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** A text holding a date: "2027-02-13" (a day) or "2027-02-13T18:30…" (a moment). */
export function isDateText(value: unknown): value is string {
  return (
    typeof value === "string" &&
    (isoDay.test(value) || isoMoment.test(value)) &&
    realDay(value) &&
    !Number.isNaN(dateOf(value))
  );
}

/** A text holding a day only: "2027-02-13". */
export function isDayText(value: unknown): value is string {
  return typeof value === "string" && isoDay.test(value) && realDay(value);
}

/** A day that is on the calendar: "2026-02-30" is not (Date would read it as March 2). */
function realDay(text: string): boolean {
  const time = dateOf(text.slice(0, 10));
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text.slice(0, 10);
}

/** A "HH:MM" time of day. */
export function isClockTime(value: unknown): value is string {
  return typeof value === "string" && clockTime.test(value);
}

/** The time a date text names (ms since 1970): a day at 00:00 UTC; a moment without a zone is read as UTC. */
export function dateOf(text: string): number {
  if (isoDay.test(text)) return Date.parse(`${text}T00:00:00Z`);
  return Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`);
}

export type DateStyle = "medium" | "long" | "short";

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // "13 février 2027", "February 13, 2027"
  medium: { day: "numeric", month: "long", year: "numeric" },
  // "samedi 13 février 2027", "Saturday, February 13, 2027"
  long: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  // "13/02/2027", "2/13/27"
  short: { dateStyle: "short" },
};

/** A date text as `language` writes it. */
export function dateText(date: string, language: string, style: DateStyle = "medium"): string {
  return dateTimeFormat(language, { ...dateOptions[style], timeZone: "UTC" }).format(dateOf(date));
}

/** The time of day of a moment ("2027-02-13T18:30") or a "HH:MM" as `language` writes it: "18:30", "6:30 PM". */
export function timeText(value: string, language: string): string {
  const clock = /^(\d{1,2}):(\d{2})$/.exec(value);
  const when = clock ? Date.UTC(2024, 0, 1, Number(clock[1]) % 24, Number(clock[2])) : dateOf(value);
  return dateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(when);
}

/**
 * What a block shows of a date its config gives (a post's, a policy's last update): a day written "2027-02-13" as
 * the page's language writes it ("13 février 2027"); any other text as it is written ("June 17, 2025").
 */
export function dayInLanguage(text: string, language: string): string {
  return isDayText(text) ? dateText(text, language) : text;
}
