import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** One line for the bundled browser code: "41 files, 352.1 KB (98.4 KB gzip)". */
export function describeAssets(assetsDir: string): string {
  const files = readdirSync(assetsDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  let bytes = 0;
  let gzipped = 0;
  for (const file of files) {
    const content = readFileSync(path.join(file.parentPath, file.name));
    bytes += content.length;
    gzipped += gzipSync(content).length;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return `${files.length} files, ${kb(bytes)} (${kb(gzipped)} gzip)`;
}
