import { availableParallelism } from "node:os";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { configDefaults, defineConfig } from "vitest/config";
import { componentTestFiles, needsFreshModules } from "./scripts/lib/testIsolation.ts";

/**
 * The editor's form round trip (every value of every config file, minutes on 2 cores) starts first: on a fresh
 * machine vitest has no timings yet and would start it last, leaving the other core idle at the end.
 */
const longestFirst = ["roundTrip.test.tsx", "blockProperty.test.tsx"];
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = longestFirst.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? longestFirst.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Component tests (*.test.tsx: React, Chakra and the blocks, in Node or jsdom) share their modules within a worker:
 * loading React, Chakra and every block for each file again was most of their time (about 4.5 s a file, where
 * their tests take 2). Each renders into a fresh tree; a file that replaces a module or a global (vi.mock, …:
 * scripts/lib/testIsolation.ts, read from the files) runs isolated with the rest.
 */
const components = componentTestFiles(import.meta.dirname, ["src", "tests/unit"]);
const isolatedComponents = needsFreshModules(import.meta.dirname, components);

// Unit tests only: no React Router plugin, plain Node environment.
export default defineConfig({
  test: {
    environment: "node",
    sequence: { sequencer: LongestFirstSequencer },
    // one test file per core: Vitest's default is one fewer, which on 2 cores ran every file one after another
    // (the round trip alone is most of the time: the other core runs everything else meanwhile)
    maxWorkers: availableParallelism(),
    // several tests start the real CLI or tsc: give them room on a busy 2-core machine
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // engine and CLI tests in tests/unit; a block's own tests beside it in src/blocks/<type>/, a build
          // module's beside it in scripts/lib
          include: ["tests/unit/**/*.test.ts", "src/**/*.test.ts", "scripts/**/*.test.ts", ...isolatedComponents],
          // type tests (*.test-d.ts: expectTypeOf, @ts-expect-error lines) run with the others: vitest checks them
          // with tsc over tsconfig.typetests.json (the type tests and what they import) and reports each as a test
          typecheck: {
            enabled: true,
            include: ["src/**/*.test-d.ts", "tests/**/*.test-d.ts"],
            tsconfig: "tsconfig.typetests.json",
          },
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: components,
          exclude: [...configDefaults.exclude, ...isolatedComponents],
          isolate: false,
        },
      },
    ],
  },
});
