import path from "node:path";
import { test } from "@fast-check/vitest";
import { afterAll, describe, expect } from "vitest";
import { mutationsArbitrary } from "../../scripts/lib/configMutations";
import { createWorkspace, runCase } from "../../scripts/lib/validatorProperty";
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
