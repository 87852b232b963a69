import { describe, expect, it } from "vitest";
import { formChecks } from "./formChecks";

const form = (...fields: Record<string, unknown>[]) => ({ blocks: [{ type: "hero" }, { type: "form", fields }] });
const options = [
  { value: "riverside", label: "Riverside" },
  { value: "old-town", label: "Old Town" },
];

describe("formChecks", () => {
  it("accepts today's fields and well-formed new ones", () => {
    const issues = formChecks(
      form(
        { name: "email", label: "Email", input: "email" },
        { name: "clinic", label: "Clinic", input: "select", options, default: "riverside" },
        { name: "consent", label: "I agree", input: "checkbox", required: true },
        { name: "day", label: "Day", input: "date", earliest: "2026-01-01", latest: "2026-01-01" },
        { name: "people", label: "People", input: "number", min: 1, max: 6 },
        { name: "source", input: "hidden", fromAddress: { param: "utm_source" } },
      ),
    );
    expect(issues).toEqual([]);
  });

  it("reports a consent box with no label, at the field, saying how to link the policy", () => {
    const [issue] = formChecks(form({ name: "consent", input: "checkbox", required: true }));
    expect(issue).toMatchObject({ pointer: "/blocks/1/fields/0", code: "field-without-label" });
    expect(issue.message).toBe(
      "blocks[1].fields[0]: this tick box has no label, so visitors cannot tell what they agree to.",
    );
    expect(issue.hint).toContain('"labelLink"');
    expect(formChecks(form({ name: "name" }))[0].code).toBe("field-without-label");
  });

  it("reports a default that is none of the options, naming the options", () => {
    const [issue] = formChecks(
      form({ name: "clinic", label: "Clinic", input: "radio", options, default: "riverdale" }),
    );
    expect(issue).toMatchObject({ pointer: "/blocks/1/fields/0/default", code: "default-not-an-option" });
    expect(issue.hint).toBe('Use one of: "riverside", "old-town".');
  });

  it("reports two options with one value, at the second", () => {
    const twice = [...options, { value: "riverside", label: "River side" }];
    const [issue] = formChecks(form({ name: "clinic", label: "Clinic", input: "select", options: twice }));
    expect(issue).toMatchObject({ pointer: "/blocks/1/fields/0/options/2/value", code: "duplicate-option-value" });
  });

  it("reports a choice field without options", () => {
    expect(formChecks(form({ name: "clinic", label: "Clinic", input: "select" }))[0].code).toBe(
      "choice-without-options",
    );
  });

  it("reports a date or number range that ends before it starts, at its end", () => {
    const issues = formChecks(
      form(
        { name: "day", label: "Day", input: "date", earliest: "2026-06-01", latest: "2026-01-01" },
        { name: "n", label: "N", input: "number", min: 5, max: 1 },
      ),
    );
    expect(issues.map((i) => [i.pointer, i.code])).toEqual([
      ["/blocks/1/fields/0/latest", "range-reversed"],
      ["/blocks/1/fields/1/max", "range-reversed"],
    ]);
    expect(issues[0].message).toContain('ends ("2026-01-01") before it starts ("earliest": "2026-06-01")');
  });
});
