import type { CliOption, CliSpec } from "./cliOptions";
import { wholeNumber } from "./cliOptions";
import { siteDirOption } from "./siteFolder";

/** The options of `npm run lighthouse` (scripts/lighthouse.ts), apart so that their checks are tested. */
export const lighthouseOptions = {
  command: "npm run lighthouse",
  summary:
    "Builds a site into its own output folder (or reuses a fresh build there), serves it, and prints each route's\nLighthouse scores (mobile: performance, accessibility, best practices, SEO), its bytes and its largest files.",
  options: {
    dir: siteDirOption,
    routes: {
      type: "string",
      value: "/,/a,…",
      description:
        "only these routes (comma-separated; any page the build writes; default one page of each kind: each page file, one item page per template)",
    },
    runs: {
      type: "string",
      value: "N",
      description: "Lighthouse runs a route (the median by performance; default 1)",
      check: wholeNumber(1, 9),
    },
  },
} satisfies CliSpec<Record<string, CliOption>>;
