import { dateTimeFormat } from "../../engine/formats/intlFormats";
import type { OpeningHours } from "../../generated/config-types";
import { dateText as dayText, timeText as clockText } from "../../engine/formats/dates";

export const weekDays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type WeekDay = (typeof weekDays)[number];

export interface Span {
  opens: string;
  closes: string;
}

/** The day's name in the site's language ("Monday", "lunes"). 2024-01-01 was a Monday. */
export function dayName(day: WeekDay, language: string): string {
  const date = new Date(Date.UTC(2024, 0, 1 + weekDays.indexOf(day)));
  return dateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(date);
}

/**
 * A "HH:MM" time as the language writes it: "18:00" in German, "6:00 PM" in American English. "24:00"
 * (midnight at the end of the day) is written as the language writes midnight.
 */
export function timeText(time: string, language: string): string {
  return clockText(time, language);
}

/** A special day's date ("2026-12-25") as the language writes it, with its weekday. */
export function dateText(date: string, language: string): string {
  return dayText(date, language, "long");
}

/** Each day of the week with its opening spans, earliest first (no span: closed). */
export function spansByDay(hours: OpeningHours): { day: WeekDay; spans: Span[] }[] {
  return weekDays.map((day) => ({
    day,
    spans: hours
      .filter((entry) => entry.days.includes(day))
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => a.opens.localeCompare(b.opens)),
  }));
}
