import { existsSync } from "node:fs";
import { runCommand } from "./runCommand";

/** Browser tests use Debian's Chromium; install it when missing (Playwright cannot download browsers here). */
export async function ensureChromium(): Promise<string> {
  const executable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(executable)) return executable;
  console.log(`${executable} is missing: installing Debian's chromium (apt-get)…`);
  const asRoot = process.getuid?.() === 0;
  const apt = (args: string[]) => (asRoot ? runCommand("apt-get", args) : runCommand("sudo", ["apt-get", ...args]));
  if ((await apt(["update"])) !== 0 || (await apt(["install", "-y", "chromium"])) !== 0 || !existsSync(executable)) {
    throw new Error(
      `Could not install chromium. Install it yourself (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return executable;
}
