// zod's tree-shakable build: the form island ships only the checks it uses.
import * as z from "zod/mini";
import type { FormField } from "../../generated/config-types";
import type { BuilderWords } from "../../engine/i18n/builderWords";
import { checkedValue } from "./checkedValue";

export type FormValues = Record<string, string>;

/**
 * The builder's words a form's checks say when a config gives no message for a broken rule (the schema lets every
 * message be set): in the page's language, a site's override on top ("{label}", "{min}", "{max}" filled in).
 */
export type FormCheckWords = Pick<
  BuilderWords,
  | "fieldRequired"
  | "fieldTooShort"
  | "fieldTooLong"
  | "invalidEmail"
  | "invalidNumber"
  | "invalidDate"
  | "invalidChoice"
  | "outOfRange"
>;

function say(text: string, label: string, values: Readonly<Record<string, number>> = {}): string {
  return text.replace(/\{(label|min|max)\}/g, (whole, name: string) =>
    name === "label" ? label : name in values ? String(values[name]) : whole,
  );
}

/** A field's name for the fallback messages: its label, else its name (a hidden field has no label). */
const nameOf = (field: FormField) => field.label ?? field.name;

const emailFormat = z.email();

/** The message for an empty required field: its own, else the minimum-length one, else the invalid one. */
export function requiredMessage(field: FormField, words: FormCheckWords): string {
  const m = field.messages ?? {};
  return m.required ?? m.minLength ?? m.invalid ?? say(words.fieldRequired, nameOf(field));
}

/**
 * The zod schema for one field, built from its config. Answers are trimmed first; an empty optional
 * field is always accepted. Only the first broken rule is reported, in this order:
 * required, minimum length, maximum length, then the input's own form: an e-mail address, one of the
 * options, a number in its range and step, a date in its range. A ticked box is "yes", an unticked one "".
 */
export function buildFieldSchema(field: FormField, words: FormCheckWords): z.ZodMiniType<string, string> {
  const m = field.messages ?? {};
  const { minLength, maxLength } = field;
  const filled = (value: string) => value !== "";
  const checks: z.core.$ZodCheck<string>[] = [z.trim()];
  if (field.required) checks.push(z.minLength(1, { error: requiredMessage(field, words), abort: true }));
  if (minLength !== undefined) {
    checks.push(
      z.refine((v: string) => !filled(v) || v.length >= minLength, {
        error: m.minLength ?? say(words.fieldTooShort, nameOf(field), { min: minLength }),
        abort: true,
      }),
    );
  }
  if (maxLength !== undefined) {
    checks.push(
      z.refine((v: string) => !filled(v) || v.length <= maxLength, {
        error: m.maxLength ?? say(words.fieldTooLong, nameOf(field), { max: maxLength }),
        abort: true,
      }),
    );
  }
  if (field.input === "email") {
    checks.push(
      z.refine((v: string) => !filled(v) || emailFormat.safeParse(v).success, {
        error: m.invalid ?? say(words.invalidEmail, nameOf(field)),
        abort: true,
      }),
    );
  }
  checks.push(...formatChecks(field, filled, words));
  return z.string().check(...checks);
}

function formatChecks(
  field: FormField,
  filled: (value: string) => boolean,
  words: FormCheckWords,
): z.core.$ZodCheck<string>[] {
  const m = field.messages ?? {};
  const label = nameOf(field);
  const rule = (ok: (value: string) => boolean, error: string): z.core.$ZodCheck<string> =>
    z.refine<string>((v) => !filled(v) || ok(v), { error, abort: true });
  switch (field.input) {
    case "select":
    case "radio": {
      const values = new Set((field.options ?? []).map((option) => option.value));
      return [rule((v) => values.has(v), m.invalid ?? say(words.invalidChoice, label))];
    }
    case "checkbox":
      return [rule((v) => v === checkedValue, m.invalid ?? requiredMessage(field, words))];
    case "number": {
      const { min, max, step = 1 } = field;
      return [
        rule((v) => numberPattern.test(v), m.invalid ?? say(words.invalidNumber, label)),
        rule((v) => inSteps(Number(v), min, max, step), m.range ?? say(words.outOfRange, label)),
      ];
    }
    case "date": {
      const { earliest, latest } = field;
      return [
        rule(isDate, m.invalid ?? say(words.invalidDate, label)),
        rule((v) => (!earliest || v >= earliest) && (!latest || v <= latest), m.range ?? say(words.outOfRange, label)),
      ];
    }
    default:
      return [];
  }
}

const numberPattern = /^-?(\d+\.?\d*|\.\d+)$/;

function inSteps(value: number, min: number | undefined, max: number | undefined, step: number): boolean {
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) return false;
  const steps = (value - (min ?? 0)) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The form's values as text: react-hook-form reads an unticked box as false (a ticked one as its value,
 * "yes"); the schema, the draft and the webhook body see "" for it.
 */
export function valuesAsText(values: Readonly<Record<string, unknown>>): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" ? value : value === true ? checkedValue : "",
    ]),
  );
}

/** The zod schema of a whole form: one string entry per configured field, unknown keys dropped. */
export function buildFormSchema(fields: readonly FormField[], words: FormCheckWords) {
  return z.object(
    Object.fromEntries(fields.map((field) => [field.name, buildFieldSchema(field, words)])) as Record<
      string,
      z.ZodMiniType<string, string>
    >,
  );
}

/** Every configured field set to "" (or its default choice), the starting (and reset) state of the form. */
export function emptyValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.default ?? ""]));
}
