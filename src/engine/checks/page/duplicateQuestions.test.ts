import { describe, expect, it } from "vitest";
import { duplicateQuestions } from "./duplicateQuestions";
import { questionAnchor } from "../../questionAnchor";

const faq = (...questions: string[]) => ({
  type: "faq",
  items: questions.map((question) => ({ question, answer: "A." })),
});

describe("questionAnchor", () => {
  it("makes a link name of the words, in lower case, accents dropped, any script kept", () => {
    expect(questionAnchor("Do you take walk-ins?")).toBe("do-you-take-walk-ins");
    expect(questionAnchor("¿Dónde está la clínica?")).toBe("donde-esta-la-clinica");
    expect(questionAnchor("営業時間は？")).toBe("営業時間は");
    expect(questionAnchor("???")).toBe("question");
  });

  it("stops at a word boundary before 60 characters", () => {
    const anchor = questionAnchor("How long does a first visit take when I come with my whole family and the dog?");
    expect(anchor.length).toBeLessThanOrEqual(60);
    expect(anchor.endsWith("-")).toBe(false);
    expect(anchor.startsWith("how-long-does-a-first-visit")).toBe(true);
  });
});

describe("duplicateQuestions", () => {
  it("accepts questions with different link names", () => {
    expect(duplicateQuestions({ blocks: [faq("Parking?", "Hours?"), faq("Prices?")] })).toEqual([]);
  });

  it("reports the later of two questions with one link name, in one block or two", () => {
    const issues = duplicateQuestions({ blocks: [faq("Parking?", "Hours?"), faq("Parking")] });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pointer: "/blocks/1/items/0/question", code: "duplicate-question-anchor" });
    expect(issues[0].message).toContain('"#parking" is already taken by blocks[0].items[0].question');
  });

  it("reports a question named like a section's anchor", () => {
    const issues = duplicateQuestions({ blocks: [{ type: "cta", anchor: "parking" }, faq("Parking?")] });
    expect(issues.map((i) => i.message)).toEqual([expect.stringContaining("blocks[0].anchor")]);
  });
});
