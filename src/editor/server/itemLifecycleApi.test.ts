import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveMiddleware } from "../../../tests/unit/support/middlewareServer";
import { validateConfigDir } from "../../engine/validateConfigDir";
import type {
  DeletedItem,
  ItemShownOnResponse,
  NewItemAskingResponse,
  NewItemCheckResponse,
  NewItemFormResponse,
} from "../shared/api";
import { createItemLifecycleApi } from "./itemLifecycleApi";

// A copy of the clinic-journal fixture: Markdown posts named with their date first ("2026-01-12-rye-starter.md"),
// a [slug].json template showing each post's title, summary, image and text, a blog index listing them, JSON
// clinics listed on /clinics, and a list file of testimonials.
let root: string;
let site: string;
let server: { base: string; close: () => void };
const schemasDir = path.resolve("schemas");

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "item-lifecycle-"));
  site = path.join(root, "site");
  cpSync("tests/fixtures/sites/clinic-journal", site, { recursive: true });
  const api = createItemLifecycleApi(
    { configDir: site, schemasDir, publicDir: path.join(site, "public") },
    () => "2026-11-28",
  );
  server = await serveMiddleware(api);
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const call = async <T>(url: string, body?: unknown) => {
  const response = await fetch(
    server.base + url,
    body === undefined ? {} : { method: "POST", body: JSON.stringify(body) },
  );
  return { status: response.status, body: (await response.json()) as T & { error?: string } };
};
const read = (inside: string) => readFileSync(path.join(site, inside), "utf8");
const problemsIn = (inside: string) =>
  validateConfigDir(site, schemasDir).diagnostics.filter((d) => d.file.endsWith(inside));

describe("a new item", () => {
  it("is asked for the schema's required fields and the fields its pages show, named as the others are", async () => {
    const { body } = await call<NewItemFormResponse>("/api/content/new-form?collection=posts");
    expect(body).toMatchObject({
      format: "md",
      required: ["title", "date", "summary", "author"],
      pageFields: ["image"],
      body: true,
      titleField: "title",
      dated: true,
    });
    expect(Object.keys(body.schema.properties as object)).toEqual(["title", "date", "summary", "author", "image"]);
    const clinics = await call<NewItemFormResponse>("/api/content/new-form?collection=clinics");
    expect(clinics.body).toMatchObject({ format: "json", required: ["name", "street"], pageFields: [], dated: false });
  });

  it("left with a required field empty gets the CLI's located message at that field, and nothing is written", async () => {
    const request = {
      collection: "posts",
      value: { title: "Knee pain on the stairs", date: "2026-12-01", summary: "", author: "mara" },
      body: "What helps.",
    };
    const checked = await call<NewItemCheckResponse>("/api/content/new-check", request);
    expect(checked.body.path).toBe("collections/posts/2026-12-01-knee-pain-on-the-stairs.md");
    const summary = checked.body.diagnostics.find((d) => d.field === "summary")!;
    expect(summary).toMatchObject({ code: "missing-field", path: checked.body.path, line: 2, pointer: "" });
    expect(summary.message).toMatch(/missing required field "summary"/);
    // the template shows the image: its page cannot be made without it, said at that field
    expect(checked.body.diagnostics.find((d) => d.field === "image")?.message).toMatch(/names "image"/);

    const refused = await call<{ diagnostics: unknown[] }>("/api/content/new", request);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/Fill in "summary"/);
    expect(existsSync(path.join(site, checked.body.path))).toBe(false);
  });

  it("with a problem the build stops on (a bad date, raw HTML in its text) is written only once asked for anyway", async () => {
    const request = {
      collection: "posts",
      value: {
        title: "Rye in the cold",
        date: "2026-02-31",
        summary: "Slow rye.",
        author: "mara",
        image: "/brand/linden-mark.svg",
      },
      body: "Some <b>bold</b> rye.",
    };
    const refused = await call<NewItemAskingResponse>("/api/content/new", request);
    expect(refused.status).toBe(422);
    expect(refused.body.asking).toBe(true);
    const file = "collections/posts/2026-02-31-rye-in-the-cold.md";
    expect(refused.body.path).toBe(file);
    expect(new Set(refused.body.diagnostics.map((d) => d.code))).toEqual(new Set(["wrong-format", "html-in-markdown"]));
    expect(refused.body.diagnostics.every((d) => d.path === file && d.line > 0 && d.column > 0)).toBe(true);
    expect(existsSync(path.join(site, file))).toBe(false);

    // asked and confirmed: written as typed, and `validate` finds the same problems there
    const made = await call<{ path: string }>("/api/content/new", { ...request, despiteProblems: true });
    expect(made.status).toBe(200);
    expect(made.body.path).toBe(file);
    expect(new Set(problemsIn(file).map((d) => d.code))).toEqual(new Set(["wrong-format", "html-in-markdown"]));
    rmSync(path.join(site, file));

    // a required field left empty still writes nothing, even confirmed
    const empty = await call("/api/content/new", {
      ...request,
      value: { ...request.value, summary: "" },
      despiteProblems: true,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.error).toMatch(/Fill in "summary"/);
    expect(existsSync(path.join(site, file))).toBe(false);
  });

  it("filled in is written whole when made: every field, its text, a final newline, the date in its name", async () => {
    const made = await call<{ slug: string; path: string }>("/api/content/new", {
      collection: "posts",
      value: {
        title: "Knee pain on the stairs",
        date: "2026-12-01",
        summary: "What helps: a note # with a hash",
        author: "mara",
        image: "/brand/linden-mark.svg",
      },
      body: "What helps.",
    });
    expect(made.body).toMatchObject({ slug: "2026-12-01-knee-pain-on-the-stairs" });
    expect(read(made.body.path)).toBe(
      '---\ntitle: Knee pain on the stairs\ndate: 2026-12-01\nsummary: "What helps: a note # with a hash"\nauthor: mara\nimage: /brand/linden-mark.svg\n---\nWhat helps.\n',
    );
    expect(problemsIn(made.body.path)).toEqual([]);
    // the other posts are as they were
    expect(read("collections/posts/2026-01-12-rye-starter.md")).toBe(
      readFileSync("tests/fixtures/sites/clinic-journal/collections/posts/2026-01-12-rye-starter.md", "utf8"),
    );
  });
});

