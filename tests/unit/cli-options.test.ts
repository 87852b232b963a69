import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  commandAsRun,
  helpText,
  parseCommandLine,
  portNumber,
  siteRepositoryScripts,
  type CliSpec,
} from "../../scripts/lib/cliOptions";
import { sitePackageJson } from "../../scripts/lib/siteRepository";
import { scriptCommand } from "../../scripts/lib/scriptCommand";

const repoRoot = path.resolve(import.meta.dirname, "../..");

const spec = {
  command: "npm run thing",
  summary: "Does a thing.",
  options: {
    dir: { type: "string", value: "DIR", description: "the folder" },
    verbose: { type: "boolean", description: "say more" },
    port: { type: "string", value: "N", description: "the port", check: portNumber },
  },
} satisfies CliSpec<Record<string, import("../../scripts/lib/cliOptions").CliOption>>;

const problem = (args: string[], s: CliSpec<typeof spec.options> = spec) => {
  const result = parseCommandLine(s, args);
  return result.ok ? undefined : result.problem;
};

describe("parseCommandLine", () => {
  it("reads declared options, both spellings of a value", () => {
    expect(parseCommandLine(spec, ["--dir", "site", "--verbose", "--port=8080"])).toEqual({
      ok: true,
      help: false,
      values: { dir: "site", verbose: true, port: "8080" },
      positionals: [],
    });
    expect(parseCommandLine(spec, [])).toEqual({ ok: true, help: false, values: {}, positionals: [] });
  });

  it("refuses an unknown option, naming the closest known one", () => {
    expect(problem(["--verbos"])).toBe("unknown option --verbos; did you mean --verbose?");
    expect(problem(["--bogus-flag"])).toMatch(/^unknown option --bogus-flag; did you mean --(dir|verbose|port)\?$/);
    expect(problem(["--dir", "x", "--shard", "1/2"])).toBe("unknown option --shard; did you mean --dir?");
    expect(problem(["-v"])).toBe("unknown option -v; did you mean --dir?");
  });

  it("refuses an option without its value, also when the next word is another option", () => {
    expect(problem(["--dir"])).toBe("--dir needs a value: --dir DIR");
    expect(problem(["--dir", "--verbose"])).toBe("--dir needs a value: --dir DIR");
  });

  it("refuses a value given to a switch", () => {
    expect(problem(["--verbose=yes"])).toBe(
      '--verbose is a switch and takes no value (got "yes"); write just --verbose',
    );
  });

  it("refuses a value that does not fit the option", () => {
    expect(problem(["--port", "abc"])).toBe('--port needs a whole number from 1 to 65535 (got "abc")');
    expect(problem(["--port", "70000"])).toBe('--port needs a whole number from 1 to 65535 (got "70000")');
  });

  it("refuses a stray argument where the command takes none", () => {
    expect(problem(["verbose"])).toBe(
      'unexpected argument "verbose": npm run thing takes only options; did you mean --verbose?',
    );
  });

  it("counts the arguments a command takes", () => {
    const withAddress = { ...spec, positionals: { name: "ADDRESS", min: 1, max: 1, description: "an address" } };
    expect(problem([], withAddress)).toBe("npm run thing needs ADDRESS (an address)");
    expect(problem(["/a", "/b"], withAddress)).toBe('npm run thing takes one ADDRESS (got "/a", "/b")');
    expect(parseCommandLine(withAddress, ["/a", "--dir", "x"])).toMatchObject({ ok: true, positionals: ["/a"] });
  });

  it("answers --help with every option, whatever else is given", () => {
    expect(parseCommandLine(spec, ["--dir", "x", "--help"])).toEqual({ ok: true, help: true });
    const text = helpText(spec);
    expect(text.split("\n")[0]).toBe("Usage: npm run thing -- [options]");
    for (const line of ["--dir DIR", "--verbose", "--port N", "--help"]) expect(text).toContain(`  ${line}`);
  });
});

