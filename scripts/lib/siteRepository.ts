import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { schemaRef } from "../../src/engine/configFiles";
import { packageName, repoRoot, runsInstalled, shownPath, siteSchemasRef } from "../../src/engine/projectPaths";

/** This builder's version (the version a new site repository pins). */
export function builderVersion(): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string }).version;
}

/**
 * What a new site repository at `folder` pins the builder to: what the running builder was installed from, so that
 * the site's `npm install` brings the same builder; this version, as the registry has it, when that is the registry
 * or when the builder runs from its own repository (not installed). A version not on the registry would make the
 * site's `npm install` fail, so:
 * - run from a packed tarball by npx (`npx --package ./config-page-builder-1.2.0.tgz config-page-builder new DIR`:
 *   npm names it in npm_config_package, relative to the folder npx ran in), that tarball;
 * - installed in a project (`npm install ./config-page-builder-1.2.0.tgz`, then `npx config-page-builder new DIR`:
 *   the builder runs from `installedAt`, `<project>/node_modules/config-page-builder`), what the project's
 *   package.json or lockfile says it was installed from (installedSource).
 * A tarball or folder is pinned as npm writes one it installs, relative to the site
 * (`file:../config-page-builder-1.2.0.tgz`); a git or other URL as it is.
 */
export function builderDependency(
  folder: string,
  env: NodeJS.ProcessEnv = process.env,
  installedAt: string | undefined = runsInstalled ? repoRoot : undefined,
): string {
  const named = env.npm_command === "exec" ? env.npm_config_package : undefined;
  if (named && /\.tgz$/i.test(named) && !named.includes("\n")) {
    const tarball = path.resolve(env.INIT_CWD ?? process.cwd(), named);
    if (existsSync(tarball)) return fileSpec(tarball, folder);
  }
  const source = installedAt === undefined ? undefined : installedSource(installedAt);
  if (source && "file" in source) return fileSpec(source.file, folder);
  if (source && "url" in source) return source.url;
  return builderVersion();
}

/** A tarball or folder as a dependency of the site at `folder`: `file:` and its path from there. */
function fileSpec(file: string, folder: string): string {
  const relative = shownPath(file, path.resolve(folder));
  return `file:${relative.startsWith(".") || path.isAbsolute(relative) ? relative : `./${relative}`}`;
}

/** Where an installed builder came from: a tarball or folder on this machine, a git or other URL, or the registry. */
/** Where the builder came from, when not a registry (a registry's builder is pinned as this version). */
type Source = { file: string } | { url: string };

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Where the builder installed at `installedAt` came from, as the project holding that node_modules says: the nearest
 * folder above it whose package.json names the builder in its dependencies (the spec written there, as `npm install`
 * wrote it: `file:../config-page-builder-1.2.0.tgz`, `github:owner/repo`, `1.2.0`), or whose lockfile
 * (package-lock.json, npm-shrinkwrap.json, node_modules/.package-lock.json) lists that folder (its `resolved`: a
 * builder installed without saving, or by npx into its cache). Undefined when none says, when it is a registry, or
 * when the tarball or folder named is not there any more.
 */
