/** The command-line options of every CLI in scripts/: `--name value` options and `--name` switches. */

/** The value after `--name` on the command line, if given ("--out dist" → "dist"). */
export function cliOption(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** True when the switch `--name` is on the command line ("--check", "--verbose"). */
export function cliFlag(name: string): boolean {
  return process.argv.includes(name);
}
