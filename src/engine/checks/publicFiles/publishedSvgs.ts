import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../../diagnostic.ts";
import { svgProblem } from "./svgSafety.ts";

/**
 * Every SVG in a site's public/ folder that the editor would refuse as an upload (svgSafety.ts): the build
 * publishes each file of public/, and an SVG opened on its own runs its scripts, whoever put it there.
 */
export function unsafePublishedSvgs(publicDir: string, display: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.svg$/i.test(entry.name)) {
        const problem = svgProblem(readFileSync(file, "utf8"));
        if (problem)
          found.push({
            code: "unsafe-svg",
            file: path.join(display, path.relative(publicDir, file)).replaceAll("\\", "/"),
            line: 1,
            column: 1,
            message: `(file) this SVG is not published: ${problem}.`,
            hint: "Export it again as a plain SVG (no scripts, no links to other files), or use a PNG.",
          });
      }
    }
  };
  try {
    walk(publicDir);
  } catch {
    // no public/ folder: nothing published
  }
  return found;
}