function installedSource(installedAt: string): Source | undefined {
  const installed = path.resolve(installedAt);
  for (let dir = path.dirname(installed); ; dir = path.dirname(dir)) {
    const manifest = readJson(path.join(dir, "package.json")) as Record<string, unknown> | undefined;
    for (const field of ["dependencies", "devDependencies", "optionalDependencies"]) {
      const spec = (manifest?.[field] as Record<string, unknown> | undefined)?.[packageName];
      if (typeof spec === "string") return sourceOf(spec, dir, false);
    }
    const key = path.relative(dir, installed).split(path.sep).join("/");
    for (const lockfile of ["package-lock.json", "npm-shrinkwrap.json", "node_modules/.package-lock.json"]) {
      const lock = readJson(path.join(dir, lockfile)) as { packages?: Record<string, { resolved?: unknown }> };
      const resolved = lock?.packages?.[key]?.resolved;
      if (typeof resolved === "string") return sourceOf(resolved, dir, true);
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * What a dependency's spec (or a lockfile's `resolved`, `fromLockfile`) written in the project at `dir` names. A
 * lockfile names a registry's tarball by its URL (`…/config-page-builder/-/config-page-builder-1.2.0.tgz`).
 */
function sourceOf(spec: string, dir: string, fromLockfile: boolean): Source | undefined {
  const written = spec.trim();
  if (/^(git\+|git:\/\/|github:|gitlab:|bitbucket:|gist:)/i.test(written)) return { url: written };
  // GitHub's shorthand in a package.json: owner/repo, owner/repo#ref
  if (!fromLockfile && /^[\w.-]+\/[\w.-]+(#.*)?$/.test(written) && !/\.(tgz|tar|tar\.gz)$/i.test(written))
    return { url: written };
  if (/^https?:\/\//i.test(written))
    return fromLockfile && new RegExp(`/${packageName}/-/`).test(written) ? undefined : { url: written };
  let file: string | undefined;
  if (/^file:\/\//i.test(written)) {
    try {
      file = fileURLToPath(written);
    } catch {
      return undefined; // a file: URL of another host
    }
  } else if (/^file:/i.test(written)) file = written.slice("file:".length);
  else if (/^(\.{1,2}([\\/]|$)|[\\/]|~[\\/]|[a-z]:[\\/])/i.test(written) || /\.(tgz|tar|tar\.gz)$/i.test(written))
    file = written;
  if (file === undefined) return undefined; // a version, a range, a tag, an npm: alias: the registry's
  const resolved = /^~[\\/]/.test(file) ? path.join(os.homedir(), file.slice(2)) : path.resolve(dir, file);
  return existsSync(resolved) ? { file: resolved } : undefined;
}

/**
 * What `npm install` brings a new site repository, as `new` says it: the builder at `dependency` (builderDependency:
 * a version, or "file:" and the tarball it was made from).
 */
export function builderPinWords(packageName: string, dependency: string, version: string = builderVersion()): string {
  const from = dependency.startsWith("file:") ? ` from ${dependency.slice(5)}` : "";
  return `the builder, ${packageName} ${version}${from}, pinned in package.json`;
}

/**
 * Whether `new` makes a site repository (its own npm project) at `target` rather than a site folder beside
 * schemas/: always when the builder is installed; from this repository, for a folder outside it.
 */
export function makesSiteRepository(target: string): boolean {
  const inside = path.relative(repoRoot, path.resolve(target));
  return runsInstalled || inside.startsWith("..") || path.isAbsolute(inside);
}

/** The npm project a site repository is: the builder pinned (builderDependency), and the scripts a person runs. */
export function sitePackageJson(folder: string, name: string): string {
  const slug =
    path
      .basename(path.resolve(folder))
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^[-._]+|-+$/g, "") || "site";
  const bin = packageName;
  const manifest = {
    name: slug,
    private: true,
    description: `The website of ${name}, built with ${packageName}`,
    type: "module",
    scripts: {
      dev: `${bin} dev`,
      build: `${bin} build`,
      start: `${bin} start`,
      edit: `${bin} edit`,
      validate: `${bin} validate`,
      "new-page": `${bin} new-page`,
      upgrade: `${bin} upgrade`,
      test: `${bin} validate && ${bin} build && ${bin} check-site`,
    },
    dependencies: { [packageName]: builderDependency(folder) },
    engines: { node: ">=20.19" },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * The TypeScript settings of a site repository: its own blocks' components (blocks/<type>/) checked against the
 * types `types` writes from their schemas, as the bundler reads them (React's JSX, the package's exports). VS Code
 * reads it as it opens a component; `npx -p typescript tsc` checks them all (docs/site-blocks.md).
 */
export const siteTsconfig = `${JSON.stringify(
  {
    compilerOptions: {
      target: "ES2022",
      jsx: "react-jsx",
      module: "preserve",
      moduleResolution: "bundler",
      allowImportingTsExtensions: true,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ["blocks", "*.d.ts"],
  },
  null,
  2,
)}\n`;

export const siteGitignore = `# what the builder makes: the site's build, its staging folders, its caches
node_modules/
/dist/
/.dist.*/
/.build-cache/
`;

export function siteReadme(name: string): string {
  return `# ${name}

The website of ${name}, made with [${packageName}](node_modules/${packageName}/docs/site-repository.md)
${builderVersion()}: every page is a JSON file in \`pages/\`, checked against the builder's schemas as you type
(each file's \`"$schema"\` line points at them inside \`node_modules/\`).

\`\`\`sh
npm install          # once, and after every change to package.json
npm run dev          # http://127.0.0.1:5173, reloads on every save
npm run edit         # the visual editor on http://127.0.0.1:4174
npm test             # validate, build into dist/, check the built pages
\`\`\`

- \`site.json\`: name, addresses, navigation, footer, theme. \`pages/\`: one file per address. \`public/\`: logos,
  pictures and files served as they are.
- \`npm run build\` writes the site into \`dist/\`, a plain folder to copy to any static host.
- A newer builder: \`npm install --save-exact ${packageName}@NEW_VERSION\`, then \`npm run upgrade\` (it rewrites
  what the new format needs, one line per file; review it with \`git diff\`). What changed in each version:
  \`node_modules/${packageName}/CHANGELOG.md\`.
`;
}

/**
 * Points every "$schema" line of the site's JSON files at the schemas its own install carries (projectPaths'
 * siteSchemasRef), editing only that line's value. Returns the files changed, relative to `site`.
 */
export function pointSchemasIntoInstall(site: string, files: readonly string[]): string[] {
  const folder = siteSchemasRef(site);
  const changed: string[] = [];
  for (const inside of files.filter((f) => f.endsWith(".json") && !f.startsWith("public/"))) {
    const file = path.join(site, inside);
    const text = readFileSync(file, "utf8");
    const updated = text
      .replace(
        /("\$schema"\s*:\s*")([^"]*\/)?schemas\/([\w.-]+\.json)"/,
        (_, start: string, __: string, schema: string) => `${start}${schemaRef(inside, schema, folder)}"`,
      )
      // a collection schema's "$ref"s to the builder's shapes (an address, opening hours, a picture)
      .replace(
        /("\$ref"\s*:\s*")([^"#]*\/)?schemas\/([\w.-]+\.json)(#[^"]*)?"/g,
        (_, start: string, __: string, schema: string, fragment: string | undefined) =>
          `${start}${schemaRef(inside, schema, folder)}${fragment ?? ""}"`,
      );
    if (updated !== text) {
      writeFileSync(file, updated);
      changed.push(inside);
    }
  }
  return changed;
}
