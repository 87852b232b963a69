// A date that is not YYYY-MM-DD, in a collection whose schema says "format": "date": one message, at the item,
// saying so and showing the value rewritten; not a web address's message, and nothing more from the feed or the
// BlogPosting that read the date.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot, schemasDir } from "../../src/engine/projectPaths";
import { validateConfigDir } from "../../src/engine/validateConfigDir";

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The journal fixture (posts with a feed and BlogPosting) with one post's date written as given. */
function journalWithDate(date: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "date-messages-"));
  folders.push(dir);
  cpSync(path.join(repoRoot, "tests/fixtures/sites/journal"), dir, { recursive: true });
  const post = path.join(dir, "collections/posts/rye-starter.md");
  writeFileSync(post, readFileSync(post, "utf8").replace(/^date: .*$/m, `date: ${date}`));
  return dir;
}

const problems = (dir: string) =>
  validateConfigDir(dir, schemasDir).diagnostics.map((d) => ({
    at: `${path.basename(d.file)}:${d.line}:${d.column}`,
    message: d.message,
    hint: d.hint,
  }));

describe("a date that is not YYYY-MM-DD", () => {
  it("says so once, at the item, with the value rewritten", () => {
    expect(problems(journalWithDate("October 9, 2026"))).toEqual([
      {
        at: "rye-starter.md:3:7",
        message: 'date: text ("October 9, 2026") is not a date written YYYY-MM-DD (year, month, day).',
        hint: 'Write it "2026-10-09".',
      },
    ]);
  });

  it("says a YYYY-MM-DD that is no day of the calendar, and how to write one it cannot rewrite", () => {
    expect(problems(journalWithDate("2026-02-30")).map((p) => p.message)).toEqual([
      'date: "2026-02-30" is not a day of the calendar.',
    ]);
    expect(problems(journalWithDate("sometime in spring"))).toEqual([
      expect.objectContaining({
        hint: 'Write the year, month and day with dashes, for example "2026-10-09".',
      }),
    ]);
  });

  it("leaves a site whose dates are YYYY-MM-DD valid (what stays the same)", () => {
    expect(problems(journalWithDate("2026-10-09"))).toEqual([]);
  });
});
