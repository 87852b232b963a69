import { describe, expect, it } from "vitest";
import { classIdsOf } from "./pageStyles.server";

describe("classIdsOf", () => {
  it("names every class id of the page, and those outside <main> as the shell's", () => {
    const html =
      '<header class="css-a1 css-b2"></header><main class="css-m"><p class="css-b2 css-p">x</p></main><footer class="css-f"></footer>';
    const { used, shell } = classIdsOf(html);
    expect([...used].sort()).toEqual(["a1", "b2", "f", "m", "p"]);
    expect([...shell].sort()).toEqual(["a1", "b2", "f"]);
  });

  it("takes <main> from its first start tag to the last end tag, and a page without one as all shell", () => {
    const nested = '<main class="css-x"><main class="css-y"></main><i class="css-z"></i></main><b class="css-s"></b>';
    expect([...classIdsOf(nested).shell]).toEqual(["s"]);
    const unclosed = '<i class="css-a"></i><main class="css-m">';
    expect([...classIdsOf(unclosed).shell].sort()).toEqual(["a", "m"]);
    expect([...classIdsOf('<div class="css-a"></div>').shell]).toEqual(["a"]);
  });

  it("reads a class id only as a word of its own", () => {
    expect([...classIdsOf('<i class="xcss-a css-b_c-1"></i>').used]).toEqual(["b_c-1"]);
  });
});
