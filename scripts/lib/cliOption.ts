/** The value after `--name` on the command line, if given ("--out dist" → "dist"). */
export function cliOption(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}
