/**
 * The builder as a site owner gets it: `npm pack` makes the tarball, `npx --package ./tarball config-page-builder new`
 * makes a site repository in a temporary folder outside this repository, `npm install` installs the builder there
 * (from the local npm cache and the registry only), and the site validates, builds and serves with the installed
 * command; `new` run by the installed builder pins the same tarball; VS Code's JSON service completes a block type
 * through a page's "$schema" line; the installed package's folder is left as npm wrote it. Then a format-4 site is
 * upgraded with `upgrade` and built, and a block of the site's own (blocks/price-list/) is typed, validated and built
 * with the installed builder.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { getLanguageService, TextDocument } from "vscode-json-languageservice";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../src/engine/projectPaths";

const version = (JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string }).version;
const tarballName = `config-page-builder-${version}.tgz`;
const tmp = mkdtempSync(path.join(os.tmpdir(), "cpb-package-"));
const tarball = path.join(tmp, tarballName);
const site = path.join(tmp, "harbor-dental");
const installed = path.join(site, "node_modules", "config-page-builder");
const timings: string[] = [];

/** npm's settings of the `npm test` that started vitest are not handed on: each npm run here is the person's own. */
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== "NODE_ENV" && key !== "INIT_CWD"),
);

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", timeout: 600_000 });
  timings.push(`${[command, ...args].join(" ").slice(0, 80)}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
const ok = (result: SpawnSyncReturns<string>) => {
  expect(result.error).toBeUndefined();
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result;
};
/** The installed command, as the site's npm scripts run it. */
const builder = (args: string[], cwd = site) =>
  run(process.execPath, [path.join(installed, "bin", "config-page-builder.mjs"), ...args], cwd);

/** Every file of a folder with its size and modification time (what npm wrote, to compare after the commands). */
function fileStamps(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const stat = statSync(full);
      return `${path.relative(dir, full)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

let installedBefore: string[] = [];
/** What `new` pinned the builder to, before `npm install` ran. */
let pinned: unknown;

beforeAll(() => {
  ok(run("npm", ["pack", "--pack-destination", tmp], repoRoot));
  mkdirSync(path.join(site, ".git"), { recursive: true }); // a new repository's folder: only .git in it
  ok(
    run(
      "npx",
      [
        "--yes",
        "--package",
        `./${tarballName}`,
        "config-page-builder",
        "new",
        "harbor-dental",
        "--name",
        "Harbor Dental",
      ],
      tmp,
    ),
  );
  pinned = (JSON.parse(readFileSync(path.join(site, "package.json"), "utf8")) as { dependencies: unknown })
    .dependencies;
  // as the README and `new` say: `npm install` in the new site, which installs the tarball `new` ran from
  ok(run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], site));
  installedBefore = fileStamps(installed);
}, 1_800_000);

afterAll(() => {
  console.log(`package test timings:\n  ${timings.join("\n  ")}`);
  rmSync(tmp, { recursive: true, force: true });
}, 300_000);

