// @vitest-environment jsdom
// The blocks inside a page's block, listed under its row in the outline: nested lists named by their place.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mountInChakra, unmountAll } from "../../../../tests/unit/support/mountInChakra";
import { OutlineChildren } from "./OutlineChildren";
import { outlineOf } from "./outlineTree";

afterEach(unmountAll);

const titles: Record<string, string> = { markdown: "Markdown", cta: "Call to action", group: "Group", faq: "FAQ" };
function mount(block: Record<string, unknown>, selected?: string, movedOut?: Array<[number, string, string]>) {
  const chosen: Array<[number, string]> = [];
  const { container } = mountInChakra(
    <ul>
      <li>
        <OutlineChildren
          tree={outlineOf(block)}
          index={1}
          label="2. Columns"
          titleOf={(type) => titles[type] ?? type}
          selected={selected}
          onSelect={(index, pointer) => chosen.push([index, pointer])}
          onMoveOut={movedOut && ((index, pointer, name) => movedOut.push([index, pointer, name]))}
        />
      </li>
    </ul>,
  );
  return { container, chosen };
}

const columns = {
  type: "columns",
  columns: [
    { blocks: [{ type: "markdown", text: "## Baked this morning" }] },
    { blocks: [{ type: "group", title: "Visit", blocks: [{ type: "faq", title: "Questions" }] }] },
    { blocks: [] },
  ],
};

describe("OutlineChildren", () => {
  it("lists each column's blocks in a list named after the column, nested groups inside", () => {
    const { container } = mount(columns);
    const lists = [...container.querySelectorAll("ul[aria-label]")].map((l) => l.getAttribute("aria-label"));
    expect(lists).toEqual([
      "Columns of 2. Columns",
      "Column 1 of 2. Columns",
      "Column 2 of 2. Columns",
      "Blocks inside Group",
      "Column 3 of 2. Columns",
    ]);
    const names = [...container.querySelectorAll("button")].map((b) => b.textContent);
    expect(names).toEqual(["Markdown — Baked this morning", "Group — Visit", "FAQ — Questions"]);
    expect(container.textContent).toContain("Column 3 (empty)");
    expect(container.querySelector('[data-block-child="/blocks/1/columns/1/blocks/0/blocks/0"]')).not.toBeNull();
  });

  it("choosing a block inside hands back its page block and its place; the chosen one is marked", () => {
    const { container, chosen } = mount(columns, "/columns/1/blocks/0");
    const faq = [...container.querySelectorAll("button")].find((b) => b.textContent?.startsWith("FAQ"))!;
    act(() => faq.click());
    expect(chosen).toEqual([[1, "/columns/1/blocks/0/blocks/0"]]);
    const current = [...container.querySelectorAll('[aria-current="true"]')].map((b) => b.textContent);
    expect(current).toEqual(["Group — Visit"]);
  });

  it("offers to move each block inside out of its place, named by where it is", () => {
    const movedOut: Array<[number, string, string]> = [];
    const { container } = mount(columns, undefined, movedOut);
    const names = [...container.querySelectorAll("button[aria-label]")].map((b) => b.getAttribute("aria-label"));
    expect(names).toEqual([
      "Move Markdown (Baked this morning) out of 2. Columns",
      "Move Group (Visit) out of 2. Columns",
      "Move FAQ (Questions) out of Group",
    ]);
    act(() => (container.querySelector('button[aria-label^="Move FAQ"]') as HTMLButtonElement).click());
    expect(movedOut).toEqual([[1, "/columns/1/blocks/0/blocks/0", "FAQ"]]);
  });

  it("shows nothing under a block without slots", () => {
    const { container } = mount({ type: "hero", title: "Hi" });
    expect(container.querySelector("ul[aria-label]")).toBeNull();
  });
});
