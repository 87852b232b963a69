/**
 * Mutations of real config files for the validator's property tests (tests/unit/validator-fuzz.test.ts and
 * `npm run fuzz`): each mutation is plain data (which file, which node or character, what to put there), so
 * fast-check can shrink a failing case to a small one and print it readably.
 */
import fc from "fast-check";

/** Where in a file a mutation acts: an index taken modulo the number of files, nodes, characters or lines. */
type At = { file: number; target: number };

export type Mutation =
  | (At & { kind: "delete-key" })
  | (At & { kind: "rename-key"; name: string })
  | (At & { kind: "replace-value"; raw: string })
  | (At & { kind: "delete-text"; length: number })
  | (At & { kind: "duplicate-text"; length: number })
  | (At & { kind: "insert-text"; text: string })
  | (At & { kind: "swap-lines"; other: number })
  | (At & { kind: "duplicate-line" })
  | (At & { kind: "truncate" })
  | (At & { kind: "replace-file"; text: string })
  /** A Markdown item's front matter: a line put in (or over) one of its lines; a file without one is left as it is. */
  | (At & { kind: "front-matter-line"; text: string; replace: boolean })
  /** A Markdown item's body: text put in after the front matter. */
  | (At & { kind: "markdown-text"; text: string });

const nested = (open: string, close: string, depth: number) => open.repeat(depth) + close.repeat(depth);

/** Raw JSON values that have broken validators before: wrong types, extreme numbers, deep nesting, odd text. */
const oddValues: string[] = [
  "null",
  "[]",
  "{}",
  "[null]",
  "true",
  "0",
  "-1",
  "1.5",
  "1e400",
  "-1e400",
  "123456789012345678901234567890",
  '""',
  '"   "',
  '"\\u0000"',
  '"a\\u0007b"',
  '"\\u007f"',
  '"\\ud800"',
  '"\\udfff x"',
  '"line\\nbreak"',
  '"{prodcut} and {year}"',
  '"{ product }"',
  '"@signpu"',
  '"/#nope"',
  '"/no-such-page"',
  '"javascript:alert(1)"',
  '"https://app.advisorbse.com/signup"',
  '"__proto__"',
  JSON.stringify("x".repeat(20_000)),
  nested("[", "]", 50),
  nested("[", "]", 101),
  nested("[", "]", 5_000),
  '{"a":'.repeat(200) + "1" + "}".repeat(200),
  // what a collection's schema (collections/<name>.schema.json) can get wrong
  '{"type":"nonsense"}',
  '{"$ref":"#/definitions/nope"}',
  '{"$ref":"#"}',
  '{"$ref":"https://example.com/item.json"}',
  '{"pattern":"("}',
  '{"format":"nope"}',
  '{"x-reference":"nope"}',
  '{"x-reference":"posts"}',
  '{"type":"array","items":{"type":"string","x-reference":"authors"}}',
  '"draft"',
  '"RIVERSIDE"',
  '"river side"',
];

/** Lines of YAML front matter as people (and accidents) write them. */
const frontMatterLines: string[] = [
  "titel: A typo of a field",
  "title: Desk neck: seven changes",
  'title: "unclosed',
  "title:",
  "title: ~",
  "title: [a, b]",
  "title: {a: b}",
  "title: 1e400",
  "title: .nan",
  "title: !!binary aGk=",
  "title: !foo x",
  "date: 2026-13-45",
  "date: 2026-03-02T10:00:00Z",
  "date: yesterday",
  "author: nobody",
  "author: [mara]",
  "draft: yes",
  "draft: true",
  "tags: menu",
  "tags:\n  - [a]",
  "slug: Other Slug",
  "__proto__: x",
  "constructor: x",
  "<<: {title: x}",
  '"": x',
  "? [a]\n: b",
  "a: &a [x, x, x]\nb: [*a, *a, *a]",
  "a: &a\n  b: *a",
  "title: *nope",
  "\ttitle: tab",
  "  title: indented",
  "- a list",
  "%YAML 1.2",
  "---",
  "...",
  "# a comment",
  "title: " + "[".repeat(300) + "]".repeat(300),
  "title: " + "x".repeat(20_000),
  "\ufeff",
  "",
];

