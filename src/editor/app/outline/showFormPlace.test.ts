// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { formPlace, unfoldTowards } from "./showFormPlace";

afterEach(() => void (document.body.innerHTML = ""));

describe("formPlace", () => {
  it("finds the first field of a nested block in the form, not a hidden one nor a longer index's", () => {
    document.body.innerHTML = `
      <input id="block1_columns_0_blocks_10_text">
      <input id="block1_columns_0_blocks_1_type" type="hidden">
      <fieldset id="block1_columns_0_blocks_1"><textarea id="block1_columns_0_blocks_1_text"></textarea></fieldset>`;
    expect(formPlace("block1", "/columns/0/blocks/1")?.id).toBe("block1_columns_0_blocks_1_text");
  });
  it("takes the element with the place's id when it is a field itself (a JSON box)", () => {
    document.body.innerHTML = `<textarea id="block2_blocks"></textarea>`;
    expect(formPlace("block2", "/blocks")?.id).toBe("block2_blocks");
  });
  it("takes the JSON box of a block that holds the place (the form has no fields for it)", () => {
    document.body.innerHTML = `<input id="block3_title"><textarea id="block3_blocks_1"></textarea>`;
    expect(formPlace("block3", "/blocks/1/columns/1/blocks/0")?.id).toBe("block3_blocks_1");
  });
  it("finds nothing where the form does not show the place", () => {
    document.body.innerHTML = `<input id="block1_title">`;
    expect(formPlace("block1", "/columns/0/blocks/0")).toBeNull();
  });
});

describe("unfoldTowards", () => {
  it("opens the outermost folded list on the way, one at a time", () => {
    document.body.innerHTML = `
      <button aria-controls="block1_columns__items" aria-expanded="false">Show columns</button>
      <button aria-controls="block1_columns_0_blocks__items" aria-expanded="false">Show blocks</button>`;
    const clicked: string[] = [];
    document.querySelectorAll("button").forEach((b) =>
      b.addEventListener("click", () => {
        clicked.push(b.textContent!);
        b.setAttribute("aria-expanded", "true");
      }),
    );
    expect(unfoldTowards("block1", "/columns/0/blocks/0")).toBe(true);
    expect(unfoldTowards("block1", "/columns/0/blocks/0")).toBe(true);
    expect(unfoldTowards("block1", "/columns/0/blocks/0")).toBe(false);
    expect(clicked).toEqual(["Show columns", "Show blocks"]);
  });
});
