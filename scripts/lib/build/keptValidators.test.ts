import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { builderOwnValidators, KeptValidators, shippedValidators } from "./keptValidators";

it("gives back a validator's code only for the builder and the schemas it was kept for, and never damaged", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kept-"));
  const kept = new KeptValidators(dir, "code-1");
  expect(kept.read("page.schema.json", "k1")).toBeUndefined();
  kept.write("page.schema.json", "k1", "module.exports = () => true;");
  expect(kept.read("page.schema.json", "k1")).toBe("module.exports = () => true;");
  expect(kept.read("page.schema.json", "k2")).toBeUndefined();
  expect(new KeptValidators(dir, "code-2").read("page.schema.json", "k1")).toBeUndefined();
  expect(kept.read("blocks/hero.schema.json", "k1")).toBeUndefined();

  const file = path.join(dir, "page.schema.json.js");
  writeFileSync(file, readFileSync(file, "utf8").replace("true", "false"));
  expect(kept.read("page.schema.json", "k1")).toBeUndefined();
});

it("keeps the code of the site's schemas a build used, and the builder's own, when pruned", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kept-"));
  const earlier = new KeptValidators(dir, "code-1");
  for (const name of ["page.schema.json", "site-content/aaa/posts.schema.json", "site-content/bbb/posts.schema.json"])
    earlier.write(name, "k", "module.exports = () => true;");
  const build = new KeptValidators(dir, "code-1");
  expect(build.read("site-content/bbb/posts.schema.json", "k")).toBeDefined();
  build.prune();
  expect(readdirSync(dir).sort()).toEqual(["page.schema.json.js", "site-content_bbb_posts.schema.json.js"]);
});

it("reads the code the installed package carries when the site's cache has none, for the same schemas only", () => {
  const shipped = mkdtempSync(path.join(os.tmpdir(), "shipped-"));
  // packed by another builder's code hash (the package's files, hashed where it was packed)
  new KeptValidators(shipped, "packed").write("page.schema.json", "k1", "module.exports = () => 'shipped';");
  const site = mkdtempSync(path.join(os.tmpdir(), "kept-"));
  const kept = new KeptValidators(site, "installed", shipped);
  expect(kept.read("page.schema.json", "k1")).toBe("module.exports = () => 'shipped';");
  expect(kept.read("page.schema.json", "k2")).toBeUndefined();
  expect(kept.read("site.schema.json", "k1")).toBeUndefined();
  // the site's own code comes first; without the package's folder nothing shipped is read
  kept.write("page.schema.json", "k1", "module.exports = () => 'own';");
  expect(kept.read("page.schema.json", "k1")).toBe("module.exports = () => 'own';");
  expect(
    new KeptValidators(mkdtempSync(path.join(os.tmpdir(), "kept-")), "installed").read("page.schema.json", "k1"),
  ).toBeUndefined();
});

it("gives validate the package's code, read only", () => {
  const shipped = mkdtempSync(path.join(os.tmpdir(), "shipped-"));
  new KeptValidators(shipped, "packed").write("page.schema.json", "k1", "module.exports = () => true;");
  const reader = shippedValidators(shipped);
  expect(reader.read("page.schema.json", "k1")).toBe("module.exports = () => true;");
  expect(reader.read("page.schema.json", "k2")).toBeUndefined();
  reader.write("site.schema.json", "k1", "module.exports = () => true;");
  expect(readdirSync(shipped)).toEqual(["page.schema.json.js"]);
});

it("gives a build without a cache the builder's own validators: kept beside its code, or the package's, never a site's", () => {
  const builderDir = mkdtempSync(path.join(os.tmpdir(), "builder-"));
  const own = builderOwnValidators("code-1", { installed: false, ownBlocks: false, builderDir })!;
  own.write("page.schema.json", "k1", "module.exports = () => true;");
  own.write("site-content/aaa/posts.schema.json", "k1", "module.exports = () => true;");
  expect(readdirSync(builderDir)).toEqual(["page.schema.json.js"]);
  // the next build without a cache loads it (the same builder, the same schemas), and only that
  const next = builderOwnValidators("code-1", { installed: false, ownBlocks: false, builderDir })!;
  expect(next.read("page.schema.json", "k1")).toBe("module.exports = () => true;");
  expect(next.read("page.schema.json", "k2")).toBeUndefined();
  expect(
    builderOwnValidators("code-2", { installed: false, ownBlocks: false, builderDir })!.read("page.schema.json", "k1"),
  ).toBeUndefined();
  // a site's own schema is never read from the builder's folder, even if a file of its name were there
  new KeptValidators(builderDir, "code-1").write("site-content/aaa/posts.schema.json", "k1", "module.exports = 1;");
  expect(next.read("site-content/aaa/posts.schema.json", "k1")).toBeUndefined();
  // a site with blocks of its own has its own page schema: nothing of the builder's is used
  expect(builderOwnValidators("code-1", { installed: false, ownBlocks: true, builderDir })).toBeUndefined();

  // installed: the package's code, read only
  const shippedDir = mkdtempSync(path.join(os.tmpdir(), "shipped-"));
  new KeptValidators(shippedDir, "packed").write("page.schema.json", "k1", "module.exports = () => 'shipped';");
  const installed = builderOwnValidators("installed", { installed: true, ownBlocks: false, builderDir, shippedDir })!;
  expect(installed.read("page.schema.json", "k1")).toBe("module.exports = () => 'shipped';");
  installed.write("site.schema.json", "k1", "module.exports = () => true;");
  expect(readdirSync(shippedDir)).toEqual(["page.schema.json.js"]);
});
