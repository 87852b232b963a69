import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

// The site build starts from src/routes.ts and src/root.tsx: nothing it can reach may import the editor.
it("no site source imports the visual editor (src/editor/ stays out of npm run build)", () => {
  const site = files("src").filter((f) => !f.startsWith(path.join("src", "editor") + path.sep));
  const offenders = site.filter((f) => /from ["'][^"']*\/editor\//.test(readFileSync(f, "utf8")));
  expect(offenders).toEqual([]);
});
