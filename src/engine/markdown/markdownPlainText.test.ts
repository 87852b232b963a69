import { expect, it } from "vitest";
import { markdownPlainText } from "./markdownPlainText";

it("keeps the words and drops the marks: emphasis, links, lists, code", () => {
  const text = "Call **us** or [write](/contact).\nWe answer\nthe same day.\n\n- Parking\n- `Lift`\n\n```\nnote\n```";
  expect(markdownPlainText(text)).toBe("Call us or write. We answer the same day.\n\nParking\n\nLift\n\nnote");
});

it("plain text stays as written, a raw tag stays text", () => {
  expect(markdownPlainText("Yes, behind the building.")).toBe("Yes, behind the building.");
  expect(markdownPlainText("a <b>tag</b>")).toBe("a <b>tag</b>");
});
