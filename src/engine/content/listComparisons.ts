import type { Issue } from "../explainErrors.ts";
import { dateOf, isDateText } from "../formats/dates.ts";
import { fieldPath } from "../fieldPath.ts";
import { isRecord } from "../isRecord.ts";
import { childPointer } from "../jsonPointer.ts";
import { didYouMean } from "../suggest.ts";
import type { ContentCollection } from "./contentTypes.ts";

/**
 * A comparison in a list's "where": { "date": { "after": "today" } }, { "price": { "from": 5, "to": 20 } }. "after"
 * and "before" leave the bound out, "from" and "to" keep it. A bound is a number, a date ("2027-02-13") or "today",
 * the day of the build (src/engine/formats/today.ts): such a list changes with the day it is built.
 */
export const comparisonNames = ["after", "before", "from", "to"] as const;
type ComparisonName = (typeof comparisonNames)[number];
export type Comparison = Partial<Record<ComparisonName, string | number>>;

/** A "where" value that compares (an object) rather than asks for one value. */
export function isComparison(value: unknown): value is Comparison {
  return isRecord(value);
}

/** Whether a list's "where" reads the build's day: its items change from one day to the next. */
export function readsToday(where: unknown): boolean {
  return isRecord(where) && Object.values(where).some((v) => isRecord(v) && Object.values(v).includes("today"));
}

/** Whether an item's value passes a comparison, with "today" the build's day. A value of another kind never passes. */
export function passes(value: unknown, comparison: Comparison, today: string): boolean {
  return Object.entries(comparison).every(([name, written]) => {
    const bound = written === "today" ? today : written;
    let order: number;
    if (typeof bound === "number") {
      if (typeof value !== "number") return false;
      order = value - bound;
    } else {
      if (!isDateText(value) || !isDateText(bound)) return false;
      // a bound that is a day compares days: a workshop at 18:00 today is neither after nor before today
      order = bound.length === 10 ? value.slice(0, 10).localeCompare(bound) : dateOf(value) - dateOf(bound);
    }
    switch (name as ComparisonName) {
      case "after":
        return order > 0;
      case "before":
        return order < 0;
      case "from":
        return order >= 0;
      case "to":
        return order <= 0;
    }
    return false;
  });
}

/**
 * What a "where" comparison gets wrong for a collection: an unknown comparison (did-you-mean), a bound that is not a
 * number, a date or "today", a field the items do not have, or a field of another kind than the bound.
 */
export function comparisonIssues(
  where: Record<string, unknown>,
  collection: ContentCollection,
  pointer: string,
): Issue[] {
  const issues: Issue[] = [];
  const at = (keys: string[], message: string, hint: string, onKey = false): void => {
    const place = keys.reduce(childPointer, pointer);
    issues.push({
      code: "bad-list-comparison",
      pointer: place,
      at: onKey ? "key" : "value",
      message: `${fieldPath(place)}: ${message}`,
      hint,
    });
  };
  const kinds = collection.fields?.kinds ?? {};
  const referenced = new Set(collection.references.map((r) => r.field));
  for (const [field, comparison] of Object.entries(where)) {
    if (!isComparison(comparison)) continue;
    const names = Object.keys(comparison);
    if (names.length === 0) {
      at(
        [field],
        "a comparison names at least one bound.",
        'For example { "after": "today" } or { "from": 5, "to": 20 }.',
      );
      continue;
    }
    let boundKind: "date" | "number" | undefined;
    for (const name of names) {
      const bound = comparison[name as ComparisonName];
      if (!(comparisonNames as readonly string[]).includes(name)) {
        at(
          [field, name],
          `"${name}" is not a comparison.`,
          `${didYouMean(name, comparisonNames).trim()} Comparisons: after, before (the bound left out), from, to (the bound kept).`.trim(),
          true,
        );
        continue;
      }
      const kind = typeof bound === "number" ? "number" : bound === "today" || isDateText(bound) ? "date" : undefined;
      if (!kind) {
        at(
          [field, name],
          `the bound ${JSON.stringify(bound)} is not a number, a date (YYYY-MM-DD) or "today".`,
          /^today$/i.test(String(bound))
            ? 'Write "today" in small letters.'
            : 'For example "today", "2027-01-01" or 20.',
        );
        continue;
      }
      boundKind ??= kind;
    }
    if (!boundKind) continue;
    const top = field.split(".")[0];
    if (referenced.has(top) && field.includes(".")) continue;
    const kind = kinds[field];
    if (kind === undefined) {
      const known = Object.keys(kinds);
      at(
        [field],
        `the items of "${collection.name}" have no field "${field}" to compare.`,
        `${didYouMean(field, known).trim()} Its fields: ${known.join(", ") || "none declared"} (${collection.schemaFile}).`.trim(),
        true,
      );
    } else if (kind !== boundKind) {
      at(
        [field],
        `"${field}" of "${collection.name}" is ${kind === "text" ? "a text" : kind === "number" ? "a number" : kind === "date" ? "a date" : `a ${kind}`}, so it cannot be compared with ${boundKind === "date" ? "a date" : "a number"}.`,
        kind === "text" && boundKind === "date"
          ? `If it holds dates, give it "format": "date" in ${collection.schemaFile}.`
          : `Compare it with ${kind === "date" ? '"today" or a date' : kind === "number" ? "a number" : "a value of its kind"}, or name another field.`,
        true,
      );
    }
  }
  return issues;
}
