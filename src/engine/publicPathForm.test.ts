import { describe, expect, it } from "vitest";
import { publicPathProblem } from "./publicPathForm.ts";
import { checkMarkdown } from "./markdown/markdownChecks.ts";

const font = "^/[A-Za-z0-9/_.-]+\\.woff2$";
const picture = "^/[A-Za-z0-9/_.-]+\\.([pP][nN][gG]|[jJ][pP][eE]?[gG])$";

describe("the path of a file in public/ that its pattern refuses", () => {
  it("says the one thing to change, with the path to write", () => {
    expect(publicPathProblem("/fonts/Inter.WOFF2", font)).toEqual({
      message: 'the file name "Inter.WOFF2" ends in ".WOFF2".',
      hint: 'Rename the file to "Inter.woff2" (in public/) and write "/fonts/Inter.woff2".',
    });
    expect(publicPathProblem("/my photos/a.jpg", picture)).toEqual({
      message: 'the folder name "my photos" has a space.',
      hint: 'Rename it to "my-photos" (in public/) and write "/my-photos/a.jpg".',
    });
    expect(publicPathProblem("fonts/inter.woff2", font)?.hint).toBe('Start it with "/": "/fonts/inter.woff2".');
    expect(publicPathProblem("/Users/me/Desktop\\shop.png", picture)?.message).toBe(
      '"/Users/me/Desktop\\shop.png" is a place on your computer, which the site cannot reach.',
    );
  });

  it("says nothing of its own when the path mended still does not fit (the field's description is said)", () => {
    expect(publicPathProblem("/photos/shop.bmp", picture)).toBeUndefined();
    expect(publicPathProblem("/photos/café.jpg", picture)).toBeUndefined();
    expect(publicPathProblem("https://example.com/a.jpg", picture)).toBeUndefined();
  });

  it("a picture in Markdown may end in capitals, as in a picture field", () => {
    expect(checkMarkdown("![The shop](/photos/IMG_0042.JPG)").problems).toEqual([]);
    expect(checkMarkdown("![The shop](photos/IMG_0042.JPG)").problems.map((p) => p.code)).toEqual([
      "markdown-picture-path",
    ]);
  });
});
