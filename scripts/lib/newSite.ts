import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { repoRoot } from "../../src/engine/projectPaths";
import { defaultStarterColor, starterColors } from "./starterColors";
import { starterWords } from "./starterWords";

/** The starter a new site is copied from: template files kept in the repository, not strings in code. */
export const defaultStarterDir = path.join(repoRoot, "starters/default");
/** Laid over the default starter by --blog: a posts collection, a page per post with a feed, a paged index, tag pages. */
export const blogStarterDir = path.join(repoRoot, "starters/blog");

/**
 * Text files whose `{{name}}`, `{{initials}}`, `{{color}}`, `{{colorText}}`, `{{brandColor}}`, `{{language}}`, the
 * logo's room for the name (`logoLayout`) and
 * the starter's words (scripts/lib/starterWords.ts, in that language) are filled in; a
 * `X.png.svg` is filled in and drawn as `X.png`; any other file is copied byte for byte.
 */
const filledIn: Record<string, (text: string) => string> = {
  ".json": (text) => JSON.stringify(text).slice(1, -1),
  ".svg": (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
};

/** The site's name from its folder ("harbor-dental" → "Harbor Dental"). */
export function nameFromFolder(folder: string): string {
  return path
    .basename(path.resolve(folder))
    .split(/[-_\s.]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}

/** Up to two letters for the placeholder logo ("Harbor Dental" → "HD", "Lumen" → "L"). */
export function initialsOf(name: string): string {
  const words = name.match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join("");
}

/** What `npm install` leaves in a folder: the builder installed there, nothing of a site. */
const installedHere = new Set(["node_modules", "package.json", "package-lock.json"]);

/**
 * Why a site cannot be written to `target`, in words, or undefined when it can (missing, an empty folder, or one
 * holding only .git).
 */
export function targetProblem(target: string): string | undefined {
  if (!existsSync(target)) return undefined;
  if (!statSync(target).isDirectory()) return `${target} is a file; name a new folder for the site`;
  // a folder holding only .git (a repository made for the site, the first thing a person makes) is taken
  const entries = readdirSync(target).filter((entry) => entry !== ".git");
  // the folder the builder was installed in (`npm install config-page-builder` there): its package.json is not the
  // site's, and the site's own is written with the builder pinned
  if (entries.includes("node_modules") && entries.every((entry) => installedHere.has(entry)))
    return `${target} is where the builder is installed (${entries.sort().join(", ")}), not an empty folder; make the site in a folder of its own, which gets its own package.json pinning the builder: npx config-page-builder new ${path.join(target, "my-site")}`;
  if (entries.length > 0)
    return `${target} is not empty (${entries.slice(0, 3).join(", ")}${entries.length > 3 ? ", …" : ""}); a new site needs an empty or new folder (or one holding only .git), so nothing was written`;
  return undefined;
}

/**
 * The placeholder logo's room for the name, so a long one is never cut ("Boulangerie Saint-François"): 18px while
 * it fits 240px, smaller down to 12px, then a wider logo. `nameLength` is drawn exactly (SVG `textLength`), so the
 * name ends inside the logo whatever the font's real widths.
 */
export function logoLayout(name: string): { logoWidth: string; nameSize: string; nameLength: string } {
  const em = 0.64; // a semibold system font's widest average width of a letter (measured: 0.58 to 0.62), in ems
  const letters = Math.max(1, [...name].length);
  const size = Math.max(12, Math.min(18, Math.floor(240 / (letters * em))));
  const length = Math.ceil(letters * em * size);
  return { logoWidth: String(42 + length + 6), nameSize: String(size), nameLength: String(length) };
}

/** The share image's name size: 64px up to 26 characters, smaller for longer names so the name fits the image. */
const shareNameSize = (name: string) => String(Math.min(64, Math.floor((64 * 26) / Math.max(1, [...name].length))));

/**
 * Copies the starter into `target` (which must be new or empty), filling in the site's name, colour (anything
 * `colorOptionProblem` accepts) and language (its not-found page's words are that language's); returns the files
 * written, relative to `target`, forward slashes.
 */
export async function writeStarter(
  target: string,
  name: string,
  color = defaultStarterColor,
  starter = defaultStarterDir,
  language = "en",
): Promise<string[]> {
  const colors = starterColors(color);
  const values: Record<string, string> = {
    ...starterWords(language),
    language,
    name,
    initials: initialsOf(name) || "S",
    color: colors.color,
    colorText: colors.colorText,
    brandColor: colors.brandColor,
    shareNameSize: shareNameSize(name),
    ...logoLayout(name),
  };
  const written: string[] = [];
  const drawn: Promise<unknown>[] = [];
  const copy = (inside: string) => {
    const from = path.join(starter, inside);
    const to = path.join(target, inside);
    if (statSync(from).isDirectory()) {
      mkdirSync(to, { recursive: true });
      for (const entry of readdirSync(from).sort()) copy(path.join(inside, entry));
      return;
    }
    const escape = filledIn[path.extname(from)] as ((text: string) => string) | undefined;
    if (!escape) {
      cpSync(from, to);
      written.push(inside.split(path.sep).join("/"));
      return;
    }
    const text = readFileSync(from, "utf8").replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
      key in values ? escape(values[key]) : whole,
    );
    if (from.endsWith(".png.svg")) {
      const png = inside.slice(0, -".svg".length);
      drawn.push(sharp(Buffer.from(text)).png().toFile(path.join(target, png)));
      written.push(png.split(path.sep).join("/"));
      return;
    }
    writeFileSync(to, text);
    written.push(inside.split(path.sep).join("/"));
  };
  copy("");
  await Promise.all(drawn);
  return written;
}

/**
 * Links a blog made by `new --blog` from the site's navigation and the footer's pages, where a visitor finds it:
 * after "Services" in the menu and after "Home" in the footer, written into the starter's site.json as it is laid
 * out (both are followed by "Contact"). Returns the site.json text; it throws if the starter's links moved (its test
 * makes a blog site).
 */
export function withBlogLinks(siteJson: string): string {
  const after = (found: string, indent: string) => {
    if (!siteJson.includes(found)) throw new Error(`the starter's site.json has no ${JSON.stringify(found)}`);
    return `${found}\n${indent}{\n${indent}  "label": "Blog",\n${indent}  "href": "/blog"\n${indent}},`;
  };
  const menu = '      "href": "/#services"\n    },';
  const footer = '            "href": "/"\n          },';
  return siteJson.replace(menu, after(menu, "    ")).replace(footer, after(footer, "          "));
}
