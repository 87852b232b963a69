// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { formPlace, unfoldTowards } from "./showFormPlace";

/** An element with its attributes and children (the form's DOM, built without writing HTML). */
function el(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}
const show = (...elements: HTMLElement[]) => document.body.replaceChildren(...elements);

afterEach(() => document.body.replaceChildren());

describe("formPlace", () => {
  it("finds the first field of a nested block in the form, not a hidden one nor a longer index's", () => {
    show(
      el("input", { id: "block1_columns_0_blocks_10_text" }),
      el("input", { id: "block1_columns_0_blocks_1_type", type: "hidden" }),
      el("fieldset", { id: "block1_columns_0_blocks_1" }, el("textarea", { id: "block1_columns_0_blocks_1_text" })),
    );
    expect(formPlace("block1", "/columns/0/blocks/1")?.id).toBe("block1_columns_0_blocks_1_text");
  });
  it("takes the element with the place's id when it is a field itself (a JSON box)", () => {
    show(el("textarea", { id: "block2_blocks" }));
    expect(formPlace("block2", "/blocks")?.id).toBe("block2_blocks");
  });
  it("takes the JSON box of a block that holds the place (the form has no fields for it)", () => {
    show(el("input", { id: "block3_title" }), el("textarea", { id: "block3_blocks_1" }));
    expect(formPlace("block3", "/blocks/1/columns/1/blocks/0")?.id).toBe("block3_blocks_1");
  });
  it("finds nothing where the form does not show the place", () => {
    show(el("input", { id: "block1_title" }));
    expect(formPlace("block1", "/columns/0/blocks/0")).toBeNull();
  });
});

describe("unfoldTowards", () => {
  it("opens the outermost folded list on the way, one at a time", () => {
    show(
      el("button", { "aria-controls": "block1_columns__items", "aria-expanded": "false" }, "Show columns"),
      el("button", { "aria-controls": "block1_columns_0_blocks__items", "aria-expanded": "false" }, "Show blocks"),
    );
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
