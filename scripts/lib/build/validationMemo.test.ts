import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { schemasDir } from "../../../src/engine/projectPaths";
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

/** Validates the site with a memo read from (and saved to) memoFile; counts the files it did not check again. */
function validate(codeHash = "code-1") {
  const memo = new ValidationMemo(memoFile, codeHash);
  let recalled = 0;
  const counting = {
    recall: (...args: Parameters<ValidationMemo["recall"]>) => {
      const links = memo.recall(...args);
      if (links) recalled++;
      return links;
    },
    remember: memo.remember.bind(memo),
  };
  const result = validateConfigDir(site, schemasDir, dir, { publicDir: path.join(site, "public"), memo: counting });
  memo.save();
  return { result, recalled };
}

/**
 * Files the memo never spares: the collection's two (checked with every collection, once per validation) and
 * pages/index.json, whose testimonials are taken from that collection (its check depends on the items too).
 */
const alwaysChecked = 3;

describe("the memo of config files checked", () => {
  it("spares unchanged files their own checks, and gives the same result as a check without it", () => {
    const without = validateConfigDir(site, schemasDir, dir, { publicDir: path.join(site, "public") });
    const first = validate();
    expect(first.recalled).toBe(0);
    const second = validate();
    expect(second.recalled).toBe(first.result.fileCount - alwaysChecked);
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

  it("checks an edited file again, and everything again for another version of the builder or a damaged memo", () => {
    validate();
    const page = path.join(site, "pages/order.json");
    writeFileSync(page, readFileSync(page, "utf8").replace('"type": ', '"typ": '));
    const edited = validate();
    expect(edited.result.diagnostics.some((d) => d.file.endsWith("pages/order.json"))).toBe(true);
    expect(edited.recalled).toBe(edited.result.fileCount - alwaysChecked - 1);

    expect(validate("code-2").recalled).toBe(0);
    validate("code-2");
    writeFileSync(memoFile, readFileSync(memoFile, "utf8").replace('"pointer"', '"pointer" '));
    expect(validate("code-2").recalled).toBe(0);
  });
});
