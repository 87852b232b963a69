import { type Dirent, readdirSync } from "node:fs";
import path from "node:path";
import { followedStat, linkToNothingWords } from "./fileLinks.ts";
import { outputFolderName, shownPath, workingDir } from "./projectPaths.ts";
import { nameLike, namePattern } from "./names.ts";

export type ConfigFileKind =
  | { kind: "site" }
  | { kind: "page"; route: string }
  | { kind: "not-found"; prefix: string }
  /**
   * sections/<name>.json: blocks written once, used in pages with { "type": "section", "ref": name };
   * sections/<language>/<name>.json: its translation, used by that language's pages (src/engine/sections/sectionLanguages.ts).
   */
  | { kind: "section"; name: string; language?: string }
  /**
   * pages/<path>/[slug].json: one page per item of its "collection", at <prefix>/<slug>; with "groupBy" (any
   * [<param>].json), one page per value of that field of the items (src/engine/content/groupPages.ts).
   */
  | { kind: "page-template"; prefix: string; param: string }
  /** A site's own content (src/engine/content): the schema of one item, a list of short items, or one item. */
  | { kind: "collection-schema"; collection: string }
  | { kind: "collection-list"; collection: string }
  | { kind: "collection-item"; collection: string; slug: string; format: "json" | "md" }
  /** collections/<name>/<slug>.<language>.json or .md: the fields of one item that another language changes. */
  | { kind: "collection-translation"; collection: string; slug: string; language: string; format: "json" | "md" }
  | {
      kind: "unexpected";
      code: "unexpected-file" | "bad-address-name" | "reserved-address";
      reason: string;
      hint: string;
      /**
       * A page file under a name that is not read (pages/Contact.json): the address it has once renamed as its
       * message says ("/contact"). Links to it are not told as links to no page: its message is the fix.
       */
      route?: string;
    };

export interface ConfigFile {
  /** Absolute path. */
  absolute: string;
  /** Path shown in messages: relative to the folder the command was started in (projectPaths' workingDir), forward slashes. */
  display: string;
  /** Path inside the config folder, forward slashes ("pages/pricing.json"). */
  inside: string;
  what: ConfigFileKind;
}

/** Every JSON file under the config folder, classified by where it sits. */
export function listConfigFiles(configDir: string, cwd = workingDir()): ConfigFile[] {
  return readConfigFolder(configDir, cwd).configs;
}

/**
 * The config folder's files, walked once: its config files (listConfigFiles), and every other file, which the
 * builder does not read: each is named, so nothing a person put there is skipped in silence. Its public/ folder,
 * its build (dist/, with the hidden staging folders beside it), hidden folders (.git, .vscode) and the files systems and editors leave everywhere are not the builder's business.
 */
export function readConfigFolder(
  configDir: string,
  cwd = workingDir(),
): { configs: ConfigFile[]; notRead: FileNotRead[] } {
  const root = path.resolve(configDir);
  const displayOf = displayPaths(root, cwd);
  const rootPrefix = root.endsWith(path.sep) ? root : root + path.sep;
  const configs: ConfigFile[] = [];
  const notRead: FileNotRead[] = [];
  // a site folder's public/ holds files served as they are, never configs (a web manifest is JSON too); its dist/
  // is its build (projectPaths' siteOutputDir)
  // a site repository's installed packages (node_modules/) are not its configs either
  // its own block types (blocks/<type>/) are read and checked by src/engine/siteBlocks/
  const skip = new Set([
    path.join(root, "public"),
    path.join(root, outputFolderName),
    path.join(root, "node_modules"),
    path.join(root, "blocks"),
  ]);
  const dangling: string[] = [];
  for (const absolute of walk(root, skip, dangling).sort()) {
    const inside = absolute.slice(rootPrefix.length).split(path.sep).join("/");
    const name = path.basename(inside);
    if (repositoryFiles.has(inside)) continue;
    const isItem = inside.startsWith("collections/") && name.endsWith(".md");
    if ((name.endsWith(".json") || isItem) && !name.startsWith(".")) {
      configs.push({ absolute, display: displayOf(absolute, inside), inside, what: classify(inside) });
    } else if (!ignoredNames.test(name)) {
      notRead.push({ display: displayOf(absolute, inside), inside, ...whyNotRead(inside, name) });
    }
  }
  for (const absolute of dangling.sort()) {
    const inside = absolute.slice(rootPrefix.length).split(path.sep).join("/");
    // an editor's lock file (Emacs's .#name) is a link to nothing on purpose
    if (!ignoredNames.test(path.basename(inside)))
      notRead.push({ display: displayOf(absolute, inside), inside, ...danglingLink(absolute) });
  }
  return { configs, notRead };
}

