import { describe, expect, it } from "vitest";
import { siteBlockFailureSummary } from "./siteBlockFailureSummary";

const page = (...blocks: unknown[]) => ({ config: { blocks } });

describe("siteBlockFailureSummary", () => {
  it("says how many pages show the block when more than the one told, in slots and sections too", () => {
    expect(
      siteBlockFailureSummary("event-list", [
        page({ type: "event-list" }),
        page({ type: "hero" }, { type: "columns", columns: [{ blocks: [{ type: "event-list" }] }] }),
        page({ type: "section", ref: "news", blocks: [{ type: "event-list" }] }),
        page({ type: "hero" }),
      ]),
    ).toBe(
      '✖ build stopped: a site block failed to render. The "event-list" block is on 3 pages; the first to fail is told above. Fix it and build again.',
    );
  });

  it("what stays the same: one page showing it, or no type known, says only that the build stopped", () => {
    const alone = "✖ build stopped: a site block failed to render. Fix it and build again.";
    expect(siteBlockFailureSummary("event-list", [page({ type: "event-list" }), page({ type: "hero" })])).toBe(alone);
    expect(siteBlockFailureSummary(undefined, [page({ type: "event-list" }), page({ type: "event-list" })])).toBe(
      alone,
    );
  });
});
