import { describe, expect, it } from "vitest";
import { runLimited } from "./pictureStep";

describe("runLimited", () => {
  it("runs every item, never more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runLimited([1, 2, 3, 4, 5, 6, 7], 2, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (item % 3)));
      done.push(item);
      running--;
    });
    expect(most).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("runs nothing for no items, and one at a time for a limit below one", async () => {
    let calls = 0;
    await runLimited([], 4, async () => void calls++);
    expect(calls).toBe(0);
    let running = 0;
    let most = 0;
    await runLimited(["a", "b"], 0, async () => {
      most = Math.max(most, ++running);
      await Promise.resolve();
      running--;
    });
    expect(most).toBe(1);
  });
});
