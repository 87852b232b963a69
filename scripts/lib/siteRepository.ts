import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { schemaRef } from "../../src/engine/configFiles";
import { packageName, repoRoot, runsInstalled, shownPath, siteSchemasRef } from "../../src/engine/projectPaths";

/** This builder's version (the version a new site repository pins). */
export function builderVersion(): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string }).version;
}

/**
 * What a new site repository at `folder` pins the builder to: this version, as the registry has it; but where `new`
 * runs from a packed tarball (`npx --package ./config-page-builder-1.2.0.tgz config-page-builder new DIR`: npm
 * names it in npm_config_package, relative to the folder npx ran in), that tarball, as npm writes a tarball it
 * installs (`file:../config-page-builder-1.2.0.tgz`): a version not on the registry would make the site's
 * `npm install` fail.
 */
export function builderDependency(folder: string, env: NodeJS.ProcessEnv = process.env): string {
  const named = env.npm_command === "exec" ? env.npm_config_package : undefined;
  if (named && /\.tgz$/i.test(named) && !named.includes("\n")) {
    const tarball = path.resolve(env.INIT_CWD ?? process.cwd(), named);
    if (existsSync(tarball)) {
      const relative = shownPath(tarball, path.resolve(folder));
      return `file:${relative.startsWith(".") ? relative : `./${relative}`}`;
    }
  }
  return builderVersion();
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
