import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import sharp from "sharp";
import { defaultStarterDir, initialsOf, nameFromFolder, writeStarter } from "../../scripts/lib/newSite";
import { colorOptionProblem, starterColors } from "../../scripts/lib/starterColors";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { firstSiteWords } from "../support/firstSiteWords";
import { tsxNodeOptions } from "../../scripts/lib/scriptCommand";
import { builderWords } from "../../src/engine/i18n/builderWords";
import { loadResolved } from "./support/renderPage";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "new-site-"));
  temps.push(dir);
  return dir;
};
const newSite = (args: string[]) => {
  const run = spawnSync(process.execPath, [...tsxNodeOptions, path.join(repoRoot, "scripts/new-site.ts"), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.trim() };
};
const allFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });

describe("npm run new-site", () => {
  it("writes a site that validates, named after --name, with its logo in its own public/", () => {
    const dir = path.join(tempDir(), "harbor-dental");
    const run = newSite([dir, "--name", 'Harbor "Dental" & Co']);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    // outside this repository: a site repository of its own (npm project, README)
    expect(run.stdout).toContain('for "Harbor "Dental" & Co" (13 files)');
    const written = allFiles(dir).map((f) => path.relative(dir, f).split(path.sep).join("/"));
    expect(written.sort()).toEqual(
      [
        ".gitignore", // the site's build, dist/, its caches and node_modules/ are not committed
        "package.json",
        "README.md",
        "tsconfig.json", // how TypeScript checks the site's own blocks (docs/site-blocks.md)
        "not-found/index.json",
        "pages/contact.json",
        "pages/index.json",
        "pages/privacy-policy.json",
        "public/favicon.svg",
        "public/logo-mark.svg",
        "public/logo.svg",
        "public/share.png",
        "site.json",
      ].sort(),
    );
    expect(JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8")).productName).toBe('Harbor "Dental" & Co');
    expect(readFileSync(path.join(dir, "public/logo.svg"), "utf8")).toContain("Harbor &#34;Dental&#34; &#38; Co");
    expect(validateConfigDir(dir, path.join(repoRoot, "schemas")).diagnostics).toEqual([]);
    const contact = readFileSync(path.join(dir, "pages/contact.json"), "utf8");
    expect(contact).toContain('"type": "form"');
  });

  it("outside this repository writes a site repository: the builder pinned, scripts, $schema lines into its install", () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, ".git")); // a repository made for the site: only .git in the folder is taken
    writeFileSync(path.join(dir, ".git", "HEAD"), "ref: refs/heads/main\n");
    const run = newSite([dir, "--name", "Harbor Dental"]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const version = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")).version;
    const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
    expect(manifest.dependencies).toEqual({ "config-page-builder": version });
    expect(run.stdout).toContain(
      `npm install        the builder, config-page-builder ${version}, pinned in package.json\n`,
    );
    expect(Object.keys(manifest.scripts)).toEqual([
      "dev",
      "build",
      "start",
      "edit",
      "validate",
      "new-page",
      "upgrade",
      "test",
    ]);
    expect(readFileSync(path.join(dir, ".gitignore"), "utf8")).toContain("/.build-cache/");
    expect(readFileSync(path.join(dir, ".git", "HEAD"), "utf8")).toBe("ref: refs/heads/main\n");
    const schemaOf = (file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")).$schema;
    expect(schemaOf("site.json")).toBe("node_modules/config-page-builder/schemas/site.schema.json");
    expect(schemaOf("pages/index.json")).toBe("../node_modules/config-page-builder/schemas/page.schema.json");
    // the repository's own files are not configs: the site validates as written
    expect(validateConfigDir(dir, path.join(repoRoot, "schemas")).diagnostics).toEqual([]);
  });

  it("inside this repository writes a site folder beside schemas/, as before: no package.json, $schema ../schemas", () => {
    mkdirSync(path.join(repoRoot, "tests", ".tmp"), { recursive: true });
    const dir = mkdtempSync(path.join(repoRoot, "tests", ".tmp", "new-site-"));
    temps.push(dir);
    const run = newSite([path.join(dir, "site")]);
    expect(run.status).toBe(0);
    expect(readdirSync(path.join(dir, "site")).sort()).toEqual([
      ".gitignore",
      "not-found",
      "pages",
      "public",
      "site.json",
    ]);
    expect(JSON.parse(readFileSync(path.join(dir, "site", "site.json"), "utf8")).$schema).toBe(
      "../schemas/site.schema.json",
    );
  });

  it("with --blog adds posts, a page per post with a feed, a paged /blog and tag pages, and validates", () => {
    const dir = path.join(tempDir(), "corner-cafe");
    const run = newSite([dir, "--blog"]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const written = allFiles(dir).map((f) => path.relative(dir, f).split(path.sep).join("/"));
    expect(written.filter((f) => f.startsWith("collections/") || f.startsWith("pages/blog")).sort()).toEqual([
      "collections/posts.schema.json",
      "collections/posts/second-post.md",
      "collections/posts/welcome.md",
      "pages/blog/[slug].json",
      "pages/blog/index.json",
      "pages/blog/tags/[tag].json",
    ]);
    // a post's picture takes the builder's own shape, by a "$ref" into the site's own install
    const posts = JSON.parse(readFileSync(path.join(dir, "collections/posts.schema.json"), "utf8"));
    expect(posts.properties.image.$ref).toBe(
      "../node_modules/config-page-builder/schemas/defs.schema.json#/definitions/image",
    );
    const set = validateConfigDir(dir, path.join(repoRoot, "schemas"));
    expect(set.diagnostics).toEqual([]);
    expect(set.warnings).toEqual([]);
    expect(set.pages.map((p) => p.route).filter((r) => r.startsWith("/blog"))).toEqual([
      "/blog/second-post",
      "/blog/welcome",
      "/blog",
      "/blog/tags/how-to",
      "/blog/tags/news",
    ]);
    expect(set.pages.find((p) => p.route === "/blog")?.pager).toEqual({ number: 1, count: 1 });
    expect(set.feeds?.map((f) => [f.path, f.title])).toEqual([["/blog/rss.xml", "Corner Cafe blog"]]);
  });

  it("with --language writes the site in that language: its not-found page and the builder's words", () => {
    const dir = path.join(tempDir(), "boulangerie");
    const run = newSite([dir, "--language", "fr"]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8")).languages).toEqual(["fr"]);
    const notFound = JSON.parse(readFileSync(path.join(dir, "not-found/index.json"), "utf8"));
    expect(notFound.seo.title).toBe("Page introuvable");
    expect(notFound.blocks[0]).toMatchObject({
      title: "Désolé, cette page n’existe pas",
      link: { label: "Retour à l’accueil", href: "/" },
    });
    const resolved = loadResolved(dir);
    expect(resolved.notFound.map((n) => n.language)).toEqual(["fr"]);
    expect(resolved.pages.every((p) => p.language === "fr")).toBe(true);
    // the builder's own words in the page's language
    expect(builderWords(resolved.notFound[0].language).skipLink).toBe("Aller au contenu");
  });

  it("without --language writes the site in English, and refuses a language it does not know", () => {
    const dir = path.join(tempDir(), "plain");
    expect(newSite([dir]).status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8")).languages).toEqual(["en"]);
    expect(JSON.parse(readFileSync(path.join(dir, "not-found/index.json"), "utf8")).seo.title).toBe("Page Not Found");
    const wrong = newSite([path.join(tempDir(), "x"), "--language", "french"]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/^✖ --language needs a language code the builder knows, such as "fr"/);
  });

  it("fits a long name in the placeholder logo (smaller, then a wider logo), never cutting it", async () => {
    /** The rightmost drawn column of the logo drawn on a canvas 400px wider, and the logo's own width. */
    const drawn = async (name: string) => {
      const dir = tempDir();
      await writeStarter(dir, name);
      const svg = readFileSync(path.join(dir, "public/logo.svg"), "utf8");
      const width = Number(/width="(\d+)"/.exec(svg)![1]);
      const wider = svg
        .replace(/width="\d+"/, `width="${width + 400}"`)
        .replace(/viewBox="0 0 \d+ 40"/, `viewBox="0 0 ${width + 400} 40"`);
      const { data, info } = await sharp(Buffer.from(wider)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      let right = 0;
      for (let y = 0; y < info.height; y++)
        for (let x = 0; x < info.width; x++) if (data[(y * info.width + x) * 4 + 3] > 0 && x > right) right = x;
      return { width, right, svg };
    };
    for (const name of [
      "Boulangerie Saint-François",
      "Harbor Dental",
      "The Very Long Name of a Family Bakery and Café Downtown",
    ]) {
      const { width, right, svg } = await drawn(name);
      expect(right, name).toBeLessThan(width);
      expect(svg).toContain(`>${name.replace("&", "&#38;")}</text>`);
    }
    // a short name keeps today's 18px and a logo no wider than before
    const short = await drawn("Lumen");
    expect(short.svg).toContain('font-size="18"');
    expect(short.width).toBeLessThanOrEqual(240);
  });

  it("without --blog writes no collection (what stays the same)", () => {
    const dir = path.join(tempDir(), "plain");
    expect(newSite([dir]).status).toBe(0);
    expect(allFiles(dir).some((f) => f.includes("collections") || f.includes(`${path.sep}blog`))).toBe(false);
  });

  it("names the site after its folder when --name is left out, in the starter's blue when --color is", () => {
    const dir = path.join(tempDir(), "corner-bakery");
    expect(newSite([dir]).status).toBe(0);
    const site = JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8"));
    expect(site.productName).toBe("Corner Bakery");
    expect(site.theme.brandColor).toBe("#2f5d8a");
    expect(readFileSync(path.join(dir, "public/favicon.svg"), "utf8")).toContain('fill="#2f5d8a"');
  });

  it("draws the logo, mark, tab icon and share image in --color with the name's initials, and sets the theme", async () => {
    const dir = path.join(tempDir(), "harbor-dental");
    const run = newSite([dir, "--name", "Harbor Dental", "--color", "#7C3AED"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).not.toContain("⚠");
    expect(JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8")).theme.brandColor).toBe("#7c3aed");
    for (const file of ["public/logo.svg", "public/logo-mark.svg", "public/favicon.svg"]) {
      const svg = readFileSync(path.join(dir, file), "utf8");
      expect(svg, file).toMatch(/<rect [^>]*fill="#7c3aed"\/>/);
      expect(svg, file).toMatch(/fill="#ffffff">HD<\/text>/);
      expect(svg, file).not.toContain("{{");
    }
    const share = sharp(path.join(dir, "public/share.png"));
    expect(await share.metadata()).toMatchObject({ width: 1200, height: 630, format: "png" });
    const { data, info } = await share.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return `#${[...data.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    };
    expect(pixel(20, 20)).toBe("#7c3aed"); // the band
    expect(pixel(200, 295)).toBe("#7c3aed"); // the initials' square, below the band
    expect(pixel(1100, 600)).toBe("#f4f5f7");
    expect(validateConfigDir(dir, path.join(repoRoot, "schemas")).diagnostics).toEqual([]);
  });

  it("keeps a colour too light for white text in the logo with dark initials, and gives the theme one that passes", () => {
    const dir = path.join(tempDir(), "sunny");
    const run = newSite([dir, "--name", "Sunny Bakes", "--color", "yellow"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /⚠ #ffff00 is too light for the theme: white text on buttons.* 1:1, WCAG AA asks 4\.5:1/,
    );
    expect(run.stdout).toContain("The logo keeps #ffff00 with dark initials; buttons and links use #737300");
    expect(readFileSync(path.join(dir, "public/logo-mark.svg"), "utf8")).toMatch(
      /fill="#ffff00"[\s\S]*fill="#1a202c">SB</,
    );
    expect(JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8")).theme.brandColor).toBe("#737300");
    expect(validateConfigDir(dir, path.join(repoRoot, "schemas")).diagnostics).toEqual([]);
  });

  it("refuses a colour that is not a colour in one line naming the forms it takes, writing nothing", () => {
    const dir = path.join(tempDir(), "x");
    const run = newSite([dir, "--color", "purple-ish"]);
    expect(run.status).toBe(2);
    expect(run.stderr.split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(
      /^✖ --color needs a hex colour \("#7c3aed" or "#73e"\) or a CSS colour name \("teal", "rebeccapurple"\)\. Did you mean "purple"\? \(got "purple-ish"\)/,
    );
    expect(() => readdirSync(dir)).toThrow();
  });

  it("refuses a folder that is not empty, writing nothing", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "notes.txt"), "mine");
    const run = newSite([dir]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/is not empty \(notes\.txt\); a new site needs an empty or new folder/);
    expect(readdirSync(dir)).toEqual(["notes.txt"]);
  });

  it("accepts an empty folder, and refuses a missing folder argument or a blank name", () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, "empty"));
    expect(newSite([path.join(dir, "empty")]).status).toBe(0);
    expect(newSite([]).stderr).toMatch(/^✖ npm run new-site needs DIR/);
    const blank = newSite([path.join(dir, "x"), "--name", " "]);
    expect(blank.status).toBe(2);
    expect(blank.stderr).toMatch(/^✖ --name needs a name of 1 to 60 characters/);
  });

  it("writes nothing when the site would not validate (a name with an unknown {placeholder})", () => {
    const dir = tempDir();
    const run = newSite([dir, "--name", "{bad}"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^✖ the new site would not be valid, so nothing was written:\n {2}productName: "\{bad\}" is not a placeholder/,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it("holds none of the first site's words in any starter file", () => {
    for (const file of allFiles(defaultStarterDir).filter((f) => !f.endsWith(".png"))) {
      const text = readFileSync(file, "utf8");
      for (const word of firstSiteWords) expect(text, `${file} says "${word}"`).not.toMatch(new RegExp(word, "i"));
    }
  });
});

describe("colours", () => {
  it("reads hex (#rrggbb, #rgb, any case) and CSS colour names", () => {
    expect(starterColors("#7C3AED").brandColor).toBe("#7c3aed");
    expect(starterColors("#73e").color).toBe("#7733ee");
    expect(starterColors(" RebeccaPurple ")).toEqual({ color: "#663399", colorText: "#ffffff", brandColor: "#663399" });
    for (const ok of ["navy", "#000", "#abcdef"]) expect(colorOptionProblem(ok), ok).toBeUndefined();
    for (const bad of ["purple-ish", "#12345", "rgb(1,2,3)", "", "#ggg"])
      expect(colorOptionProblem(bad), bad).toMatch(/^needs a hex colour/);
  });

  it("names the contrast that fails, even when white text alone would pass", () => {
    const teal = starterColors("teal");
    expect(teal.colorText).toBe("#ffffff");
    expect(teal.brandColor).not.toBe("#008080");
    expect(teal.note).toMatch(/^#008080 is too light for the theme: brand text on the pale brand background 4\.\d:1/);
  });
});

describe("names", () => {
  it("makes a name from a folder and initials from a name", () => {
    expect(nameFromFolder("/x/harbor-dental")).toBe("Harbor Dental");
    expect(nameFromFolder("sites/la_boulangerie")).toBe("La Boulangerie");
    expect(initialsOf("Harbor Dental Clinic")).toBe("HD");
    expect(initialsOf("Élan")).toBe("É");
    expect(initialsOf("123")).toBe("");
  });
});
