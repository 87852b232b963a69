// @vitest-environment jsdom
// Number and date fields are text boxes that keep what is typed: the browser's number box dropped what was not a
// number ("12,50" saved 1250, "free" deleted the key, "$15" saved 15) and its date box read the day by the locale
// ("30/11/2026" saved 12026-03-01). A text that is not a number or a date reaches the document as typed, for the
// check to report at its field; a number or date as the file writes it is kept as before.
import { afterEach, describe, expect, it, vi } from "vitest";
import { mountConfigForm, type MountedForm } from "../../../../tests/unit/support/configFormHarness";
import { DATE_PLACEHOLDER } from "./BaseInputTemplate";
import { typedNumber } from "./NumberField";

const schema = {
  type: "object",
  properties: {
    price: { type: "number", title: "Price" },
    seats: { type: "integer", title: "Seats" },
    day: { type: "string", format: "date", title: "Day" },
    name: { type: "string", title: "Name" },
  },
};
const start = { price: 12.5, seats: 40, day: "2026-10-09", name: "Rye" };

let form: MountedForm | undefined;
afterEach(() => {
  form?.unmount();
  form = undefined;
  vi.unstubAllGlobals();
});
const box = (id: string) => form!.container.querySelector<HTMLInputElement>(`#form_${id}`)!;
async function typeIn(id: string, text: string) {
  await form!.type([[box(id), text]]);
}

describe("a number field", () => {
  it("is a text box with a number keyboard, showing the number of the file", async () => {
    form = await mountConfigForm(schema, start);
    expect(box("price").type).toBe("text");
    expect(box("price").inputMode).toBe("decimal");
    expect(box("seats").type).toBe("text");
    expect(box("seats").inputMode).toBe("numeric");
    expect(box("price").value).toBe("12.5");
    expect(box("seats").value).toBe("40");
    // a plain text field is as it was
    expect(box("name").inputMode).toBe("");
  });

  it.each([
    ["12,50", "12,50"],
    ["free", "free"],
    ["$15", "$15"],
    ["0x10", "0x10"],
    ["Infinity", "Infinity"],
    ["1 000", "1 000"],
  ])("keeps %s as typed (a text, for the check to report), never a number made of part of it", async (typed, kept) => {
    form = await mountConfigForm(schema, start);
    await typeIn("price", typed);
    expect(form.current()).toEqual({ ...start, price: kept });
    expect(box("price").value).toBe(typed);
  });

  it("keeps a text typed in an integer field as typed", async () => {
    form = await mountConfigForm(schema, start);
    await typeIn("seats", "forty");
    expect(form.current()).toEqual({ ...start, seats: "forty" });
  });

  it("reads no comma as a decimal point, whatever the browser's language", async () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["de-DE"], language: "de-DE" });
    form = await mountConfigForm(schema, start);
    expect(box("price").value).toBe("12.5");
    await typeIn("price", "12,50");
    expect(form.current()).toEqual({ ...start, price: "12,50" });
    await typeIn("price", "1.250");
    expect(form.current()).toEqual({ ...start, price: 1.25 });
  });

  it("still saves a number typed as a number, showing it as typed", async () => {
    form = await mountConfigForm(schema, { ...start, price: 3 });
    await typeIn("price", "12.5");
    expect(form.current()).toEqual(start);
    await typeIn("price", "12.50");
    expect(form.current()).toEqual(start);
    expect(box("price").value).toBe("12.50");
    await typeIn("price", "-0.75");
    expect(form.current()).toEqual({ ...start, price: -0.75 });
    await typeIn("seats", "41");
    expect(form.current()).toEqual({ ...start, price: -0.75, seats: 41 });
  });

  it("is no value only when emptied", async () => {
    form = await mountConfigForm(schema, start);
    await typeIn("price", "");
    expect(form.current()).toEqual({ seats: 40, day: "2026-10-09", name: "Rye" });
  });
});

describe("a date field", () => {
  it("is a text box showing the form to write", async () => {
    form = await mountConfigForm(schema, start);
    expect(box("day").type).toBe("text");
    expect(box("day").placeholder).toBe(DATE_PLACEHOLDER);
    expect(box("day").value).toBe("2026-10-09");
  });

  it.each(["30/11/2026", "30112026", "next friday"])("keeps %s as typed", async (typed) => {
    form = await mountConfigForm(schema, start);
    await typeIn("day", typed);
    expect(form.current()).toEqual({ ...start, day: typed });
    expect(box("day").value).toBe(typed);
  });

  it("still saves a date as the same text", async () => {
    form = await mountConfigForm(schema, { ...start, day: "2026-01-01" });
    await typeIn("day", "2026-10-09");
    expect(form.current()).toEqual(start);
  });
});

describe("typedNumber", () => {
  it("makes a number of a number as the file writes it, and keeps any other text", () => {
    expect(typedNumber("12.5")).toBe(12.5);
    expect(typedNumber("12.")).toBe(12);
    expect(typedNumber(".5")).toBe(0.5);
    expect(typedNumber("1e3")).toBe(1000);
    expect(typedNumber("-3")).toBe(-3);
    expect(typedNumber("")).toBeUndefined();
    expect(typedNumber(undefined)).toBeUndefined();
    expect(typedNumber(7)).toBe(7);
    for (const text of ["12,50", "$15", "free", "0x10", "Infinity", "1e999", "1_000", "12.5.1"])
      expect(typedNumber(text)).toBe(text);
  });
});
