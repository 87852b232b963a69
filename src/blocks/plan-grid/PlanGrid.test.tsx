// Plans: one article per plan, headed one level under the block's title, with its price, features and button;
// the featured plan is marked and carries its badge; links resolve like every link.
import { describe, expect, it } from "vitest";
import type { PlanGridBlock } from "../../generated/config-types";
import {
  exampleSite,
  headings,
  links,
  renderBlock,
  schemaExamples,
  textOf,
} from "../../../tests/unit/support/blockHtml";

const plan = (name: string, extra: Partial<PlanGridBlock["plans"][number]> = {}) => ({
  name,
  price: "$12",
  slogan: "A fresh loaf every week.",
  features: ["One loaf a week"],
  cta: { label: `Choose ${name}`, href: "/contact" },
  ...extra,
});

describe("plan-grid", () => {
  it("shows its schema example: an h3 per plan under the h2, prices, features and resolved buttons", async () => {
    const [example] = schemaExamples<PlanGridBlock>("plan-grid");
    const html = await renderBlock(example);
    expect(headings(html)).toEqual([`h2 ${example.title}`, ...example.plans.map((p) => `h3 ${p.name}`)]);
    expect(html.match(/<article\b/g)).toHaveLength(example.plans.length);
    const text = textOf(html);
    for (const p of example.plans) for (const feature of p.features) expect(text).toContain(feature);
    const siteLinks = exampleSite().site.links;
    expect(links(html).map((l) => l.href)).toEqual(
      example.plans.map((p) => (p.cta.href.startsWith("@") ? siteLinks[p.cta.href.slice(1)] : p.cta.href)),
    );
  });

  it("marks the featured plan and shows its badge; a badge on a plan not featured is not shown", async () => {
    const html = await renderBlock({
      type: "plan-grid",
      title: "Bread Club",
      plans: [
        plan("Loaf", { badge: "Ignored" }),
        plan("Family", { featured: true, badge: "Most Popular", priceDescription: "per month" }),
      ],
    });
    expect(html.match(/data-featured=""/g)).toHaveLength(1);
    const text = textOf(html);
    expect(text).toContain("Most Popular Family $12 per month");
    expect(text).not.toContain("Ignored");
  });

  it("heads the plans h2 when the block has no title", async () => {
    const html = await renderBlock({ type: "plan-grid", plans: [plan("Loaf"), plan("Box")] });
    expect(headings(html)).toEqual(["h2 Loaf", "h2 Box"]);
    expect(links(html)).toEqual([
      { href: "/contact", text: "Choose Loaf" },
      { href: "/contact", text: "Choose Box" },
    ]);
  });
});
