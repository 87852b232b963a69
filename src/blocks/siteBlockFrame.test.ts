import { describe, expect, it } from "vitest";
import { siteBlockFrame } from "./siteBlockFrame";

const thrown = (stack: string) => Object.assign(new Error("no prices"), { stack });

describe("siteBlockFrame", () => {
  it("is the innermost frame in the block's folder, from a path, a file URL or a Windows path", () => {
    const component = "blocks/price-list/PriceList.tsx";
    expect(
      siteBlockFrame(
        thrown(
          [
            "TypeError: no prices",
            "    at format (/site/blocks/price-list/format.ts:3:9)",
            "    at PriceList (/site/blocks/price-list/PriceList.tsx:29:55)",
            "    at renderWithHooks (/app/node_modules/react-dom/server.js:10:1)",
          ].join("\n"),
        ),
        component,
      ),
    ).toEqual({ file: "blocks/price-list/format.ts", line: 3, column: 9 });
    expect(
      siteBlockFrame(
        thrown("Error: x\n    at PriceList (file:///site/blocks/price-list/PriceList.tsx:7:3)"),
        component,
      ),
    ).toEqual({ file: component, line: 7, column: 3 });
    expect(
      siteBlockFrame(
        thrown("Error: x\n    at PriceList (C:\\site\\blocks\\price-list\\PriceList.tsx:12:5)"),
        component,
      ),
    ).toEqual({ file: component, line: 12, column: 5 });
  });

  it("what stays the same: nothing without a frame in the block's folder, or without a stack", () => {
    const component = "blocks/price-list/PriceList.tsx";
    // the bundle without source maps, and the builder's own block of a like name
    expect(
      siteBlockFrame(
        thrown(
          "Error: x\n    at PriceList (/cache/code/server/index.js:1:2048)\n    at Hero (/app/src/blocks/hero/Hero.tsx:3:1)",
        ),
        component,
      ),
    ).toBeUndefined();
    expect(siteBlockFrame("a string thrown", component)).toBeUndefined();
    // the message line itself is not a frame, whatever it says
    expect(siteBlockFrame(thrown("Error: see /site/blocks/price-list/PriceList.tsx:1:1"), component)).toBeUndefined();
  });
});
