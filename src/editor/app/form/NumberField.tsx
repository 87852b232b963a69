import type { ErrorSchema, FieldPathList, FieldProps } from "@rjsf/utils";
import { useCallback, useState } from "react";

/** A number as JSON writes it (a sign, digits with at most one point, an exponent), with spaces around allowed. */
const PLAIN_NUMBER = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

/**
 * What a number field keeps of a typed text: the number when the text is one as the file writes it ("12.5", "-3",
 * "1e3", "12." while typing), else the text as typed ("12,50", "$15", "free"), for the check to report at the field.
 * An empty box is no value. Never read by the browser's locale: "12,50" is not 12.5 nor 1250.
 */
export function typedNumber(typed: unknown): unknown {
  if (typeof typed !== "string") return typed; // a pick from a list (enum), or no value
  if (typed === "") return undefined;
  if (!PLAIN_NUMBER.test(typed)) return typed;
  const number = Number(typed);
  return Number.isFinite(number) ? number : typed;
}

/**
 * The number and integer fields: a text box (see BaseInputTemplate) whose text becomes a number only when it is one
 * (see typedNumber). Replaces the form library's NumberField, which reads a comma as the decimal point in some
 * browser locales, takes "0x10" and "Infinity" for numbers, and shows numbers with the locale's comma.
 * While the text typed reads as the number the form holds ("12.50", "12."), the box keeps showing the text.
 */
export function NumberField(props: FieldProps) {
  const { registry, onChange, formData } = props;
  const { StringField } = registry.fields;
  const [typed, setTyped] = useState<string>();
  const change = useCallback(
    (next: unknown, path: FieldPathList, errors?: ErrorSchema, id?: string) => {
      setTyped(typeof next === "string" ? next : undefined);
      onChange(typedNumber(next), path, errors, id);
    },
    [onChange],
  );
  const shown =
    typed !== undefined && typeof formData === "number" && typedNumber(typed) === formData ? typed : formData;
  return <StringField {...props} formData={shown} onChange={change} />;
}
