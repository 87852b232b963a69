import { parseArgs } from "node:util";
import { closest } from "fastest-levenshtein";
import { siteTodayProblem } from "../../src/engine/formats/today";
import { packageName, runsInstalled } from "../../src/engine/projectPaths";

/**
 * The command line of every CLI in scripts/: one declared table of options per command, read with Node's
 * `util.parseArgs` in strict mode. Anything the table does not declare (an unknown option, a switch given a value,
 * an option without its value, an argument where the command takes none) stops the command with exit code 2 and one
 * line naming it, with the closest known option. `--help` prints the table.
 */

export interface CliOption {
  /** "string": `--name VALUE` (or `--name=VALUE`); "boolean": a switch, `--name`. */
  type: "string" | "boolean";
  /** One line for --help. */
  description: string;
  /** How --help names the value ("DIR", "N"); string options only. */
  value?: string;
  /** A problem with a given value, in words ("needs a port number between 1 and 65535"), or undefined when it fits. */
  check?: (value: string) => string | undefined;
}

export interface CliSpec<Options extends Record<string, CliOption>> {
  /** How the command is run: "npm run build". */
  command: string;
  /** One or two lines saying what the command does. */
  summary: string;
  options: Options;
  /** The arguments without a dash the command takes ("ADDRESS"); none when left out. */
  positionals?: { name: string; min: number; max: number; description: string };
}

export type CliValues<Options extends Record<string, CliOption>> = {
  [K in keyof Options]?: Options[K]["type"] extends "boolean" ? boolean : string;
};

export type CliResult<Options extends Record<string, CliOption>> =
  | { ok: true; help: false; values: CliValues<Options>; positionals: string[] }
  | { ok: true; help: true }
  | { ok: false; problem: string };

const helpOption: CliOption = { type: "boolean", description: "print this help and stop" };

/** Reads `args` against the spec, without printing or exiting (the tests' entry; commands use readCommandLine). */
export function parseCommandLine<Options extends Record<string, CliOption>>(
  spec: CliSpec<Options>,
  args: string[],
): CliResult<Options> {
  const table: Record<string, CliOption> = { ...spec.options, help: helpOption };
  // --help is suggested only to a command that has no other option
  const known = Object.keys(spec.options).length ? Object.keys(spec.options) : ["help"];
  const nearest = (name: string) => `--${closest(name, known)}`;
  const problem = (text: string): CliResult<Options> => ({ ok: false, problem: text });

  // First loosely, to name the first thing that does not fit in our own words (Node's strict messages name no
  // near miss); then strictly, so what reaches the command is exactly what Node's parser accepts.
  const { tokens } = parseArgs({
    args,
    options: looseOptions(table),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === "option-terminator") continue;
    if (token.kind === "positional") {
      positionals.push(token.value);
      continue;
    }
    const option = table[token.name];
    if (option === undefined) {
      return problem(`unknown option ${token.rawName}; did you mean ${nearest(token.name)}?`);
    }
    if (token.name === "help") return { ok: true, help: true };
    if (option.type === "boolean" && token.value !== undefined) {
      return problem(
        `${token.rawName} is a switch and takes no value (got "${token.value}"); write just ${token.rawName}`,
      );
    }
    if (option.type === "string") {
      const missing = token.value === undefined || (!token.inlineValue && token.value.startsWith("--"));
      if (missing) return problem(`${token.rawName} needs a value: ${token.rawName} ${option.value ?? "VALUE"}`);
      const wrong = option.check?.(token.value!);
      if (wrong) return problem(`${token.rawName} ${wrong} (got "${token.value}")`);
    }
  }
  const allowed = spec.positionals;
  // the command as the person runs it: "npx config-page-builder new" in a site repository, not this repository's script
  const command = commandAsRun(spec.command).run;
  if (!allowed && positionals.length > 0) {
    const given = positionals[0];
    const asOption = given.replace(/^-*/, "");
    return problem(`unexpected argument "${given}": ${command} takes only options; did you mean ${nearest(asOption)}?`);
  }
  if (allowed && positionals.length < allowed.min) {
    return problem(`${command} needs ${allowed.name} (${allowed.description})`);
  }
  if (allowed && positionals.length > allowed.max) {
    return problem(
      `${command} takes ${allowed.max === 1 ? `one ${allowed.name}` : `at most ${allowed.max} ${allowed.name}`} (got ${positionals.map((p) => `"${p}"`).join(", ")})`,
    );
  }

  try {
    const strict = parseArgs({ args, options: looseOptions(table), strict: true, allowPositionals: !!allowed });
    return { ok: true, help: false, values: strict.values as CliValues<Options>, positionals: strict.positionals };
  } catch (error) {
    return problem((error as Error).message);
  }
}

