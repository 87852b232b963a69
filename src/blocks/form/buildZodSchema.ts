// zod's tree-shakable build: the form island ships only the checks it uses.
import * as z from "zod/mini";
import type { FormField } from "../../generated/config-types";

export type FormValues = Record<string, string>;

/** Used only when a config gives no message for a broken rule (the schema lets every message be set). */
const fallback = {
  required: (label: string) => `${label} is required.`,
  minLength: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  maxLength: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  invalid: () => "Please enter a valid email address.",
};

const emailFormat = z.email();

/** The message for an empty required field: its own, else the minimum-length one, else the invalid one. */
export function requiredMessage(field: FormField): string {
  const m = field.messages ?? {};
  return m.required ?? m.minLength ?? m.invalid ?? fallback.required(field.label);
}

/**
 * The zod schema for one field, built from its config. Answers are trimmed first; an empty optional
 * field is always accepted. Only the first broken rule is reported, in this order:
 * required, minimum length, maximum length, e-mail format.
 */
export function buildFieldSchema(field: FormField): z.ZodMiniType<string, string> {
  const m = field.messages ?? {};
  const { minLength, maxLength } = field;
  const filled = (value: string) => value !== "";
  const checks: z.core.$ZodCheck<string>[] = [z.trim()];
  if (field.required) checks.push(z.minLength(1, { error: requiredMessage(field), abort: true }));
  if (minLength !== undefined) {
    checks.push(
      z.refine((v: string) => !filled(v) || v.length >= minLength, {
        error: m.minLength ?? fallback.minLength(field.label, minLength),
        abort: true,
      }),
    );
  }
  if (maxLength !== undefined) {
    checks.push(
      z.refine((v: string) => !filled(v) || v.length <= maxLength, {
        error: m.maxLength ?? fallback.maxLength(field.label, maxLength),
        abort: true,
      }),
    );
  }
  if (field.input === "email") {
    checks.push(
      z.refine((v: string) => !filled(v) || emailFormat.safeParse(v).success, {
        error: m.invalid ?? fallback.invalid(),
        abort: true,
      }),
    );
  }
  return z.string().check(...checks);
}

/** The zod schema of a whole form: one string entry per configured field, unknown keys dropped. */
export function buildFormSchema(fields: readonly FormField[]) {
  return z.object(
    Object.fromEntries(fields.map((field) => [field.name, buildFieldSchema(field)])) as Record<
      string,
      z.ZodMiniType<string, string>
    >,
  );
}

/** Every configured field set to "", the starting (and reset) state of the form. */
export function emptyValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, ""]));
}
