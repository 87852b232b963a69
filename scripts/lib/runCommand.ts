import { spawn, type StdioOptions } from "node:child_process";

/** Runs a command with inherited output (only its errors when `quiet`); resolves with its exit code. */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = {}, quiet = false): Promise<number> {
  return new Promise((resolve) => {
    const stdio: StdioOptions = quiet ? ["ignore", "ignore", "inherit"] : "inherit";
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env } });
    child.on("close", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(127));
  });
}
