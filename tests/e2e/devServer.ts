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
  // a port another test's server took meanwhile: another port (Vite's --strictPort says so and stops)
  for (let attempt = 1; ; attempt++) {
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
      try {
        if (server.pid) process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    };
    const taken = new RegExp(`port ${port} is already in use`, "i");
    try {
      await expect
        .poll(() => (taken.test(printed) ? "taken" : printed), { timeout: 60_000 })
        .toMatch(new RegExp(`127\\.0\\.0\\.1:${port}|^taken$`));
    } catch (error) {
      stop();
      throw error;
    }
    if (!taken.test(printed))
      return { port, url: (path) => `http://127.0.0.1:${port}${path}`, terminal: () => printed, stop };
    stop();
    if (attempt >= 5) throw new Error(`npm run dev found every port it tried taken:\n${printed}`);
  }
}
