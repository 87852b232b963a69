import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HTMLElement } from "node-html-parser";
import { attributesOf } from "./markupView";
import { isClassOnly, isElement, type PageElement } from "./pageTree";
import { strictTree } from "./strictTree";
import { bothTrees } from "./testing/bothTrees";

const same = (html: string) => {
  const trees = bothTrees(html);
  expect(trees, html).toBeDefined();
  expect(trees!.strict).toEqual(trees!.parsed);
};

/** Every element under `root`, in document order. */
const elementsOf = (root: PageElement): PageElement[] =>
  root.childNodes.filter(isElement).flatMap((el) => [el, ...elementsOf(el)]);
/** The attributes node-html-parser reads of an element's start tag. */
const nhpAttributes = (el: PageElement) => new HTMLElement(el.rawTagName, {}, el.rawAttrs).attrs;

describe("strictTree", () => {
  it("builds node-html-parser's tree of markup written as React writes it", () => {
    same(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A &amp; B</title>' +
        '<link rel="stylesheet" href="/a.css"><script type="application/ld+json">{"a":"</b>"}</script><style></style>' +
        '<script>  </script></head><body><div class="css-1 x" data-block="hero" hidden=""><h1 id="top">Hi<!-- -->there</h1>' +
        '<p>One &lt;two&gt; &#x27;three&#x27;</p><img src="/a.png" alt=""/><br/><svg viewBox="0 0 1 1"><path d="M0 0"></path>' +
        '<linearGradient id="g"></linearGradient><title>Icon</title></svg><ul><li><p>x</p></li><li>y</li></ul>' +
        '<a href="/x?a=1&amp;b=2" aria-label="Go &quot;now&quot;">go</a><template><b>t</b></template></div>' +
        '<noscript><img src="/n.png" alt="n"/></noscript><pre>  a\n b</pre></body></html>\n',
    );
    same("");
    same("just text");
    same("<div></div>text after");
  });

  it("gives up where node-html-parser would build another tree or read a tag otherwise", () => {
    for (const html of [
      "<div>", // never closed
      "<div></span></div>", // a stray end tag
      "<p>one<div>two</div></p>", // <p> closed at <div>
      "<li>a<li>b</li></li>", // <li> closed at <li>
      "<h2>a<h2>b</h2></h2>",
      "<b><div></div></b>",
      "<a href=x>y</a>", // unquoted
      "<a href='x'>y</a>", // single quotes
      '<a  href="x">y</a>', // two spaces
      '<a href="x" >y</a>',
      '<a title="a>b">y</a>',
      "<DIV></DIV>",
      "<Script></Script>",
      "<script>never closed",
      "<script/>",
      "a < b",
      "<!-- never closed",
      '<?xml version="1.0"?>',
      "<my_tag></my_tag>",
      "</div>",
    ]) {
      expect(strictTree(html), html).toBeUndefined();
    }
  });

  it("builds node-html-parser's tree wherever it does not give up, on markup made at random (a property test)", () => {
    // mostly markup as React writes it, with now and then what makes strictTree give up, in any place
    const rarely = <T>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: usual, weight: 12 }, { arbitrary: odd, weight: 1 });
    const name = rarely(
      fc.constantFrom(
        "div",
        "p",
        "span",
        "a",
        "li",
        "ul",
        "h1",
        "h2",
        "b",
        "td",
        "tr",
        "svg",
        "path",
        "title",
        "x-y",
        "clipPath",
      ),
      fc.constantFrom("DIV", "Span", "P"),
    );
    const voidName = rarely(fc.constantFrom("img", "br", "meta", "input", "hr"), fc.constant("IMG"));
    const attribute = rarely(
      fc.constantFrom(
        ' id="a"',
        ' class="c d"',
        ' hidden=""',
        " hidden",
        ' data-block="x"',
        ' alt=""',
        ' href="/a?b=1&amp;c"',
        ` content="a 'b'; c"`,
      ),
      fc.constantFrom(
        " a=b",
        " a='b'",
        '  a="b"',
        ' A="B"',
        ' a="x>y"',
        ' a="1" a="2"',
        ' a="1" A="2"',
        ' 1id="x"',
        ' x@y=""',
        ' a="it&#x27;s"',
        " /",
        ' a="b"/',
        ` a="'>'"`,
      ),
    );
    const text = rarely(
      fc.constantFrom("x", " ", "a &amp; b", "&lt;", ">", "\n", "&nbsp;", "<!-- c -->"),
      fc.constantFrom("<", "<!DOCTYPE html>", "</", "<!x>", "<!-- x"),
    );
    const close = rarely(fc.constant("same"), fc.constantFrom("none", "other"));
    const markup: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        text,
        fc
          .tuple(voidName, fc.array(attribute, { maxLength: 2 }), fc.constantFrom(">", "/>"))
          .map(([n, a, end]) => `<${n}${a.join("")}${end}`),
        fc
          .tuple(fc.constantFrom("script", "style"), fc.constantFrom("", " ", "a</b>", "x"))
          .map(([n, t]) => `<${n}>${t}</${n}>`),
        fc
          .tuple(name, fc.array(attribute, { maxLength: 2 }), fc.array(tie("node"), { maxLength: 3 }), close)
          .map(
            ([n, a, children, end]) =>
              `<${n}${a.join("")}>${children.join("")}${end === "same" ? `</${n}>` : end === "other" ? "</div>" : ""}`,
          ),
      ),
    })).node;
    let built = 0;
    let plainAttributesRead = 0;
    fc.assert(
      fc.property(fc.array(markup, { maxLength: 4 }), (parts) => {
        const html = parts.join("");
        const trees = bothTrees(html);
        if (!trees) return;
        built++;
        expect(trees.strict).toEqual(trees.parsed);
        for (const el of elementsOf(strictTree(html)!)) {
          const plain = el.plainAttributes!();
          if (!plain) continue;
          plainAttributesRead++;
          // the names node-html-parser reads (the page check's prefilter trusts them), the values html-validate's
          // lexer reads (the markup view takes them)
          const written = new Map(plain.entries());
          expect(new Set(written.keys()), el.rawAttrs).toEqual(new Set(Object.keys(nhpAttributes(el))));
          // (with a class alone, the lexer's reading is left empty: no rule reads class)
          if (!isClassOnly(el.rawAttrs)) expect(written, el.rawAttrs).toEqual(attributesOf(el.rawAttrs));
          for (const [name, value] of written) expect([plain.has(name), plain.get(name)]).toEqual([true, value]);
          expect([plain.has("missing"), plain.get("missing")]).toEqual([false, undefined]);
        }
      }),
      { numRuns: 3_000 },
    );
    // the test means something only if many of those were built
    expect(built).toBeGreaterThan(1_500);
    expect(plainAttributesRead).toBeGreaterThan(1_500);
  });

  it("gives an element's attributes as written where both parsers read the same names, else nothing", () => {
    const first = (html: string) => elementsOf(strictTree(html)!)[0];
    expect([...first('<a href="/x?a=1&amp;b" Data-X="" hidden>go</a>').plainAttributes!()!.entries()]).toEqual([
      ["href", "/x?a=1&amp;b"],
      ["data-x", ""],
      ["hidden", null],
    ]);
    expect(first('<a href="/x">go</a>').getAttribute("HREF")).toBe("/x");
    expect(first('<a href="/x?a=1&amp;b">go</a>').getAttribute("href")).toBe("/x?a=1&b");
    expect([...first("<b></b>").plainAttributes!()!.entries()]).toEqual([]);
    expect(first('<b a="1" A="2"></b>').plainAttributes!()).toBeUndefined(); // a name repeats
    expect(first('<b 1id="x"></b>').plainAttributes!()).toBeUndefined(); // node-html-parser reads "id"
    expect(first('<b 1id="x"></b>').getAttribute("id")).toBe("x");
  });
});
