import { describe, expect, it } from "vitest";
import { builderCodeHash } from "./codeHash";

describe("builderCodeHash", () => {
  const runtime = { node: "20.20.2", icu: "77.1", unicode: "16.0" };

  it("changes with Node's ICU or Unicode data, which Intl writes dates and numbers with as pages render", () => {
    const base = builderCodeHash(undefined, runtime);
    expect(builderCodeHash(undefined, { ...runtime, icu: "78.1" })).not.toBe(base);
    expect(builderCodeHash(undefined, { ...runtime, unicode: "17.0" })).not.toBe(base);
    expect(builderCodeHash(undefined, { ...runtime, node: "22.1.0" })).not.toBe(base);
  });

  it("stays the same across a Node update that keeps its major version and its data", () => {
    expect(builderCodeHash(undefined, { ...runtime, node: "20.21.0" })).toBe(builderCodeHash(undefined, runtime));
  });
});
