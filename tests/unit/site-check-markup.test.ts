// The site check's markup rules (scripts/lib/siteCheck/markupRules.ts) work out html-validate's heading-level,
// no-dup-id, wcag/h37, wcag/h30 and text-content on the page's own parse. Here they are held to html-validate
// itself: on pages of the first site as npm run build writes them now, on every case of every rule,
// and on those pages with random markup inserted; and the per-page check gives the expected problems.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBuiltPages, type BuiltPage } from "../../scripts/lib/siteCheck/builtPages";
import { configIndex } from "../../scripts/lib/siteCheck/configFor";
import { htmlValidateFindings, type Finding } from "../../scripts/lib/siteCheck/htmlValidateRules";
import { checkPageHtml } from "../../scripts/lib/siteCheck/index";
import { markupFindings } from "../../scripts/lib/siteCheck/markupRules";
import { buildView } from "../../scripts/lib/siteCheck/markupView";
import { describeElement, parsePage, type ParsedPage } from "../../scripts/lib/siteCheck/parsedPage";
import { type PageElement, parseOptions } from "../../scripts/lib/siteCheck/pageTree";
import { strictTree } from "../../scripts/lib/siteCheck/strictTree";
import { bothTrees } from "../../scripts/lib/siteCheck/testing/bothTrees";
import { defaultConfigDir } from "../../src/engine/projectPaths";
import { runBuild } from "./support/buildRun";

const configs = configIndex(defaultConfigDir);
const builtDir = mkdtempSync(path.join(os.tmpdir(), "site-check-markup-"));
/** Pages of every kind (home, form, quiz, not-found), built by npm run build: what the check sees after a build. */
const kinds = ["index.html", "contact/index.html", "crm-quiz/index.html", "404.html"];
let firstSite: Array<{ page: BuiltPage; html: string }> = [];
beforeAll(() => {
  const run = runBuild(["--out", builtDir, "--no-cache"]);
  expect(run.status, run.stderr).toBe(0);
  firstSite = listBuiltPages(builtDir)
    .filter((page) => kinds.includes(page.rel))
    .map((page) => ({ page, html: readFileSync(page.file, "utf8") }));
}, 300_000);
afterAll(() => rmSync(builtDir, { recursive: true, force: true }));
const somePage: BuiltPage = { file: "/nowhere/x/index.html", rel: "x/index.html", route: "/x" };