describe("the packed builder", () => {
  it("is a tarball under 5 MB without tests, fixtures or the first site", () => {
    expect(statSync(tarball).size).toBeLessThan(5 * 1024 * 1024);
    const files = ok(run("tar", ["tzf", tarball], tmp))
      .stdout.split("\n")
      .filter(Boolean);
    expect(files).toContain("package/bin/config-page-builder.mjs");
    expect(files).toContain("package/prebuilt/code/bundle.json");
    expect(files).toContain("package/prebuilt/cli/build.mjs");
    expect(files).toContain("package/prebuilt/validators/page.schema.json.js");
    expect(files).toContain("package/CHANGELOG.md");
    expect(files.filter((f) => /^package\/(tests|pages-config|public)\/|\.test\.(tsx?|mjs)$|fixtures/.test(f))).toEqual(
      [],
    );
  });

  it("holds every file its Markdown links to (the README, the changelog, docs/), outside code", () => {
    const unpacked = mkdtempSync(path.join(tmp, "unpacked-"));
    ok(run("tar", ["xzf", tarball, "-C", unpacked], tmp));
    const root = path.join(unpacked, "package");
    const markdown = ["README.md", "CHANGELOG.md", ...readdirSync(path.join(root, "docs")).map((f) => `docs/${f}`)];
    const broken = markdown
      .filter((file) => file.endsWith(".md"))
      .flatMap((file) => {
        // code shows links as they are written (an example's "[label](/page)"): only the text's own are followed
        const text = readFileSync(path.join(root, file), "utf8")
          .replace(/^(```|~~~)[\s\S]*?^\1/gm, "")
          .replace(/`[^`\n]*`/g, "");
        return [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
          .map((link) => link[1])
          .filter((target) => !/^[a-z]+:/i.test(target))
          .filter((target) => !existsSync(path.join(root, path.dirname(file), decodeURI(target))))
          .map((target) => `${file} → ${target}`);
      });
    expect(broken).toEqual([]);
  });

  it("makes a site repository that pins the builder and points every $schema line into its own install", () => {
    // made from a tarball (not on the registry), the site pins that tarball: its `npm install` needs nothing else
    expect(pinned).toEqual({ "config-page-builder": `file:../${tarballName}` });
    const manifest = JSON.parse(readFileSync(path.join(site, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts).toMatchObject({
      dev: "config-page-builder dev",
      build: "config-page-builder build",
      test: "config-page-builder validate && config-page-builder build && config-page-builder check-site",
    });
    expect(readFileSync(path.join(site, ".gitignore"), "utf8")).toMatch(
      /node_modules\/[\s\S]*dist\/[\s\S]*\.build-cache/,
    );
    expect(existsSync(path.join(site, "README.md"))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(site, "tsconfig.json"), "utf8"))).toMatchObject({
      include: ["blocks", "*.d.ts"],
    });
    const siteJson = JSON.parse(readFileSync(path.join(site, "site.json"), "utf8")) as Record<string, unknown>;
    expect(siteJson.formatVersion).toBe(5);
    expect(siteJson.$schema).toBe("node_modules/config-page-builder/schemas/site.schema.json");
    for (const file of ["site.json", "pages/index.json", "pages/contact.json", "not-found/index.json"]) {
      const ref = (JSON.parse(readFileSync(path.join(site, file), "utf8")) as { $schema: string }).$schema;
      expect(existsSync(path.resolve(path.dirname(path.join(site, file)), ref)), `${file}: ${ref}`).toBe(true);
    }
  });

  it("installed, makes a site repository that pins the tarball it was installed from, relative to the new site", () => {
    // `npx config-page-builder new` in a project that installed the tarball (the site: its package.json names it)
    const second = path.join(tmp, "sites", "second");
    const made = ok(builder(["new", second, "--name", "Second Site"]));
    expect(made.stdout).toContain(`config-page-builder ${version}`);
    expect(made.stdout).toContain(`from ../../${tarballName}`);
    const manifest = JSON.parse(readFileSync(path.join(second, "package.json"), "utf8")) as { dependencies: unknown };
    expect(manifest.dependencies).toEqual({ "config-page-builder": `file:../../${tarballName}` });
    expect(existsSync(path.resolve(second, "..", "..", tarballName))).toBe(true);
  });

  it("validates, builds and serves the site from its own folder, writing nothing into the package", async () => {
    expect(ok(builder(["validate"])).stdout).toMatch(/✔ \d+ config files valid/);
    // the site's `npm test`: validate, build, then check the built pages (on a thread per core, from the package's
    // prebuilt worker: an installed builder has no TypeScript loader)
    const build = ok(run("npm", ["test"], site));
    expect(build.stdout).toContain("✔ site written to dist/");
    expect(build.stdout.trim().split("\n").at(-1)).toBe("✔ site check: no problems in the built HTML");
    // on two threads whatever the machine's cores: the pages' checks run in the package's prebuilt worker
    expect(ok(builder(["check-site", "--workers", "2"])).stdout.trim()).toBe(
      "✔ site check: no problems in the built HTML",
    );
    expect(existsSync(path.join(site, "dist", "index.html"))).toBe(true);
    expect(existsSync(path.join(site, ".build-cache", "pages"))).toBe(true);
    // the builder's own validators came prebuilt: none was compiled, so none was kept in the site's cache
    expect(existsSync(path.join(site, ".build-cache", "pages", "validators", "page.schema.json.js"))).toBe(false);
    // without the site's cache too (the package's validators read, never written: the package's stamps below)
    const fromNothing = ok(builder(["build", "--no-cache", "--out", "dist-from-nothing"]));
    expect(fromNothing.stdout).toContain("✔ site written to dist-from-nothing/");
    expect(readFileSync(path.join(site, "dist-from-nothing", "index.html"), "utf8")).toBe(
      readFileSync(path.join(site, "dist", "index.html"), "utf8"),
    );

    const port = await freePort();
    const server = spawn(
      process.execPath,
      [path.join(installed, "bin", "config-page-builder.mjs"), "serve", "--port", String(port)],
      { cwd: site, env, stdio: ["ignore", "pipe", "pipe"] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("serving") && resolve());
        server.on("exit", (code) => reject(new Error(`serve ended (${code})`)));
      });
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Harbor Dental");
      expect((await fetch(`http://127.0.0.1:${port}/no-such-page`)).status).toBe(404);
    } finally {
      server.kill();
    }
    expect(fileStamps(installed)).toEqual(installedBefore);
  });

  it("runs the dev server and the editor from the site's folder, writing nothing into the package", async () => {
    // the dev server renders a page; React Router's route types for code editors go into the site's cache
    const dev = await startedServer(["dev", "--strictPort"], "Local:");
    try {
      const page = await fetch(`http://127.0.0.1:${dev.port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Harbor Dental");
    } finally {
      await dev.stop();
    }
    expect(existsSync(path.join(site, ".build-cache", "react-router", "types", "+routes.ts"))).toBe(true);
    // the editor serves its page and its code (Vite's cache in the site's .build-cache/vite-editor/)
    const editor = await startedServer(["edit"], "open http://");
    try {
      expect((await fetch(`http://127.0.0.1:${editor.port}/`)).status).toBe(200);
      const code = await fetch(`http://127.0.0.1:${editor.port}/app/main.tsx`);
      expect(code.status).toBe(200);
      expect(await code.text()).toContain("vite-editor/deps/");
      // its messages name the docs where the site has them, as the command line does
      const draft = {
        $schema: "../node_modules/config-page-builder/schemas/page.schema.json",
        seo: { title: "What our patients say", description: "Quotes from the patients of Harbor Dental." },
        blocks: [
          { type: "hero", title: "What our patients say" },
          { type: "testimonials", items: { collection: "quotes" } },
        ],
      };
      const origin = `http://127.0.0.1:${editor.port}`;
      const checked = await fetch(`${origin}/api/validate`, {
        method: "POST",
        // as the editor's page asks (a write needs its Origin and a JSON body: src/editor/server/requestGuard.ts)
        headers: { Origin: origin, "Content-Type": "application/json" },
        body: JSON.stringify({ drafts: { "pages/quotes.json": draft } }),
      });
      const answer = (await checked.json()) as { diagnostics?: { path: string; hint?: string }[] };
      expect(answer.diagnostics, JSON.stringify(answer)).toBeDefined();
      expect(answer.diagnostics!.filter((d) => d.path === "pages/quotes.json").map((d) => d.hint)).toEqual([
        expect.stringContaining("(see node_modules/config-page-builder/docs/content.md)"),
      ]);
    } finally {
      await editor.stop();
    }
    expect(fileStamps(installed)).toEqual(installedBefore);
    expect(existsSync(path.join(installed, ".react-router"))).toBe(false);
  }, 420_000);

  it("lets VS Code's JSON service complete a block type in a page through its $schema line", async () => {
    const service = getLanguageService({
      schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), "utf8"),
      workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
    });
    const file = path.join(site, "pages", "index.json");
    const text = readFileSync(file, "utf8").replace('"blocks": [', '"blocks": [\n    { "type": "|" },');
    const offset = text.indexOf("|");
    const document = TextDocument.create(pathToFileURL(file).href, "json", 1, text.replace("|", ""));
    const list = await service.doComplete(document, document.positionAt(offset), service.parseJSONDocument(document));
    const offered = (list?.items ?? []).map((item) => item.label);
    expect(offered).toContain('"hero"');
    expect(offered).toContain('"faq"');
  });

  it("says in one line what is wrong: a folder not empty, no site here, a $schema leading nowhere, no builder installed", () => {
    const refused = builder(["new", site]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/is not empty \(.*\); a new site needs an empty or new folder/);

    // an option the command does not know: how to list its options, as the site runs the command
    const unknown = builder(["types", "--bogus"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/\(npx config-page-builder types --help lists the options\)\n$/);
    expect(builder(["types", "--help"]).stdout).toMatch(
      /^Usage: npx config-page-builder types \[options\]\n\nWrites a site's types: each of its own blocks'/,
    );
    expect(builder(["check-site", "--help"]).stdout).toMatch(
      /^Usage: npx config-page-builder check-site \[options\][\s\S]*default the site the current folder is in/,
    );

    // a command named as the site runs it, never this repository's npm scripts
    expect(builder(["new"]).stderr).toMatch(/^✖ npx config-page-builder new needs DIR /);
    expect(builder(["validate", "--dir", "nowhere"]).stderr).toMatch(
      /Make a site there with: npx config-page-builder new nowhere\n$/,
    );

    const outside = builder(["validate"], tmp);
    expect(outside.status).toBe(2);
    expect(outside.stderr).toMatch(/^✖ no site here: .* has no site\.json.*--dir DIR.*new my-site/);

    const page = path.join(site, "pages", "privacy-policy.json");
    const text = readFileSync(page, "utf8");
    try {
      writeFileSync(page, text.replace(/"\$schema": "[^"]*"/, '"$schema": "../../schemas/page.schema.json"'));
      const moved = builder(["validate"]);
      expect(moved.status).toBe(1);
      expect(moved.stderr).toContain(
        'pages/privacy-policy.json:2:14  $schema: "../../schemas/page.schema.json" points at a file that does not exist, so your editor checks nothing here. Write "$schema": "../node_modules/config-page-builder/schemas/page.schema.json".',
      );
    } finally {
      writeFileSync(page, text);
    }

    // a hint's page of the docs is named where the site finds it: in the installed package (the site has no docs/)
    const listing = path.join(site, "pages", "quotes.json");
    writeFileSync(
      listing,
      JSON.stringify({
        $schema: "../node_modules/config-page-builder/schemas/page.schema.json",
        seo: { title: "What our patients say", description: "Quotes from the patients of Harbor Dental." },
        blocks: [
          { type: "hero", title: "What our patients say" },
          { type: "testimonials", items: { collection: "quotes" } },
        ],
      }),
    );
    try {
      const told = builder(["validate"]);
      expect(told.status).toBe(1);
      expect(told.stderr).toContain("(see node_modules/config-page-builder/docs/content.md)");
      expect(existsSync(path.join(installed, "docs", "content.md"))).toBe(true);
    } finally {
      rmSync(listing);
    }

    const clone = path.join(tmp, "fresh-clone");
    cpSync(site, clone, { recursive: true, filter: (from) => !from.includes(`${path.sep}node_modules`) });
    const uninstalled = builder(["build"], clone);
    expect(uninstalled.status).toBe(2);
    expect(uninstalled.stderr.trim()).toBe(
      `✖ ./node_modules has no config-page-builder (the site's package.json asks for file:../${tarballName}): install it with "npm install" in ./, then run the command again`,
    );
  });
});

describe("upgrade", () => {
  it("rewrites a format-4 site to the current format, one line per step and file, and it then builds", () => {
    const old = path.join(tmp, "format-4-site");
    cpSync(site, old, {
      recursive: true,
      filter: (from) => !/[/\\](node_modules|dist|\.build-cache|\.dist\.builds|\.git)$/.test(from),
    });
    symlinkSync(path.join(site, "node_modules"), path.join(old, "node_modules"));
    // the format-4 fixtures: lists read from data/ (moved into collections/ by format 5)
    const fixtures = path.join(repoRoot, "tests/fixtures/migrations/v4-data");
    cpSync(path.join(fixtures, "data"), path.join(old, "data"), { recursive: true });
    // its lists of quotes and press (its integration grids link to pages of integrations this site has not)
    const lists = JSON.parse(readFileSync(path.join(fixtures, "pages/lists.json"), "utf8")) as {
      blocks: { type: string }[];
    };
    lists.blocks = lists.blocks.filter((block) => block.type !== "integration-grid");
    writeFileSync(path.join(old, "pages/lists.json"), `${JSON.stringify(lists, null, 2)}\n`);
    cpSync(
      path.join(repoRoot, "public/logos/integrations/zoom.svg"),
      path.join(old, "public/logos/integrations/zoom.svg"),
    );
    const siteJson = path.join(old, "site.json");
    writeFileSync(
      siteJson,
      readFileSync(siteJson, "utf8")
        .replace('"formatVersion": 5', '"formatVersion": 4')
        .replace('"siteUrl": "https://www.example.com"', '"siteUrl": "https://www.harbor-dental.example"'),
    );
    const before = readFileSync(siteJson, "utf8");

    // validate names the site's own command that rewrites it (this repository's "npm run migrate" is no script of a site)
    const told = builder(["validate"], old);
    expect(told.status).toBe(1);
    expect(told.stderr).toMatch(/older format \(version 4\).*Run "npm run upgrade" to update them/);
    expect(told.stderr).not.toContain("migrate");

    // nothing to review the change against: refused
    expect(builder(["upgrade"], old).stderr).toMatch(/is not in a git repository.*--force/);
    for (const args of [
      ["init", "-q"],
      ["add", "-A"],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "v4"],
    ])
      ok(run("git", args, old));
    writeFileSync(path.join(old, "notes.md"), "unsaved\n");
    const dirty = builder(["upgrade"], old);
    expect(dirty.status).toBe(1);
    expect(dirty.stderr).toMatch(/has uncommitted changes \(notes\.md\): commit them first/);
    rmSync(path.join(old, "notes.md"));

    const upgraded = ok(builder(["upgrade"], old));
    expect(upgraded.stdout).toContain("• step builder-data-to-collections:");
    expect(upgraded.stdout).toContain("    changed collections/testimonials.json");
    expect(upgraded.stdout).toContain("    changed pages/lists.json");
    expect(upgraded.stdout).toContain("• step schema-lines:");
    expect(upgraded.stdout).toMatch(/✔ \. upgraded and valid|✔ \.\/ upgraded and valid/);
    // only the format version changed in site.json: key order and spacing kept
    expect(readFileSync(siteJson, "utf8")).toBe(before.replace('"formatVersion": 4', '"formatVersion": 5'));
    expect(ok(builder(["build"], old)).stdout).toContain("✔ site written to dist/");

    // a site in a newer format than this builder reads: one line naming what it needs
    writeFileSync(siteJson, before.replace('"formatVersion": 4', '"formatVersion": 6'));
    const newer = builder(["validate"], old);
    expect(newer.status).toBe(2);
    expect(newer.stderr.trim().split("\n")).toHaveLength(1);
    expect(newer.stderr).toMatch(/site\.json is in format version 6, and config-page-builder .* reads version 5/);
  });
});

describe("a block of the site's own, with the installed builder", () => {
  it("is typed, validated and built into the page that uses it, writing nothing into the package", async () => {
    // an agency's block: the bakery fixture's price list, in blocks/price-list/ of the site repository
    const fixture = path.join(repoRoot, "tests/fixtures/sites/bakery-menu");
    cpSync(path.join(fixture, "blocks/price-list"), path.join(site, "blocks/price-list"), { recursive: true });
    // its "$ref" to the builder's shapes named through the site's install, as docs/site-blocks.md writes it (the
    // fixture's names the builder's repository), so VS Code follows it from the site
    const blockSchema = path.join(site, "blocks/price-list/price-list.schema.json");
    writeFileSync(
      blockSchema,
      readFileSync(blockSchema, "utf8").replace(
        "../../../../../schemas/",
        "../../node_modules/config-page-builder/schemas/",
      ),
    );
    const menu = readFileSync(path.join(fixture, "pages/menu.json"), "utf8").replace(
      '"title": "Our Menu",',
      '"title": "Our Menu at Harbor Dental",',
    );
    writeFileSync(path.join(site, "pages/menu.json"), menu);
    ok(builder(["types"]));
    expect(existsSync(path.join(site, "blocks/.schemas/page.schema.json"))).toBe(true);
    // VS Code, through the schemas types wrote: the site block in a column and in a section file is known there
    const service = getLanguageService({
      schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), "utf8"),
      workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
    });
    const price = { type: "price-list", sections: [{ title: "Breads", items: [{ name: "Dark Rye", price: 8 }] }] };
    const column = {
      type: "columns",
      columns: [{ blocks: [price] }, { blocks: [{ type: "markdown", text: "Rye." }] }],
    };
    const vsCodeSays = async (inside: string, value: unknown) => {
      const document = TextDocument.create(
        pathToFileURL(path.join(site, inside)).href,
        "json",
        1,
        JSON.stringify(value, null, 2),
      );
      const found = await service.doValidation(document, service.parseJSONDocument(document), {
        schemaValidation: "error",
      });
      return found.map((d) => (typeof d.message === "string" ? d.message : d.message.value));
    };
    const seo = { title: "Menu", description: "Our breads." };
    expect(
      await vsCodeSays("pages/menu.json", { $schema: "../blocks/.schemas/page.schema.json", seo, blocks: [column] }),
    ).toEqual([]);
    expect(
      await vsCodeSays("sections/menu-teaser.json", {
        $schema: "../blocks/.schemas/section.schema.json",
        blocks: [column],
      }),
    ).toEqual([]);
    expect(
      await vsCodeSays("pages/menu.json", {
        $schema: "../blocks/.schemas/page.schema.json",
        seo,
        blocks: [{ ...column, columns: [{ blocks: [{ ...price, currncy: "USD" }] }, column.columns[1]] }],
      }),
    ).toEqual(["Property currncy is not allowed."]);
    expect(ok(builder(["validate"])).stdout).toMatch(/✔ \d+ config files valid/);
    const build = ok(builder(["build"]));
    expect(build.stdout).toContain("✔ site written to dist/");
    // the site's code bundled (its block is part of it) without the bundler's notes, which no one here can act on
    expect(build.stdout + build.stderr).not.toMatch(/emptyOutDir|not inside project root/);
    const html = readFileSync(path.join(site, "dist/menu/index.html"), "utf8");
    expect(html).toContain("Country Sourdough");
    expect(html).toMatch(/\$9\.50/);
    // the pages without it are built as before
    expect(readFileSync(path.join(site, "dist/index.html"), "utf8")).toContain("Harbor Dental");

    // typed: TypeScript, through the site's tsconfig.json (what VS Code reads), checks the component against the
    // type written from its schema, and a field the schema lacks is an error at its place
    const tsc = (cwd = site) =>
      run(process.execPath, [path.join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", "."], cwd);
    expect(ok(tsc()).stdout).toBe("");
    const component = path.join(site, "blocks/price-list/PriceList.tsx");
    const source = readFileSync(component, "utf8");
    try {
      writeFileSync(component, source.replace("{section.title}\n", "{section.title}\n{section.subtitle}\n"));
      const wrong = tsc();
      expect(wrong.status).not.toBe(0);
      expect(wrong.stdout).toMatch(
        /^blocks\/price-list\/PriceList\.tsx\(\d+,\d+\): error TS2339: Property 'subtitle' does not exist on type/m,
      );
    } finally {
      writeFileSync(component, source);
    }
    expect(fileStamps(installed)).toEqual(installedBefore);
  }, 900_000);
});

/** The installed command `args` started in the site on a free port, once it printed `ready`; stop() ends it. */
/** How long a server may take to say it is ready on a busy CI machine (it is about 5 s on a quiet one). */
const readyWithin = 150_000;

async function startedServer(args: string[], ready: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(installed, "bin", "config-page-builder.mjs"), ...args, "--port", String(port)],
    { cwd: site, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  await new Promise<void>((resolve, reject) => {
    // with CI set (as on a CI machine) Vite colours its output even into a pipe: "Local:" comes split by colour codes
    const seen = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString());
      if (output.includes(ready)) resolve();
    };
    child.stdout.on("data", seen);
    child.stderr.on("data", seen);
    child.once("exit", (code) => reject(new Error(`${args[0]} ended (${code}): ${output}`)));
    setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error(`${args[0]} did not print "${ready}" within ${readyWithin / 1000} s; it printed:\n${output}`));
    }, readyWithin).unref();
  });
  return {
    port,
    stop: async () => {
      child.kill("SIGTERM");
      await ended;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
