import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveMiddleware } from "../../../tests/unit/support/middlewareServer";
import type { EditorDiagnostic, ValidateResponse } from "../shared/api";
import { createEditorApi } from "./editorApi";
import { problemsOfSave } from "./saveProblems";

const at = (file: string, line: number, message = "a problem"): EditorDiagnostic => ({
  path: file,
  line,
  column: 5,
  code: "link-to-missing-anchor",
  message,
});

describe("the problems a save is asked about", () => {
  it("are the file's own, and the ones it brings to other files; not the ones those files had already", () => {
    const before = [at("site.json", 10), at("pages/about.json", 3), at("pages/index.json", 7)];
    const after = [at("site.json", 10), at("site.json", 40), at("pages/index.json", 7), at("pages/index.json", 9)];
    expect(problemsOfSave("pages/index.json", before, after)).toEqual([
      at("pages/index.json", 7),
      at("pages/index.json", 9),
      at("site.json", 40),
    ]);
  });

  it("count alike problems: a second one at the same place with the same words is new", () => {
    expect(problemsOfSave("pages/index.json", [at("site.json", 4)], [at("site.json", 4), at("site.json", 4)])).toEqual([
      at("site.json", 4),
    ]);
  });
});

// POST /api/save-check on a copy of pages-config/: site.json's navigation links "/#features", the anchor of the
// Home page's feature grid
describe("POST /api/save-check", () => {
  let root: string;
  let site: string;
  let server: { base: string; close: () => void };
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "save-check-"));
    site = path.join(root, "site");
    cpSync("pages-config", site, { recursive: true });
    server = await serveMiddleware(
      createEditorApi({ configDir: site, schemasDir: path.resolve("schemas"), publicDir: path.resolve("public") }),
    );
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  const home = () => JSON.parse(readFileSync(path.join(site, "pages/index.json"), "utf8")) as { blocks: unknown[] };
  const withoutFeatures = () => {
    const page = home();
    return { ...page, blocks: page.blocks.filter((b) => (b as { anchor?: string }).anchor !== "features") };
  };
  const saveCheck = async (file: string, value: unknown) => {
    const response = await fetch(`${server.base}/api/save-check`, {
      method: "POST",
      body: JSON.stringify({ path: file, value }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as ValidateResponse).diagnostics;
  };
  const siteLine = (text: string) =>
    readFileSync(path.join(site, "site.json"), "utf8")
      .split("\n")
      .findIndex((l) => l.includes(text)) + 1;

  it("finds the link elsewhere to the anchor the change removes, at its file, line and column", async () => {
    expect(await saveCheck("pages/index.json", home())).toEqual([]);
    const problems = await saveCheck("pages/index.json", withoutFeatures());
    expect(problems.length).toBeGreaterThan(0);
    const link = problems.find((d) => d.path === "site.json")!;
    expect(link).toMatchObject({ path: "site.json", line: siteLine('"/#features"') });
    expect(link.column).toBeGreaterThan(0);
    expect(link.message).toContain("/#features");
    // the drafts check says the same problem: the save-check's words are validate's
    const validate = await fetch(`${server.base}/api/validate`, {
      method: "POST",
      body: JSON.stringify({ drafts: { "pages/index.json": withoutFeatures() } }),
    });
    expect(((await validate.json()) as ValidateResponse).diagnostics).toContainEqual(link);
  });

  it("is not asked by a problem another file already had as saved; that file's own save still is", async () => {
    const apis = JSON.parse(readFileSync(path.join(site, "pages/apis.json"), "utf8")) as { seo: object };
    writeFileSync(path.join(site, "pages/apis.json"), JSON.stringify({ ...apis, seo: {} }, null, 2));
    try {
      const page = home();
      const retitled = {
        ...page,
        blocks: page.blocks.map((b, i) => (i === 0 ? { ...(b as object), title: "Hello" } : b)),
      };
      expect(await saveCheck("pages/index.json", retitled)).toEqual([]);
      // the problem is there: saving the file that has it asks about it
      expect((await saveCheck("pages/apis.json", { ...apis, seo: {} })).map((d) => d.path)).toContain(
        "pages/apis.json",
      );
      // and a problem this save brings is still found beside it
      expect((await saveCheck("pages/index.json", withoutFeatures())).map((d) => d.path)).toEqual(["site.json"]);
    } finally {
      writeFileSync(path.join(site, "pages/apis.json"), `${JSON.stringify(apis, null, 2)}\n`);
    }
  });

  it("refuses a path outside the folder", async () => {
    const response = await fetch(`${server.base}/api/save-check`, {
      method: "POST",
      body: JSON.stringify({ path: "../outside.json", value: {} }),
    });
    expect(response.status).toBe(403);
  });
});
