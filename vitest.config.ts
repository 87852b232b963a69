import { defineConfig } from "vitest/config";

// Unit tests only: no React Router plugin, plain Node environment.
export default defineConfig({
  test: {
    // engine and CLI tests in tests/unit; a block's own tests beside it in src/blocks/<type>/, a build module's
    // beside it in scripts/lib/
    include: ["tests/unit/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    // type tests (*.test-d.ts: expectTypeOf, @ts-expect-error lines) run with the others: vitest checks them
    // with tsc over tsconfig.typetests.json (the type tests and what they import) and reports each as a test
    typecheck: {
      enabled: true,
      include: ["src/**/*.test-d.ts", "tests/**/*.test-d.ts"],
      tsconfig: "tsconfig.typetests.json",
    },
    // several tests start the real CLI or tsc: give them room on a busy 2-core machine
    testTimeout: 60_000,
  },
});