describe("a new item of a collection named without dates", () => {
  it("gets its slug from its title (-2 when taken), as the kind of file the collection uses", async () => {
    const author = await call<{ slug: string; path: string }>("/api/content/new", {
      collection: "authors",
      value: { name: "Mara Lind", role: "Baker" },
    });
    // "mara" is taken by another name's file; this one is named from its own title
    expect(author.body).toMatchObject({ slug: "mara-lind", path: "collections/authors/mara-lind.json" });
    expect(read(author.body.path)).toBe(
      '{\n  "$schema": "../authors.schema.json",\n  "name": "Mara Lind",\n  "role": "Baker"\n}\n',
    );
    const again = await call<{ slug: string }>("/api/content/new", {
      collection: "authors",
      value: { name: "Mara Lind", role: "Owner" },
    });
    expect(again.body.slug).toBe("mara-lind-2");
    const quote = await call<{ slug: string }>("/api/content/new", {
      collection: "testimonials",
      value: { id: "sunday-buns", quote: "The buns are worth the early start.", author: "Jo K." },
    });
    expect(quote.body.slug).toBe("sunday-buns");
    expect(JSON.parse(read("collections/testimonials.json")).items.at(-1)).toEqual({
      id: "sunday-buns",
      quote: "The buns are worth the early start.",
      author: "Jo K.",
    });
    expect((await call("/api/content/new", { collection: "nope", value: {} })).status).toBe(404);
  });
});

describe("deleting an item", () => {
  it("lists the pages that show it: its own page and the lists that include it; a draft shows on none", async () => {
    const { body } = await call<ItemShownOnResponse>(
      "/api/content/shown-on?collection=posts&slug=2026-01-12-rye-starter",
    );
    expect(body.pages.map((p) => p.route).sort()).toEqual(["/blog", "/blog/2026-01-12-rye-starter"]);
    expect(body.path).toBe("collections/posts/2026-01-12-rye-starter.md");
    const draft = await call<ItemShownOnResponse>("/api/content/shown-on?collection=posts&slug=2025-11-20-ovens");
    expect(draft.body.pages).toEqual([]);
    const author = await call<ItemShownOnResponse>("/api/content/shown-on?collection=authors&slug=mara");
    expect(author.body.items.map((i) => i.slug)).toContain("2026-01-12-rye-starter");
  });

  it("removes its file, and puts it back byte for byte until the editor stops", async () => {
    const file = "collections/posts/2026-03-02-spring-menu.md";
    const before = read(file);
    const shown = await call<ItemShownOnResponse>("/api/content/shown-on?collection=posts&slug=2026-03-02-spring-menu");
    const stale = await call("/api/content/delete", {
      collection: "posts",
      slug: "2026-03-02-spring-menu",
      baseHash: "x",
    });
    expect(stale.status).toBe(409);
    expect(existsSync(path.join(site, file))).toBe(true);
    const gone = await call<DeletedItem>("/api/content/delete", {
      collection: "posts",
      slug: "2026-03-02-spring-menu",
      baseHash: shown.body.hash,
    });
    expect(existsSync(path.join(site, file))).toBe(false);
    const listed = await call<{ deleted: DeletedItem[] }>("/api/content/deleted");
    expect(listed.body.deleted).toEqual([
      { id: gone.body.id, collection: "posts", slug: "2026-03-02-spring-menu", path: file },
    ]);
    await call("/api/content/undelete", { id: gone.body.id });
    expect(read(file)).toBe(before);
    expect((await call<{ deleted: DeletedItem[] }>("/api/content/deleted")).body.deleted).toEqual([]);
  });

  it("takes an item out of a list file and puts it back in its place", async () => {
    const file = "collections/testimonials.json";
    const before = read(file);
    const shown = await call<ItemShownOnResponse>("/api/content/shown-on?collection=testimonials&slug=saturday-rye");
    const gone = await call<DeletedItem>("/api/content/delete", {
      collection: "testimonials",
      slug: "saturday-rye",
      baseHash: shown.body.hash,
    });
    expect(read(file)).not.toContain("saturday-rye");
    expect(read(file)).toContain("wedding-cake");
    await call("/api/content/undelete", { id: gone.body.id });
    expect(read(file)).toBe(before);
  });
});
