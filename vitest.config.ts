import { defineConfig } from "vitest/config";

// Unit tests only: no React Router plugin, plain Node environment.
export default defineConfig({
  test: {
    // engine and CLI tests in tests/unit; a block's own tests beside it in src/blocks/<type>/
    include: ["tests/unit/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
    environment: "node",
    // several tests start the real CLI or tsc: give them room on a busy 2-core machine
    testTimeout: 60_000,
  },
});
