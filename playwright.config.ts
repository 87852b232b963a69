import { defineConfig } from "@playwright/test";
import { chromiumFlags } from "./scripts/lib/chromiumFlags";

// Run through `npm run test:e2e`, which builds the site, serves it like `npm start` and sets E2E_BASE_URL.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:4174",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumFlags,
    },
  },
});
