import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { fixturesDir, repoRoot } from "./support/runValidate";

const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");

const clinicSchema = JSON.stringify({
  type: "object",
  required: ["name", "phone"],
  properties: {
    name: { type: "string" },
    phone: { type: "string" },
    opened: { type: "string", format: "date" },
    services: { type: "array", items: { type: "string" } },
  },
});
const physioSchema = JSON.stringify({
  type: "object",
  required: ["name", "clinic"],
  properties: { name: { type: "string" }, clinic: { type: "string", "x-reference": "clinics" } },
});
const riverside = '{\n  "$schema": "../clinics.schema.json",\n  "name": "Riverside",\n  "phone": "555-0100"\n}\n';

function validate(overlay: Record<string, string>) {
  const set = validateConfigDir(baseDir, schemasDir, baseDir, { overlay });
  const at = set.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`);
  return { set, at, diagnostics: set.diagnostics };
}

describe("a site's collections", () => {
  it("reads JSON items, Markdown items and list items, indexed by slug, with no problem", () => {
    const { set, at } = validate({
      "collections/clinics.schema.json": clinicSchema,
      "collections/clinics/riverside.json": riverside,
      "collections/clinics/hilltop.md":
        "\uFEFF---\r\nname: Hilltop\r\nphone: '555-0101'\r\nopened: 2026-11-06\r\nservices:\r\n  - sports\r\n---\r\n# Hilltop\r\n\r\nText.\r\n",
      "collections/physios.schema.json": physioSchema,
      "collections/physios.json": JSON.stringify({ items: [{ slug: "ann", name: "Ann", clinic: "hilltop" }] }),
    });
    expect(at).toEqual([]);
    const clinics = set.content.clinics;
    expect(clinics.items.map((i) => i.slug)).toEqual(["hilltop", "riverside"]);
    expect(clinics.bySlug.hilltop.data).toEqual({
      name: "Hilltop",
      phone: "555-0101",
      opened: "2026-11-06",
      services: ["sports"],
    });
    expect(clinics.bySlug.hilltop.body).toBe("# Hilltop\n\nText.\n");
    expect(clinics.bySlug.hilltop.bodyLine).toBe(8);
    expect(clinics.bySlug.riverside.data).toEqual({ name: "Riverside", phone: "555-0100" });
    expect(set.content.physios.bySlug.ann.data.clinic).toBe("hilltop");
    // pages are read as before, beside the collections
    expect(set.pages.length).toBeGreaterThan(0);
  });

  it("locates a YAML mistake at its line, with the fix", () => {
    const { diagnostics } = validate({
      "collections/clinics.schema.json": clinicSchema,
      "collections/clinics/desk.md": "---\nname: Desk neck: seven changes\nphone: x\n---\nBody\n",
    });
    expect(diagnostics).toMatchObject([{ file: "collections/clinics/desk.md", line: 2, code: "front-matter-syntax" }]);
    expect(diagnostics[0].hint).toContain('name: "Desk neck: seven changes"');
  });

  it("locates a field the schema does not know at its front-matter line, with did-you-mean", () => {
    const { diagnostics } = validate({
      "collections/clinics.schema.json": clinicSchema,
      "collections/clinics/a.md": "---\nname: A\nphone: x\nopend: 2026-01-02\n---\n",
    });
    expect(diagnostics).toMatchObject([
      { file: "collections/clinics/a.md", line: 4, column: 1, code: "unknown-field" },
    ]);
    expect(diagnostics[0].hint ?? diagnostics[0].message).toContain("opened");
  });

  it("locates problems right in items with a byte-order mark and Windows line ends, .md and .json alike", () => {
    const { at } = validate({
      "collections/clinics.schema.json": clinicSchema,
      "collections/clinics/a.md": "\uFEFF---\r\nname: A\r\nphone: x\r\nopend: 2026-01-02\r\n---\r\nText.\r\n",
      "collections/clinics/b.json": '\uFEFF{\r\n  "name": "B",\r\n  "phone": "1",\r\n  "opened": 5\r\n}\r\n',
    });
    expect(at).toEqual(["collections/clinics/a.md:4:1 unknown-field", "collections/clinics/b.json:4:13 wrong-type"]);
  });

  it("refuses an alias in front matter (a missing anchor, one naming itself, a thousand copies) at its line", () => {
    const cases = [
      "title: *nope",
      "a: &a\n  b: *a",
      "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b]",
    ];
    for (const yaml of cases) {
      const { diagnostics } = validate({
        "collections/clinics.schema.json": clinicSchema,
        "collections/clinics/a.md": `---\nname: A\nphone: x\n${yaml}\n---\n`,
      });
      const line = 4 + yaml.split("\n").findIndex((l) => l.includes("*"));
      expect(diagnostics).toMatchObject([{ file: "collections/clinics/a.md", line, code: "front-matter-syntax" }]);
      expect(diagnostics[0].message).toContain("anchor");
    }
  });

  it("checks an unquoted date against format date", () => {
    const { diagnostics } = validate({
      "collections/clinics.schema.json": clinicSchema,
      "collections/clinics/a.md": "---\nname: A\nphone: x\nopened: 2026-13-45\n---\n",
    });
    expect(diagnostics.map((d) => [d.line, d.column])).toEqual([[4, 9]]);
  });

  it("reports colliding slugs and a slug that cannot be an address", () => {
    const { at } = validate({
      "collections/clinics.schema.json": clinicSchema,
      "collections/clinics/Riverside.json": riverside,
      "collections/clinics/riverside.md": "---\nname: R\nphone: x\n---\n",
    });
    expect(at).toEqual([
      "collections/clinics/Riverside.json:1:1 bad-item-slug",
      "collections/clinics/riverside.md:1:1 duplicate-item-slug",
    ]);
  });

  it("checks references once every collection is loaded, with did-you-mean on the slug", () => {
    const { diagnostics } = validate({
      "collections/clinics.schema.json": clinicSchema,
      "collections/clinics/riverside.json": riverside,
      "collections/physios.schema.json": physioSchema,
      "collections/physios/ann.json": '{\n  "name": "Ann",\n  "clinic": "riversid"\n}\n',
    });
    expect(diagnostics).toMatchObject([
      { file: "collections/physios/ann.json", line: 3, column: 13, code: "unknown-reference" },
    ]);
    expect(diagnostics[0].hint).toContain('Did you mean "riverside"?');
  });

  it("reports a circle of references", () => {
    const node = JSON.stringify({
      type: "object",
      properties: { next: { type: "string", "x-reference": "nodes" } },
    });
    const { diagnostics } = validate({
      "collections/nodes.schema.json": node,
      "collections/nodes/a.json": '{ "next": "b" }',
      "collections/nodes/b.json": '{ "next": "a" }',
    });
    expect(diagnostics.map((d) => d.code)).toEqual(["reference-cycle"]);
    expect(diagnostics[0].message).toContain("nodes/a → nodes/b → nodes/a");
  });

  it("keeps a draft item checked, and marks it", () => {
    const { set, diagnostics } = validate({
      "collections/clinics.schema.json": clinicSchema,
      "collections/clinics/soon.md": "---\nname: Soon\nphone: x\ndraft: true\n---\n",
      "collections/clinics/bad.md": "---\nname: Bad\ndraft: true\n---\n",
    });
    expect(set.content.clinics.bySlug.soon.draft).toBe(true);
    expect(diagnostics).toMatchObject([{ file: "collections/clinics/bad.md", code: "missing-field" }]);
  });

  it("reports items without a schema and a list file without its list", () => {
    const { at } = validate({
      "collections/team/ann.json": "{}",
      "collections/clinics.schema.json": clinicSchema,
      "collections/clinics.json": "[]",
    });
    expect(at).toEqual([
      "collections/clinics.json:1:1 bad-item-list",
      "collections/team/ann.json:1:1 no-collection-schema",
    ]);
  });

  it("reads 10,000 items of a list file and a 1 MB Markdown body", () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ slug: `c-${i}`, name: `Clinic ${i}`, phone: "1" }));
    const started = performance.now();
    const { set, at } = validate({
      "collections/clinics.schema.json": clinicSchema,
      "collections/clinics.json": JSON.stringify({ items }),
      "collections/clinics/long.md": `---\nname: Long\nphone: x\n---\n${"A line of text.\n".repeat(70_000)}`,
    });
    expect(at).toEqual([]);
    expect(set.content.clinics.items).toHaveLength(10_001);
    expect(set.content.clinics.bySlug.long.body!.length).toBeGreaterThan(1_000_000);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("a site without collections is read as before", () => {
    const { set, at } = validate({});
    expect(at).toEqual([]);
    expect(set.content).toEqual({});
  });
});
