// @vitest-environment jsdom
// The page's block list acts on the blocks as they are in the store when a button is pressed, not on the list it
// last rendered: that list follows the store in the background, and a second Remove or Move before it catches up
// must not undo the first, nor an edit typed in a form since.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Block } from "../../generated/config-types";
import { mountInChakra, unmountAll } from "../../../tests/unit/support/mountInChakra";
import { BlockOutline } from "./BlockOutline";
import type { Editor } from "./useEditor";

afterEach(unmountAll);

const editor = {
  schemas: {
    blocks: [
      { type: "stats", title: "Stats" },
      { type: "form", title: "Form" },
      { type: "legal-text", title: "Legal text" },
    ],
  },
  setStatus: () => undefined,
} as unknown as Editor;

const page = (): Block[] =>
  [
    { type: "stats", items: [{ value: "1", label: "copy" }] },
    { type: "stats", items: [{ value: "1", label: "original" }] },
    { type: "form", fields: [] },
    { type: "legal-text", title: "Terms" },
  ] as unknown as Block[];

/**
 * The outline over a store of one page's blocks. `rerender` false: the list shown is never brought up to date,
 * as when the background render has not caught up with the clicks yet.
 */
function mount(rerender: boolean) {
  let store = page();
  const outline = () => (
    <BlockOutline
      editor={editor}
      blocks={store}
      blocksNow={() => store}
      selected={0}
      onSelect={() => undefined}
      onChange={(blocks) => {
        store = blocks;
        if (rerender) mounted.render(outline());
      }}
    />
  );
  const mounted = mountInChakra(outline());
  const container = mounted.container;
  const click = (name: string) => {
    const button = container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
    if (!button) throw new Error(`no button "${name}"`);
    act(() => button.click());
  };
  const type = (index: number, change: object) => {
    store = store.map((block, i) => (i === index ? ({ ...block, ...change } as Block) : block));
  };
  return { click, type, store: () => store };
}
const labels = (blocks: Block[]) =>
  blocks.map((b) => `${b.type}${"items" in b ? ` ${(b.items as { label: string }[])[0].label}` : ""}`);

describe("BlockOutline acts on the store's blocks", () => {
  it("removes twice when Remove is pressed twice before the list is drawn again", () => {
    const outline = mount(false);
    outline.click("Remove 1. Stats");
    outline.click("Remove 1. Stats");
    expect(labels(outline.store())).toEqual(["form", "legal-text"]);
    // what was not removed is left as it was
    expect(outline.store()).toEqual(page().slice(2));
  });

  it("keeps what was typed since the list was drawn when a block is moved", () => {
    const outline = mount(false);
    // typing in the legal text's form writes to the store at once; the list is drawn again later
    outline.type(3, { title: "Terms of use" });
    outline.click("Move 3. Form up");
    expect(labels(outline.store())).toEqual(["stats copy", "form", "stats original", "legal-text"]);
    expect(outline.store()[3]).toEqual({ type: "legal-text", title: "Terms of use" });
  });

  it("removes the same blocks when the list is drawn again between the presses", () => {
    const outline = mount(true);
    outline.click("Remove 1. Stats");
    outline.click("Remove 1. Stats");
    expect(labels(outline.store())).toEqual(["form", "legal-text"]);
    // what was not removed is left as it was
    expect(outline.store()).toEqual(page().slice(2));
  });
});
