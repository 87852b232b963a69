import path from "node:path";
import type { Diagnostic } from "../../diagnostic.ts";

/**
 * Files of public/ whose paths differ only by letter case ("/photos/Logo.png", "/photos/logo.png"): one file on
 * macOS and Windows, whose file names ignore case, so a site copied or built there loses one. A warning on the
 * second of each pair (in listing order), naming the first.
 */
export function publicNamesByCase(publicFiles: ReadonlySet<string>, publicDir: string, cwd: string): Diagnostic[] {
  const first = new Map<string, string>();
  const found: Diagnostic[] = [];
  for (const name of [...publicFiles].sort()) {
    const folded = name.toLowerCase();
    const other = first.get(folded);
    if (other === undefined) {
      first.set(folded, name);
      continue;
    }
    found.push({
      file: path.relative(cwd, path.join(publicDir, name)).replaceAll("\\", "/"),
      line: 1,
      column: 1,
      code: "public-names-differ-by-case",
      cause: name,
      message: `(file) "${name}" and "${other}" differ only by letter case: on macOS and Windows they are one file, and one of them is lost.`,
      hint: "Rename one of them (or remove the copy), and use that name in the configs.",
    });
  }
  return found;
}