/** A link that leads to no file: said, not followed. */
function danglingLink(absolute: string): Omit<FileNotRead, "display" | "inside"> {
  return {
    code: "file-not-read",
    severity: "warning",
    reason: `${linkToNothingWords(absolute)}, so the builder cannot read it.`,
    hint: "Point the link at an existing file, or delete it.",
  };
}

/** The config file at a path inside the config folder ("pages/pricing.json"), whether or not it exists yet. */
export function configFileAt(configDir: string, inside: string, cwd = workingDir()): ConfigFile {
  const absolute = path.join(path.resolve(configDir), ...inside.split("/"));
  return {
    absolute,
    display: shownPath(absolute, cwd) || inside,
    inside,
    what: classify(inside),
  };
}

/**
 * How the files of a folder are shown (relative to `cwd`, forward slashes, as configFileAt shows them), with the
 * folder's own relative path worked out once: path.relative for each of thousands of files is slow.
 */
function displayPaths(root: string, cwd: string): (absolute: string, inside: string) => string {
  const folder = path.relative(cwd, root).split(path.sep).join("/");
  // cwd inside the folder: a file's path may come back through cwd, which only path.relative sees
  if (folder.split("/").every((segment) => segment === "..")) {
    return (absolute, inside) => shownPath(absolute, cwd) || inside;
  }
  return (_, inside) => (folder ? `${folder}/${inside}` : inside);
}

/**
 * Every file under `dir` but those in hidden folders (.git, .vscode) and in `skip` (the site's public/ and dist/);
 * links that lead to no file go to `dangling` instead.
 */
function walk(dir: string, skip: ReadonlySet<string>, dangling: string[]): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (skip.has(full)) continue;
    // a link is followed, as statSync follows it
    const target = entry.isSymbolicLink() ? followedStat(full) : entry;
    if (!target) {
      dangling.push(full);
      continue;
    }
    const isDir = target.isDirectory();
    if (isDir && entry.name.startsWith(".")) continue;
    if (isDir) files.push(...walk(full, skip, dangling));
    else files.push(full);
  }
  return files;
}

/** A file in the config folder that the builder does not read, with what to do about it. */
export interface FileNotRead {
  display: string;
  inside: string;
  code: "file-not-read" | "config-extension-case";
  /** An error when the file is surely meant as a config (only its letter case is off); else a warning. */
  severity: "error" | "warning";
  reason: string;
  hint: string;
}

/**
 * A site repository's own files at its top (npm's, TypeScript's for its blocks, its README): the repository's, not
 * the builder's business.
 */
const repositoryFiles = new Set([
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "README.md",
  "CHANGELOG.md",
  "LICENSE",
  ".npmrc",
]);

/**
 * Files every system or editor leaves beside others, never meant for the builder: passed over without a word; and
 * the types `npm run types -- --dir` writes for a site's collections.
 */
const ignoredNames =
  /^content-types\.d\.ts$|^(\.DS_Store|Thumbs\.db|desktop\.ini|\.gitkeep|\.keep|\.gitignore|\.gitattributes)$|~$|^\.?#.*#$|^\.#|\.sw[op]$/i;

