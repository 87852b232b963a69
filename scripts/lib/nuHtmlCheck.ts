// vnu-jar: the W3C's own Nu HTML Checker (the engine behind validator.w3.org/nu), published on npm as the jar
// itself; the standard's conformance rules are too many and too subtle to re-implement, so we run the real one.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureJava } from "./ensureJava";
import { listBuiltPages } from "./siteCheck/builtPages";

export interface NuError {
  /** The HTML file, relative to the build folder: "pricing/index.html". */
  file: string;
  /** The page's address: "/pricing" (not-found pages: "/404.html"). */
  route: string;
  line?: number;
  column?: number;
  message: string;
  /** A few characters of source around the error, as the checker quotes them. */
  extract?: string;
}

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** vnu-jar's main export is the path of vnu.jar (as a String object). */
export function vnuJarPath(): string {
  return String(createRequire(import.meta.url)("vnu-jar"));
}

/**
 * Runs the W3C Nu HTML Checker over every HTML file of a build folder, in ONE java run (the JVM is slow to
 * start), and returns its errors (warnings and notes are left out). The checker writes its JSON report on stderr.
 */
export async function nuHtmlCheck(distDir: string): Promise<NuError[]> {
  const root = path.resolve(distDir);
  const pages = listBuiltPages(root);
  if (pages.length === 0) return [];
  const java = await ensureJava();
  const report = await run(java, [
    "-jar",
    vnuJarPath(),
    "--format",
    "json",
    "--exit-zero-always",
    ...pages.map((p) => p.file),
  ]);
  let messages: NuMessage[];
  try {
    messages = (JSON.parse(report) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(`the Nu HTML Checker gave no JSON report:\n${report.slice(0, 2000)}`);
  }
  const routeOf = new Map(pages.map((p) => [p.file, p.route]));
  return messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map((m) => {
      const file = m.url?.startsWith("file:") ? fileURLToPath(m.url) : (m.url ?? "");
      return {
        file: path.relative(root, file).split(path.sep).join("/"),
        route: routeOf.get(file) ?? file,
        line: m.lastLine ?? m.firstLine,
        column: m.firstColumn ?? m.lastColumn,
        message: m.message,
        extract: m.extract,
      };
    });
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    const chunks: Buffer[] = [];
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const stderr = Buffer.concat(chunks).toString("utf8");
      if (code === 0) resolve(stderr);
      else
        reject(new Error(`${command} ${args.slice(0, 4).join(" ")} … exited with ${code}:\n${stderr.slice(0, 2000)}`));
    });
  });
}
