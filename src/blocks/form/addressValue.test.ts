import { describe, expect, it } from "vitest";
import { addressValue } from "./addressValue";

describe("addressValue", () => {
  it("reads a parameter of the address", () => {
    expect(addressValue({ param: "clinic" }, "/book", "?clinic=riverside&x=1")).toBe("riverside");
    expect(addressValue({ param: "clinic" }, "/book", "?x=1")).toBeUndefined();
    expect(addressValue({ param: "clinic" }, "/book", "?clinic=")).toBeUndefined();
  });

  it("reads a part of the path, counted from 1, decoded", () => {
    expect(addressValue({ pathSegment: 2 }, "/book/old%20town/", "")).toBe("old town");
    expect(addressValue({ pathSegment: 1 }, "/book/riverside", "")).toBe("book");
    expect(addressValue({ pathSegment: 3 }, "/book/riverside", "")).toBeUndefined();
    expect(addressValue({ pathSegment: 2 }, "/book/%E0%A4%A", "")).toBe("%E0%A4%A");
  });
});
