// @vitest-environment jsdom
// The new inputs are real form controls in the pre-rendered page: usable before any script, labelled, and
// the prepare script keeps and restores what the visitor chose (the draft round trip).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import Form from "./Form";
import { builderWords } from "../../engine/i18n/builderWords";
import prepareForm from "./prepareForm.script";
import type { FormBlock, FormField } from "../../generated/config-types";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import { loadResolved, renderPage } from "../../../tests/unit/support/renderPage";

const site = loadResolved("pages-config").site;
const options = [
  { value: "riverside", label: "Riverside" },
  { value: "old-town", label: "Old Town" },
];
const fields: FormField[] = [
  { name: "name", label: "Name" },
  { name: "clinic", label: "Clinic", input: "select", options, required: true, placeholder: "Choose a clinic" },
  { name: "visit", label: "Visit", input: "radio", options, default: "riverside" },
  {
    name: "consent",
    label: "I agree to the",
    labelLink: { label: "privacy policy", href: "/privacy" },
    input: "checkbox",
    required: true,
  },
  { name: "day", label: "Day", input: "date", earliest: "2026-01-01", latest: "2026-12-31" },
  { name: "people", label: "People", input: "number", min: 1, max: 6, step: 1 },
  { name: "source", input: "hidden", fromAddress: { param: "utm_source" } },
];
const block: FormBlock = {
  type: "form",
  title: "Book a Visit",
  fields,
  submit: {
    label: "Book",
    busyLabel: "Booking…",
    note: "We keep your details private.",
    noteLink: { label: "Privacy policy", href: "/privacy" },
  },
  action: { kind: "webhook", webhook: "contact" },
  success: { toast: { title: "Booked", description: "See you soon." } },
  failure: { toast: { title: "Not sent", description: "Please try again." } },
};

async function mount(formBlock: FormBlock = block, language = "en"): Promise<HTMLElement> {
  const props = {
    ...formBlock,
    site: { support: site.support, webhooks: site.webhooks },
    words: builderWords(language),
  } as ResolvedBlockOf<"form">;
  const html = `<div data-block="form" id="book">${await renderPage(<Form {...props} />, site)}</div>`;
  document.body.replaceChildren(...Array.from(new DOMParser().parseFromString(html, "text/html").body.childNodes));
  return document.querySelector<HTMLElement>("[data-island]")!;
}
const form = () => document.querySelector("form")!;
const control = (name: string) => form().elements.namedItem(name);

beforeEach(() => localStorage.clear());
afterEach(() => window.history.replaceState(null, "", "/"));

describe("form with the new inputs, before any script", () => {
  it("pre-renders each as a real, labelled control with its browser checks", async () => {
    await mount();
    const select = control("clinic") as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect(select.required).toBe(true);
    expect(select.labels?.[0].textContent).toContain("Clinic");
    expect(Array.from(select.options, (o) => [o.value, o.text])).toEqual([
      ["", "Choose a clinic"],
      ["riverside", "Riverside"],
      ["old-town", "Old Town"],
    ]);
    const radios = control("visit") as RadioNodeList;
    expect(radios.value).toBe("riverside");
    expect(form().querySelector("fieldset legend")?.textContent).toBe("Visit");
    const consent = control("consent") as HTMLInputElement;
    expect([consent.type, consent.required, consent.checked, consent.value]).toEqual(["checkbox", true, false, "yes"]);
    expect(consent.labels?.[0].querySelector("a")?.getAttribute("href")).toBe("/privacy");
    const day = control("day") as HTMLInputElement;
    expect([day.type, day.min, day.max]).toEqual(["date", "2026-01-01", "2026-12-31"]);
    const people = control("people") as HTMLInputElement;
    expect([people.type, people.min, people.max, people.step]).toEqual(["number", "1", "6", "1"]);
    expect((control("source") as HTMLInputElement).type).toBe("hidden");
    expect(form().querySelector("p a[href='/privacy']")?.textContent).toBe("Privacy policy");
  });

  it("gives a choice without a placeholder an empty first option with words, in the page's language", async () => {
    const choice: FormField = { name: "clinic", label: "Clinic", input: "select", options };
    for (const [language, words] of [
      ["en", "Choose…"],
      ["fr", "Choisir…"],
    ]) {
      await mount({ ...block, fields: [choice] }, language);
      const select = control("clinic") as HTMLSelectElement;
      expect(Array.from(select.options, (o) => [o.value, o.text])).toEqual([
        ["", words],
        ["riverside", "Riverside"],
        ["old-town", "Old Town"],
      ]);
    }
    // a default choice has no empty option, as before
    await mount({ ...block, fields: [{ ...choice, default: "old-town" }] });
    expect(Array.from((control("clinic") as HTMLSelectElement).options, (o) => o.value)).toEqual([
      "riverside",
      "old-town",
    ]);
  });

  it("keeps today's text field as it was", async () => {
    await mount();
    const name = control("name") as HTMLInputElement;
    expect([name.tagName, name.type, name.required]).toEqual(["INPUT", "text", false]);
  });
});

describe("the draft round trip of the new inputs", () => {
  it("saves what the visitor chose and puts it back on the next visit; the address fills the hidden field", async () => {
    window.history.replaceState(null, "", "/book?utm_source=letter");
    let island = await mount();
    prepareForm(island);
    expect((control("source") as HTMLInputElement).value).toBe("letter");
    (control("clinic") as HTMLSelectElement).value = "old-town";
    (control("visit") as RadioNodeList).value = "old-town";
    (control("consent") as HTMLInputElement).checked = true;
    (control("day") as HTMLInputElement).value = "2026-03-02";
    (control("people") as HTMLInputElement).value = "3";
    island.dispatchEvent(new Event("change", { bubbles: true }));
    window.dispatchEvent(new Event("pagehide"));
    const saved = JSON.parse(localStorage.getItem(Object.keys(localStorage)[0])!) as { values: Record<string, string> };
    expect(saved.values).toEqual({
      clinic: "old-town",
      visit: "old-town",
      consent: "yes",
      day: "2026-03-02",
      people: "3",
    });

    window.history.replaceState(null, "", "/book");
    island = await mount();
    prepareForm(island);
    expect((control("clinic") as HTMLSelectElement).value).toBe("old-town");
    expect((control("visit") as RadioNodeList).value).toBe("old-town");
    expect((control("consent") as HTMLInputElement).checked).toBe(true);
    expect((control("day") as HTMLInputElement).value).toBe("2026-03-02");
    expect((control("people") as HTMLInputElement).value).toBe("3");
    expect((control("source") as HTMLInputElement).value).toBe("");
  });
});
