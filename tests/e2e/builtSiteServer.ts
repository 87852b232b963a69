import { spawnSync } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createStaticServer } from "../../scripts/lib/staticServer";
import { tsxNodeOptions } from "../../scripts/lib/scriptCommand";
import { repoRoot } from "../../src/engine/projectPaths";

/** Builds a site folder into outDir with the real build command and serves it on a free port; throws with its output. */
export async function buildAndServe(
  siteDir: string,
  outDir: string,
  extraArgs: readonly string[] = [],
): Promise<{ server: Server; base: string }> {
  const run = spawnSync(
    process.execPath,
    [...tsxNodeOptions, path.join(repoRoot, "scripts/build.ts"), "--dir", siteDir, "--out", outDir, ...extraArgs],
    { cwd: repoRoot, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`the build of ${siteDir} failed:\n${run.stdout}\n${run.stderr}`);
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
