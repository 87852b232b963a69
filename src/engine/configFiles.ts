import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export type ConfigFileKind =
  | { kind: "site" }
  | { kind: "data"; collection: string }
  | { kind: "page"; route: string }
  | { kind: "not-found"; prefix: string }
  | {
      kind: "unexpected";
      code: "unexpected-file" | "bad-address-name" | "reserved-address";
      reason: string;
      hint: string;
    };

export interface ConfigFile {
  /** Absolute path. */
  absolute: string;
  /** Path shown in messages: relative to the working directory, forward slashes. */
  display: string;
  /** Path inside the config folder, forward slashes ("pages/pricing.json"). */
  inside: string;
  what: ConfigFileKind;
}

const segmentPattern = /^[a-z0-9][a-z0-9-]*$/;

/** Every JSON file under the config folder, classified by where it sits. */
export function listConfigFiles(configDir: string, cwd = process.cwd()): ConfigFile[] {
  const root = path.resolve(configDir);
  // a site folder's public/ holds files served as they are, never configs (a web manifest is JSON too)
  return walk(root, path.join(root, "public"))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((absolute) => configFileAt(root, path.relative(root, absolute).split(path.sep).join("/"), cwd));
}

/** The config file at a path inside the config folder ("pages/pricing.json"), whether or not it exists yet. */
export function configFileAt(configDir: string, inside: string, cwd = process.cwd()): ConfigFile {
  const absolute = path.join(path.resolve(configDir), ...inside.split("/"));
  return {
    absolute,
    display: path.relative(cwd, absolute).split(path.sep).join("/") || inside,
    inside,
    what: classify(inside),
  };
}

function walk(dir: string, skip: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name.startsWith(".")) return [];
    const full = path.join(dir, name);
    if (full === skip) return [];
    return statSync(full).isDirectory() ? walk(full, skip) : [full];
  });
}

export function classify(inside: string): ConfigFileKind {
  if (inside === "site.json") return { kind: "site" };
  const parts = inside.replace(/\.json$/, "").split("/");
  const bad = parts.slice(1).find((p) => !segmentPattern.test(p));
  if (parts[0] === "data" && parts.length === 2) {
    return bad === undefined ? { kind: "data", collection: parts[1] } : badName(bad);
  }
  if (parts[0] === "pages" && parts.length >= 2) {
    if (bad !== undefined) return badName(bad);
    const segments = parts.slice(1);
    if (segments.at(-1) === "index") segments.pop();
    // the build writes each section's not-found page at <section>/404
    if (segments.at(-1) === "404") {
      return {
        kind: "unexpected",
        code: "reserved-address",
        reason: `the address "/${segments.join("/")}" is kept for the "page not found" page, which comes from not-found/<section>.json.`,
        hint: "Give this page another name.",
      };
    }
    return { kind: "page", route: "/" + segments.join("/") };
  }
  if (parts[0] === "not-found" && parts.length === 2) {
    if (bad !== undefined) return badName(bad);
    return { kind: "not-found", prefix: parts[1] === "index" ? "/" : `/${parts[1]}/` };
  }
  return {
    kind: "unexpected",
    code: "unexpected-file",
    reason: "this file is not in a known place.",
    hint: "Configs live in site.json, data/<collection>.json, pages/<address>.json or not-found/<section>.json.",
  };
}

function badName(segment: string): ConfigFileKind {
  return {
    kind: "unexpected",
    code: "bad-address-name",
    reason: `the name "${segment}" cannot be part of a web address.`,
    hint: 'Use lower-case letters, digits and dashes only (for example "gen-ai-suite").',
  };
}

/** Where the page of a route lives inside the config folder: "/" → "pages/index.json", "/a/b" → "pages/a/b.json". */
export function pageFileFor(route: string): string {
  return route === "/" ? "pages/index.json" : `pages${route}.json`;
}

/**
 * The "$schema" a config file carries (the config folder sits beside schemas/): one "../" per folder level,
 * "pages/pricing.json" → "../../schemas/page.schema.json".
 */
export function schemaRef(inside: string, schema: string): string {
  return `${"../".repeat(inside.split("/").length)}schemas/${schema}`;
}

/** The schema a config file is checked against, relative to the schemas folder. */
export function schemaFor(what: ConfigFileKind): string | undefined {
  switch (what.kind) {
    case "site":
      return "site.schema.json";
    case "data":
      return `data/${what.collection}.schema.json`;
    case "page":
    case "not-found":
      return "page.schema.json";
    default:
      return undefined;
  }
}
