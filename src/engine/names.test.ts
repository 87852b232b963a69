// The one pattern of a site's names (names.ts) is the one the schemas ask where such a name is written: a name the
// cross-checks take for one is one the schema takes, and the other way round.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { valueAtPointer } from "./jsonPointer.ts";
import { nameLike, namePattern } from "./names.ts";
import { schemasDir } from "./projectPaths.ts";

const patternAt = (file: string, pointer: string) =>
  valueAtPointer(JSON.parse(readFileSync(path.join(schemasDir, file), "utf8")), pointer);

describe("a site's names", () => {
  it("are written as the schemas ask: a section's ref, a page's collection", () => {
    expect(patternAt("blocks/section.schema.json", "/properties/ref/pattern")).toBe(namePattern.source);
    expect(patternAt("page.schema.json", "/properties/collection/pattern")).toBe(namePattern.source);
  });

  it("are lower-case letters, digits and hyphens, starting with a letter or a digit", () => {
    for (const name of ["order-for-events", "2026", "a", "rye-starter-2"])
      expect(namePattern.test(name), name).toBe(true);
    for (const name of ["Order", "-a", "a_b", "a.json", "sections/a", "", "é"])
      expect(namePattern.test(name), name).toBe(false);
  });
});

describe("nameLike", () => {
  it("gives the name nearest a text that a web address takes, or the fallback", () => {
    expect(nameLike("Contact", "x")).toBe("contact");
    expect(nameLike("Our Team", "x")).toBe("our-team");
    expect(nameLike("Gen_AI", "x")).toBe("gen-ai");
    expect(nameLike("Café Crème", "x")).toBe("cafe-creme");
    expect(nameLike("--a--", "x")).toBe("a");
    expect(nameLike("Ω", "page")).toBe("page");
    // a name already right stays as it is
    expect(nameLike("rye-starter-2", "x")).toBe("rye-starter-2");
  });
});
