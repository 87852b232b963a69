import { describe, expect, it } from "vitest";
import { newPage, pagePath, routeProblem, schemaRef } from "../../src/editor/app/paths";

describe("editor page paths", () => {
  it("maps addresses to files and $schema references", () => {
    expect(pagePath("/")).toBe("pages/index.json");
    expect(pagePath("/offers/spring")).toBe("pages/offers/spring.json");
    expect(schemaRef("pages/pricing.json")).toBe("../../schemas/page.schema.json");
    expect(schemaRef("pages/offers/spring.json")).toBe("../../../schemas/page.schema.json");
  });
  it("refuses addresses that cannot be files", () => {
    expect(routeProblem("/ok-page/2")).toBeUndefined();
    expect(routeProblem("pricing")).toMatch(/Start the address/);
    expect(routeProblem("/../x")).toMatch(/lower-case/);
    expect(routeProblem("/Pricing")).toMatch(/lower-case/);
  });
  it("copies keep the blocks and take the new title", () => {
    const page = newPage("/b", "B", { $schema: "x", seo: { title: "A", description: "d" }, blocks: [{ type: "cta" }] });
    expect(page).toEqual({
      $schema: "../../schemas/page.schema.json",
      seo: { title: "B", description: "d" },
      blocks: [{ type: "cta" }],
    });
  });
});
