import { describe, expect, it } from "vitest";
import type { FormField } from "../../generated/config-types";
import { buildFieldSchema, buildFormSchema, emptyValues, requiredMessage } from "./buildZodSchema";
import { builderWords } from "../../engine/i18n/builderWords";

const english = builderWords("en");

const contactFields: FormField[] = [
  {
    name: "name",
    label: "Name",
    required: true,
    minLength: 2,
    messages: { minLength: "Name must be at least 2 characters." },
  },
  {
    name: "email",
    label: "Email",
    input: "email",
    required: true,
    messages: { invalid: "Please enter a valid email address." },
  },
  { name: "company", label: "Company" },
  {
    name: "message",
    label: "Message",
    input: "textarea",
    required: true,
    minLength: 10,
    messages: { minLength: "Message must be at least 10 characters." },
  },
];

/** Field name → first message, as react-hook-form shows them. */
function errorsOf(fields: FormField[], values: Record<string, string>, words = english): Record<string, string> {
  const result = buildFormSchema(fields, words).safeParse(values);
  if (result.success) return {};
  const firstByField: Record<string, string> = {};
  for (const issue of result.error.issues) firstByField[String(issue.path[0])] ??= issue.message;
  return firstByField;
}

describe("form schema built from config", () => {
  it("reports the configured message of every contact field left empty", () => {
    expect(errorsOf(contactFields, emptyValues(contactFields))).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      message: "Message must be at least 10 characters.",
    });
  });

  it("applies the minimums after trimming spaces", () => {
    const values = { name: " J ", email: "jane@firm.com", company: "", message: "   short    " };
    expect(errorsOf(contactFields, values)).toEqual({
      name: "Name must be at least 2 characters.",
      message: "Message must be at least 10 characters.",
    });
  });

  it("accepts exactly the minimum lengths and an empty optional company", () => {
    const values = { name: "Jo", email: "jo@firm.com", company: "", message: "0123456789" };
    expect(buildFormSchema(contactFields, english).parse(values)).toEqual(values);
  });

  it("returns trimmed answers and drops keys that are not fields", () => {
    const parsed = buildFormSchema(contactFields, english).parse({
      name: "  Jane Doe ",
      email: " jane@firm.com ",
      company: " Summit Dental ",
      message: "Please tell me about pricing.  ",
      website: "spam",
    });
    expect(parsed).toEqual({
      name: "Jane Doe",
      email: "jane@firm.com",
      company: "Summit Dental",
      message: "Please tell me about pricing.",
    });
  });

  it.each(["jane", "jane@", "@firm.com", "jane@firm", "jane firm@x.com"])(
    "rejects the address %j with the configured message",
    (email) => {
      expect(errorsOf(contactFields, { name: "Jane", email, company: "", message: "Long enough message" })).toEqual({
        email: "Please enter a valid email address.",
      });
    },
  );

  it("checks the format of an optional e-mail field only when it is filled in", () => {
    const field: FormField = {
      name: "work",
      label: "Work email",
      input: "email",
      messages: { invalid: "Use a work address." },
    };
    expect(buildFieldSchema(field, english).safeParse("").success).toBe(true);
    expect(
      buildFieldSchema(field, english)
        .safeParse("nope")
        .error?.issues.map((i) => i.message),
    ).toEqual(["Use a work address."]);
  });

  it("reports only the first broken rule: required before minimum length", () => {
    const field: FormField = {
      name: "n",
      label: "N",
      required: true,
      minLength: 3,
      messages: { required: "Fill it in.", minLength: "Too short." },
    };
    expect(
      buildFieldSchema(field, english)
        .safeParse("")
        .error?.issues.map((i) => i.message),
    ).toEqual(["Fill it in."]);
    expect(
      buildFieldSchema(field, english)
        .safeParse("ab")
        .error?.issues.map((i) => i.message),
    ).toEqual(["Too short."]);
  });

  it("enforces a maximum length with its message", () => {
    const field: FormField = { name: "n", label: "N", maxLength: 5, messages: { maxLength: "At most five." } };
    expect(
      buildFieldSchema(field, english)
        .safeParse("123456")
        .error?.issues.map((i) => i.message),
    ).toEqual(["At most five."]);
    expect(buildFieldSchema(field, english).safeParse("12345").success).toBe(true);
  });

  it("picks the empty-field message: required, else minimum length, else invalid, else a plain default", () => {
    expect(requiredMessage({ name: "a", label: "A", messages: { required: "R", minLength: "M" } }, english)).toBe("R");
    expect(requiredMessage({ name: "a", label: "A", messages: { minLength: "M", invalid: "I" } }, english)).toBe("M");
    expect(requiredMessage({ name: "a", label: "A", input: "email", messages: { invalid: "I" } }, english)).toBe("I");
    expect(requiredMessage({ name: "a", label: "First Name" }, english)).toBe("First Name is required.");
  });

  it("the blog quiz e-mail field reports its own message when empty", () => {
    const email: FormField = {
      name: "email",
      label: "Email",
      input: "email",
      required: true,
      messages: { required: "Please enter your email address to download the guide." },
    };
    expect(errorsOf([email], { email: "  " })).toEqual({
      email: "Please enter your email address to download the guide.",
    });
  });
});

