import { spawn, type ChildProcess } from "node:child_process";
import { randomBrowsablePort } from "../../scripts/lib/portInUse";
import { expect } from "./fixtures";

/** `npm run dev` (react-router dev) on a free-looking port, with what it prints collected (colour codes stripped). */
export interface DevServer {
  port: number;
  url: (path: string) => string;
  /** Everything the server printed so far. */
  terminal: () => string;
  stop: () => void;
}

/** Starts the dev server (for tests in beforeAll), with extra environment such as PAGES_CONFIG_DIR; waits until it listens. */
export async function startDevServer(
  env: NodeJS.ProcessEnv = {},
  ports = { from: 5300, count: 500 },
): Promise<DevServer> {
  const port = randomBrowsablePort(ports.from, ports.count);
  let printed = "";
  const server: ChildProcess = spawn("npx", ["react-router", "dev", "--port", String(port), "--strictPort"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // its own process group, so the dev server npx starts is stopped with it
    detached: true,
  });
  // colour codes stripped: Vite prints parts of lines in bold
  const collect = (chunk: Buffer) => (printed += String(chunk).replace(/\x1b\[[0-9;]*m/g, ""));
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);
  const stop = () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  };
  try {
    await expect.poll(() => printed, { timeout: 60_000 }).toContain(`127.0.0.1:${port}`);
  } catch (error) {
    stop();
    throw error;
  }
  return { port, url: (path) => `http://127.0.0.1:${port}${path}`, terminal: () => printed, stop };
}