/** Markdown bodies that have broken renderers and checkers: raw HTML, odd links, deep nesting, huge text. */
const markdownTexts: string[] = [
  "<b>bold</b>",
  "<script>alert(1)</script>",
  "<!-- a comment -->",
  "[a link](javascript:alert(1))",
  "[a link](JaVaScRiPt:alert(1))",
  "<javascript:alert(1)>",
  "[a link](/no-such-page)",
  "[a link](#nope)",
  "[a link](https://)",
  "![a picture](/nope.png)",
  "![](javascript:alert(1))",
  "[ref]: javascript:alert(1)\n\n[x][ref]",
  "{{product}}",
  "{item.title}",
  "{product}",
  "# Heading\n\n# Heading",
  "| a | b |\n|---|\n| 1 |",
  "```\nunclosed fence",
  "`code <b>`",
  "&#0; &nbsp; &bogus;",
  "\u0000\u007f\u2028",
  "> ".repeat(500) + "deep",
  "- ".repeat(500) + "deep",
  "*".repeat(5_000),
  "[".repeat(5_000),
  "x".repeat(200_000),
  "---\ntitle: x\n---",
  "\r\n\r\n",
];

/** Characters worth typing into JSON text: structure, quotes, escapes, invisible and multi-byte characters. */
const oddCharacters = [
  '"',
  "{",
  "}",
  "[",
  "]",
  ",",
  ":",
  "\\",
  "\n",
  "\r",
  "\t",
  "\u0000",
  "\u007f",
  "\ufeff",
  "\u2028",
  "é",
  "😀",
  " ",
  "/",
  "*",
  "'",
  "e",
  "-",
  "0",
];

const index = fc.nat({ max: 1_000_000 });

const rawValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...oddValues) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? "null") },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }).map((s) => JSON.stringify(s)) },
);

const keyName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "titel",
    "type",
    "anchor",
    "$schema",
    "items",
    "blocks",
    "href",
    "label",
    "__proto__",
    "constructor",
    "",
    "a/b~c",
  ),
  fc.string({ maxLength: 8 }),
);

const insertedText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...oddCharacters),
  fc.array(fc.constantFrom(...oddCharacters), { minLength: 1, maxLength: 4 }).map((cs) => cs.join("")),
  fc.string({ unit: "binary", maxLength: 6 }),
);

const wholeFile: fc.Arbitrary<string> = fc.constantFrom(
  "",
  " ",
  "null",
  '"a site"',
  "[]",
  "{}",
  "123",
  "1e400",
  "\ufeff{}",
  "[{}]",
  nested("[", "]", 20_000),
);

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("delete-key" as const), file: index, target: index }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("rename-key" as const), file: index, target: index, name: keyName }),
  },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant("replace-value" as const), file: index, target: index, raw: rawValue }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("delete-text" as const),
      file: index,
      target: index,
      length: fc.integer({ min: 1, max: 40 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("duplicate-text" as const),
      file: index,
      target: index,
      length: fc.integer({ min: 1, max: 40 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("insert-text" as const), file: index, target: index, text: insertedText }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("swap-lines" as const), file: index, target: index, other: index }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("duplicate-line" as const), file: index, target: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("truncate" as const), file: index, target: index }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("replace-file" as const), file: index, target: index, text: wholeFile }),
  },
);

/** Mutations a Markdown item's front matter and body get; other files are left as they are by them. */
const itemMutations: fc.Arbitrary<Mutation>[] = [
  fc.record({
    kind: fc.constant("front-matter-line" as const),
    file: index,
    target: index,
    text: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...frontMatterLines) }, fc.string({ maxLength: 12 })),
    replace: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("markdown-text" as const),
    file: index,
    target: index,
    text: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...markdownTexts) }, fc.string({ maxLength: 12 })),
  }),
];

/** The mutations of config files and, weighted in, of Markdown items (a site without them is mutated as before). */
export const itemFileMutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: mutationArbitrary },
  { weight: 1, arbitrary: fc.oneof(...itemMutations) },
);

/** One to three mutations, possibly in different files, Markdown items' front matter and body included. */
export const itemMutationsArbitrary: fc.Arbitrary<Mutation[]> = fc.array(itemFileMutationArbitrary, {
  minLength: 1,
  maxLength: 3,
});

/** One to three mutations, possibly in different files. */
export const mutationsArbitrary: fc.Arbitrary<Mutation[]> = fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 });

/** The file (of `files`, in a fixed order) a mutation changes: a Markdown item's mutation, one of the `.md` files. */
export function fileOf(mutation: Mutation, files: readonly string[]): string {
  const markdown = files.filter((f) => f.endsWith(".md"));
  const among =
    (mutation.kind === "front-matter-line" || mutation.kind === "markdown-text") && markdown.length ? markdown : files;
  return among[mutation.file % among.length];
}

