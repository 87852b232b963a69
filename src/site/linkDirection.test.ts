import { describe, expect, it } from "vitest";
import { linkTextDirection } from "./linkDirection";

describe("the direction a link's text keeps", () => {
  it("keeps a phone number and an e-mail address left to right, beside an icon too", () => {
    expect(linkTextDirection("tel:+15035550199", "+1 (503) 555-0199")).toBe("ltr");
    expect(linkTextDirection("mailto:a@b.example", ["icon", "a@b.example"])).toBe("ltr");
  });

  it("leaves a label in words, any other link and a link without text to the page's direction", () => {
    expect(linkTextDirection("tel:+15035550199", "اتصل بنا")).toBeUndefined();
    expect(linkTextDirection("/contact", "+1 (503) 555-0199")).toBeUndefined();
    expect(linkTextDirection("tel:+1", undefined)).toBeUndefined();
  });
});
