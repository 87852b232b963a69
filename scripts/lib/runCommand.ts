import { spawn, type StdioOptions } from "node:child_process";
import { createInterface } from "node:readline";

export interface RunOptions {
  /** Only the command's errors are shown. */
  quiet?: boolean;
  /** Lines of the command's error output to leave out. */
  dropErrorLine?: (line: string) => boolean;
  /**
   * The command's standard output goes through a pipe and is passed on as it comes: the command sees no
   * terminal (so tools do not clear the screen or draw their own progress), and what it prints is unchanged.
   */
  pipeOutput?: boolean;
  /** The folder the command runs in (default: this process's). */
  cwd?: string;
}

/** Runs a command with inherited output (see RunOptions); resolves with its exit code. */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  options: boolean | RunOptions = {},
): Promise<number> {
  const {
    quiet = false,
    dropErrorLine,
    pipeOutput = false,
    cwd,
  } = typeof options === "boolean" ? { quiet: options } : options;
  return new Promise((resolve) => {
    const stdio: StdioOptions = [
      quiet ? "ignore" : "inherit",
      quiet ? "ignore" : pipeOutput ? "pipe" : "inherit",
      dropErrorLine ? "pipe" : "inherit",
    ];
    const child = spawn(command, args, { stdio, cwd, env: { ...process.env, ...env } });
    child.stdout?.on("data", (chunk: Buffer) => process.stdout.write(chunk));
    const errors = child.stderr && createInterface({ input: child.stderr, crlfDelay: Infinity });
    errors?.on("line", (line) => {
      if (!dropErrorLine?.(line)) process.stderr.write(`${line}\n`);
    });
    const closed = errors ? new Promise((done) => errors.once("close", done)) : Promise.resolve();
    child.on("close", (code) => void closed.then(() => resolve(code ?? 1)));
    child.on("error", () => resolve(127));
  });
}