const parsed = (html: string, page = somePage) => parsePage(page, html, configs);
/** A finding as compared: rule, message, and the element it is about (by its place and its start tag). */
const shown = (f: Finding) => [f.rule, f.message, f.el ? `${f.el.range[0]} ${describeElement(f.el)}` : f.offset];
const fast = (page: ParsedPage) => buildView(page.root, page.html) !== undefined;
const document = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Case</title><meta name="description" content="A case."/></head><body><main>${body}</main></body></html>`;

describe("the markup rules and html-validate", () => {
  it("agree on the first site's built pages (nothing to report), which need no fallback", () => {
    expect(firstSite.map((p) => p.page.rel).sort()).toEqual([...kinds].sort());
    for (const { page, html } of firstSite) {
      const p = parsed(html, page);
      expect(fast(p), page.rel).toBe(true);
      expect(markupFindings(p)).toEqual([]);
      expect(htmlValidateFindings(p)).toEqual([]);
      expect(checkPageHtml(page, html, configs).problems).toEqual([]);
    }
  });

  it("read every page of the first site in one quick pass (strictTree.ts), to node-html-parser's tree", () => {
    const pages = listBuiltPages(builtDir);
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      const trees = bothTrees(readFileSync(page.file, "utf8"));
      expect(trees, page.rel).toBeDefined();
      expect(trees!.strict, page.rel).toEqual(trees!.parsed);
    }
  });

  // Each case of each rule, as html-validate's documentation and source have them: [markup, rule and message
  // of each finding, in order]. Every case runs on the view (no fallback) and html-validate agrees.
  const cases: Array<[name: string, body: string, expected: Array<[rule: string, message: string]>]> = [
    // heading-level { allowMultipleH1: true, minInitialRank: "h1" }
    ["headings in order", "<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2><h3>e</h3>", []],
    ["a level back up, then down by one", "<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h2>e</h2><h3>f</h3>", []],
    ["several h1 allowed", "<h1>a</h1><h2>b</h2><h1>c</h1><h2>d</h2>", []],
    [
      "a skipped level",
      "<h1>a</h1><h2>b</h2><h4>c</h4>",
      [["heading-level", "Heading level can only increase by one, expected <h3> but got <h4>"]],
    ],
    [
      "the first heading not an h1",
      "<h2>a</h2>",
      [["heading-level", "Initial heading level must be <h1> but got <h2>"]],
    ],
    [
      "a hidden heading counts too",
      "<h1>a</h1><h3 hidden>b</h3>",
      [["heading-level", "Heading level can only increase by one, expected <h2> but got <h3>"]],
    ],
    ["a dialog starts its own outline", "<h1>a</h1><h2>b</h2><dialog><h1>c</h1><h2>d</h2></dialog><h3>e</h3>", []],
    [
      "role=dialog and role=alertdialog start their own outline; it may start one below the outer level",
      '<h1>a</h1><div role="dialog"><h2>b</h2></div><div role="alertdialog"><h3>c</h3></div>',
      [["heading-level", "Initial heading level for sectioning root must be between <h1> and <h2> but got <h3>"]],
    ],
    [
      "a sectioning root's first heading deeper than the outer level allows",
      "<h1>a</h1><dialog><h4>b</h4></dialog>",
      [["heading-level", "Initial heading level for sectioning root must be between <h1> and <h2> but got <h4>"]],
    ],
    [
      "the outline goes on after the sectioning root closes",
      "<h1>a</h1><dialog><h1>b</h1><h2>c</h2><h3>d</h3></dialog><h3>e</h3>",
      [["heading-level", "Heading level can only increase by one, expected <h2> but got <h3>"]],
    ],
    ["headings inside an svg are not seen", "<h1>a</h1><svg><g><h4>b</h4></g></svg>", []],
    // no-dup-id
    [
      "a duplicate id, reported where the second one is",
      '<h1 id="a">a</h1><p id="b">b</p><span id="a">c</span>',
      [["no-dup-id", 'Duplicate ID "a"']],
    ],
    ["ids differing in case are different", '<h1 id="a">a</h1><span id="A">b</span>', []],
    ["empty ids are not compared", '<h1 id="">a</h1><span id="">b</span>', []],
    ["ids inside an svg are not seen", '<h1 id="a">a</h1><svg><linearGradient id="a"></linearGradient></svg>', []],
    [
      "ids in a <template> are apart from the page's",
      '<h1 id="a">a</h1><template><span id="a">b</span><i id="c"></i><b id="c"></b></template>',
      [["no-dup-id", 'Duplicate ID "c"']],
    ],
    [
      "a heading with a duplicate id: both, the heading first",
      '<h1 id="a">a</h1><h3 id="a">b</h3>',
      [
        ["heading-level", "Heading level can only increase by one, expected <h2> but got <h3>"],
        ["no-dup-id", 'Duplicate ID "a"'],
      ],
    ],
    // wcag/h37 { allowEmpty: true }
    ['img with alt, and decorative alt=""', '<h1>a</h1><img src="/a.png" alt="A"><img src="/b.png" alt="">', []],
    ["img without alt", '<h1>a</h1><img src="/a.png">', [["wcag/h37", '<img> is missing required "alt" attribute']]],
    ["img with a bare alt attribute", '<h1>a</h1><img src="/a.png" alt>', []],
    [
      "hidden images need no alt (hidden, aria-hidden, inert, display:none, visibility:hidden, role=presentation)",
      '<h1>a</h1><img src="/a" hidden><div aria-hidden="true"><img src="/b"></div><img src="/c" inert><div style="display: none"><img src="/d"></div><img src="/e" style="visibility:hidden"><img src="/f" role="presentation"><img src="/g" role="none">',
      [],
    ],
    [
      'aria-hidden other than "true", a role=presentation image with tabindex or usemap: still need alt',
      '<h1>a</h1><img src="/a" aria-hidden="false"><img src="/b" role="none" tabindex="0"><img src="/c" role="presentation" usemap="#m">',
      [
        ["wcag/h37", '<img> is missing required "alt" attribute'],
        ["wcag/h37", '<img> is missing required "alt" attribute'],
        ["wcag/h37", '<img> is missing required "alt" attribute'],
      ],
    ],
    ["an image inside an svg is not seen", '<h1>a</h1><svg><image href="/a"></image><img src="/b"></svg>', []],
    // wcag/h30
    [
      "links with text, an image with alt, aria-label (on it or inside), text in a hidden-by-aria child",
      '<h1>a</h1><a href="/a">A</a><a href="/b"><img src="/b" alt="B"></a><a href="/c" aria-label="C"></a><a href="/d"><span aria-label="D"></span></a><a href="/e"><span aria-hidden="true">E</span></a>',
      [],
    ],
    [
      "a link with no text",
      '<h1>a</h1><a href="/a"></a>',
      [["wcag/h30", "Anchor link must have a text describing its purpose"]],
    ],
    [
      'a link whose only image has alt=""',
      '<h1>a</h1><a href="/a"><img src="/a" alt=""></a>',
      [["wcag/h30", "Anchor link must have a text describing its purpose"]],
    ],
    [
      "white space, text under hidden, an empty aria-label, an svg's drawing: no text",
      '<h1>a</h1><a href="/a">  </a><a href="/b"><span hidden>B</span></a><a href="/c" aria-label=""></a><a href="/d"><svg><text>D</text></svg></a>',
      [
        ["wcag/h30", "Anchor link must have a text describing its purpose"],
        ["wcag/h30", "Anchor link must have a text describing its purpose"],
        ["wcag/h30", "Anchor link must have a text describing its purpose"],
        ["wcag/h30", "Anchor link must have a text describing its purpose"],
      ],
    ],
    [
      "an svg's <title> is text; &nbsp; is text; a link without href, or hidden, is not checked",
      '<h1>a</h1><a href="/a"><svg><g><title>A</title></g></svg></a><a href="/b">&nbsp;</a><a></a><a href="/c" hidden></a><div aria-hidden="true"><a href="/d"></a></div>',
      [],
    ],
    // text-content: <button> has accessible text
    [
      "buttons with text, aria-label, aria-labelledby, an image with alt, an input that says submit",
      '<h1>a</h1><button>A</button><button aria-label="B"></button><button aria-labelledby="x"></button><button><img src="/c" alt="C"></button><button><span><input type="submit"></span></button>',
      [],
    ],
    ["a button with no text", "<h1>a</h1><button></button>", [["text-content", "<button> must have accessible text"]]],
    [
      'text hidden from assistive technology, an image with alt="", an svg with no title: no text',
      '<h1>a</h1><button><span aria-hidden="true">A</span></button><button><img src="/b" alt=""></button><button><svg><path d="M0 0"/></svg></button><button aria-label=" "></button>',
      [
        ["text-content", "<button> must have accessible text"],
        ["text-content", "<button> must have accessible text"],
        ["text-content", "<button> must have accessible text"],
      ],
    ],
    [
      "a hidden button is not checked; an svg title counts",
      '<h1>a</h1><button hidden></button><button style="display:none"></button><button><svg><title>B</title></svg></button>',
      [],
    ],
    [
      "an image made presentational inside a button: html-validate judges it while parsing, when every <img> counts as interactive",
      '<h1>a</h1><button><img src="/a" role="presentation"></button>',
      [
        ["text-content", "<button> must have accessible text"],
        ["wcag/h37", '<img> is missing required "alt" attribute'],
      ],
    ],
    [
      "tag and attribute names in any case; messages show the tag as written",
      '<h1>a</h1><img src="/a" ALT="A"><a HREF="/x"></a><BUTTON></BUTTON><H3>x</H3><span ID="q"></span><i id="q"></i><DIALOG><h4>y</h4></DIALOG>',
      [
        ["wcag/h30", "Anchor link must have a text describing its purpose"],
        ["text-content", "<BUTTON> must have accessible text"],
        ["heading-level", "Heading level can only increase by one, expected <h2> but got <h3>"],
        ["no-dup-id", 'Duplicate ID "q"'],
      ],
    ],
    [
      "rules on one element and its descendants come in the order of the page",
      '<h1>a</h1><a href="/a" id="x"><img src="/b"></a><button id="x"></button>',
      [
        ["wcag/h30", "Anchor link must have a text describing its purpose"],
        ["wcag/h37", '<img> is missing required "alt" attribute'],
        ["text-content", "<button> must have accessible text"],
        ["no-dup-id", 'Duplicate ID "x"'],
      ],
    ],
  ];
  it.each(cases)("%s", (_, body, expected) => {
    const page = parsed(document(body));
    expect(fast(page)).toBe(true);
    const found = markupFindings(page);
    expect(found.map((f) => [f.rule, f.message])).toEqual(expected);
    expect(found.map(shown)).toEqual(htmlValidateFindings(page).map(shown));
  });

  it("agree on the first site's pages with random markup inserted: headings, ids, images, links, buttons, svgs, hidden parts", () => {
    let onView = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...firstSite),
        fc.array(fc.tuple(fc.nat(), fragment), { minLength: 1, maxLength: 4 }),
        ({ page, html }, inserts) => {
          const p = parsed(insertAll(html, inserts), page);
          runs++;
          if (fast(p)) onView++;
          expect(markupFindings(p).map(shown)).toEqual(htmlValidateFindings(p).map(shown));
          expectFoundAsBySelectors(p);
        },
      ),
      { numRuns: 150 },
    );
    // the inserted markup is well-formed, so nearly every run compares the view with html-validate (a heading
    // inside a heading of the same level is closed early by node-html-parser: those pages go to html-validate)
    expect(onView).toBeGreaterThanOrEqual(0.9 * runs);
  });

  it("hand a page to html-validate itself where its tree could differ, with its findings", () => {
    const differing = [
      "<h1>a</h1><p><div><h3>b</h3></div></p>", // html-validate closes <p> at <div>
      "<h1>a</h1><div><h3>b</h3>", // a missing end tag
      "<h1>a</h1><span>b</span></span><h3>c</h3>", // a stray end tag
      "<h1>a</h1><svg><![CDATA[ x ]]></svg><h3>b</h3>", // CDATA
      '<h1>a</h1><b><div><a href="/a"></a></div></b>', // node-html-parser closes <b> at <div>
      '<h1>a</h1><img src="/a" ALT="A" alt="">', // a repeated attribute
      "<h1>a</h1><ul><li>a<li>b</ul>", // an omitted </li>
      '<h1>a</h1><a href="#a"><svg><desc><span>Drawn<input type="submit"></span></desc></svg></a>', // a control in a <desc>
    ];
    for (const body of differing) {
      const page = parsed(document(body));
      expect(fast(page), body).toBe(false);
      expect(markupFindings(page).map(shown)).toEqual(htmlValidateFindings(page).map(shown));
    }
    const skipped = parsed(document("<h1>a</h1><p><div><h3>b</h3></div></p>"));
    expect(markupFindings(skipped).map((f) => f.message)).toEqual([
      "Heading level can only increase by one, expected <h2> but got <h3>",
    ]);
  });
});

describe("one page's own checks (checkPageHtml)", () => {
  const blocks = (...inner: string[]) =>
    inner.map((html, i) => `<div data-block="${i === 0 ? "hero" : "text"}">${html}</div>`).join("");
  const check = (body: string) =>
    checkPageHtml(somePage, document(body), configs).problems.map((p) => [
      p.check,
      p.block ? `blocks[${p.block.index}]` : "page",
      p.message,
    ]);

  it("reports each deliberate problem in its block, with the element, in the order of the page", () => {
    expect(
      check(
        blocks(
          '<h1 id="top">Plans</h1><h3>Skipped</h3>',
          '<img src="/chart.svg"><a href="/pricing"></a><a href="/home"><img src="/logo.svg" alt=""></a>',
          '<button></button><h2 id="top">Again</h2><a href="/x" target="_blank">New tab</a>',
        ),
      ),
    ).toEqual([
      // the page's own rules first, then the markup rules
      [
        "new-tab-rel",
        "blocks[2]",
        'link opens a new tab without rel "noopener" and "noreferrer": <a href="/x"> "New tab"',
      ],
      [
        "heading-level",
        "blocks[0]",
        'Heading level can only increase by one, expected <h2> but got <h3>: <h3> "Skipped"',
      ],
      ["img-alt", "blocks[1]", '<img> is missing required "alt" attribute: <img src="/chart.svg">'],
      ["accessible-name", "blocks[1]", 'Anchor link must have a text describing its purpose: <a href="/pricing">'],
      [
        "accessible-name",
        "blocks[1]",
        'Anchor link must have a text describing its purpose: <a href="/home"> — its image has alt="", but an image that is a link\'s or button\'s only content is not decorative: give it an alt that says where the link goes',
      ],
      ["accessible-name", "blocks[2]", "<button> must have accessible text: <button>"],
      ["duplicate-id", "blocks[2]", 'Duplicate ID "top": <h2 id="top"> "Again"'],
    ]);
  });

  it("reports nothing for hidden or decorative parts that are right as they are", () => {
    expect(
      check(
        blocks(
          '<h1>Page</h1><img src="/deco.svg" alt=""><div hidden><img src="/x"><a href="/y"></a></div>',
          '<button aria-label="Close"><svg aria-hidden="true"><path d="M0 0"/></svg></button><a href="/z"><svg><title>Zoom</title></svg></a>',
        ),
      ),
    ).toEqual([]);
  });

  it("finds ids and links by their attributes' names, not by letters of other names or of values, on either tree", () => {
    const body =
      '<div ID="a"></div><div data-id="b" hidden=""></div><p title="an id" width="2">x</p><a HREF="/x">x</a>' +
      '<a data-href="/y">y</a><span aria-hidden="true" id="c"></span>';
    const quick = document(body);
    // an attribute written right after another's quote: strictTree gives up, node-html-parser reads it
    const other = document(`${body}<i x="1"id="d"></i>`);
    expect(strictTree(quick)).toBeDefined();
    expect(strictTree(other)).toBeUndefined();
    for (const [html, ids] of [
      [quick, ["a", "c"]],
      [other, ["a", "c", "d"]],
    ] as const) {
      const p = parsed(html);
      expectFoundAsBySelectors(p);
      expect([...p.ids]).toEqual(ids);
      expect(p.found.withHref.map((el) => el.getAttribute("href"))).toEqual(["/x"]);
    }
  });

  it("finds the same elements in one pass as CSS selectors do: ids, links, title, description (the summary is exact)", () => {
    for (const { page, html } of firstSite) {
      expectFoundAsBySelectors(parsed(html, page));
      const summary = checkPageHtml(page, html, configs).summary;
      expect(summary.title).toBeTruthy();
      expect(summary.description).toBeTruthy();
      expect(summary.links.length).toBeGreaterThan(0);
    }
  });
});

/** The elements found in one pass over the tree are those CSS selectors find in node-html-parser's, in the same order. */
function expectFoundAsBySelectors(p: ParsedPage): void {
  const { found } = p;
  const root = parse(p.html, parseOptions);
  const at = (elements: readonly (PageElement | undefined)[]) =>
    elements.map((el) => el && [el.rawTagName, ...el.range]);
  expect([...p.ids]).toEqual([...new Set(root.querySelectorAll("[id]").map((el) => el.getAttribute("id") ?? ""))]);
  expect(at(found.withHref)).toEqual(at(root.querySelectorAll("a[href], area[href]")));
  expect(at(found.withTarget)).toEqual(at(root.querySelectorAll("a[target], area[target]")));
  expect(at(found.h1s)).toEqual(at(root.querySelectorAll("h1")));
  expect(at([found.titles[0]])).toEqual(at([root.querySelectorAll("title").find((t) => !t.closest("svg"))]));
  expect(at(found.namedMetas)).toEqual(at(root.querySelectorAll("meta[name]")));
  expect(at([found.html])).toEqual(at([root.querySelector("html") ?? undefined]));
}

/** Inserts each fragment before the end tag of a container element, picked by number. */
function insertAll(html: string, inserts: Array<[number, string]>): string {
  let out = html;
  for (const [pick, fragment] of inserts) {
    const body = out.indexOf("<body");
    const ends = [...out.slice(body).matchAll(/<\/(?:div|main|section|header|footer|nav|span|a|button|h[1-6]|li)>/g)];
    const at = body + ends[pick % ends.length].index;
    out = out.slice(0, at) + fragment + out.slice(at);
  }
  return out;
}

const ids = fc.constantFrom("a", "b", "top", "");
const attribute = fc.oneof(
  ids.map((id) => ` id="${id}"`),
  fc.constantFrom(
    " hidden",
    ' aria-hidden="true"',
    ' aria-hidden="false"',
    " inert",
    ' style="display: none"',
    ' style="visibility:hidden"',
    ' style="color: red"',
    ' role="presentation"',
    ' role="none"',
    ' role="dialog"',
    ' role="alertdialog"',
    ' tabindex="0"',
    ' aria-label=""',
    ' aria-label=" "',
    ' aria-label="Label"',
    ' aria-labelledby="a"',
  ),
);
const attributes = fc.uniqueArray(attribute, { maxLength: 3, selector: (a) => a.split("=")[0] }).map((a) => a.join(""));
const text = fc.constantFrom("", " ", "Text", "&nbsp;", "&amp;");
const imgAttributes = fc
  .tuple(attributes, fc.constantFrom("", ' alt=""', ' alt="Alt"', " alt", ' usemap="#m"'), fc.boolean())
  .map(([a, alt, selfClosing]) => `<img src="/i.png"${a}${alt}${selfClosing ? "/>" : ">"}`);

const { fragment } = fc.letrec<{ fragment: string; node: string }>((tie) => ({
  fragment: fc.array(tie("node"), { maxLength: 4 }).map((nodes) => nodes.join("")),
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    imgAttributes,
    fc
      .tuple(
        fc.constantFrom(
          "div",
          "span",
          "section",
          "h1",
          "h2",
          "h3",
          "h4",
          "h6",
          "button",
          "dialog",
          "template",
          "label",
        ),
        attributes,
        tie("fragment"),
      )
      .map(([tag, a, inner]) => `<${tag}${a}>${inner}</${tag}>`),
    fc
      .tuple(fc.constantFrom("", ' href="/x"', ' href="#a"', ' href=""'), attributes, tie("fragment"))
      .map(([href, a, inner]) => `<a${href}${a}>${inner}</a>`),
    fc
      .tuple(
        attributes,
        fc.constantFrom(
          "<title>Icon</title>",
          "<desc><span>Drawn</span></desc>",
          '<path d="M0 0"/>',
          "<text>T</text>",
          "",
        ),
        fc.constantFrom('<g id="a"><title>Inner</title></g>', '<h2 id="b">x</h2>', ""),
      )
      .map(([a, first, second]) => `<svg${a}>${first}${second}</svg>`),
    fc
      .tuple(attributes, fc.constantFrom(' type="submit"', ' type="hidden"', ' type="reset" value="v"', ""))
      .map(([a, type]) => `<input${a}${type}>`),
  ),
}));
