// Numbered steps: an ordered list whose items are headed one level under the block's title (h2 without one),
// each heading telling screen readers its number; the number circles and the joining lines are decorative.
import { describe, expect, it } from "vitest";
import type { StepsBlock } from "../../generated/config-types";
import { headings, renderBlock, schemaExamples, textOf } from "../../../tests/unit/support/blockHtml";

const steps = [
  { title: "Knead", description: "Work the dough for ten minutes." },
  { title: "Proof", description: "Let it rise overnight." },
];

describe("steps", () => {
  it("shows its schema example as an ordered list of h3 steps under an h2", async () => {
    const [example] = schemaExamples<StepsBlock>("steps");
    const html = await renderBlock(example);
    expect(headings(html)).toEqual([
      `h2 ${example.title}`,
      ...example.steps.map((step, i) => `h3 Step ${i + 1}: ${step.title}`),
    ]);
    expect(html.match(/<li\b/g)).toHaveLength(example.steps.length);
    expect(html).toMatch(/<ol\b/);
    for (const step of example.steps) expect(textOf(html)).toContain(step.description);
  });

  it("heads the steps h2 when the block has no title, and hides the decorations from screen readers", async () => {
    const html = await renderBlock({ type: "steps", layout: "list", steps });
    expect(headings(html)).toEqual(["h2 Step 1: Knead", "h2 Step 2: Proof"]);
    // one number circle per step, and one joining line between two steps
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(3);
  });

  it("keeps a long description as text", async () => {
    const long = "Fold the dough <gently> & often. ".repeat(10).trim();
    const html = await renderBlock({
      type: "steps",
      title: "How We Bake",
      steps: [{ title: "Fold", description: long }],
    });
    expect(textOf(html)).toContain(long);
    expect(html).not.toContain("<gently>");
  });
});
