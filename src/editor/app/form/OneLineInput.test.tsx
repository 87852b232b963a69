// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { mountConfigForm } from "../../../../tests/unit/support/configFormHarness";
import { asOneLine } from "./OneLineInput";

const schema = {
  type: "object",
  properties: {
    category: { type: "string", title: "Category" },
    summary: { type: "string", title: "Summary" },
    lead: { type: "string", title: "Lead", "x-long-text": true },
    answer: { type: "string", title: "Answer", "x-markdown": true },
  },
};
const items = { targets: { pages: [], siteLinks: [], publicFiles: [] }, oneLineTexts: true };

function paste(box: HTMLInputElement, text: string): Event {
  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", { value: { getData: () => text } });
  box.dispatchEvent(event);
  return event;
}

describe("a one-line field of an item", () => {
  it("is an input for a plain text, a text box only where the schema marks long text", async () => {
    const form = await mountConfigForm(schema, { category: "Knees" }, "item", items);
    const box = (id: string) => form.container.querySelector(`#item_${id}`)!;
    expect(box("category").tagName).toBe("INPUT");
    expect(box("summary").tagName).toBe("INPUT");
    expect(box("lead").tagName).toBe("TEXTAREA");
    expect(box("answer").tagName).toBe("TEXTAREA");
    form.unmount();
    // the builder's own forms (pages) keep their reading of long text: a free text is a text box there
    const page = await mountConfigForm(schema, { category: "Knees" }, "page");
    expect(page.container.querySelector("#page_summary")!.tagName).toBe("TEXTAREA");
    page.unmount();
  });

  it("takes no line break from Enter, and makes pasted line breaks spaces, saying so under the field", async () => {
    const form = await mountConfigForm(schema, { category: "Knee" }, "item", items);
    const box = form.container.querySelector<HTMLInputElement>("#item_category")!;
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    await act(async () => void box.dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(true);
    expect(form.reports).toEqual([]);
    box.setSelectionRange(4, 4);
    let event: Event | undefined;
    await act(async () => void (event = paste(box, " pain\r\non the\nstairs")));
    expect(event!.defaultPrevented).toBe(true);
    expect(form.current()).toEqual({ category: "Knee pain on the stairs" });
    expect(form.container.querySelector("[data-one-line-note]")?.textContent).toContain("line breaks were made spaces");
    // a paste without line breaks is the browser's own
    await act(async () => void (event = paste(box, "x")));
    expect(event!.defaultPrevented).toBe(false);
    form.unmount();
  });

  it("shows a value that already holds line breaks whole, with a note, and keeps it until changed", async () => {
    const form = await mountConfigForm(schema, { category: "Knee\npain" }, "item", items);
    const box = form.container.querySelector<HTMLTextAreaElement>("#item_category")!;
    expect(box.tagName).toBe("TEXTAREA");
    expect(box.value).toBe("Knee\npain");
    expect(form.container.querySelector("[data-one-line-note]")?.textContent).toContain("holds line breaks");
    expect(form.reports).toEqual([]);
    expect(asOneLine("a\r\nb\u2028c")).toBe("a b c");
    form.unmount();
  });
});
