// The input kinds beyond text: choices, a consent box, a date, a number, a hidden field.
import { describe, expect, it } from "vitest";
import type { FormField } from "../../generated/config-types";
import { buildRequestBody } from "./buildRequestBody";
import { buildFormSchema, emptyValues, valuesAsText } from "./buildZodSchema";
import { builderWords } from "../../engine/i18n/builderWords";

const english = builderWords("en");

const options = [
  { value: "riverside", label: "Riverside" },
  { value: "old-town", label: "Old Town" },
];
const fields: FormField[] = [
  {
    name: "clinic",
    label: "Clinic",
    input: "select",
    options,
    required: true,
    messages: { required: "Pick a clinic." },
  },
  { name: "visit", label: "Visit", input: "radio", options, default: "old-town" },
  {
    name: "consent",
    label: "I agree to the",
    labelLink: { label: "privacy policy", href: "/privacy" },
    input: "checkbox",
    required: true,
    messages: { required: "Please agree to go on." },
  },
  {
    name: "day",
    label: "Day",
    input: "date",
    earliest: "2026-01-01",
    latest: "2026-12-31",
    messages: { range: "A day in 2026." },
  },
  { name: "people", label: "People", input: "number", min: 1, max: 6, step: 1 },
  { name: "source", input: "hidden", fromAddress: { param: "utm_source" } },
];

const valid = { clinic: "riverside", visit: "old-town", consent: "yes", day: "2026-03-02", people: "2", source: "" };

function errorsOf(values: Record<string, string>): Record<string, string> {
  const result = buildFormSchema(fields, english).safeParse(values);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe("new input kinds in the form's schema", () => {
  it("accepts valid answers (the unchanged text rules still apply to text fields)", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it("starts a choice at its default and everything else empty", () => {
    expect(emptyValues(fields)).toEqual({
      clinic: "",
      visit: "old-town",
      consent: "",
      day: "",
      people: "",
      source: "",
    });
  });

  it("refuses a choice that is none of the options, and an empty required one with its message", () => {
    expect(errorsOf({ ...valid, clinic: "" }).clinic).toBe("Pick a clinic.");
    expect(errorsOf({ ...valid, visit: "moon" }).visit).toBe("Please choose one of the Visit options.");
  });

  it("wants a required consent box ticked", () => {
    expect(errorsOf({ ...valid, consent: "" }).consent).toBe("Please agree to go on.");
    expect(errorsOf({ ...valid, consent: "no" }).consent).toBe("Please agree to go on.");
  });

  it("checks a date's form and range", () => {
    expect(errorsOf({ ...valid, day: "2026-02-30" }).day).toBe("Day must be a date.");
    expect(errorsOf({ ...valid, day: "2027-01-01" }).day).toBe("A day in 2026.");
    expect(errorsOf({ ...valid, day: "2026-12-31" })).toEqual({});
  });

  it("checks a number's form, range and step", () => {
    expect(errorsOf({ ...valid, people: "two" }).people).toBe("People must be a number.");
    expect(errorsOf({ ...valid, people: "7" }).people).toBe("People is outside the accepted range.");
    expect(errorsOf({ ...valid, people: "2.5" }).people).toBe("People is outside the accepted range.");
    expect(errorsOf({ ...valid, people: " 6 " })).toEqual({});
  });

  it("reads an unticked box (false to react-hook-form) as empty and a ticked one as yes", () => {
    expect(valuesAsText({ consent: false, other: true, name: "Ann" })).toEqual({
      consent: "",
      other: "yes",
      name: "Ann",
    });
  });

  it("sends every new field in the webhook body, the hidden one with what the address gave", () => {
    const body = buildRequestBody(fields, { ...valid, source: "newsletter" }, {}, new Date(0));
    // a number field's value is sent as a number
    expect(body).toEqual({ ...valid, people: 2, source: "newsletter" });
  });
});
