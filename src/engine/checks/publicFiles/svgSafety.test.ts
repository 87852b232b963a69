import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../projectPaths";
import { svgProblem } from "./svgSafety";

const svg = (body: string, attributes = "") => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${body}</svg>`;

describe("svgProblem", () => {
  it("accepts an ordinary logo with gradients, styles, local references and entities", () => {
    expect(svgProblem(readFileSync(path.join(repoRoot, "tests/fixtures/images/sample.svg"), "utf8"))).toBeUndefined();
    expect(svgProblem(svg('<image href="data:image/png;base64,iVBORw0KGgo="/>'))).toBeUndefined();
  });

  it.each([
    ["a script element", svg("<script>alert(1)</script>"), /<script> element/],
    ["a namespaced script", svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'), /script/],
    ["a script in upper case", svg("<SCRIPT>alert(1)</SCRIPT>"), /<SCRIPT> element/],
    ["an onload handler on the root", svg("", ' onload="alert(1)"'), /event handler \(onload/],
    ["an onclick with odd spacing", svg('<rect\n  onClick = "alert(1)"/>'), /event handler/],
    ["a handler hidden after a > in a value", svg('<rect title="a>b" onmouseover="x()"/>'), /event handler/],
    ["a javascript: link", svg('<a href="javascript:alert(1)"><text>x</text></a>'), /javascript:/],
    ["an encoded javascript: link", svg('<a xlink:href="&#106;ava&#x73;cript&#58;alert(1)">x</a>'), /javascript:/],
    ["a javascript: link with a tab", svg('<a href="java\tscript:alert(1)">x</a>'), /javascript:/],
    ["foreignObject", svg("<foreignObject><div>x</div></foreignObject>"), /foreignObject/],
    ["an external image", svg('<image href="https://tracker.example/a.png"/>'), /outside the file/],
    ["an external use", svg('<use xlink:href="other.svg#icon"/>'), /outside the file/],
    ["an SVG data URL (may hold scripts)", svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), /outside/],
    ["an iframe", svg("<iframe src='https://example.com'/>"), /iframe/],
    ["CSS @import", svg("<style>@import url(https://example.com/a.css);</style>"), /@import/],
    [
      "CSS external url()",
      svg('<style><![CDATA[ rect { fill: url("https://x.example/f.svg#a") } ]]></style>'),
      /outside/,
    ],
    ["an external url() in a style attribute", svg('<rect style="background:url(//x.example/a.png)"/>'), /outside/],
    ["an external url() in fill", svg('<rect fill="url(https://x.example/p.svg#g)"/>'), /outside/],
    ["a CSS escape", svg("<style>rect { fill: \\75rl(https://x.example) }</style>"), /escaped/],
    ["a DOCTYPE with entities", '<!DOCTYPE svg [<!ENTITY x "y">]>' + svg("&x;"), /DOCTYPE/],
    ["an external stylesheet", '<?xml-stylesheet href="https://x.example/a.css"?>' + svg(""), /processing instruction/],
    ["an animated link", svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'), /javascript:|animates/],
    [
      "an animated href to elsewhere",
      svg('<a href="#x"><animate attributeName="xlink:href" values="https://x"/></a>'),
      /animates/,
    ],
    ["xml:base", svg('<g xml:base="https://x.example/"><use href="#a"/></g>'), /xml:base/],
    ["unreadable markup", svg("<rect <script>alert(1)</script>"), /cannot be read|script/],
    ["an unterminated comment", svg("<!-- <script>"), /never ends/],
  ])("refuses %s", (_what, source, message) => {
    expect(svgProblem(source)).toMatch(message);
  });
});
