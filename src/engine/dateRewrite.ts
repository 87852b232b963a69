/**
 * A date written another way, rewritten as the YYYY-MM-DD a field with "format": "date" takes: "October 9, 2026",
 * "9 October 2026", "Oct. 9 2026", "2026/10/09", "2026-10-9", "2026-10-09T14:00". A day and month written both as
 * numbers ("10/09/2026") is left alone: it reads as 9 October or 10 September depending on the country.
 */
const months = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** A month's number from its English name or its first three letters or more ("Oct", "Sept."). */
function monthNumber(word: string): number | undefined {
  const name = word.toLowerCase().replace(/\.$/, "");
  const index = name.length >= 3 ? months.findIndex((month) => month.startsWith(name)) : -1;
  return index === -1 ? undefined : index + 1;
}

/** YYYY-MM-DD when year, month and day make a day of the calendar, else undefined. */
export function calendarDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function rewrittenDate(text: string): string | undefined {
  const value = text.trim();
  let match =
    /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      value,
    );
  if (match) return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  // "October 9, 2026", "Oct. 9th 2026", "Friday, October 9, 2026"
  match = /^(?:[a-z]+,?\s+)?([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(value);
  if (match) {
    const month = monthNumber(match[1]);
    return month ? calendarDate(Number(match[3]), month, Number(match[2])) : undefined;
  }
  // "9 October 2026", "9. Oct 2026"
  match = /^(\d{1,2})(?:st|nd|rd|th|\.)?\s+([a-z]+\.?),?\s+(\d{4})$/i.exec(value);
  if (match) {
    const month = monthNumber(match[2]);
    return month ? calendarDate(Number(match[3]), month, Number(match[1])) : undefined;
  }
  return undefined;
}
