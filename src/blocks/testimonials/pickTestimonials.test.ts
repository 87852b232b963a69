// Which quotes a testimonials block shows: the ones it picks, in its order, or the whole collection; then at most `limit`.
import { describe, expect, it } from "vitest";
import type { Testimonial } from "../../generated/config-types";
import { pickTestimonials } from "./pickTestimonials";

const quote = (id: string): Testimonial => ({ id, quote: `Quote ${id}`, author: `Author ${id}` });
const all = ["ann", "bob", "cid", "dee"].map(quote);
const ids = (list: Testimonial[]) => list.map((t) => t.id);

describe("pickTestimonials", () => {
  it("shows the whole collection in its own order when nothing is picked", () => {
    expect(ids(pickTestimonials(all))).toEqual(["ann", "bob", "cid", "dee"]);
  });

  it("shows the picked quotes in the order the block names them, not the collection's", () => {
    expect(ids(pickTestimonials(all, ["dee", "ann"]))).toEqual(["dee", "ann"]);
  });

  it("applies the limit after picking: the first `limit` of the picked order", () => {
    expect(ids(pickTestimonials(all, ["cid", "bob", "ann"], 2))).toEqual(["cid", "bob"]);
    expect(ids(pickTestimonials(all, undefined, 3))).toEqual(["ann", "bob", "cid"]);
  });

  it("treats a limit of 0 as none shown, and a limit above the count as all", () => {
    expect(pickTestimonials(all, undefined, 0)).toEqual([]);
    expect(ids(pickTestimonials(all, ["bob"], 10))).toEqual(["bob"]);
  });

  it("skips an id the collection does not have (the validator reports it), and an empty pick shows nothing", () => {
    expect(ids(pickTestimonials(all, ["zed", "bob"]))).toEqual(["bob"]);
    expect(pickTestimonials(all, [])).toEqual([]);
  });

  it("returns new arrays and leaves the collection untouched", () => {
    const before = ids(all);
    const shown = pickTestimonials(all);
    expect(shown).not.toBe(all);
    shown.reverse();
    expect(ids(all)).toEqual(before);
  });
});
