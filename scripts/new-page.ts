/**
 * npm run new-page -- /path [--title "Title"] [--from /other-page] [--dir DIR]
 * Writes <site folder>/pages/<path>.json: a starter page (a hero with the title) or a copy of another page's
 * blocks (--from), with its own title and description, that validates. Refuses an address a page already
 * has, or one that cannot be a page's address, in plain words, and writes nothing then.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { problemText } from "../src/engine/diagnostic";
import { validateConfigDir } from "../src/engine/validateConfigDir";
import { planNewPage } from "./lib/newPage";
import { schemasDir } from "../src/engine/projectPaths";
import { readCommandLine } from "./lib/cliOptions";
import { siteDirOption, siteFolderOrExit } from "./lib/siteFolder";

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const { positionals, values } = readCommandLine({
  command: "npm run new-page",
  summary: "Writes a new page config (a starter page, or a copy of another page's blocks) that validates.",
  positionals: { name: "ADDRESS", min: 1, max: 1, description: 'the new page\'s address, e.g. "/services"' },
  options: {
    title: { type: "string", value: "TEXT", description: "its title (default: made from the address)" },
    from: { type: "string", value: "ADDRESS", description: "start from a copy of this page's blocks" },
    dir: siteDirOption,
  },
});

const configDir = siteFolderOrExit(values.dir);
const plan = planNewPage({ configDir, route: positionals[0], title: values.title, from: values.from });
if (!plan.ok) fail(plan.message);

const shown = path.relative(process.cwd(), plan.file).split(path.sep).join("/");
mkdirSync(path.dirname(plan.file), { recursive: true });
writeFileSync(plan.file, plan.content);
// The page must validate as written (a title over the length limit, say, or a copied page that was invalid)
const problems = validateConfigDir(configDir, schemasDir).diagnostics.filter((d) => path.resolve(d.file) === plan.file);
if (problems.length > 0) {
  rmSync(plan.file);
  fail(
    `the new page would not be valid, so nothing was written:\n${problems.map((d) => `  ${problemText(d)}`).join("\n")}`,
  );
}
console.log(
  `✔ wrote ${shown}: ${plan.copiedFrom ? `a copy of the blocks of ${plan.copiedFrom}` : "a starter page"} for ${plan.route}`,
);
console.log(
  `  Next: edit its "seo" and "blocks", run npm run validate, and see it with npm run dev (http://127.0.0.1:5173${plan.route}).`,
);
