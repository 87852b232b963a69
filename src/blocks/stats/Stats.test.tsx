// The statistics strip: a description list, each label a <dt> and its final value a <dd> (countUp.script.ts
// counts the shown copy up; screen readers read the final value once), the duration passed to the script.
import { describe, expect, it } from "vitest";
import type { StatsBlock } from "../../generated/config-types";
import { headings, renderBlock, schemaExamples } from "../../../tests/unit/support/blockHtml";

/** The <dt> texts and the data-stat-value of each <dd>, in order. */
const pairs = (html: string) => ({
  labels: [...html.matchAll(/<dt\b[^>]*>([^<]*)<\/dt>/g)].map((m) => m[1]),
  values: [...html.matchAll(/<dd\b[^>]*data-stat-value="([^"]*)"/g)].map((m) => m[1]),
});

describe("stats", () => {
  it("shows its schema example as a description list of labels and final values", async () => {
    const [example] = schemaExamples<StatsBlock>("stats");
    const html = await renderBlock(example);
    expect(html).toMatch(/<dl\b/);
    expect(pairs(html)).toEqual({
      labels: example.items.map((item) => item.label),
      values: example.items.map((item) => item.value),
    });
    for (const item of example.items)
      expect(html).toContain(`<span aria-hidden="true" data-stat-shown="">${item.value}</span>`);
    expect(headings(html)).toEqual([]);
  });

  it("takes a title as its h2 and passes the count-up duration to the script", async () => {
    const html = await renderBlock({
      type: "stats",
      title: "Our Year in Bread",
      durationMs: 1500,
      items: [{ value: "52,000", label: "Loaves baked" }],
    });
    expect(headings(html)).toEqual(["h2 Our Year in Bread"]);
    expect(html).toContain('data-count-duration="1500"');
    expect(pairs(html)).toEqual({ labels: ["Loaves baked"], values: ["52,000"] });
  });
});
