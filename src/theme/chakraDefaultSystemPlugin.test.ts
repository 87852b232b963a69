import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chakraUnusedDefaultSystem } from "./chakraDefaultSystemPlugin";

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = chakraUnusedDefaultSystem().transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
// the installed Chakra's preset module, as the bundler reads it
const presetFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@chakra-ui/react/package.json")),
  "dist/esm/preset.js",
);

describe("Chakra's default system marked free to leave out", () => {
  it("marks the installed Chakra's call, and changes nothing else of the module", () => {
    const code = readFileSync(presetFile, "utf8");
    const out = transform.call(context, code, presetFile)!.code;
    expect(out).toContain("const defaultSystem = /* @__PURE__ */ createSystem(defaultConfig);");
    expect(out.replace("/* @__PURE__ */ ", "")).toBe(code);
  });

  it("leaves every other module alone", () => {
    const other = presetFile.replace("preset.js", "preset-base.js");
    expect(transform.call(context, "const defaultSystem = createSystem(defaultConfig);", other)).toBeNull();
  });

  it("stops the build with the reason when Chakra no longer makes it this way", () => {
    expect(() => transform.call(context, "export const system = makeSystem();", presetFile)).toThrow(
      /no longer makes Chakra's default system .*did @chakra-ui\/react change\?/,
    );
  });
});
