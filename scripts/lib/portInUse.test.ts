import { describe, expect, it } from "vitest";
import { randomBrowsablePort } from "./portInUse";

describe("randomBrowsablePort", () => {
  it("picks within its range and never a port Chromium refuses (6000, X11, failed an e2e run)", () => {
    const picked = new Set(Array.from({ length: 200 }, () => randomBrowsablePort(5999, 3)));
    expect([...picked].sort()).toEqual([5999, 6001]);
    for (let i = 0; i < 200; i++) {
      const port = randomBrowsablePort(5800, 400);
      expect(port).toBeGreaterThanOrEqual(5800);
      expect(port).toBeLessThan(6200);
    }
  });

  it("says so when every port of the range is refused", () => {
    expect(() => randomBrowsablePort(6665, 5)).toThrow("no port from 6665 to 6669 that a browser opens");
  });
});
