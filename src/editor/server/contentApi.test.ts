import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveMiddleware } from "../../../tests/unit/support/middlewareServer";
import type { ContentResponse, ItemCheckResponse, ItemResponse, ItemTextResponse } from "../shared/api";
import { createContentApi } from "./contentApi";

// A copy of the journal fixture (Markdown posts, one a draft, a JSON author they reference, a blog index listing
// them, a [slug].json template) with a short list collection added.
let root: string;
let site: string;
let server: { base: string; close: () => void };
const schemasDir = path.resolve("schemas");

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "content-api-"));
  site = path.join(root, "site");
  cpSync("tests/fixtures/sites/journal", site, { recursive: true });
  writeFileSync(
    path.join(site, "collections/team.schema.json"),
    '{ "type": "object", "required": ["name"], "properties": { "name": { "type": "string" } } }\n',
  );
  writeFileSync(
    path.join(site, "collections/team.json"),
    '{\n  "items": [\n    { "slug": "ann", "name": "Ann" },\n    { "slug": "bo", "name": "Bo" }\n  ]\n}\n',
  );
  const api = createContentApi({ configDir: site, schemasDir, publicDir: path.join(site, "public") });
  server = await serveMiddleware(api);
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = async <T = Record<string, string>>(url: string) => {
  const response = await fetch(server.base + url);
  return { status: response.status, body: (await response.json()) as T };
};
const post = async <T = Record<string, string>>(url: string, body: unknown) => {
  const response = await fetch(server.base + url, { method: "POST", body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
};
const read = (inside: string) => readFileSync(path.join(site, inside), "utf8");
const item = async (collection: string, slug: string) =>
  (await get<ItemResponse>(`/api/content/item?collection=${collection}&slug=${slug}`)).body;

describe("/api/content", () => {
  it("lists the collections, the kind of file each keeps its items in, and their items", async () => {
    const { status, body } = await get<ContentResponse>("/api/content");
    expect(status).toBe(200);
    const byName = Object.fromEntries(body.collections.map((c) => [c.name, c]));
    expect(byName.posts).toMatchObject({ format: "md", pagePrefix: "/blog" });
    expect((byName.posts.schema.properties as Record<string, unknown>).date).toEqual({
      type: "string",
      format: "date",
    });
    expect(byName.posts.items).toContainEqual({
      slug: "rye-starter",
      path: "collections/posts/rye-starter.md",
      title: "Keeping a rye starter through winter",
      draft: false,
    });
    expect(byName.posts.items.find((i) => i.slug === "ovens")?.draft).toBe(true);
    // the builder's shapes a collection names by "$ref" come with the schema, for real fields in its form
    const places = byName.places.schema as { properties: Record<string, { $ref?: string }>; definitions: object };
    expect(places.properties.openingHours.$ref).toMatch(/^#\/definitions\//);
    expect(JSON.stringify(places.definitions)).toContain('"enum":["monday","tuesday"');
    expect(byName.authors).toMatchObject({ format: "json", items: [{ slug: "mara", title: "Mara Lind" }] });
    expect(byName.team).toMatchObject({
      format: "list",
      items: [{ slug: "ann", path: "collections/team.json" }, { slug: "bo" }],
    });
  });

  it("reads an item: its fields, its Markdown body and where it is used", async () => {
    const rye = await item("posts", "rye-starter");
    expect(rye).toMatchObject({ format: "md", path: "collections/posts/rye-starter.md" });
    expect(rye.value).toMatchObject({
      title: "Keeping a rye starter through winter",
      date: "2026-01-12",
      tags: ["bread"],
    });
    expect(rye.body).toContain("Our rye starter is older than the shop.");
    expect(rye.uses.page).toBe("/blog/rye-starter");
    expect(rye.uses.lists).toContainEqual({ path: "pages/blog/index.json", route: "/blog" });
    const mara = await item("authors", "mara");
    expect(mara.value).toEqual({ name: "Mara Lind", role: "Head baker" });
    expect(mara.uses.items).toContainEqual({ collection: "posts", slug: "rye-starter" });
    expect(mara.uses.page).toBeUndefined();
    const draft = await item("posts", "ovens");
    expect(draft.uses).toEqual({ lists: [], items: [] });
    expect((await get("/api/content/item?collection=posts&slug=nope")).status).toBe(404);
  });

  it("checks an unsaved item with the CLI's located messages and makes its page for the preview", async () => {
    const rye = await item("posts", "rye-starter");
    const { body } = await post<ItemCheckResponse>("/api/content/check", {
      collection: "posts",
      slug: "rye-starter",
      value: { ...rye.value, title: "Rye in the cold", date: "12 January", autor: "x" },
      body: rye.body,
    });
    const at = (pointer: string) => body.diagnostics.find((d) => d.pointer === pointer);
    expect(at("/date")).toMatchObject({ path: "collections/posts/rye-starter.md", line: 3 });
    expect(body.diagnostics.some((d) => /did you mean/i.test(`${d.message} ${d.hint ?? ""}`))).toBe(true);
    const fine = await post<ItemCheckResponse>("/api/content/check", {
      collection: "posts",
      slug: "rye-starter",
      value: { ...rye.value, title: "Rye in the cold" },
      body: rye.body,
    });
    expect(fine.body.diagnostics).toEqual([]);
    expect(fine.body.page?.route).toBe("/blog/rye-starter");
    expect(fine.body.page?.blocks[0]).toMatchObject({ type: "hero", title: "Rye in the cold" });
    expect(read("collections/posts/rye-starter.md")).toContain("title: Keeping a rye starter");
  });

  it("saves a Markdown item changing only the field that changed, and refuses a stale save", async () => {
    const before = read("collections/posts/spring-menu.md");
    const spring = await item("posts", "spring-menu");
    const stale = await post("/api/content/save", {
      collection: "posts",
      slug: "spring-menu",
      value: spring.value,
      body: spring.body,
      baseHash: "0000",
    });
    expect(stale.status).toBe(409);
    const saved = await post("/api/content/save", {
      collection: "posts",
      slug: "spring-menu",
      value: { ...spring.value, summary: "Buns are back." },
      body: spring.body,
      baseHash: spring.hash,
    });
    expect(saved.status).toBe(200);
    const after = read("collections/posts/spring-menu.md");
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual(["summary: Buns are back."]);
    expect(after.split("\n").length).toBe(before.split("\n").length);
  });

  it("saves a JSON item and a list item changing one line each", async () => {
    const mara = await item("authors", "mara");
    await post("/api/content/save", {
      collection: "authors",
      slug: "mara",
      value: { ...mara.value, role: "Owner" },
      baseHash: mara.hash,
    });
    expect(read("collections/authors/mara.json")).toBe(
      '{\n  "$schema": "../authors.schema.json",\n  "name": "Mara Lind",\n  "role": "Owner"\n}\n',
    );
    const bo = await item("team", "bo");
    await post("/api/content/save", {
      collection: "team",
      slug: "bo",
      value: { ...bo.value, name: "Bo B." },
      baseHash: bo.hash,
    });
    expect(read("collections/team.json")).toBe(
      '{\n  "items": [\n    { "slug": "ann", "name": "Ann" },\n    { "slug": "bo", "name": "Bo B." }\n  ]\n}\n',
    );
  });

  it("shows a template's problem that names the item under the item", async () => {
    const template = "pages/blog/[slug].json";
    writeFileSync(path.join(site, template), read(template).replace("{item.summary}", "{item.subtitle}"));
    const spring = await item("posts", "spring-menu");
    const { body } = await post<ItemCheckResponse>("/api/content/check", {
      collection: "posts",
      slug: "spring-menu",
      value: spring.value,
      body: spring.body,
    });
    const problem = body.diagnostics.find((d) => d.path === template);
    expect(problem?.message).toContain('which the item "spring-menu" of "posts"');
    expect(problem?.pointer).toBeUndefined();
    expect(body.diagnostics.some((d) => d.message.includes('"rye-starter"'))).toBe(false);
  });

  it("says what the change breaks in other files (a link to the item's page), apart from the item's own problems", async () => {
    const order = "pages/order.json";
    const before = read(order);
    // a page linking to a post's page, and to a page no item makes (a problem it has already, whatever the edit)
    writeFileSync(
      path.join(site, order),
      before.replace(
        '"title": "Order a Cake",\n      "subtitle"',
        '"title": "Order a Cake",\n      "backLink": { "label": "Our rye", "href": "/blog/rye-starter" },\n      "subtitle"',
      ),
    );
    try {
      const rye = await item("posts", "rye-starter");
      const check = (value: Record<string, unknown>) =>
        post<ItemCheckResponse>("/api/content/check", {
          collection: "posts",
          slug: "rye-starter",
          value,
          body: rye.body,
        });
      const drafted = (await check({ ...rye.value, draft: true })).body;
      expect(drafted.diagnostics).toEqual([]);
      expect(drafted.elsewhere?.map((d) => [d.path, d.code])).toEqual([[order, "link-to-missing-page"]]);
      expect(drafted.elsewhere?.[0].message).toContain("/blog/rye-starter");
      // what stays the same: a change that breaks nothing elsewhere has none, and a page's problem of before is not the change's
      writeFileSync(
        path.join(site, order),
        read(order).replace('"href": "/blog/rye-starter"', '"href": "/blog/no-such-post"'),
      );
      const retitled = (await check({ ...rye.value, title: "Rye in the cold" })).body;
      expect(retitled.diagnostics.filter((d) => d.path === order)).toEqual([]);
      expect(retitled.elsewhere).toBeUndefined();
    } finally {
      writeFileSync(path.join(site, order), before);
    }
  });

  it("gives a problem at a place of the item's page that place in the page's blocks, for the preview", async () => {
    const template = "pages/blog/[slug].json";
    const before = read(template);
    writeFileSync(
      path.join(site, template),
      before.replaceAll('"title": "{item.title}"', '"title": "{item.headline}"'),
    );
    try {
      const rye = await item("posts", "rye-starter");
      const { body } = await post<ItemCheckResponse>("/api/content/check", {
        collection: "posts",
        slug: "rye-starter",
        value: { ...rye.value, date: "12 January" },
        body: `${rye.body ?? ""}\n<div>hello</div>\n`,
      });
      const missing = body.diagnostics.filter((d) => d.path === template && d.message.includes('"headline"'));
      expect(missing.map((d) => [d.message.split(":")[0], d.pagePointer])).toEqual([
        ["seo.title", undefined],
        ["blocks[0].title", "/blocks/0/title"],
      ]);
      const html = body.diagnostics.find((d) => d.pointer === "/body");
      expect(html?.pagePointer).toBe("/blocks/1/text");
      // a field of the item's own file is not a place of the page
      const date = body.diagnostics.find((d) => d.pointer === "/date");
      expect(date).toBeDefined();
      expect(date?.pagePointer).toBeUndefined();
    } finally {
      writeFileSync(path.join(site, template), before);
    }
  });

  it("makes the item's page from its unsaved Markdown text", async () => {
    const rye = await item("posts", "rye-starter");
    const { body } = await post<ItemCheckResponse>("/api/content/check", {
      collection: "posts",
      slug: "rye-starter",
      value: rye.value,
      body: "Fresh text, not saved.",
    });
    // the template shows the body in a markdown block ("text": "{item.body}")
    expect(body.page?.blocks[1]).toMatchObject({ type: "markdown", text: "Fresh text, not saved." });
    expect(read("collections/posts/rye-starter.md")).toContain("Our rye starter is older than the shop.");
  });

  it("answers no collections for a site without collections/, and refuses an item of none", async () => {
    const plain = path.resolve("tests/fixtures/base");
    const other = await serveMiddleware(
      createContentApi({ configDir: plain, schemasDir, publicDir: path.join(plain, "public") }),
    );
    try {
      expect(await (await fetch(`${other.base}/api/content`)).json()).toEqual({ collections: [] });
      expect((await fetch(`${other.base}/api/content/item?collection=posts&slug=a`)).status).toBe(404);
    } finally {
      other.close();
    }
  });

  it("writes a line break typed in a one-line field as YAML that reads back, never a broken file", async () => {
    const spring = await item("posts", "spring-menu");
    const value = { ...spring.value, summary: "Knee pain\n", title: 'Say "hi": #1 \u05e9\u05dc\u05d5\u05dd 😀' };
    const saved = await post("/api/content/save", {
      collection: "posts",
      slug: "spring-menu",
      value,
      body: spring.body,
      baseHash: spring.hash,
    });
    expect(saved.status).toBe(200);
    const again = await item("posts", "spring-menu");
    expect(again.broken).toBeUndefined();
    expect(again.value).toEqual(value);
    expect(again.body).toBe(spring.body);
  });

  it("keeps a file it cannot read listed, opens it as text at its problem, and saves it only once it reads", async () => {
    const broken = "---\ntitle: Broken\ncategory: |\nKnee pain\n---\nText.\n";
    writeFileSync(path.join(site, "collections/posts/broken.md"), broken);
    const { body } = await get<ContentResponse>("/api/content");
    const posts = body.collections.find((c) => c.name === "posts")!;
    expect(posts.items).toContainEqual({
      slug: "broken",
      path: "collections/posts/broken.md",
      draft: false,
      broken: true,
    });
    const opened = await item("posts", "broken");
    expect(opened.broken?.text).toBe(broken);
    expect(opened.broken?.problem).toMatchObject({ path: "collections/posts/broken.md", code: "front-matter-syntax" });
    expect(opened.broken?.problem.line).toBeGreaterThan(1);
    const request = { collection: "posts", slug: "broken", baseHash: opened.hash };
    const still = await post<ItemTextResponse>("/api/content/text", { ...request, text: broken });
    expect(still.body.problem?.line).toBe(opened.broken?.problem.line);
    const refused = await post("/api/content/text", { ...request, text: broken, save: true });
    expect(refused.status).toBe(422);
    expect(read("collections/posts/broken.md")).toBe(broken);
    const fixed = broken.replace("category: |\nKnee pain", "category: Knee pain");
    expect((await post<ItemTextResponse>("/api/content/text", { ...request, text: fixed })).body).toEqual({});
    const stale = await post("/api/content/text", { ...request, baseHash: "0000", text: fixed, save: true });
    expect(stale.status).toBe(409);
    const saved = await post<ItemTextResponse>("/api/content/text", { ...request, text: fixed, save: true });
    expect(saved.status).toBe(200);
    expect(read("collections/posts/broken.md")).toBe(fixed);
    expect((await item("posts", "broken")).value).toMatchObject({ title: "Broken" });
    rmSync(path.join(site, "collections/posts/broken.md"));
  });

  it("opens an item of a collection whose schema cannot be used at the schema's mistake, not as unreadable", async () => {
    const schema = read("collections/posts.schema.json");
    writeFileSync(
      path.join(site, "collections/posts.schema.json"),
      schema.replace('"type": "string"', '"type": "strin"'),
    );
    try {
      const { body } = await get<ContentResponse>("/api/content");
      const posts = body.collections.find((c) => c.name === "posts")!;
      expect(posts.items.length).toBeGreaterThan(0);
      expect(posts.items.every((i) => i.broken)).toBe(true);
      const opened = await item("posts", "rye-starter");
      expect(opened.broken?.problem).toMatchObject({
        path: "collections/posts.schema.json",
        code: "bad-collection-schema",
        message: expect.stringContaining('"strin" is not a JSON Schema type.'),
      });
      expect(opened.broken?.problem.line).toBeGreaterThan(1);
      // the other collections as before (what stays the same)
      expect(body.collections.find((c) => c.name === "team")!.items.map((i) => i.slug)).toEqual(["ann", "bo"]);
    } finally {
      writeFileSync(path.join(site, "collections/posts.schema.json"), schema);
    }
  });

  it("answers a stale save with both texts, and overwrites only when asked to (force)", async () => {
    const rye = await item("posts", "rye-starter");
    const mine = { collection: "posts", slug: "rye-starter", value: { ...rye.value, title: "Mine" }, body: rye.body };
    const path_ = "collections/posts/rye-starter.md";
    const theirs = read(path_).replace(/title: .*/, "title: Theirs");
    writeFileSync(path.join(site, path_), theirs);
    const stale = await post<{ diskText: string; mineText: string }>("/api/content/save", {
      ...mine,
      baseHash: rye.hash,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.diskText).toBe(theirs);
    expect(stale.body.mineText).toContain("title: Mine");
    expect(read(path_)).toBe(theirs);
    const forced = await post("/api/content/save", { ...mine, baseHash: rye.hash, force: true });
    expect(forced.status).toBe(200);
    expect(read(path_)).toContain("title: Mine");
  });

  it("puts raw HTML and a link to no page in an unsaved Markdown text under the body, at its line", async () => {
    const rye = await item("posts", "rye-starter");
    const { body } = await post<ItemCheckResponse>("/api/content/check", {
      collection: "posts",
      slug: "rye-starter",
      value: rye.value,
      body: "First line.\n\n<div>hello</div>\n\nSee [x](/nowhere).\n",
    });
    expect(body.bodyLine).toBe(rye.bodyLine);
    const html = body.diagnostics.find((d) => d.code === "html-in-markdown");
    const link = body.diagnostics.find((d) => d.code === "link-to-missing-page");
    expect(html).toMatchObject({ pointer: "/body", line: rye.bodyLine! + 2 });
    expect(link).toMatchObject({ pointer: "/body", line: rye.bodyLine! + 4 });
  });

  it("puts a list entry's problems at its own fields", async () => {
    const bo = await item("team", "bo");
    const { body } = await post<ItemCheckResponse>("/api/content/check", {
      collection: "team",
      slug: "bo",
      value: { ...bo.value, name: 42 },
    });
    expect(body.diagnostics.find((d) => d.path === "collections/team.json")?.pointer).toBe("/name");
  });
  it("writes an item deleted on disk again only when the person keeps theirs, with their version, in its own file", async () => {
    const mara = await item("authors", "mara");
    const ovens = await item("posts", "ovens");
    rmSync(path.join(site, "collections/authors/mara.json"));
    rmSync(path.join(site, "collections/posts/ovens.md"));
    const mine = { ...mara.value, role: "Typed before it was deleted" };
    const base = { collection: "authors", slug: "mara", value: mine, baseHash: mara.hash, path: mara.path };
    // not asked to keep mine: a conflict saying the file is gone, nothing written
    const asked = await post("/api/content/save", base);
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ conflict: true, hash: null });
    expect(asked.body.error).toContain("deleted on disk");
    expect(existsSync(path.join(site, "collections/authors/mara.json"))).toBe(false);
    // only the item's own file of its own collection
    const elsewhere = await post("/api/content/save", { ...base, force: true, path: "collections/posts/mara.json" });
    expect(elsewhere.status).toBe(400);
    expect(existsSync(path.join(site, "collections/posts/mara.json"))).toBe(false);
    const kept = await post("/api/content/save", { ...base, force: true });
    expect(kept.status).toBe(200);
    expect(JSON.parse(read("collections/authors/mara.json"))).toEqual({ $schema: "../authors.schema.json", ...mine });
    expect((await item("authors", "mara")).value).toEqual(mine);
    // a Markdown item: its fields and its text
    const body = `${ovens.body}\nA line typed before it was deleted.\n`;
    const md = await post("/api/content/save", {
      collection: "posts",
      slug: "ovens",
      value: ovens.value,
      body,
      baseHash: ovens.hash,
      path: ovens.path,
      force: true,
    });
    expect(md.status).toBe(200);
    const back = await item("posts", "ovens");
    expect(back.value).toEqual(ovens.value);
    expect(back.body).toContain("A line typed before it was deleted.");
  });

  it("still answers 404 for an item that never was, without a file to write it to", async () => {
    const none = await post("/api/content/save", {
      collection: "posts",
      slug: "nothing",
      value: {},
      baseHash: "",
      force: true,
    });
    expect(none.status).toBe(404);
  });
});