describe("the checks' own messages, in the page's language", () => {
  // no "messages" in the config: every message is the builder's
  const plain: FormField[] = [
    { name: "name", label: "Nombre", required: true, minLength: 2, maxLength: 5 },
    { name: "email", label: "Correo", input: "email" },
    { name: "clinic", label: "Clínica", input: "select", options: [{ value: "a", label: "A" }] },
    { name: "consent", label: "Acepto", input: "checkbox", required: true },
    { name: "day", label: "Día", input: "date", earliest: "2026-01-01" },
    { name: "people", label: "Personas", input: "number", min: 1, max: 6 },
  ];
  const broken = { name: "x", email: "no", clinic: "b", consent: "", day: "2025-12-31", people: "uno" };

  it("says each in Spanish on a Spanish page: none stays English", () => {
    expect(errorsOf(plain, broken, builderWords("es"))).toEqual({
      name: "«Nombre» debe tener al menos 2 caracteres.",
      email: "Introduce una dirección de correo válida.",
      clinic: "Elige una de las opciones de «Clínica».",
      consent: "Completa el campo «Acepto».",
      day: "«Día» está fuera del intervalo aceptado.",
      people: "«Personas» debe ser un número.",
    });
    expect(errorsOf(plain, { ...broken, name: "", day: "hoy", people: "9" }, builderWords("es"))).toMatchObject({
      name: "Completa el campo «Nombre».",
      day: "«Día» debe ser una fecha.",
      people: "«Personas» está fuera del intervalo aceptado.",
    });
    expect(errorsOf(plain, { ...broken, name: "Rodrigo" }, builderWords("es")).name).toBe(
      "«Nombre» debe tener como máximo 5 caracteres.",
    );
    for (const code of ["es", "fr", "de", "pt"]) {
      const said = Object.values(errorsOf(plain, broken, builderWords(code)));
      const inEnglish = Object.values(errorsOf(plain, broken));
      for (const message of said) expect(inEnglish, `${code}: ${message}`).not.toContain(message);
    }
  });

  it("takes a site's own words over the builder's, with the field's label filled in", () => {
    const words = builderWords("es", { fieldRequired: "Falta «{label}», por favor." });
    expect(errorsOf(plain, { ...broken, name: "" }, words).name).toBe("Falta «Nombre», por favor.");
  });

  it("keeps the English messages as they were", () => {
    expect(errorsOf(plain, broken)).toEqual({
      name: "Nombre must be at least 2 characters.",
      email: "Please enter a valid email address.",
      clinic: "Please choose one of the Clínica options.",
      consent: "Acepto is required.",
      day: "Día is outside the accepted range.",
      people: "Personas must be a number.",
    });
  });
});
