import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { schemasDir, siteSchemasRef } from "../../../src/engine/projectPaths";
import { validateConfigDir } from "../../../src/engine/validateConfigDir";
import { fixturesDir } from "../../../tests/unit/support/runValidate";
import { ValidationMemo } from "./validationMemo";

let dir: string;
let site: string;
let memoFile: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "validation-memo-"));
  site = path.join(dir, "site");
  memoFile = path.join(dir, "cache", "checked-files.json");
  cpSync(path.join(fixturesDir, "sites/bakery"), site, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Validates the site with a memo read from (and saved to) memoFile; counts the checks it did not do again. */
function validate(codeHash = "code-1") {
  const memo = new ValidationMemo(memoFile, codeHash, siteSchemasRef(site));
  let recalled = 0;
  const kinds: string[] = [];
  const counting = {
    recall: (key: string) => {
      const found = memo.recall(key);
      if (found !== undefined) {
        recalled++;
        kinds.push(key.slice(0, key.indexOf("\0")));
      }
      return found;
    },
    remember: memo.remember.bind(memo),
  };
  const result = validateConfigDir(site, schemasDir, dir, { publicDir: path.join(site, "public"), memo: counting });
  memo.save();
  return { result, recalled, kinds };
}

/**
 * Files the memo never spares on their own: the collection's two (its schema, and its items in one list file) and
 * pages/index.json, whose testimonials are taken from that collection (remembered by the page's value, its list
 * taken, not by its text).
 */
const alwaysChecked = 3;

describe("the memo of config files checked", () => {
  it("spares unchanged files their own checks, and gives the same result as a check without it", () => {
    const without = validateConfigDir(site, schemasDir, dir, { publicDir: path.join(site, "public") });
    const first = validate();
    expect(first.recalled).toBe(0);
    const second = validate();
    // the files, plus pages/index.json by its value
    expect(second.recalled).toBe(first.result.fileCount - alwaysChecked + 1);
    expect(second.kinds.filter((k) => k === "list")).toHaveLength(1);
    expect(second.result).toEqual(without);
  });

  it("still finds, in files it spares, what depends on other files: a link to a page removed, located", () => {
    validate();
    rmSync(path.join(site, "pages/order.json"));
    const { result, recalled } = validate();
    expect(recalled).toBeGreaterThan(0);
    const broken = result.diagnostics.filter(
      (d) => d.file.endsWith("pages/index.json") && d.message.includes("/order"),
    );
    expect(broken.length).toBeGreaterThan(0);
    expect(broken[0].line).toBeGreaterThan(1);
    const text = readFileSync(path.join(site, "pages/index.json"), "utf8").split("\n");
    expect(text[broken[0].line - 1]).toContain("/order");
  });

  it("checks site.json's font files every time, though site.json itself is spared", () => {
    const siteFile = path.join(site, "site.json");
    const config = JSON.parse(readFileSync(siteFile, "utf8"));
    config.theme.font = { family: "Inter", file: "/fonts/inter.woff2" };
    writeFileSync(siteFile, JSON.stringify(config, null, 2));
    mkdirSync(path.join(site, "public/fonts"), { recursive: true });
    writeFileSync(path.join(site, "public/fonts/inter.woff2"), "wOF2 and the rest of a font");
    validate();
    expect(validate().result.diagnostics).toEqual([]);
    writeFileSync(path.join(site, "public/fonts/inter.woff2"), "<!doctype html><title>Not found</title>");
    const { result, kinds } = validate();
    expect(kinds).toContain("file");
    expect(result.diagnostics.find((d) => d.code === "font-file-not-a-font")).toMatchObject({
      file: expect.stringMatching(/site\.json$/),
      line: expect.any(Number),
    });
  });

  it("checks an edited file again, and everything again for another version of the builder or a damaged memo", () => {
    validate();
    const page = path.join(site, "pages/order.json");
    writeFileSync(page, readFileSync(page, "utf8").replace('"type": ', '"typ": '));
    const edited = validate();
    expect(edited.result.diagnostics.some((d) => d.file.endsWith("pages/order.json"))).toBe(true);
    expect(edited.recalled).toBe(edited.result.fileCount - alwaysChecked - 1 + 1);

    expect(validate("code-2").recalled).toBe(0);
    validate("code-2");
    writeFileSync(memoFile, readFileSync(memoFile, "utf8").replace('"pointer"', '"pointer" '));
    expect(validate("code-2").recalled).toBe(0);
  });

  it("checks every file again when the site folder becomes a site repository: its $schema lines must then change", () => {
    validate();
    expect(validate().recalled).toBeGreaterThan(0);
    // a package.json makes the folder a site repository, whose files point into its own install
    writeFileSync(path.join(site, "package.json"), '{ "name": "bakery-site", "private": true }');
    const without = validateConfigDir(site, schemasDir, dir, { publicDir: path.join(site, "public") });
    expect(without.diagnostics.some((d) => d.message.startsWith("$schema:"))).toBe(true);
    const repository = validate();
    expect(repository.recalled).toBe(0);
    expect(repository.result).toEqual(without);
  });
});

describe("the memo over a collection and its page template", () => {
  beforeEach(() => {
    rmSync(site, { recursive: true, force: true });
    cpSync(path.join(fixturesDir, "sites/journal"), site, { recursive: true });
  });
  const post = () => path.join(site, "collections/posts/rye-starter.md");

  it("spares unchanged items and the pages made from them, with the same result as a check without it", () => {
    const without = validateConfigDir(site, schemasDir, dir, { publicDir: path.join(site, "public") });
    expect(validate().recalled).toBe(0);
    const second = validate();
    expect(second.kinds.filter((k) => k === "item").length).toBe(5); // three posts, one author and one place
    expect(second.kinds.filter((k) => k === "template").length).toBe(2); // the posts that are not drafts
    expect(second.result).toEqual(without);
  });

  it("checks an edited item and its page again, and finds a mistake in it at its line", () => {
    validate();
    writeFileSync(post(), readFileSync(post(), "utf8").replace(/^date: .*$/m, "date: someday"));
    const edited = validate();
    expect(edited.kinds.filter((k) => k === "item").length).toBe(4);
    const problem = edited.result.diagnostics.find((d) => d.file.endsWith("rye-starter.md"));
    expect(problem).toMatchObject({ line: 3 });
    expect(problem!.message).toContain("date");
  });

  it("still finds what depends on other items: a reference to an author removed, at the line of the post", () => {
    validate();
    rmSync(path.join(site, "collections/authors/mara.json"));
    const { result, kinds } = validate();
    expect(kinds.filter((k) => k === "item").length).toBe(4);
    const broken = result.diagnostics.find((d) => d.file.endsWith("rye-starter.md") && d.code === "unknown-reference");
    expect(broken).toMatchObject({ line: 5 });
  });

  it("takes a changed collection schema as a change of every item", () => {
    validate();
    const schema = path.join(site, "collections/posts.schema.json");
    writeFileSync(schema, readFileSync(schema, "utf8").replace('"maxLength": 80', '"maxLength": 5'));
    const { result, kinds } = validate();
    expect(kinds.filter((k) => k === "item").length).toBe(2); // the author and the place only
    expect(result.diagnostics.some((d) => d.file.endsWith("rye-starter.md") && d.message.includes("title"))).toBe(true);
  });
});
