import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * One line for the bundled browser code and the stylesheets: "13 files, 352.1 KB (98.4 KB gzip); stylesheets:
 * 27 files, 120.3 KB (21.0 KB gzip)" (the shared stylesheet, and the pages' own: one for all the pages styled alike).
 */
export function describeAssets(assetsDir: string): string {
  const files = readdirSync(assetsDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const describe = (group: typeof files) => {
    let bytes = 0;
    let gzipped = 0;
    for (const file of group) {
      const content = readFileSync(path.join(file.parentPath, file.name));
      bytes += content.length;
      gzipped += gzipSync(content).length;
    }
    return `${group.length} files, ${kb(bytes)} (${kb(gzipped)} gzip)`;
  };
  const css = files.filter((f) => f.name.endsWith(".css"));
  const code = files.filter((f) => !f.name.endsWith(".css"));
  return `${describe(code)}; stylesheets: ${describe(css)}`;
}
