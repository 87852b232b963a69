// @vitest-environment jsdom
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mountConfigForm, textBoxes } from "../../../../tests/unit/support/configFormHarness";
import { formSchemas } from "../../server/formSchemas";
import { formatJson } from "../../shared/formatJson";
import { sectionUseSchema } from "./sectionUseSchema";

const section = formSchemas(path.resolve(import.meta.dirname, "../../../../schemas")).blocks.find(
  (b) => b.type === "section",
)!.schema;
const declared = {
  heading: { description: "The band's heading.", required: true },
  note: { description: "Small print under the button." },
};
const labelOf = (container: HTMLElement, box: HTMLElement) =>
  container.querySelector(`label[for="${box.id}"]`)?.textContent ?? "";

describe("a section use's form asks for the inputs its file declares", () => {
  it("shows a field for each declared input, with its description, the required one marked", async () => {
    const use = { type: "section", ref: "order-for-events", inputs: { heading: "Order for your event" } };
    const text = JSON.stringify(use, null, 2) + "\n";
    const form = await mountConfigForm(sectionUseSchema(section, declared), use, "use");
    try {
      expect(form.reports).toEqual([]);
      const heading = form.container.querySelector<HTMLInputElement>("#use_inputs_heading")!;
      const note = form.container.querySelector<HTMLInputElement>("#use_inputs_note")!;
      expect(heading.value).toBe("Order for your event");
      expect(note.value).toBe("");
      expect(labelOf(form.container, heading)).toMatch(/^heading\s*\*?$/);
      expect(heading.required).toBe(true);
      expect(note.required).toBe(false);
      expect(form.container.textContent).toContain("The band's heading.");
      expect(form.container.textContent).toContain("Small print under the button.");
      // typed in: written at its name; emptied again: the file as it was, byte for byte
      await form.type([[note, "Three days ahead."]]);
      expect(form.current()).toEqual({ ...use, inputs: { ...use.inputs, note: "Three days ahead." } });
      await form.type([[form.container.querySelector<HTMLInputElement>("#use_inputs_note")!, ""]]);
      expect(formatJson(form.current(), text)).toBe(text);
    } finally {
      form.unmount();
    }
  });

  it("opens a use without inputs unchanged, and keeps an input the file does not declare as a name and value", async () => {
    for (const use of [
      { type: "section", ref: "order-for-events" },
      { type: "section", ref: "order-for-events", inputs: { heading: "H", extra: "kept" } },
    ]) {
      const form = await mountConfigForm(sectionUseSchema(section, declared), use, "use");
      try {
        expect(form.reports).toEqual([]);
        const values = textBoxes(form.container).map((box) => box.value);
        if (use.inputs) expect(values).toEqual(expect.arrayContaining(["extra", "kept", "H"]));
      } finally {
        form.unmount();
      }
    }
  });

  it("leaves the block schema as it is without a declaration, and gives the same object for the same inputs", () => {
    expect(sectionUseSchema(section, undefined)).toBe(section);
    expect(sectionUseSchema(section, {})).toBe(section);
    expect(sectionUseSchema(section, declared)).toBe(sectionUseSchema(section, declared));
    expect(sectionUseSchema(section, declared)).not.toBe(sectionUseSchema(section, { ...declared }));
  });
});
