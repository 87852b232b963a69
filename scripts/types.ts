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
import { siteTypeSchemas } from "./lib/siteTypeSchemas";
import { schemaFieldsHint } from "../src/engine/siteBlocks/siteBlockSchemaIssues";
import { countProblems, type Diagnostic, sortDiagnostics } from "../src/engine/diagnostic";
import { listConfigFiles } from "../src/engine/configFiles";
import { diagnosticLines } from "../src/engine/diagnosticLines";

const { values } = readCommandLine({
  command: "npm run types",
  summary: runsInstalled
    ? "Writes a site's types: each of its own blocks' (blocks/<type>/<type>.d.ts, blocks/.schemas/) and its collections' (content-types.d.ts), from their schemas."
    : "Writes the files generated from schemas/ (block union schema, TypeScript types, reference docs).",
  options: {
    check: { type: "boolean", description: "write nothing; exit 1 naming each stale generated file" },
    dir: {
      type: "string",
      value: "DIR",
      description: runsInstalled
        ? "the site's folder (default: the site the current folder is in)"
        : "a site folder: write the types of its own blocks and collections instead",
    },
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
  // the schemas validate refuses are refused here too, with its messages: nothing is written from them
  const site = siteTypeSchemas(siteDir);
  const problems: Diagnostic[] = [...site.problems];
  const unwritten = (file: string, code: Diagnostic["code"], what: string, error: Error) =>
    problems.push({
      file,
      line: 1,
      column: 1,
      code,
      message: `(file) the types of ${what} cannot be written from this schema: ${error.message.split("\n")[0]}.`,
      hint: schemaFieldsHint,
    });
  const collectionFiles = new Map(
    listConfigFiles(siteDir).flatMap((f) =>
      f.what.kind === "collection-schema" ? [[f.what.collection, f.display]] : [],
    ),
  );
  const content = await contentTypes(siteDir, {
    skip: site.refusedCollections,
    failed: (name, error) =>
      unwritten(collectionFiles.get(name) ?? name, "bad-collection-schema", `the collection "${name}"`, error),
  });
  const blockTypes: { file: string; content: string }[] = [];
  for (const block of site.blocks) {
    try {
      blockTypes.push(await siteBlockTypes(block));
    } catch (error) {
      unwritten(block.schemaDisplay, "site-block-invalid-schema", `the block "${block.type}"`, error as Error);
    }
  }
  // the page schema for VS Code holds every block of the site: not written while one of them is left out
  const allBlocks = site.everyBlock && blockTypes.length === site.blocks.length;
  const written = [
    { file: path.join(siteDir, contentTypesName), content },
    // a site's own blocks: each one's props beside its schema (blocks/<type>/<type>.d.ts), and the page schema
    // its pages may name so VS Code knows them (blocks/.schemas/)
    ...blockTypes,
    ...(allBlocks ? siteBlockSchemas(siteDir, site.blocks) : []),
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
  if (problems.length) {
    for (const line of diagnosticLines(sortDiagnostics(problems))) console.error(line);
    const one = new Set(problems.map((p) => p.file)).size === 1;
    const schemas = path.join(path.relative(process.cwd(), siteDir), "blocks/.schemas/");
    console.error(
      `✖ ${countProblems(problems)}, so ${check ? "the types from" : "no types were written from"} ${one ? "that file" : "those files"}${
        check ? " were not checked" : ""
      }${allBlocks ? "" : ` (nor ${schemas}, which holds every block of the site)`}: fix ${one ? "it" : "them"} and run this again.`,
    );
  }
  process.exit(stale || problems.length ? 1 : 0);
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
