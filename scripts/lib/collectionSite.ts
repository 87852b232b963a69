import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../../src/engine/projectPaths";

/** The journal fixture: a posts collection, an authors collection it refers to, a `[slug].json` template with a feed. */
const journal = path.join(repoRoot, "tests/fixtures/sites/journal");

/** Each tag is on 2 × this many posts (a card grid shows at most 24): the tags grow with the posts, a tag page stays the same size. */
const postsPerTag = 10;
const authorCount = 8;
export const postsPerIndexPage = 20;

export interface CollectionSite {
  /** Pages the build makes: the journal's own, a page per post, the paged index, a page per tag. */
  pages: number;
  /** The post the bench edits, its file (relative to the site), and the text its edit replaces. */
  edited: { slug: string; file: string; from: string; to: string };
  /** The pages that show the edited post's title: its own page, the index page listing it, its tag pages. */
  expectedRebuilt: string[];
}

const slugOf = (i: number) => `post-${String(i).padStart(5, "0")}`;
/** Post i's date: one a day back from 2026-06-01, so the newest is post 0 and the index order is the post order. */
const dateOf = (i: number) => new Date(Date.UTC(2026, 5, 1) - i * 86_400_000).toISOString().slice(0, 10);
const tagsOf = (i: number, tagCount: number) =>
  [...new Set([i % tagCount, (i + 1) % tagCount])].map((t) => `topic ${t}`);

/**
 * A site grown from ONE `[slug].json` template over a collection of `items` Markdown posts (front matter + a body,
 * each naming an author of another collection, one or two tags), with the index paged (`/blog`, `/blog/page/2`, …)
 * and a page per tag (`/blog/tags/topic-3`): the journal fixture with its posts replaced. For the bench
 * (scripts/lib/collectionsBench.ts) and its test.
 */
export function siteWithCollection(outDir: string, items: number): CollectionSite {
  cpSync(journal, outDir, { recursive: true });
  rmSync(path.join(outDir, "collections/posts"), { recursive: true, force: true });
  rmSync(path.join(outDir, "collections/authors"), { recursive: true, force: true });
  rmSync(path.join(outDir, "content-types.d.ts"), { force: true });
  mkdirSync(path.join(outDir, "collections/posts"), { recursive: true });
  mkdirSync(path.join(outDir, "collections/authors"), { recursive: true });

  for (let a = 0; a < authorCount; a++)
    writeFileSync(
      path.join(outDir, `collections/authors/author-${a}.json`),
      JSON.stringify({ $schema: "../authors.schema.json", name: `Baker ${a}`, role: "Baker" }, null, 2),
    );
  const tagCount = Math.max(2, Math.ceil(items / postsPerTag));
  for (let i = 0; i < items; i++)
    writeFileSync(path.join(outDir, `collections/posts/${slugOf(i)}.md`), post(i, tagCount));

  writeFileSync(path.join(outDir, "pages/blog/index.json"), JSON.stringify(pagedIndex, null, 2));
  mkdirSync(path.join(outDir, "pages/blog/tags"), { recursive: true });
  writeFileSync(path.join(outDir, "pages/blog/tags/[tag].json"), JSON.stringify(tagPage, null, 2));

  const e = Math.floor(items / 2);
  const indexPage = Math.floor(e / postsPerIndexPage) + 1;
  const indexPages = Math.max(1, Math.ceil(items / postsPerIndexPage));
  // the journal's own: home, order, privacy policy, and its not-found page
  const journalPages = 4;
  return {
    pages: journalPages + items + indexPages + tagCount,
    edited: {
      slug: slugOf(e),
      file: `collections/posts/${slugOf(e)}.md`,
      from: titleOf(e),
      to: `${titleOf(e)}, edited`,
    },
    expectedRebuilt: [
      `/blog/${slugOf(e)}`,
      indexPage === 1 ? "/blog" : `/blog/page/${indexPage}`,
      ...tagsOf(e, tagCount).map((t) => `/blog/tags/${t.replace(" ", "-")}`),
    ].sort(),
  };
}

const titleOf = (i: number) => `Notes from the oven, number ${i}`;

function post(i: number, tagCount: number): string {
  const paragraphs = [
    `Post ${i} of the journal: what we baked this week, and *why* it came out the way it did.`,
    `The dough rested for ${12 + (i % 24)} hours. See [the order page](/order) to ask for a loaf.`,
    "- rye flour\n- water\n- salt",
    `## What we changed\n\nThe oven ran ${200 + (i % 40)} degrees for the first twenty minutes.`,
  ];
  return [
    "---",
    `title: ${titleOf(i)}`,
    `date: ${dateOf(i)}`,
    `summary: A short note about bake number ${i}, the crust and the crumb.`,
    `author: author-${i % authorCount}`,
    "tags:",
    ...tagsOf(i, tagCount).map((t) => `  - ${t}`),
    "---",
    paragraphs.join("\n\n"),
    "",
  ].join("\n");
}

const card = {
  title: "{item.title}",
  description: "{item.summary}",
  type: "{item.date}",
  link: { label: "Read the post", href: "{item.url}" },
};

const pagedIndex = {
  $schema: "../../../schemas/page.schema.json",
  seo: { title: "Journal", description: "Notes from the bakery: the bread, the menu and the people." },
  blocks: [
    { type: "hero", title: "Journal" },
    {
      type: "card-grid",
      variant: "article",
      cards: { collection: "posts", sort: "-date", perPage: postsPerIndexPage, each: card },
    },
  ],
};

const tagPage = {
  $schema: "../../../../schemas/page.schema.json",
  collection: "posts",
  groupBy: "tags",
  seo: { title: "Posts on {tag}", description: "Every post of the journal about {tag}." },
  blocks: [
    { type: "hero", title: "Posts on {tag}" },
    {
      type: "card-grid",
      variant: "article",
      cards: { collection: "posts", where: { tags: "{tag}" }, sort: "-date", each: card },
    },
  ],
};