/** The --help text: usage, summary and one line per option. */
export function helpText(spec: CliSpec<Record<string, CliOption>>): string {
  const entries = Object.entries({ ...spec.options, help: helpOption }).map(([name, option]) => [
    `--${name}${option.type === "string" ? ` ${option.value ?? "VALUE"}` : ""}`,
    option.description,
  ]);
  if (spec.positionals) entries.unshift([spec.positionals.name, spec.positionals.description]);
  const width = Math.max(...entries.map(([left]) => left.length));
  const { run, optionsAfter } = commandAsRun(spec.command);
  const usage = `${run}${Object.keys(spec.options).length ? `${optionsAfter}[options]` : ""}${spec.positionals ? ` ${spec.positionals.name}` : ""}`;
  return [
    `Usage: ${usage}`,
    "",
    spec.summary,
    "",
    ...entries.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`),
  ].join("\n");
}

/** The npm scripts of a site repository (written by scripts/lib/siteRepository.ts sitePackageJson). */
export const siteRepositoryScripts: ReadonlySet<string> = new Set([
  "dev",
  "build",
  "start",
  "edit",
  "validate",
  "new-page",
  "upgrade",
  "test",
]);

/**
 * How a person runs `command` ("npm run types", as this repository's package.json has it) where the builder is:
 * here, as it is, options after `--`; installed in a site repository, through the site's npm script when it has
 * one ("npm run build"), else through npx ("npx config-page-builder types", options right after it).
 */
export function commandAsRun(command: string, installed = runsInstalled): { run: string; optionsAfter: string } {
  const script = /^npm (?:run (\S+)|(start|test))$/.exec(command);
  const name = script?.[1] ?? script?.[2];
  if (!installed || !name || siteRepositoryScripts.has(name)) return { run: command, optionsAfter: " -- " };
  return { run: `npx ${packageName} ${name === "new-site" ? "new" : name}`, optionsAfter: " " };
}

/**
 * The command line of this process read against the spec: the values, or (after printing) exit 0 on --help and
 * exit 2 with one line on anything that does not fit.
 */
export function readCommandLine<Options extends Record<string, CliOption>>(
  spec: CliSpec<Options>,
  args = process.argv.slice(2),
): { values: CliValues<Options>; positionals: string[] } {
  const result = parseCommandLine(spec, args);
  if (!result.ok) {
    const { run, optionsAfter } = commandAsRun(spec.command);
    console.error(`✖ ${result.problem} (${run}${optionsAfter}--help lists the options)`);
    process.exit(2);
  }
  if (result.help) {
    console.log(helpText(spec as CliSpec<Record<string, CliOption>>));
    process.exit(0);
  }
  // a setting of the environment every command reads (the day lists relative to "today" take) is checked here too
  const today = siteTodayProblem();
  if (today) {
    console.error(`✖ ${today}`);
    process.exit(2);
  }
  return result;
}

/** A check for options that take a whole number in a range. */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): (value: string) => string | undefined {
  return (value) => {
    const n = Number(value);
    return /^\d+$/.test(value) && n >= min && n <= max
      ? undefined
      : `needs a whole number${max === Number.MAX_SAFE_INTEGER ? ` of at least ${min}` : ` from ${min} to ${max}`}`;
  };
}

export const portNumber = wholeNumber(1, 65535);

function looseOptions(table: Record<string, CliOption>) {
  return Object.fromEntries(Object.entries(table).map(([name, option]) => [name, { type: option.type }]));
}