/** Applies one mutation to the text of its file. Structural mutations leave text that is not JSON unchanged. */
export function applyMutation(text: string, mutation: Mutation): string {
  switch (mutation.kind) {
    case "delete-key":
    case "rename-key":
    case "replace-value":
      return mutateStructure(text, mutation);
    case "delete-text": {
      const at = mutation.target % (text.length + 1);
      return text.slice(0, at) + text.slice(at + mutation.length);
    }
    case "duplicate-text": {
      const at = mutation.target % (text.length + 1);
      return (
        text.slice(0, at + mutation.length) + text.slice(at, at + mutation.length) + text.slice(at + mutation.length)
      );
    }
    case "insert-text": {
      const at = mutation.target % (text.length + 1);
      return text.slice(0, at) + mutation.text + text.slice(at);
    }
    case "swap-lines": {
      const lines = text.split("\n");
      const a = mutation.target % lines.length;
      const b = mutation.other % lines.length;
      [lines[a], lines[b]] = [lines[b], lines[a]];
      return lines.join("\n");
    }
    case "duplicate-line": {
      const lines = text.split("\n");
      const a = mutation.target % lines.length;
      lines.splice(a, 0, lines[a]);
      return lines.join("\n");
    }
    case "truncate":
      return text.slice(0, mutation.target % (text.length + 1));
    case "replace-file":
      return mutation.text;
    case "front-matter-line":
    case "markdown-text":
      return mutateMarkdownItem(text, mutation);
  }
}

/** A line put into a Markdown item's front matter, or text into its body; a text with no front matter is kept. */
function mutateMarkdownItem(
  text: string,
  mutation: Mutation & { kind: "front-matter-line" | "markdown-text" },
): string {
  const lines = text.split("\n");
  const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === "---");
  if (lines[0].replace(/^\uFEFF/, "").trimEnd() !== "---" || end < 0) return text;
  if (mutation.kind === "front-matter-line") {
    // a line between the two fences (or, with none between, just after the first)
    const at = 1 + (mutation.target % Math.max(1, end - 1));
    lines.splice(at, mutation.replace && end > 1 ? 1 : 0, mutation.text);
    return lines.join("\n");
  }
  const head = lines.slice(0, end + 1).join("\n") + "\n";
  const body = text.slice(head.length);
  const at = mutation.target % (body.length + 1);
  return head + body.slice(0, at) + mutation.text + body.slice(at);
}

type Path = (string | number)[];

const marker = "\u0001fuzz-raw-value\u0001";

function mutateStructure(
  text: string,
  mutation: Mutation & { kind: "delete-key" | "rename-key" | "replace-value" },
): string {
  try {
    return mutateParsed(JSON.parse(text), text, mutation);
  } catch {
    // not JSON (an earlier mutation broke it), or nested too deeply to rewrite: leave it as it is
    return text;
  }
}

function mutateParsed(
  data: unknown,
  text: string,
  mutation: Mutation & { kind: "delete-key" | "rename-key" | "replace-value" },
): string {
  if (mutation.kind === "replace-value") {
    const nodes = allPaths(data);
    const target = nodes[mutation.target % nodes.length];
    if (target.length === 0) return mutation.raw;
    setAt(data, target, marker);
    return JSON.stringify(data, null, 2).replace(JSON.stringify(marker), () => mutation.raw);
  }
  const members = allPaths(data).filter((p) => typeof p.at(-1) === "string");
  if (members.length === 0) return text;
  const target = members[mutation.target % members.length];
  const parent = valueAtPath(data, target.slice(0, -1)) as Record<string, unknown>;
  const key = target.at(-1) as string;
  if (mutation.kind === "delete-key") {
    delete parent[key];
  } else {
    // rebuild the object so the renamed key keeps its place
    const entries = Object.entries(parent).map(([k, v]) => [k === key ? mutation.name : k, v] as const);
    for (const k of Object.keys(parent)) delete parent[k];
    for (const [k, v] of entries)
      Object.defineProperty(parent, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return JSON.stringify(data, null, 2);
}

/** Every node of a JSON value, as the keys and indexes that lead to it; the root first. */
function allPaths(root: unknown): Path[] {
  const out: Path[] = [];
  const stack: { node: unknown; path: Path }[] = [{ node: root, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    out.push(path);
    if (Array.isArray(node)) node.forEach((child, i) => stack.push({ node: child, path: [...path, i] }));
    else if (node && typeof node === "object")
      for (const [k, v] of Object.entries(node)) stack.push({ node: v, path: [...path, k] });
  }
  return out;
}

function valueAtPath(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
}

function setAt(root: unknown, path: Path, value: unknown): void {
  const parent = valueAtPath(root, path.slice(0, -1)) as Record<string | number, unknown>;
  Object.defineProperty(parent, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true });
}
