import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBuild } from "./support/buildRun";
import { checkAgainstSchemaOrg } from "./support/schemaOrg";

// The journal fixture: a posts collection (Markdown items, one a draft) with an author reference, a blog index
// listing the posts newest first, a page per post, and the posts' feed.
const out = mkdtempSync(path.join(os.tmpdir(), "journal-"));
const read = (file: string) => readFileSync(path.join(out, file), "utf8");
let build: ReturnType<typeof runBuild>;
beforeAll(() => {
  build = runBuild(["--dir", "tests/fixtures/sites/journal", "--out", out, "--no-cache"]);
}, 240_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("a site with a collection, built", () => {
  it("builds one page per post that is not a draft, with the item's fields and its author's", () => {
    expect(build.status, build.stderr).toBe(0);
    const post = read("blog/spring-menu/index.html");
    expect(post).toContain("<title>Spring menu: what comes back | Linden Street Bakery</title>");
    expect(post).toContain("By Mara Lind, Head baker");
    expect(read("blog/rye-starter/index.html")).toContain("Keeping a rye starter through winter");
    // the post's Markdown body, shown by the template's { "type": "markdown", "text": "{item.body}" }
    expect(read("blog/rye-starter/index.html")).toContain("Our rye starter is older than the shop.");
    expect(() => read("blog/ovens/index.html")).toThrow();
  });

  it("lists the posts on the index newest first, each card linking to its page", () => {
    const index = read("blog/index.html");
    const links = [...index.matchAll(/href="(\/blog\/[a-z-]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(["/blog/spring-menu", "/blog/rye-starter"]);
  });

  it("writes the feed with absolute links, linked from the collection's pages and not from the others", () => {
    const feed = parseFeed(read("blog/rss.xml"));
    expect(feed.title).toBe("Linden Street Bakery journal");
    // each link is the page's canonical address, as the site serves it; the guid as feeds first gave it
    expect(feed.items.map((i) => [i.title, i.url, i.id, i.published?.toISOString().slice(0, 10)])).toEqual([
      [
        "Spring menu: what comes back",
        "https://www.lindenstreetbakery.example/blog/spring-menu/",
        "https://www.lindenstreetbakery.example/blog/spring-menu",
        "2026-03-02",
      ],
      [
        "Keeping a rye starter through winter",
        "https://www.lindenstreetbakery.example/blog/rye-starter/",
        "https://www.lindenstreetbakery.example/blog/rye-starter",
        "2026-01-12",
      ],
    ]);
    expect(read("blog/spring-menu/index.html")).toContain(
      '<link rel="canonical" href="https://www.lindenstreetbakery.example/blog/spring-menu/"/>',
    );
    expect(read("blog/rss.xml")).toContain("<link>https://www.lindenstreetbakery.example/blog/</link>");
    const alternate =
      '<link rel="alternate" type="application/rss+xml" title="Linden Street Bakery journal" href="https://www.lindenstreetbakery.example/blog/rss.xml"/>';
    expect(read("blog/index.html")).toContain(alternate);
    expect(read("blog/spring-menu/index.html")).toContain(alternate);
    expect(read("index.html")).not.toContain('rel="alternate"');
  });

  it("gives each post's page a BlogPosting from the fields its template names, in schema.org's vocabulary", async () => {
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(read("blog/spring-menu/index.html"))!;
    const document = JSON.parse(script[1]) as { "@graph": Record<string, unknown>[] };
    const post = document["@graph"].find((node) => node["@type"] === "BlogPosting");
    expect(post).toMatchObject({
      headline: "Spring menu: what comes back",
      datePublished: "2026-03-02",
      author: { "@type": "Person", name: "Mara Lind" },
      url: "https://www.lindenstreetbakery.example/blog/spring-menu/",
    });
    expect((await checkAgainstSchemaOrg(document)).problems).toEqual([]);
    expect(read("blog/index.html")).not.toContain('"BlogPosting"');
  });
});
