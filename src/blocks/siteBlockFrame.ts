/**
 * Where in a site block's own files an error was thrown: the innermost frame of its stack inside the block's folder
 * (blocks/<type>/), as the file in the site's folder with its line and column. The stack names the sources when the
 * code runs with source maps (the dev server always; a build's render threads for a site with blocks of its own);
 * undefined when no frame is in the folder (a bundle without maps, or an error thrown in the builder's code).
 */
export function siteBlockFrame(
  error: unknown,
  componentFile: string,
): { file: string; line: number; column: number } | undefined {
  const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : undefined;
  if (!stack) return undefined;
  const folder = componentFile.slice(0, componentFile.lastIndexOf("/") + 1);
  if (!folder) return undefined;
  const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // "at PriceList (/site/blocks/price-list/PriceList.tsx:29:55)", "file:///site/blocks/…", a Windows path's "\"
  const frame = new RegExp(`(?:^|[/(\\s])(${escaped}[^\\s():]+):(\\d+):(\\d+)`);
  for (const line of stack.split("\n").slice(1)) {
    const found = frame.exec(line.replaceAll("\\", "/"));
    if (found) return { file: found[1], line: Number(found[2]), column: Number(found[3]) };
  }
  return undefined;
}