describe("every command in scripts/ refuses an option it does not know", () => {
  // e2e.ts hands its arguments to Playwright, whose own parser refuses unknown options
  const commands = readdirSync(path.join(repoRoot, "scripts")).filter((f) => f.endsWith(".ts") && f !== "e2e.ts");

  it.each(commands)("%s --bogus-flag stops with exit code 2 and one line", (file) => {
    // started as its npm script starts it (npm run build: from its bundle, scripts/run.mjs)
    const command = scriptCommand(path.join("scripts", file), ["--bogus-flag"]);
    const run = spawnSync(command.command, command.args, { cwd: repoRoot, encoding: "utf8" });
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^✖ unknown option --bogus-flag; did you mean --[a-z-]+\? \(npm (run )?[a-z:-]+ (-- )?--help/,
      ),
    ]);
    expect(run.status).toBe(2);
  });

  it("npm run build -- --shards 1/2 builds nothing, and names --shard", () => {
    const build = scriptCommand("scripts/build.ts", ["--shards", "1/2"]);
    const run = spawnSync(build.command, build.args, { cwd: repoRoot, encoding: "utf8" });
    expect(run.stderr.trim()).toBe(
      "✖ unknown option --shards; did you mean --shard? (npm run build -- --help lists the options)",
    );
    expect(run.status).toBe(2);
  });
});

describe("npm run bench refuses a count for a part of the bench it does not count for", () => {
  const bench = (args: string[]) => {
    const command = scriptCommand("scripts/bench.ts", args);
    return spawnSync(command.command, command.args, { cwd: repoRoot, encoding: "utf8" });
  };

  it("--runs with --only scaling measures nothing and says where --runs counts", () => {
    const run = bench(["--only", "scaling", "--runs", "2"]);
    expect(run.stderr.trim()).toBe(
      "✖ npm run bench: --runs counts for --only site-blocks or --only nesting or --only peers and the whole bench; leave it out here",
    );
    expect(run.status).toBe(2);
  });

  it("the whole bench's own options with --only are refused, as is --skip-avif outside --only pictures", () => {
    for (const [args, message] of [
      [["--only", "peers", "--routes", "/"], "--routes counts for the whole bench"],
      [["--only", "scaling", "--skip-large"], "--skip-large counts for the whole bench"],
      [["--only", "nesting", "--skip-lighthouse"], "--skip-lighthouse counts for the whole bench"],
      [["--only", "package", "--skip-editor"], "--skip-editor counts for the whole bench"],
      [["--only", "peers", "--skip-avif"], "--skip-avif counts for --only pictures"],
      [["--skip-avif"], "--skip-avif counts for --only pictures"],
    ] as const) {
      const run = bench([...args]);
      expect(run.stderr.trim(), args.join(" ")).toBe(`✖ npm run bench: ${message}; leave it out here`);
      expect(run.status).toBe(2);
    }
  });

  it("--photos with --only collections is refused as before", () => {
    const run = bench(["--only", "collections", "--photos", "20"]);
    expect(run.stderr.trim()).toBe("✖ npm run bench: --photos counts for --only pictures; leave it out here");
    expect(run.status).toBe(2);
  });
});

describe("a command as a person runs it where the builder is", () => {
  it("is this repository's npm script here, its options after --", () => {
    expect(commandAsRun("npm run types", false)).toEqual({ run: "npm run types", optionsAfter: " -- " });
    expect(commandAsRun("npm start", false)).toEqual({ run: "npm start", optionsAfter: " -- " });
  });

  it("is the site's npm script in a site repository where it has one, else npx with the options right after", () => {
    expect(commandAsRun("npm run build", true)).toEqual({ run: "npm run build", optionsAfter: " -- " });
    expect(commandAsRun("npm start", true)).toEqual({ run: "npm start", optionsAfter: " -- " });
    expect(commandAsRun("npm run types", true)).toEqual({ run: "npx config-page-builder types", optionsAfter: " " });
    expect(commandAsRun("npm run check-site", true)).toEqual({
      run: "npx config-page-builder check-site",
      optionsAfter: " ",
    });
    expect(commandAsRun("npm run new-site", true)).toEqual({ run: "npx config-page-builder new", optionsAfter: " " });
  });

  it("knows the scripts a new site repository has", () => {
    const { scripts } = JSON.parse(sitePackageJson("/tmp/some-site", "Some Site")) as { scripts: object };
    expect(new Set(Object.keys(scripts))).toEqual(siteRepositoryScripts);
  });
});
