import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chakraExactMemo } from "./chakraMemoPlugin";

const require = createRequire(import.meta.url);
const chakraDir = path.dirname(require.resolve("@chakra-ui/react/package.json"));
const factory = path.join(chakraDir, "dist/esm/styled-system/factory.js");
const emotionDir = path.dirname(require.resolve("@emotion/react/package.json"));
const emotion = path.join(emotionDir, "dist/emotion-react.esm.js");

type Transform = (this: unknown, code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
const transform = chakraExactMemo().transform as unknown as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const run = (file: string, ssr: boolean, code = readFileSync(file, "utf8")) =>
  transform.call(context, code, file, { ssr })?.code;

describe("chakraExactMemo", () => {
  it("wraps Chakra's styled render with the element memo on the server only", () => {
    const server = run(factory, true)!;
    expect(server).toContain("withEmotionCache(memoStyledElement((inProps, cache2, ref) => {");
    expect(server).toContain("}, useChakraContext));");
    expect(server).toContain("serializeOnce(emotionSerializeStyles)");
    const browser = run(factory, false)!;
    expect(browser).not.toContain("memoStyledElement");
    expect(browser).toContain("serializeOnce(emotionSerializeStyles)");
  });

  it("serializes emotion's <Global> once per styles object on the server only", () => {
    expect(run(emotion, true)).toContain(
      "serializeGlobalOnce(serializeStyles, styles, React.useContext(ThemeContext))",
    );
    expect(run(emotion, false)).toBeUndefined();
  });

  it("stops the build, naming the file, when Chakra or emotion no longer has what it replaces", () => {
    expect(() => run(factory, true, "export const chakra = 1;")).toThrow(/factory\.js no longer renders/);
    expect(() => run(emotion, true, "export const Global = 1;")).toThrow(/did @emotion\/react change/);
  });
});
