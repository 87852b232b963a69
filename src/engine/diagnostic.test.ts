import { describe, expect, it } from "vitest";
import { formatDiagnostics, withDocsAt } from "./diagnostic.ts";

describe("a message's pages of the docs, as the reader finds them", () => {
  const installed = "node_modules/config-page-builder/docs/";

  it("are named in the installed package's docs/ in a site repository", () => {
    expect(withDocsAt("Add its items (see docs/content.md).", installed)).toBe(
      "Add its items (see node_modules/config-page-builder/docs/content.md).",
    );
    expect(withDocsAt("docs/site-blocks.md and docs/layouts.md", installed)).toBe(
      `${installed}site-blocks.md and ${installed}layouts.md`,
    );
    const [line] = formatDiagnostics(
      [
        {
          file: "pages/docs/index.json",
          line: 2,
          column: 3,
          code: "json-syntax",
          message: "m",
          hint: "See docs/seo.md.",
        },
      ],
      installed,
    );
    // the file's own path (a page folder named docs/) stays as it is
    expect(line).toBe(`pages/docs/index.json:2:3  m See ${installed}seo.md.`);
  });

  it("stay as written in the builder's repository, and a path that only ends in docs/ is not one (what stays the same)", () => {
    expect(withDocsAt("see docs/content.md", undefined)).toBe("see docs/content.md");
    expect(withDocsAt("pages/docs/intro.md and mydocs/x.md", installed)).toBe("pages/docs/intro.md and mydocs/x.md");
  });
});
