import { spawnSync } from "node:child_process";
import { runCommand } from "./runCommand";

function works(java: string): boolean {
  const run = spawnSync(java, ["-version"], { stdio: "ignore" });
  return run.status === 0;
}

/**
 * The W3C Nu HTML Checker (vnu.jar) needs a Java runtime (11 or newer). Uses `JAVA` or `java` on the PATH;
 * when there is none, installs Debian's default-jre-headless with apt-get (vnu-jar's own downloader fetches
 * a JDK from GitHub, which is not reachable here).
 */
export async function ensureJava(): Promise<string> {
  const java = process.env.JAVA ?? "java";
  if (works(java)) return java;
  console.log(`${java} is missing: installing Debian's default-jre-headless (apt-get)…`);
  const asRoot = process.getuid?.() === 0;
  const apt = (args: string[]) => (asRoot ? runCommand("apt-get", args) : runCommand("sudo", ["apt-get", ...args]));
  if ((await apt(["update"])) !== 0 || (await apt(["install", "-y", "default-jre-headless"])) !== 0 || !works(java)) {
    throw new Error(
      "Could not install Java. Install it yourself (apt-get install -y default-jre-headless) or set JAVA to a java executable.",
    );
  }
  return java;
}
