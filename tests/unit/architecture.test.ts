/**
 * The shape of the code: the engine (load, validate, resolve) is the lowest layer and imports nothing from the
 * layers above it (blocks, render, editor, shell, theme, islands, …), and no module imports itself through others.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");
const src = path.join(repo, "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The files a module imports at load time (`import … from "./x"`, `export … from`), not `import type` nor `import()`. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+"(\.[^"]+)"/gm)) {
    const target = resolveImport(path.dirname(file), match[1]);
    if (target) found.push(target);
  }
  return found;
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(from, specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsFile(c));
}

function existsFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const files = [...sourceFiles(src), ...sourceFiles(path.join(repo, "scripts"))];
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const relative = (file: string) => path.relative(repo, file).split(path.sep).join("/");

describe("the structure of the code", () => {
  it("the engine imports nothing from the layers above it", () => {
    const upward = [...graph]
      .filter(([file]) => relative(file).startsWith("src/engine/"))
      .flatMap(([file, imports]) =>
        imports
          .map(relative)
          .filter((target) => !target.startsWith("src/engine/") && !target.startsWith("src/generated/"))
          .map((target) => `${relative(file)} → ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it("has no import cycles", () => {
    const cycles: string[] = [];
    const state = new Map<string, "visiting" | "done">();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "visiting") {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map(relative).join(" → "));
        return;
      }
      state.set(file, "visiting");
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("reads the imports it checks (a test of the test)", () => {
    const validator = graph.get(path.join(src, "engine/validateConfigDir.ts"))!.map(relative);
    expect(validator).toContain("src/engine/schemaStore.ts");
  });
});
