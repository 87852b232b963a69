// A form's choice takes its options from a collection, as docs/authoring.md shows: written once in the site's
// items, checked like options written out (a value twice, a default that is none of them).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot, schemasDir } from "../../src/engine/projectPaths";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { loadResolved } from "./support/renderPage";

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The bakery fixture with its order form's "Flavour" choice written as given. */
function bakeryWithFlavours(options: unknown, extra: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "form-options-"));
  folders.push(dir);
  cpSync(path.join(repoRoot, "tests/fixtures/sites/bakery"), dir, { recursive: true });
  const file = path.join(dir, "pages/order.json");
  const page = JSON.parse(readFileSync(file, "utf8"));
  const form = page.blocks.find((b: { type: string }) => b.type === "form");
  const field = form.fields.find((f: { name: string }) => f.name === "flavour");
  Object.assign(field, { options }, extra);
  writeFileSync(file, JSON.stringify(page, null, 2));
  return dir;
}

const fromTestimonials = { collection: "testimonials", each: { value: "{item.slug}", label: "{item.author}" } };

describe("a choice's options taken from a collection", () => {
  it("are the collection's items, each its value and label", () => {
    const dir = bakeryWithFlavours(fromTestimonials);
    expect(validateConfigDir(dir, schemasDir).diagnostics).toEqual([]);
    const order = loadResolved(dir).pages.find((p) => p.route === "/order")!;
    const form = order.config.blocks.find((b) => b.type === "form") as {
      fields: { name: string; options?: unknown }[];
    };
    expect(form.fields.find((f) => f.name === "flavour")!.options).toEqual([
      { value: "saturday-rye", label: "Marta K." },
      { value: "wedding-cake", label: "Priya S." },
    ]);
  });

  it("are checked as options written out: a default that is none of them is told at the form", () => {
    const dir = bakeryWithFlavours(fromTestimonials, { default: "lemon" });
    const messages = validateConfigDir(dir, schemasDir).diagnostics.map(
      (d) => `${path.basename(d.file)}: ${d.message}`,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^order\.json: .*default.*"lemon"/);
  });
});
