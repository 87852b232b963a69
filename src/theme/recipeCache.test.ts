import { createSystem, defaultBaseConfig } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";
import { cacheRecipeFunctions } from "./recipeCache";

const config = { base: { color: "red.500" }, variants: { size: { sm: { padding: "2" }, lg: { padding: "4" } } } };
const other = { base: { margin: "1" } };

describe("cacheRecipeFunctions", () => {
  it("makes one recipe function per config object, and one per merge of two", () => {
    const system = createSystem(defaultBaseConfig);
    cacheRecipeFunctions(system);
    const recipe = system.cva(config);
    expect(system.cva(config)).toBe(recipe);
    expect(system.cva({ ...config })).not.toBe(recipe);
    const merged = recipe.merge(system.cva(other));
    expect(recipe.merge(system.cva(other))).toBe(merged);
  });

  it("gives the styles Chakra's own recipe functions give", () => {
    const plain = createSystem(defaultBaseConfig);
    const cached = createSystem(defaultBaseConfig);
    cacheRecipeFunctions(cached);
    for (const size of ["sm", "lg", undefined] as const) {
      expect(cached.cva(config)({ size })).toEqual(plain.cva(config)({ size }));
      const mergedStyles = cached.cva(config).merge(cached.cva(other))({ size });
      expect(mergedStyles).toEqual(plain.cva(config).merge(plain.cva(other))({ size }));
    }
  });
});
