import { readdirSync } from "node:fs";
import path from "node:path";

export interface BuiltPage {
  /** Absolute path of the HTML file. */
  file: string;
  /** Path inside the build folder, forward slashes: "integrations/zoom/index.html". */
  rel: string;
  /** "/integrations/zoom"; not-found pages keep their file name: "/integrations/404.html". */
  route: string;
  /** For a not-found page, the section it answers for: "/" or "/integrations/". */
  notFoundPrefix?: string;
}

/** Every HTML file of a build folder, sorted by route. */
export function listBuiltPages(distDir: string): BuiltPage[] {
  const root = path.resolve(distDir);
  return walk(root)
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const rel = path.relative(root, file).split(path.sep).join("/");
      const dir = path.posix.dirname(rel) === "." ? "" : path.posix.dirname(rel);
      const name = path.posix.basename(rel);
      if (name === "404.html") return { file, rel, route: `/${rel}`, notFoundPrefix: dir ? `/${dir}/` : "/" };
      if (name === "index.html") return { file, rel, route: `/${dir}` };
      return { file, rel, route: `/${rel}` };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.isFile() ? [full] : [];
  });
}