function whyNotRead(inside: string, name: string): Omit<FileNotRead, "display" | "inside"> {
  const folder = inside.slice(0, inside.length - name.length);
  if (/\.json$/i.test(name) && !name.startsWith(".")) {
    const renamed = name.replace(/\.json$/i, ".json");
    return {
      code: "config-extension-case",
      severity: "error",
      reason: `the builder reads only files ending in ".json" in lower case, so this file is not read and its ${folder.startsWith("pages/") ? "page is not built" : "settings are not used"}.`,
      hint: `Rename it to "${folder}${renamed}".`,
    };
  }
  if (name.startsWith(".")) {
    return {
      code: "file-not-read",
      severity: "warning",
      reason: 'hidden files (names starting with ".") are not read by the builder.',
      hint: /\.json/i.test(name)
        ? `If it is meant as a config, rename it to "${folder}${name.replace(/^\.+/, "")}"; else delete it or move it out of the config folder.`
        : "Delete it or move it out of the config folder.",
    };
  }
  const asJson = /^(.+?)\.json5?c?(\.\w+)+$|^(.+?)\.json5?c?$/i.exec(name);
  const base = asJson ? (asJson[1] ?? asJson[3]) : undefined;
  return {
    code: "file-not-read",
    severity: "warning",
    reason:
      'the builder does not read this file: only files ending in ".json" are configs, so it is not part of the site.',
    hint: base
      ? `If it is meant as a config, rename it to "${folder}${base}.json" (JSON without comments); else move it out of the config folder.`
      : "Keep notes, drafts and pictures elsewhere (pictures go in the public folder), or delete it.",
  };
}

/** Where a config file in the wrong letter case belongs ("Pages/about.json" → "pages/about.json"), if anywhere. */
function caseFixed(inside: string): string | undefined {
  const [first, ...rest] = inside.split("/");
  const lower = first.toLowerCase();
  if (first === lower) return undefined;
  if (rest.length === 0 && lower === "site.json") return "site.json";
  if (rest.length > 0 && ["pages", "not-found", "collections", "sections"].includes(lower))
    return [lower, ...rest].join("/");
  return undefined;
}

