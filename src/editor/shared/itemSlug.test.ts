import { describe, expect, it } from "vitest";
import { slugFromTitle } from "./itemSlug";

describe("slugFromTitle", () => {
  it("makes lower-case ASCII words joined by dashes", () => {
    expect(slugFromTitle("Spring menu: what comes back", [])).toBe("spring-menu-what-comes-back");
    expect(slugFromTitle("Crème brûlée — à la maison!", [])).toBe("creme-brulee-a-la-maison");
    expect(slugFromTitle("  --Rye 100%--  ", [])).toBe("rye-100");
  });
  it("gives a title with no letters or digits a slug all the same", () => {
    expect(slugFromTitle("???", [])).toBe("item");
    expect(slugFromTitle("日本", ["item"])).toBe("item-2");
  });
  it("adds -2, -3 … on a collision, whatever the case of the slug taken", () => {
    expect(slugFromTitle("Ovens", ["ovens"])).toBe("ovens-2");
    expect(slugFromTitle("Ovens", ["Ovens", "ovens-2"])).toBe("ovens-3");
    expect(slugFromTitle("Ovens", ["oven"])).toBe("ovens");
  });
  it("keeps a slug of a long title short and without a trailing dash", () => {
    const slug = slugFromTitle("word ".repeat(40), []);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9][a-z0-9-]*[a-z0-9]$/);
  });
});
