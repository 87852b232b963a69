import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  discardStagingFolder,
  emptyStagingFolder,
  keepOnly,
  nextSpareFolder,
  notReplaceable,
  recoverOutputFolder,
  replaceOutputFolder,
  stagingFolder,
} from "./outputFolder";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const site = (folder: string, text: string) => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "index.html"), text);
};
const shown = (out: string) => readFileSync(path.join(out, "index.html"), "utf8");
/** A process id no process has (as a killed build's). */
const gonePid = 2 ** 22 + 17;

/** Two builds put in place ("first", then "second"), and the staging folder of a third, given the first as its spare. */
function thirdBuildFromSpare(): { out: string; third: string } {
  dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
  const out = path.join(dir, "dist");
  for (const text of ["first", "second"]) {
    site(stagingFolder(out, { spare: true }), text);
    replaceOutputFolder(out);
  }
  return { out, third: stagingFolder(out, { spare: true }) };
}

describe("the output folder", () => {
  it("stays a plain folder, swapped in by two renames; the build before is kept as the spare, older ones removed", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(out, "plain folder from an older build");
    site(stagingFolder(out), "first");
    expect(shown(out)).toBe("plain folder from an older build");
    replaceOutputFolder(out);
    expect(lstatSync(out).isDirectory()).toBe(true);
    expect(shown(out)).toBe("first");
    site(stagingFolder(out), "second");
    expect(shown(out)).toBe("first");
    replaceOutputFolder(out);
    expect(shown(out)).toBe("second");
    site(stagingFolder(out), "third");
    replaceOutputFolder(out);
    expect(shown(out)).toBe("third");
    expect(lstatSync(out).isSymbolicLink()).toBe(false);
    // beside the output only the hidden folder, holding the build it replaced (the spare)
    const builds = readdirSync(path.join(dir, ".dist.builds")).map((name) =>
      readFileSync(path.join(dir, ".dist.builds", name, "index.html"), "utf8"),
    );
    expect(builds).toEqual(["second"]);
    expect(readdirSync(dir).sort()).toEqual([".dist.builds", "dist"]);
  });

  it("is finished by the next command when a build was killed between the two renames (the new site goes in)", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    // the output moved aside as the spare, the whole new site not yet renamed in
    site(path.join(dir, ".dist.builds", `site-1764000000000-${gonePid}`), "last good");
    site(path.join(dir, ".dist.builds", `ready-${gonePid}`), "new and whole");
    expect(recoverOutputFolder(out)).toMatch(/now holds that site, whole$/);
    expect(shown(out)).toBe("new and whole");
    expect(readdirSync(path.join(dir, ".dist.builds"))).toEqual([`site-1764000000000-${gonePid}`]);
    expect(recoverOutputFolder(out)).toBeUndefined(); // nothing left to repair
  });

  it("is finished by the next command when a build was killed before the first of the two renames", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(out, "last good");
    site(path.join(dir, ".dist.builds", `ready-${gonePid}`), "new and whole");
    recoverOutputFolder(out);
    expect(shown(out)).toBe("new and whole");
    const spare = readdirSync(path.join(dir, ".dist.builds"));
    expect(spare).toHaveLength(1);
    expect(readFileSync(path.join(dir, ".dist.builds", spare[0], "index.html"), "utf8")).toBe("last good");
  });

  it("turns an output that is a link (builds before this scheme) into a plain folder holding its site", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(path.join(dir, ".dist.builds", "site-1764000000000-1"), "linked");
    symlinkSync(path.join(".dist.builds", "site-1764000000000-1"), out, "dir");
    recoverOutputFolder(out);
    expect(lstatSync(out).isSymbolicLink()).toBe(false);
    expect(shown(out)).toBe("linked");
  });

  it("starts a build from the spare (the build before the one shown), which keepOnly brings down to the pages kept", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    // a site with one page too many, a stale file and a folder of them: the build after next starts from it
    const first = stagingFolder(out, { spare: true });
    site(first, "first");
    site(path.join(first, "gone"), "a page since removed");
    site(path.join(first, "kept"), "a page still there");
    mkdirSync(path.join(first, "assets/old"), { recursive: true });
    writeFileSync(path.join(first, "assets/old/code.js"), "old code");
    replaceOutputFolder(out);
    expect(existsSync(stagingFolder(out, { spare: true }))).toBe(false); // no spare yet: a folder to make
    site(stagingFolder(out), "second");
    replaceOutputFolder(out);

    const third = stagingFolder(out, { spare: true });
    expect(readFileSync(path.join(third, "index.html"), "utf8")).toBe("first");
    expect(shown(out)).toBe("second"); // the site shown is not touched
    keepOnly(third, new Set(["index.html", "kept/index.html"]));
    expect(readdirSync(third).sort()).toEqual(["index.html", "kept"]);
    expect(readdirSync(path.join(third, "kept"))).toEqual(["index.html"]);
  });

  it("starts a build from nothing when its spare is emptied, the spare deleted by a process of its own", async () => {
    const { out, third } = thirdBuildFromSpare();
    expect(readFileSync(path.join(third, "index.html"), "utf8")).toBe("first");
    emptyStagingFolder(third);
    expect(readdirSync(third)).toEqual([]);
    expect(shown(out)).toBe("second");
    const builds = path.join(dir, ".dist.builds");
    const discarded = () => readdirSync(builds).filter((name) => name.startsWith("discarded-"));
    for (let waited = 0; discarded().length > 0 && waited < 30_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(discarded()).toEqual([]);
  });

  it("goes on when the process that deletes the spare cannot start; the next build removes what it left", async () => {
    const { third } = thirdBuildFromSpare();
    const node = process.execPath;
    // as when Node's binary is replaced by an update while the build runs: spawn's error comes as an event
    process.execPath = path.join(dir, "no-such-node");
    try {
      emptyStagingFolder(third);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.execPath = node;
    }
    expect(readdirSync(third)).toEqual([]);
    const builds = path.join(dir, ".dist.builds");
    // left for the next build (recoverOutputFolder removes the folders of builds no longer running)
    expect(readdirSync(builds).filter((name) => name.startsWith("discarded-"))).toHaveLength(1);
  });

  it("gets the spare a build that did not start from one made as it went, the output it replaced removed", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(stagingFolder(out, { spare: true }), "an older build");
    replaceOutputFolder(out);
    // a build of new code: its spare (the older build) emptied, every page put in place anew, and linked into the
    // next build's spare as it goes
    const fresh = stagingFolder(out, { spare: true });
    emptyStagingFolder(fresh);
    site(fresh, "new code");
    site(path.join(fresh, "blog/post"), "a post");
    writeFileSync(path.join(fresh, "sitemap.xml"), "<urlset/>");
    const next = nextSpareFolder(out);
    mkdirSync(path.join(next, "blog/post"), { recursive: true });
    for (const page of ["index.html", "blog/post/index.html"]) linkSync(path.join(fresh, page), path.join(next, page));
    replaceOutputFolder(out, { removeOldLater: true, linkSpare: true });
    expect(shown(out)).toBe("new code");

    const builds = path.join(dir, ".dist.builds");
    const gone = () => readdirSync(builds).length === 1;
    for (let waited = 0; !gone() && waited < 30_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    // beside the output only the spare made, holding the pages as the output does (the same files)
    expect(readdirSync(builds)).toEqual([expect.stringMatching(/^site-\d+-\d+$/)]);
    const third = stagingFolder(out, { spare: true });
    expect(readdirSync(third, { recursive: true }).map(String).sort()).toEqual([
      "blog",
      "blog/post",
      "blog/post/index.html",
      "index.html",
    ]);
    const inode = (file: string) => lstatSync(file).ino;
    expect(inode(path.join(third, "blog/post/index.html"))).toBe(inode(path.join(out, "blog/post/index.html")));
    expect(shown(out)).toBe("new code");
  });

  it("removes the next build's spare being made when the build is discarded", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(stagingFolder(out), "half");
    site(nextSpareFolder(out), "half a spare");
    discardStagingFolder(out);
    expect(readdirSync(path.join(dir, ".dist.builds"))).toEqual([]);
  });

  it("stays as it was when the build is discarded", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(stagingFolder(out), "good");
    replaceOutputFolder(out);
    site(stagingFolder(out), "half");
    discardStagingFolder(out);
    expect(shown(out)).toBe("good");
    expect(existsSync(path.join(dir, ".dist.builds", `building-${process.pid}`))).toBe(false);
  });

  it("gets its plain folder back when a build was killed right after moving it aside", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(path.join(dir, ".dist.builds", `previous-${gonePid}`), "last good");
    site(path.join(dir, ".dist.builds", `building-${gonePid}`), "unfinished");
    site(path.join(dir, ".dist.builds", `discarded-${gonePid}-1764000000000`), "a spare whose deletion was stopped");
    site(path.join(dir, ".dist.builds", `linking-${gonePid}`), "a spare whose making was stopped");
    writeFileSync(path.join(dir, `.dist.link-${gonePid}`), "");
    recoverOutputFolder(out);
    expect(shown(out)).toBe("last good");
    expect(readdirSync(path.join(dir, ".dist.builds"))).toEqual([]);
    expect(existsSync(path.join(dir, `.dist.link-${gonePid}`))).toBe(false);
  });

  it("keeps what a build still running is writing", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    const out = path.join(dir, "dist");
    site(out, "current");
    const running = path.join(dir, ".dist.builds", `building-${process.ppid}`);
    site(running, "someone else's build");
    recoverOutputFolder(out);
    expect(existsSync(running)).toBe(true);
    expect(shown(out)).toBe("current");
  });
});

describe("a folder a build may replace", () => {
  it("is a new, empty or built folder, never one holding other files", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "output-folder-"));
    expect(notReplaceable(path.join(dir, "new"))).toBeUndefined();
    mkdirSync(path.join(dir, "empty"));
    expect(notReplaceable(path.join(dir, "empty"))).toBeUndefined();
    site(path.join(dir, "site"), "built");
    expect(notReplaceable(path.join(dir, "site"))).toBeUndefined();
    mkdirSync(path.join(dir, "code"));
    writeFileSync(path.join(dir, "code", "main.ts"), "");
    expect(notReplaceable(path.join(dir, "code"))).toBe(
      `${path.join(dir, "code")} holds files that are not a built site (a build replaces the whole folder): choose a new or empty folder`,
    );
    expect(notReplaceable(path.join(dir, "code", "main.ts"))).toMatch(/is a file, not a folder$/);
  });
});