export function classify(inside: string): ConfigFileKind {
  if (inside === "site.json") return { kind: "site" };
  const fixed = caseFixed(inside);
  if (fixed) {
    return {
      kind: "unexpected",
      code: "unexpected-file",
      reason: `this file is not read: "${inside.split("/")[0]}" differs from "${fixed.split("/")[0]}" in letter case, and the builder reads the lower-case name only.`,
      hint: `Rename it so that it is "${fixed}".`,
    };
  }
  if (inside.startsWith("collections/")) return classifyContent(inside);
  const parts = inside.replace(/\.json$/, "").split("/");
  const bad = parts.slice(1).find((p) => !namePattern.test(p));
  if (parts[0] === "data") {
    return {
      kind: "unexpected",
      code: "unexpected-file",
      reason: "the builder no longer reads data/: since format version 5 a site's lists are its own collections.",
      hint: `Move it to collections/${parts.slice(1).join("/")}.json with a schema of one item beside it, collections/<name>.schema.json (see docs/content.md).`,
    };
  }
  const param = /^\[([a-z][a-z0-9-]*)\]$/.exec(parts.at(-1) ?? "")?.[1];
  if (parts[0] === "pages" && parts.length >= 2 && param !== undefined) {
    const folders = parts.slice(1, -1);
    const badFolder = folders.find((p) => !namePattern.test(p));
    if (badFolder !== undefined) return badName(badFolder);
    return { kind: "page-template", prefix: "/" + folders.join("/"), param };
  }
  if (parts[0] === "pages" && parts.length >= 2) {
    if (bad !== undefined) {
      const renamed = parts.slice(1).map((part) => nameLike(part, "page"));
      if (renamed.at(-1) === "index") renamed.pop();
      return { ...badName(bad), route: "/" + renamed.join("/") };
    }
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
  if (parts[0] === "sections" && (parts.length === 2 || parts.length === 3)) {
    if (bad !== undefined) return badName(bad);
    return parts.length === 2
      ? { kind: "section", name: parts[1] }
      : { kind: "section", name: parts[2], language: parts[1] };
  }
  if (parts[0] === "not-found" && parts.length === 2) {
    if (bad !== undefined) return badName(bad);
    // the site's own not-found page is written at /404: a section's named 404 would answer there in its place
    if (parts[1] === "404") {
      return {
        kind: "unexpected",
        code: "reserved-address",
        reason:
          'this would be the not-found page of a section "/404/", but "/404" is where the site\'s own not-found page is written, from not-found/index.json.',
        hint: "For the site's not-found page, rename it to not-found/index.json; for a section's, name it after the section: not-found/blog.json answers under /blog/.",
      };
    }
    return { kind: "not-found", prefix: parts[1] === "index" ? "/" : `/${parts[1]}/` };
  }
  return {
    kind: "unexpected",
    code: "unexpected-file",
    reason: "this file is not in a known place.",
    hint: "Configs live in site.json, pages/<address>.json, not-found/<section>.json, sections/<name>.json (sections/<language>/<name>.json in another language) or collections/ (see docs/content.md).",
  };
}

/** "rye-starter.es.md", "rye-starter.pt-BR.json": the slug, then a language code (BCP 47: letters, a region). */
const translationName = /^([^.]+)\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.(?:json|md)$/;

/**
 * collections/<name>.schema.json, collections/<name>.json (a list of short items), collections/<name>/<slug>.json
 * or .md (one item), collections/<name>/<slug>.<language>.json or .md (its translation: a slug has no dot, so the
 * part before the extension is a language code). A slug that cannot be a web address is reported by the content
 * step, which names the item.
 */
function classifyContent(inside: string): ConfigFileKind {
  const parts = inside.split("/");
  if (parts.length === 2) {
    const schema = /^(.+)\.schema\.json$/.exec(parts[1]);
    const name = schema ? schema[1] : parts[1].replace(/\.json$/, "");
    if (!namePattern.test(name)) return badName(name);
    return schema ? { kind: "collection-schema", collection: name } : { kind: "collection-list", collection: name };
  }
  if (parts.length === 3 && /\.(json|md)$/.test(parts[2])) {
    if (!namePattern.test(parts[1])) return badName(parts[1]);
    const format = parts[2].endsWith(".md") ? "md" : "json";
    const translation = translationName.exec(parts[2]);
    if (translation)
      return {
        kind: "collection-translation",
        collection: parts[1],
        slug: translation[1],
        language: translation[2],
        format,
      };
    return { kind: "collection-item", collection: parts[1], slug: parts[2].replace(/\.(json|md)$/, ""), format };
  }
  return {
    kind: "unexpected",
    code: "unexpected-file",
    reason: "this file is not in a known place for content.",
    hint: "A collection is collections/<name>.schema.json with its items in collections/<name>/<slug>.json or .md, or in one list collections/<name>.json.",
  };
}

function badName(segment: string): ConfigFileKind & { kind: "unexpected" } {
  return {
    kind: "unexpected",
    code: "bad-address-name",
    reason: `the name "${segment}" cannot be part of a web address.`,
    hint: `Use lower-case letters, digits and dashes only (for example "${nameLike(segment, "gen-ai-suite")}").`,
  };
}

/** Where the page of a route lives inside the config folder: "/" → "pages/index.json", "/a/b" → "pages/a/b.json". */
export function pageFileFor(route: string): string {
  return route === "/" ? "pages/index.json" : `pages${route}.json`;
}

/**
 * The "$schema" a config file carries: the site's schemas folder (`folder`, relative to the site folder: "../schemas"
 * for a folder beside schemas/, see projectPaths' siteSchemasRef) seen from the file, one "../" per folder level:
 * "pages/pricing.json" → "../../schemas/page.schema.json".
 */
export function schemaRef(inside: string, schema: string, folder = "../schemas"): string {
  return `${"../".repeat(inside.split("/").length - 1)}${folder}/${schema}`;
}

/** The schema a config file is checked against, relative to the schemas folder. */
export function schemaFor(what: ConfigFileKind): string | undefined {
  switch (what.kind) {
    case "site":
      return "site.schema.json";
    case "page":
    case "page-template":
    case "not-found":
      return "page.schema.json";
    case "section":
      return "section.schema.json";
    default:
      return undefined;
  }
}
