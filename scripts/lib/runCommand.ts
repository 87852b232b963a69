import { spawn, type StdioOptions } from "node:child_process";
import os from "node:os";
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

const stopSignals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/** A signal's number, for the exit code a shell gives a command it ended (128 + number: 130 for SIGINT). */
function signalNumber(signal: NodeJS.Signals): number {
  return os.constants.signals[signal] ?? 0;
}

/**
 * Runs a command with inherited output (see RunOptions); resolves with its exit code (128 + the signal's number
 * when a signal ended it). A stop signal this process gets while the command runs is passed on to it.
 */
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
    // stopping this process (Ctrl+C, or a signal to it alone, as npm and process managers send) stops the command
    // too, instead of leaving it running on its own; a second signal ends it at once
    let stopping = false;
    const passOn = (signal: NodeJS.Signals) => {
      child.kill(stopping ? "SIGKILL" : signal);
      stopping = true;
    };
    for (const signal of stopSignals) process.on(signal, passOn);
    const done = (code: number) => {
      for (const signal of stopSignals) process.off(signal, passOn);
      resolve(code);
    };
    child.on(
      "close",
      (code, signal) => void closed.then(() => done(code ?? (signal ? 128 + signalNumber(signal) : 1))),
    );
    child.on("error", () => done(127));
  });
}

/**
 * Runs a command with its output (standard output and errors, as they are read: each in its order, the two
 * interleaved as nearly as two pipes tell) collected instead of shown: for commands run side by side, whose output
 * is then shown one after the other. Resolves with the exit code (127 when it could not start) and the output.
 */
export function runCollected(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const collect = (chunk: Buffer) => (output += String(chunk));
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    const passOn = (signal: NodeJS.Signals) => child.kill(signal);
    for (const signal of stopSignals) process.on(signal, passOn);
    const done = (code: number) => {
      for (const signal of stopSignals) process.off(signal, passOn);
      resolve({ code, output });
    };
    child.on("close", (code, signal) => done(code ?? (signal ? 128 + signalNumber(signal) : 1)));
    child.on("error", (error) => {
      output += `${error.message}\n`;
      done(127);
    });
  });
}
