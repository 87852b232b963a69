// The FAQ ships no script: what the HTML shows is what visitors get.
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import Faq from "./Faq";
import type { FaqBlock } from "../../generated/config-types";
import { loadResolved, renderPage } from "../../../tests/unit/support/renderPage";

const site = loadResolved("pages-config").site;

const block: FaqBlock = {
  type: "faq",
  title: "Questions",
  items: [
    { question: "Do you take walk-ins?", answer: "Yes.\n\nBooking ahead is <b>surer</b>." },
    { question: "¿Dónde está la clínica?", answer: "En el centro." },
    { question: "Do you take walk-ins", answer: "Repeated." },
  ],
};

async function render(b: FaqBlock = block) {
  return parse(await renderPage(<Faq {...b} />, site));
}

describe("faq", () => {
  it("opens and closes each answer with <details> and <summary>, closed at first, without a script", async () => {
    const page = await render();
    const items = page.querySelectorAll("details[data-faq-item]");
    expect(items).toHaveLength(3);
    expect(items.every((d) => !d.hasAttribute("open"))).toBe(true);
    expect(items[0].querySelector("summary")?.text).toBe("Do you take walk-ins?");
    expect(page.querySelectorAll("script:not([src])").filter((s) => s.text.trim())).toHaveLength(0);
  });

  it("gives each question a link name from its words, accents dropped, unique within the block", async () => {
    const ids = (await render()).querySelectorAll("details").map((d) => d.id);
    expect(ids).toEqual(["do-you-take-walk-ins", "donde-esta-la-clinica", "do-you-take-walk-ins-2"]);
  });

  it("splits an answer into paragraphs at blank lines and shows markup as text", async () => {
    const page = await render();
    const paragraphs = page.querySelectorAll("details")[0].querySelectorAll("p");
    expect(paragraphs.map((p) => p.text)).toEqual(["Yes.", "Booking ahead is <b>surer</b>."]);
    expect(page.querySelector("b")).toBeNull();
  });

  it("renders an answer's Markdown: strong text, lists, and links at the final address beside the answer", async () => {
    const answer = "**Yes**, see [our prices](@prices).\n\n- Mondays\n- Fridays";
    const item = { question: "Open?", answer, markdownLinks: { "@prices": "/pricing" } };
    const page = await render({ type: "faq", items: [item] });
    const details = page.querySelector("details")!;
    expect(details.querySelector("strong")?.text).toBe("Yes");
    expect(details.querySelector("a")?.getAttribute("href")).toBe("/pricing");
    expect(details.querySelectorAll("li").map((li) => li.text)).toEqual(["Mondays", "Fridays"]);
    expect(details.text).not.toContain("**");
  });

  it("renders a plain answer as the same paragraphs as before", async () => {
    const page = await render({ type: "faq", items: [{ question: "Q?", answer: "One line.\n\nTwo." }] });
    const paragraphs = page.querySelector("details")!.querySelectorAll("p");
    expect(paragraphs.map((p) => p.text)).toEqual(["One line.", "Two."]);
    expect(paragraphs[0].getAttribute("class")).toBe(paragraphs[1].getAttribute("class"));
  });

  it("keeps the section heading when given, and shows no heading when not", async () => {
    expect((await render()).querySelector("h2")?.text).toBe("Questions");
    const untitled = await render({ type: "faq", items: [{ question: "Q?", answer: "A." }] });
    expect(untitled.querySelector("h2")).toBeNull();
    expect(untitled.querySelector("details")?.id).toBe("q");
  });
});
