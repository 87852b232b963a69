/**
 * npm run new-site -- DIR [--name "Harbor Dental"] [--color "#7c3aed"] [--language fr] [--blog]
 * Writes a new site into DIR (new, empty, or holding only .git) from the starter in starters/default/: home, contact with a form,
 * privacy policy, a not-found page and a placeholder logo, tab icon (favicon.svg) and share image in DIR/public/,
 * drawn in the site's colour with its initials. With --blog, starters/blog/ on top: a posts collection with two
 * Markdown posts, a page per post with a feed, a paged index at /blog and a page per tag. The site validates and
 * builds at once. Outside this repository (and always when installed: `config-page-builder new DIR`) the site is a
 * repository of its own: package.json pinning this builder (its version, or the tarball or git spec it was installed
 * from: builderDependency), with its scripts; .gitignore; a README for its owner; every "$schema" line pointing at
 * the schemas inside its own node_modules/config-page-builder.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { problemText } from "../src/engine/diagnostic";
import { packageName, schemasDir } from "../src/engine/projectPaths";
import { validateConfigDir } from "../src/engine/validateConfigDir";
import { readCommandLine } from "./lib/cliOptions";
import { blogStarterDir, nameFromFolder, targetProblem, withBlogLinks, writeStarter } from "./lib/newSite";
import {
  builderDependency,
  builderPinWords,
  makesSiteRepository,
  pointSchemasIntoInstall,
  siteGitignore,
  sitePackageJson,
  siteReadme,
  siteTsconfig,
} from "./lib/siteRepository";
import { colorOptionProblem, defaultStarterColor, starterColors } from "./lib/starterColors";
import { languageOptionProblem } from "./lib/starterWords";

const { positionals, values } = readCommandLine({
  command: "npm run new-site",
  summary: "Writes a new site folder from the starter: it validates and builds at once.",
  positionals: { name: "DIR", min: 1, max: 1, description: "the new site's folder (new or empty), e.g. harbor-dental" },
  options: {
    name: {
      type: "string",
      value: "TEXT",
      description:
        'the business\'s name, shown on every page (default: from the folder, "harbor-dental" → "Harbor Dental")',
      check: (value) => (/\S/.test(value) && value.length <= 60 ? undefined : "needs a name of 1 to 60 characters"),
    },
    color: {
      type: "string",
      value: "COLOUR",
      description: `the brand colour: the theme, the placeholder logo, tab icon and share image (default ${defaultStarterColor})`,
      check: colorOptionProblem,
    },
    language: {
      type: "string",
      value: "CODE",
      description:
        "the site's language (default \"en\"): its pages' language, the builder's words and the not-found page in it",
      check: languageOptionProblem,
    },
    blog: {
      type: "boolean",
      description:
        "add a blog: posts in collections/posts/ (Markdown), /blog paged, a page per post and per tag, a feed",
    },
  },
});

const target = path.resolve(positionals[0]);
const relative = path.relative(process.cwd(), target);
const shown = relative.startsWith("..") ? target : relative || ".";
const problem = targetProblem(target);
if (problem) {
  console.error(`✖ ${problem.replace(target, shown)}`);
  process.exit(1);
}
const name = values.name?.trim() ?? nameFromFolder(target);
const existed = existsSync(target);
const keep = new Set(existed ? readdirSync(target) : []);
const color = values.color ?? defaultStarterColor;
const language = values.language ?? "en";
const written = await writeStarter(target, name, color, undefined, language);
if (values.blog) {
  written.push(...(await writeStarter(target, name, color, blogStarterDir, language)));
  // the blog is linked where visitors look for it: the menu and the footer
  const siteJson = path.join(target, "site.json");
  writeFileSync(siteJson, withBlogLinks(readFileSync(siteJson, "utf8")));
}
// a site repository of its own (npm project, README, its "$schema" lines into its own install), unless the folder
// is inside this repository (then it is a site folder beside schemas/, as pages-config/ is)
const repository = makesSiteRepository(target);
if (repository) {
  writeFileSync(path.join(target, "package.json"), sitePackageJson(target, name));
  writeFileSync(path.join(target, ".gitignore"), siteGitignore);
  writeFileSync(path.join(target, "tsconfig.json"), siteTsconfig);
  writeFileSync(path.join(target, "README.md"), siteReadme(name));
  pointSchemasIntoInstall(target, written);
  written.unshift("package.json", "README.md", "tsconfig.json");
}

// The starter must validate as written; if it does not (a name the schema refuses), nothing is left behind
const problems = validateConfigDir(target, schemasDir).diagnostics;
if (problems.length > 0) {
  // an empty folder the person made stays as it was (empty, or holding only its .git)
  if (existed) {
    for (const entry of readdirSync(target))
      if (!keep.has(entry)) rmSync(path.join(target, entry), { recursive: true, force: true });
  } else rmSync(target, { recursive: true, force: true });
  console.error(`✖ the new site would not be valid, so nothing was written:`);
  for (const d of problems) console.error(`  ${problemText(d)}`);
  process.exit(1);
}

console.log(`✔ wrote ${shown}/ for "${name}" (${written.length} files):`);
for (const file of written) console.log(`  ${file}`);
const { note } = starterColors(color);
if (note) console.log(`\n⚠ ${note}`);
if (repository) {
  console.log(`
Next:
  cd ${shown}
  npm install        ${builderPinWords(packageName, builderDependency(target))}
  npm run dev        see it at http://127.0.0.1:5173, reloading as you save
  npm run edit       change it in the visual editor
  npm test           validate, build into dist/ (a plain folder to copy to any static host), check the pages
Start with site.json (name, links, navigation, footer) and pages/index.json; ${shown}/README.md says more.`);
  process.exit(0);
}
console.log(`
Next:
  npm run dev -- --dir ${shown}       see it at http://127.0.0.1:5173, reloading as you save
  npm run edit -- --dir ${shown}      change it in the visual editor
  npm run build -- --dir ${shown}     build it into ${shown}/dist/ (a plain folder to copy to any static host)
Start with ${shown}/site.json (name, links, navigation, footer) and ${shown}/pages/index.json.`);
