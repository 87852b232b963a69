import path from "node:path";
import { test } from "@fast-check/vitest";
import { afterAll, describe, expect } from "vitest";
import { itemMutationsArbitrary, mutationsArbitrary } from "../../scripts/lib/configMutations";
import { contentFuzzSite, createWorkspace, runCase } from "../../scripts/lib/validatorProperty";
import { repoRoot } from "./support/runValidate";

/**
 * Property: whatever is done to the real configs (keys deleted, renamed or retyped; values replaced with null,
 * lists, huge numbers, deep nesting; text edited character by character or line by line), the validator never
 * throws, and every diagnostic names an existing file, a line and column inside it, and a message.
 * `npm run fuzz -- --runs 10000` runs the same property for longer.
 */
describe("validator on mutated configs", () => {
  const ws = createWorkspace(path.join(repoRoot, "pages-config"), path.join(repoRoot, "schemas"));
  afterAll(() => ws.remove());

  test("the unmutated copy is valid", () => {
    expect(runCase(ws, []).diagnostics).toEqual([]);
  });

  // 300 cases take about 25 s; on a machine busy with other tests the run stops after 50 s with the cases done so far.
  test.prop([mutationsArbitrary], { numRuns: 300, interruptAfterTimeLimit: 50_000 })(
    "never throws; every diagnostic is located inside its file",
    (mutations) => {
      const outcome = runCase(ws, mutations);
      expect(outcome.crash).toBeUndefined();
      expect(outcome.misplaced).toEqual([]);
    },
    120_000,
  );
});

/**
 * The same property over a site's collection files: Markdown items (their front matter and body get lines and texts
 * put in as well), a JSON item, a list file and the schemas, in the journal fixture with a list collection added.
 */
describe("validator on mutated collection files", () => {
  const ws = createWorkspace(contentFuzzSite.configDir, path.join(repoRoot, "schemas"), contentFuzzSite.extraFiles);
  afterAll(() => ws.remove());

  test("the unmutated copy is valid", () => {
    expect(runCase(ws, []).diagnostics).toEqual([]);
  });

  // 200 cases take about 10 s; on a busy machine the run stops after 30 s with the cases done so far.
  test.prop([itemMutationsArbitrary], { numRuns: 200, interruptAfterTimeLimit: 30_000 })(
    "never throws or hangs; every diagnostic is located inside its file",
    (mutations) => {
      const outcome = runCase(ws, mutations);
      expect(outcome.crash).toBeUndefined();
      expect(outcome.misplaced).toEqual([]);
    },
    90_000,
  );
});
