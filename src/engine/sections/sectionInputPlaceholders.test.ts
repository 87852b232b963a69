import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../diagnostic.ts";
import { schemasDir } from "../projectPaths.ts";
import { removeSiteCopies, siteCopy } from "../stages/testing/stageFolders.ts";
import { validateConfigDir } from "../validateConfigDir.ts";
import { sameInputNames, undeclaredInputIssues } from "./sectionInputPlaceholders.ts";

afterAll(removeSiteCopies);

const section = "sections/bread-news.json";
/** The CLI's lines for a copy of the layouts site with its bread-news section's heading written as `title`. */
function told(title: string): string[] {
  const dir = siteCopy("sites/layouts");
  const file = path.join(dir, section);
  writeFileSync(file, readFileSync(file, "utf8").replace('"title": "{input.heading}"', `"title": "${title}"`));
  return validateConfigDir(dir, schemasDir, dir).diagnostics.map(formatDiagnostic);
}

describe("a section's {input.<name>}", () => {
  it("that the section does not declare is told at its text, with the inputs it declares", () => {
    expect(told("{input.heading} {input.sub}")).toEqual([
      `${section}:9:16  blocks[0].title: "{input.sub}" names no input of this section, so it would show nothing on every page that uses it. Its inputs: heading; or declare "sub" in its "inputs".`,
    ]);
    expect(told("{input.headng}")[0]).toContain('Did you mean "heading"? Its inputs: heading');
  });

  it("what stays the same: one it declares is no problem, and another unknown placeholder is told as before", () => {
    expect(told("{input.heading}!")).toEqual([]);
    expect(told("{inpt.heading}")[0]).toContain('"{inpt.heading}" is not a placeholder the site fills in');
  });
});

describe("undeclaredInputIssues and sameInputNames", () => {
  const section = (inputs: Record<string, unknown>, title: string) => ({ inputs, blocks: [{ type: "cta", title }] });
  it("tells each undeclared input once at its text; a translation is checked when it declares its original's", () => {
    const found = undeclaredInputIssues(section({ heading: {} }, "{input.heading} {input.sub} {input.sub}"));
    expect(found.map((i) => [i.pointer, i.message.split(":")[1].trim()])).toEqual([
      [
        "/blocks/0/title",
        '"{input.sub}" names no input of this section, so it would show nothing on every page that uses it.',
      ],
    ]);
    expect(
      sameInputNames(section({ heading: {}, note: {} }, ""), section({ note: {}, heading: { required: true } }, "")),
    ).toBe(true);
    expect(sameInputNames(section({ titulo: {} }, ""), section({ heading: {} }, ""))).toBe(false);
  });
});
