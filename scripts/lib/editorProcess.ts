import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../../src/engine/projectPaths";
import { siteCacheDir } from "./build/cacheFolder";
import { portInUseMessage, randomBrowsablePort } from "./portInUse";
import { scriptCommand } from "./scriptCommand";

export interface RunningEditor {
  /** "http://127.0.0.1:PORT/" */
  url: string;
  port: number;
  /** Process id of `npm run edit`, which leads its own process group. */
  pid: number;
  /** The temporary copy of pages-config/ being edited. */
  configDir: string;
  /** The temporary copy of public/ the editor serves and uploads into, when asked for one. */
  publicDir?: string;
  /** Stops the server's whole process group and removes the copy. */
  stop: () => void;
}

/** Starts `npm run edit` on a temporary copy of the site's configs, on a free-looking port. */
export async function startEditor(
  source = path.join(repoRoot, "pages-config"),
  prepare?: (configDir: string) => void,
  options: {
    copyPublic?: boolean;
    /** The port of each attempt (a random one from 4300 to 4899, unless told). */
    portOf?: (attempt: number) => number;
  } = {},
): Promise<RunningEditor> {
  const root = mkdtempSync(path.join(os.tmpdir(), "editor-test-"));
  const configDir = path.join(root, "pages-config");
  cpSync(source, configDir, { recursive: true });
  prepare?.(configDir);
  const publicDir = options.copyPublic ? path.join(root, "public") : undefined;
  if (publicDir) cpSync(path.join(repoRoot, "public"), publicDir, { recursive: true });
  const publicArgs = publicDir ? ["--public", publicDir] : [];
  const removeCopy = () => {
    rmSync(root, { recursive: true, force: true });
    // the pictures the editor made for the copy, in the build cache (scripts/edit.ts)
    rmSync(siteCacheDir(configDir), { recursive: true, force: true });
  };
  // a port another test's server took meanwhile (two test workers start editors at once): another port
  for (let attempt = 1; ; attempt++) {
    const port = options.portOf?.(attempt) ?? randomBrowsablePort(4300, 600);
    const edit = scriptCommand("scripts/edit.ts", ["--dir", configDir, "--port", String(port), ...publicArgs]);
    const child = spawn(edit.command, edit.args, {
      cwd: repoRoot,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (chunk: Buffer) => (output += String(chunk));
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    // ended, and all it printed read
    let closed = false;
    child.once("close", () => (closed = true));
    const stopChild = () => {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
    };
    const stop = () => {
      stopChild();
      removeCopy();
    };
    const url = `http://127.0.0.1:${port}/`;
    const started = Date.now();
    while (!output.includes(url)) {
      if (closed && output.includes(portInUseMessage(port)) && attempt < 5) break;
      if (closed || Date.now() - started > 60_000) {
        stop();
        throw new Error(`npm run edit did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (output.includes(url)) return { url, port, pid: child.pid!, configDir, publicDir, stop };
    stopChild();
  }
}
