/**
 * npm run types            writes the generated files (block union schema, icon names schema, TypeScript types)
 * npm run types -- --check exits 1 when a generated file is stale, naming it
 * npm run types -- --dir D writes the types of site D's collections (D/content-types.d.ts), and --check checks it
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readCommandLine } from "./lib/cliOptions";
import { allGeneratedFiles, blockUnion, iconSchema } from "./lib/generatedFiles";
import { repoRoot, runsInstalled } from "../src/engine/projectPaths";
import { contentTypes, contentTypesName } from "./lib/contentTypes";
import { siteBlockTypes } from "./lib/siteBlockTypes";
import { siteBlockSchemas } from "./lib/siteBlockSchemas";
import { schemasDir } from "../src/engine/projectPaths";
import { readSiteBlocks } from "../src/engine/siteBlocks/readSiteBlocks";
import { schemaStore } from "../src/engine/validateConfigDir";

const { values } = readCommandLine({
  command: "npm run types",
  summary: "Writes the files generated from schemas/ (block union schema, TypeScript types, reference docs).",
  options: {
    check: { type: "boolean", description: "write nothing; exit 1 naming each stale generated file" },
    dir: { type: "string", description: "a site folder: write the types of its collections instead" },
  },
});
const check = values.check === true;
// installed in a site repository, the builder's own generated files came with it: only a site's types are written,
// those of the site the command runs in (the bin names it in PAGES_CONFIG_DIR) unless --dir names another
const siteDir = values.dir ?? (runsInstalled ? process.env.PAGES_CONFIG_DIR : undefined);
if (runsInstalled && typeof siteDir !== "string") {
  console.error(
    "✖ the builder's own types come with it: config-page-builder types writes a site's collection types, give its folder with --dir DIR (--dir . in the site's folder)",
  );
  process.exit(2);
}
if (typeof siteDir === "string") {
  const { blocks } = readSiteBlocks(siteDir, schemaStore(schemasDir).blockTypes());
  const written = [
    { file: path.join(siteDir, contentTypesName), content: await contentTypes(siteDir) },
    // a site's own blocks: each one's props beside its schema (blocks/<type>/<type>.d.ts), and the page schema
    // its pages may name so VS Code knows them (blocks/.schemas/)
    ...(await Promise.all(blocks.map((b) => siteBlockTypes(b)))),
    ...siteBlockSchemas(siteDir, blocks),
  ];
  let stale = false;
  for (const { file, content } of written) {
    const current = existsSync(file) ? readFileSync(file, "utf8") : undefined;
    if (check && current !== content) {
      console.error(
        `${file}  is stale: run "${values.dir === undefined ? "npx config-page-builder types" : `npm run types -- --dir ${values.dir}`}" and commit the result.`,
      );
      stale = true;
      continue;
    }
    if (!check && current !== content) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
    console.log(
      `✔ ${path.relative(process.cwd(), file)} ${check || current === content ? "is up to date" : "written"}`,
    );
  }
  process.exit(stale ? 1 : 0);
}
if (!check) {
  // Types are compiled from the generated schemas on disk, so they are written first.
  for (const schema of [blockUnion(), iconSchema()]) {
    const full = path.join(repoRoot, schema.path);
    if (!existsSync(full) || readFileSync(full, "utf8") !== schema.content) writeFileSync(full, schema.content);
  }
}
const files = await allGeneratedFiles();
const stale = files.filter((f) => {
  const full = path.join(repoRoot, f.path);
  return !existsSync(full) || readFileSync(full, "utf8") !== f.content;
});

if (check) {
  if (stale.length === 0) {
    console.log(`✔ generated files are up to date (${files.map((f) => f.path).join(", ")})`);
  } else {
    for (const f of stale)
      console.error(
        `${f.path}  is stale: the schemas changed since it was generated. Run "npm run types" and commit the result.`,
      );
    process.exit(1);
  }
} else {
  for (const f of stale) {
    const full = path.join(repoRoot, f.path);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, f.content);
  }
  console.log(stale.length ? `✔ wrote ${stale.map((f) => f.path).join(", ")}` : "✔ generated files already up to date");
}
