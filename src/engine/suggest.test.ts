import { describe, expect, it } from "vitest";
import { closest, closestByWord, didYouMean } from "./suggest.ts";

describe("the name a person meant", () => {
  it("is found for a typo, as before (what stays the same)", () => {
    expect(closest("strin", ["string", "number"])).toBe("string");
    expect(closest("titel", ["title", "titleColor"])).toBe("title");
    expect(closest("desc", ["description", "title"])).toBe("description");
    expect(didYouMean("foo", ["title", "subtitle"])).toBe("");
  });

  it("is found for a shortening: letters left out, the first one kept", () => {
    expect(closest("prodName", ["productName", "price"])).toBe("productName");
    expect(closest("btnText", ["buttonText", "title"])).toBe("buttonText");
    expect(closest("img", ["image", "icon"])).toBe("image");
  });

  it("is not a name much longer, another first letter, or letters out of order", () => {
    expect(closest("id", ["inside"])).toBeUndefined();
    expect(closest("nam", ["productName"])).toBeUndefined();
    expect(closest("pdorName", ["productName"])).toBeUndefined();
  });
});

describe("closestByWord", () => {
  const types = ["card-grid", "feature-grid", "plan-grid", "testimonials", "hero"];
  it("finds the one name holding the input's word, singular or plural", () => {
    expect(closestByWord("features", types)).toBe("feature-grid");
    expect(closestByWord("testimonial", types)).toBe("testimonials");
    expect(closestByWord("plans", types)).toBe("plan-grid");
  });
  it("names none when several or none hold the word, or the word is too short", () => {
    expect(closestByWord("grid", types)).toBeUndefined();
    expect(closestByWord("gallery", types)).toBeUndefined();
    expect(closestByWord("he", types)).toBeUndefined();
  });
});
