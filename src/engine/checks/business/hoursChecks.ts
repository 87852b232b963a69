import type { Issue } from "../../explainErrors.ts";
import { fieldPath } from "../../fieldPath.ts";
import { isRecord } from "../../isRecord.ts";

/**
 * Opening hours and special days the schema cannot judge, wherever a file holds them (a block's places, a
 * collection, the site's facts): hours that close before they open, one day given overlapping spans, a special
 * day that is neither closed nor has its hours. And a place's phone that is not a phone number.
 */
export function hoursChecks(data: unknown): Issue[] {
  const issues: Issue[] = [];
  walk(data, "", (value, pointer) => {
    if (Array.isArray(value.openingHours))
      issues.push(...openingHoursIssues(value.openingHours, `${pointer}/openingHours`));
    if (Array.isArray(value.hoursExceptions))
      issues.push(...specialDayIssues(value.hoursExceptions, `${pointer}/hoursExceptions`));
    if (isRecord(value.address) && typeof value.phone === "string") {
      const problem = phoneProblem(value.phone);
      if (problem) issues.push(problemAt(`${pointer}/phone`, "not-a-phone", problem, phoneHint));
    }
  });
  return issues;
}

const overnightHint =
  'Hours past midnight are two entries: close at "24:00", then open the next day at "00:00" (for example { "days": ["saturday"], "opens": "00:00", "closes": "02:00" }).';
const phoneHint =
  'Write the number with its digits, best with the country code ("+1 541 555 0100"): digits, spaces and "+ - . ( )" only.';

const time = /^(\d\d):(\d\d)$/;

function minutes(value: unknown): number | undefined {
  const match = typeof value === "string" ? time.exec(value) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

function openingHoursIssues(entries: unknown[], pointer: string): Issue[] {
  const issues: Issue[] = [];
  const byDay = new Map<string, { opens: number; closes: number; index: number }[]>();
  entries.forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const opens = minutes(entry.opens);
    const closes = minutes(entry.closes);
    if (opens === undefined || closes === undefined) return;
    const at = `${pointer}/${index}`;
    if (closes <= opens) {
      issues.push(problemAt(`${at}/closes`, "hours-close-before-open", closeBeforeOpen(entry), overnightHint));
      return;
    }
    if (!Array.isArray(entry.days)) return;
    entry.days.forEach((day, d) => {
      if (typeof day !== "string") return;
      const spans = byDay.get(day) ?? [];
      const clash = spans.find((span) => span.opens < closes && opens < span.closes);
      if (clash) {
        const other = entries[clash.index] as Record<string, unknown>;
        issues.push(
          problemAt(
            `${at}/days/${d}`,
            "hours-overlap",
            `"${day}" is open ${entry.opens}–${entry.closes} here and ${other.opens}–${other.closes} in ${fieldPath(`${pointer}/${clash.index}`)}, and the two overlap.`,
            "Give each day its hours once; for a break in the day, let the first span close before the second opens.",
          ),
        );
      }
      spans.push({ opens, closes, index });
      byDay.set(day, spans);
    });
  });
  return issues;
}

function specialDayIssues(entries: unknown[], pointer: string): Issue[] {
  const issues: Issue[] = [];
  entries.forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const at = `${pointer}/${index}`;
    const day = typeof entry.date === "string" ? `"${entry.date}"` : "this special day";
    const hasHours = entry.opens !== undefined || entry.closes !== undefined;
    if (entry.closed === true && hasHours) {
      issues.push(
        problemAt(
          at,
          "special-day-hours",
          `${day} is "closed" and has opening hours too.`,
          'Keep "closed": true, or the hours.',
        ),
      );
    } else if (entry.closed !== true && (entry.opens === undefined || entry.closes === undefined)) {
      const missing =
        entry.opens === undefined && entry.closes === undefined
          ? "neither closed nor given hours"
          : `given "${entry.opens === undefined ? "closes" : "opens"}" only`;
      issues.push(
        problemAt(
          at,
          "special-day-hours",
          `${day} is ${missing}.`,
          'Add "closed": true for a day closed all day, or both "opens" and "closes".',
        ),
      );
    } else {
      const opens = minutes(entry.opens);
      const closes = minutes(entry.closes);
      if (opens !== undefined && closes !== undefined && closes <= opens)
        issues.push(problemAt(`${at}/closes`, "hours-close-before-open", closeBeforeOpen(entry), overnightHint));
    }
  });
  return issues;
}

function closeBeforeOpen(entry: Record<string, unknown>): string {
  return entry.opens === entry.closes
    ? `closes at "${String(entry.closes)}", the time it opens.`
    : `closes at "${String(entry.closes)}", before it opens at "${String(entry.opens)}".`;
}

/** Why a text is not a phone number, or undefined when it is one. */
export function phoneProblem(phone: string): string | undefined {
  if (/^\{[a-zA-Z]+\}$/.test(phone)) return undefined; // a {placeholder}, checked with the others
  if (/[^\d\s+\-.()/]/.test(phone)) return `"${phone}" is not a phone number: it holds other characters than digits.`;
  const digits = phone.replace(/\D/g, "").length;
  if (phone.lastIndexOf("+") > 0) return `"${phone}" is not a phone number: "+" may only start it.`;
  if (digits < 3 || digits > 15)
    return `"${phone}" is not a phone number: it has ${digits} digits, and a phone number has 3 to 15.`;
  return undefined;
}

function problemAt(pointer: string, code: Issue["code"], message: string, hint: string): Issue {
  return { pointer, at: "value", code, message: `${fieldPath(pointer)}: ${message}`, hint };
}

function walk(value: unknown, pointer: string, visit: (record: Record<string, unknown>, pointer: string) => void) {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`, visit));
  else if (isRecord(value)) {
    visit(value, pointer);
    for (const [key, child] of Object.entries(value))
      walk(child, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, visit);
  }
}
