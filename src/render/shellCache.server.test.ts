import { describe, expect, it } from "vitest";
import { partMarker } from "../shell/shellParts";
import { withShellParts } from "./shellCache.server";

const m = "shellTEST";
const start = (part: number) => partMarker(m, part, "start");
const end = (part: number) => partMarker(m, part, "end");
/** A page as rendered with the shell's markers: each part's place, React's separators between adjacent texts. */
const page = (...between: string[]) =>
  `<body>${between[0]}${start(0)}<!-- -->${end(0)}${between[1]}${start(1)}<img src="/a.png">${end(1)}${between[2]}</body>`;

describe("withShellParts", () => {
  it("puts each part in its place, in one pass, and takes out React's separators between two markers", () => {
    const html = page("<p>a</p>", "<!-- -->", "<main>x</main>");
    expect(withShellParts(html, ["<header>H</header>", "<nav>N</nav>"], m)).toBe(
      "<body><p>a</p><header>H</header><nav>N</nav><main>x</main></body>",
    );
  });

  it("keeps a separator that is not between two markers, and everything else the page holds", () => {
    const html = page("<!-- -->", "<b>between</b><!-- -->", "<!-- --><main>x</main>");
    expect(withShellParts(html, ["<header></header>", ""], m)).toBe(
      "<body><!-- --><header></header><b>between</b><!-- --><!-- --><main>x</main></body>",
    );
  });

  it("gives up (the page renders whole) when a marker is missing, repeated or out of order", () => {
    const parts = ["<header></header>", "<nav></nav>"];
    expect(withShellParts(`${start(0)}${end(0)}`, parts, m)).toBeUndefined();
    expect(withShellParts(`${start(0)}${end(0)}${start(1)}${end(1)}${start(1)}`, parts, m)).toBeUndefined();
    expect(withShellParts(`${start(1)}${end(1)}${start(0)}${end(0)}`, parts, m)).toBeUndefined();
    expect(withShellParts(`${start(0)}${start(1)}${end(0)}${end(1)}`, parts, m)).toBeUndefined();
    expect(withShellParts(`${start(0)}${end(0)}${start(1)}${end(1)}`, parts, m)).toBe(parts.join(""));
  });
});
