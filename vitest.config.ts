import { defineConfig } from "vitest/config";

// Unit tests only: no React Router plugin, plain Node environment.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    // several tests start the real CLI or tsc: give them room on a busy 2-core machine
    testTimeout: 60_000,
  },
});
