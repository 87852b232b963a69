import { describe, expect, it } from "vitest";
import { readMarkdownItem } from "../../engine/content/frontMatter";
import { markdownReadBackProblem, rewriteMarkdownItem } from "./markdownItemRewrite";

const post = [
  "---",
  "# the spring post",
  'title: "Spring menu: what comes back"',
  "date: 2026-03-02   # first Monday",
  "summary: Rhubarb buns return.",
  "tags: [menu, spring]",
  "author: mara",
  "---",
  "The spring menu starts in March.",
  "",
  "  Indented *text*, kept.",
  "",
].join("\n");

const fieldsOf = (text: string) => {
  const read = readMarkdownItem(text);
  if (!read.ok) throw new Error(read.message);
  return { fields: read.value as Record<string, unknown>, body: read.body };
};

describe("rewriteMarkdownItem", () => {
  it("gives back the file byte for byte when nothing changed", () => {
    const { fields, body } = fieldsOf(post);
    expect(rewriteMarkdownItem(post, fields, body)).toBe(post);
    const crlf = "\uFEFF" + post.replace(/\n/g, "\r\n");
    expect(rewriteMarkdownItem(crlf, fields, body)).toBe(crlf);
  });

  it("rewrites only the line of a changed field, keeping comments, quotes and the body", () => {
    const { fields, body } = fieldsOf(post);
    const out = rewriteMarkdownItem(post, { ...fields, date: "2026-03-09", summary: "Buns: back" }, body);
    expect(out).toBe(
      post
        .replace("date: 2026-03-02   #", "date: 2026-03-09   #")
        .replace("summary: Rhubarb buns return.", 'summary: "Buns: back"'),
    );
    expect(fieldsOf(out).fields).toMatchObject({ date: "2026-03-09", summary: "Buns: back" });
  });

  it("keeps Windows line ends and a byte-order mark when a field changes", () => {
    const crlf = "\uFEFF" + post.replace(/\n/g, "\r\n");
    const { fields, body } = fieldsOf(crlf);
    expect(rewriteMarkdownItem(crlf, { ...fields, author: "ann" }, body)).toBe(
      crlf.replace("author: mara\r\n", "author: ann\r\n"),
    );
  });

  it("adds a new field at the end of the front matter", () => {
    const { fields, body } = fieldsOf(post);
    const out = rewriteMarkdownItem(post, { ...fields, draft: true }, body);
    expect(out).toBe(post.replace("author: mara\n", "author: mara\ndraft: true\n"));
  });

  it("keeps the front matter byte for byte when only the body changed, and the body's line ends", () => {
    const { fields } = fieldsOf(post);
    const out = rewriteMarkdownItem(post, fields, "New text.\n");
    expect(out).toBe(post.split("---\nThe spring")[0] + "---\nNew text.\n");
    const crlf = post.replace(/\n/g, "\r\n");
    expect(rewriteMarkdownItem(crlf, fields, "One\nTwo")).toBe(
      crlf.split("---\r\nThe spring")[0] + "---\r\nOne\r\nTwo",
    );
  });

  it("removes a field and rewrites a changed list, keeping the other fields' lines", () => {
    const { fields, body } = fieldsOf(post);
    const { tags: _tags, ...rest } = fields;
    const out = rewriteMarkdownItem(post, { ...rest, author: "ann" }, body);
    expect(out).toContain("# the spring post\n");
    expect(out).toContain('title: "Spring menu: what comes back"\n');
    expect(out).toContain("date: 2026-03-02");
    expect(out).not.toContain("tags");
    expect(fieldsOf(out)).toEqual({ fields: { ...rest, author: "ann" }, body });
    const listed = rewriteMarkdownItem(post, { ...fields, tags: ["menu", "spring", "buns"] }, body);
    expect(fieldsOf(listed).fields.tags).toEqual(["menu", "spring", "buns"]);
    expect(listed).toContain("# the spring post\n");
  });

  it("rewrites a changed list where it is, and takes a removed field's lines out, every other line kept as it was", () => {
    const { fields, body } = fieldsOf(post);
    // a list changed: the title's quotes and the date's comment stay, byte for byte
    expect(rewriteMarkdownItem(post, { ...fields, tags: ["menu", "buns"] }, body)).toBe(
      post.replace("tags: [menu, spring]\n", "tags:\n  - menu\n  - buns\n"),
    );
    // a list and a one-line field changed at once: the comment on the date's line stays
    expect(rewriteMarkdownItem(post, { ...fields, date: "2026-03-09", tags: ["menu"] }, body)).toBe(
      post
        .replace("date: 2026-03-02   #", "date: 2026-03-09   #")
        .replace("tags: [menu, spring]\n", "tags:\n  - menu\n"),
    );
    // a removed field: its line alone goes
    const { tags: _tags, ...rest } = fields;
    expect(rewriteMarkdownItem(post, rest, body)).toBe(post.replace("tags: [menu, spring]\n", ""));
    // a list written as a block, changed and removed: its lines, no more
    const block = post.replace("tags: [menu, spring]\n", "tags:\n  - menu   # the first\n  - spring\n");
    expect(rewriteMarkdownItem(block, { ...fields, tags: ["news2", "spring"] }, body)).toBe(
      post.replace("tags: [menu, spring]\n", "tags:\n  - news2\n  - spring\n"),
    );
    expect(rewriteMarkdownItem(block, rest, body)).toBe(post.replace("tags: [menu, spring]\n", ""));
  });

  it("keeps a comment on another field's line when a list changes (the editor's tag edit)", () => {
    const welcome = "---\ntitle: 'Welcome to our blog'   # keep it short\ntags: [news, updates]\n---\nHello.\n";
    const { fields, body } = fieldsOf(welcome);
    expect(rewriteMarkdownItem(welcome, { ...fields, tags: ["news2", "updates"] }, body)).toBe(
      "---\ntitle: 'Welcome to our blog'   # keep it short\ntags:\n  - news2\n  - updates\n---\nHello.\n",
    );
    expect(rewriteMarkdownItem(welcome, { ...fields, title: "T1", tags: ["news2", "updates"] }, body)).toBe(
      "---\ntitle: T1   # keep it short\ntags:\n  - news2\n  - updates\n---\nHello.\n",
    );
  });

  it("writes a front matter for a file that had none", () => {
    expect(rewriteMarkdownItem("Just text.\n", { title: "T" }, "Just text.\n")).toBe(
      "---\ntitle: T\n---\nJust text.\n",
    );
  });

  it("writes a text with a line break in a one-line field as a block that reads back, not a broken line", () => {
    const { fields, body } = fieldsOf(post);
    const out = rewriteMarkdownItem(post, { ...fields, summary: "Knee pain\n" }, body);
    expect(out).toContain("summary: |\n  Knee pain\n");
    expect(fieldsOf(out).fields.summary).toBe("Knee pain\n");
    expect(out).toContain("date: 2026-03-02   # first Monday\n");
  });

  it("quotes a text that would read as a number, yes/no, a comment or another field, and keeps it a text", () => {
    const { fields, body } = fieldsOf(post);
    for (const text of ["42", "true", "null", "a: b", "# not a comment", " leading", "|", "'quoted'"]) {
      const out = rewriteMarkdownItem(post, { ...fields, author: text }, body);
      expect(fieldsOf(out).fields.author).toBe(text);
    }
  });

  it("says why a text does not read back as asked (the check made before writing)", () => {
    expect(markdownReadBackProblem("---\ncategory: |\nKnee pain\n---\n", { category: "Knee pain" }, "")).toMatch(
      /not be readable \(line \d+\)/,
    );
    expect(markdownReadBackProblem("---\nn: 42\n---\n", { n: "42" }, "")).toBe(
      'the field "n" would read back as 42 instead of "42"',
    );
    expect(markdownReadBackProblem("---\nn: '42'\n---\nText", { n: "42" }, "Text")).toBeUndefined();
  });
});
