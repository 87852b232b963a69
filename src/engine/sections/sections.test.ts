import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validConfigSet } from "../configSet";
import { countProblems, formatDiagnostic, formatDiagnostics } from "../diagnostic";
import { schemasDir } from "../projectPaths";
import { resolveConfigSet } from "../resolve/resolveConfigSet";
import { validateConfigDir } from "../validateConfigDir";
import { fillInputs } from "./expandSections";

const fixture = path.resolve(import.meta.dirname, "../../../tests/fixtures/sites/layouts");
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

type Json = Record<string, unknown> & { blocks: Record<string, unknown>[] };

/** The layouts fixture in a folder of its own, with `edits` applied (file inside the site → change to its JSON). */
function site(edits: Record<string, (json: Json) => void> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sections-"));
  folders.push(dir);
  cpSync(fixture, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(dir, file);
    let json: Json = { blocks: [] };
    try {
      json = JSON.parse(readFileSync(full, "utf8")) as Json;
    } catch {
      // a new file
    }
    edit(json);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, JSON.stringify(json, null, 2));
  }
  return dir;
}
const problems = (dir: string) =>
  validateConfigDir(dir, schemasDir, dir).diagnostics.map((d) => formatDiagnostic(d).replace(/:\d+:\d+\s+/, ": "));
const resolved = (dir: string) => resolveConfigSet(validConfigSet(validateConfigDir(dir, schemasDir, dir))!);
const lastBlock = (json: Json) => json.blocks[json.blocks.length - 1];

describe("linked sections (sections/<name>.json)", () => {
  it("finds the fixture's section and its two uses valid", () => {
    expect(problems(site())).toEqual([]);
  });

  it("puts the section's blocks into each use, with that use's inputs and the site's placeholders filled", () => {
    const set = resolved(site());
    const use = (route: string) => {
      const page = set.pages.find((p) => p.route === route)!;
      return page.config.blocks.find((b) => b.type === "section") as unknown as { blocks: Record<string, unknown>[] };
    };
    expect(use("/").blocks[0]).toMatchObject({
      type: "cta",
      title: "Order for Your Event",
      text: "Cakes, bread baskets and coffee for twenty to two hundred guests, from Linden Street Bakery.",
      note: "Order three days ahead. Ask for gluten-free.",
    });
    expect(use("/order").blocks[0]).toMatchObject({ title: "Planning a Party?", note: "Order three days ahead. " });
  });

  it("fills inputs into a copy, sharing the parts that hold none with the section (never changing it)", () => {
    const section = [
      { type: "cta", title: "{input.heading}", actions: [{ label: "Order", href: "/order" }] },
      { type: "markdown", text: "No input here." },
    ];
    const before = structuredClone(section);
    const filled = fillInputs(section, { heading: "Parties" }) as typeof section;
    expect(filled).toEqual([{ ...section[0], title: "Parties" }, section[1]]);
    expect(filled[0].actions).toBe(section[0].actions);
    expect(filled[1]).toBe(section[1]);
    expect(section).toEqual(before);
    expect(fillInputs(section[1], { heading: "Parties" })).toBe(section[1]);
  });

  it("changes exactly the resolved pages that use a section when it is edited (their cache keys follow)", () => {
    const before = resolved(site());
    const after = resolved(
      site({
        "sections/order-for-events.json": (json) => {
          json.blocks[0].text = "Now also for weddings.";
        },
      }),
    );
    const changed = before.pages
      .filter((page) => {
        const other = after.pages.find((p) => p.route === page.route)!;
        return JSON.stringify(other.config) !== JSON.stringify(page.config);
      })
      .map((p) => p.route);
    expect(changed.sort()).toEqual(["/", "/order"]);
  });

  it("answers a ref to no section with the did-you-mean and the list of sections", () => {
    const found = problems(site({ "pages/index.json": (json) => void (lastBlock(json).ref = "order-for-event") }));
    expect(found).toEqual([
      'pages/index.json: blocks[4].ref: there is no section "order-for-event" (no file sections/order-for-event.json). Did you mean "order-for-events"? The sections: bread-news, order-for-events.',
    ]);
  });

  it("says of a use of a section file that is not JSON that the file has a problem, never that it does not exist", () => {
    const dir = site();
    const file = path.join(dir, "sections/order-for-events.json");
    writeFileSync(file, readFileSync(file, "utf8").replace('"required": true },', '"required": true }'));
    const news = path.join(dir, "sections/bread-news.json");
    writeFileSync(news, readFileSync(news, "utf8").replace(/\}\s*$/, ""));
    const found = problems(dir);
    expect(found.filter((line) => !line.startsWith("sections/"))).toEqual([
      'pages/index.json: blocks[4].ref: the section "order-for-events" cannot be read: sections/order-for-events.json has a problem of its own (said there), so its blocks and inputs are unknown. Fix sections/order-for-events.json; this use is checked once it can be read.',
      'pages/order.json: blocks[1].ref: the section "order-for-events" cannot be read: sections/order-for-events.json has a problem of its own (said there), so its blocks and inputs are unknown. Fix sections/order-for-events.json; this use is checked once it can be read.',
      'site.json: sections.beforeFooter[0].ref: the section "bread-news" cannot be read: sections/bread-news.json has a problem of its own (said there), so its blocks and inputs are unknown. Fix sections/bread-news.json; this use is checked once it can be read.',
    ]);
    // the files' own messages, as before
    expect(found.filter((line) => line.startsWith("sections/"))).toEqual([
      expect.stringMatching(/^sections\/bread-news\.json: invalid JSON/),
      expect.stringMatching(/^sections\/order-for-events\.json: invalid JSON: a comma is missing/),
    ]);
    expect(found.join("\n")).not.toContain("no file sections/");
    // a misspelt name of a section that cannot be read is answered with its name too
    const order = path.join(dir, "pages/order.json");
    writeFileSync(order, readFileSync(order, "utf8").replace('"ref": "order-for-events"', '"ref": "order-for-event"'));
    expect(problems(dir).filter((line) => line.startsWith("pages/order.json"))).toEqual([
      'pages/order.json: blocks[1].ref: there is no section "order-for-event" (no file sections/order-for-event.json). Did you mean "order-for-events"? The sections: bread-news, order-for-events.',
    ]);
  });

  it("refuses an input the section does not declare, and a required one left out", () => {
    const found = problems(
      site({
        "pages/index.json": (json) => void (lastBlock(json).inputs = { heading: "Hi", titel: "x" }),
        "pages/order.json": (json) => void delete json.blocks[1].inputs,
      }),
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^pages\/index\.json: blocks\[4\]\.inputs\.titel: the section "order-for-events" has no input "titel" .*Its inputs: heading, note\./,
      ),
      'pages/order.json: blocks[1]: the section "order-for-events" needs the input "heading", which this use does not give. Add "inputs": { "heading": "…" } (sections/order-for-events.json says what it is for).',
    ]);
  });

  it("suggests for an unknown input only the inputs the use does not give already", () => {
    const given = (inputs: Record<string, string>) =>
      problems(site({ "pages/index.json": (json) => void (lastBlock(json).inputs = inputs) })).filter((line) =>
        line.includes("has no input"),
      );
    // "heading" is given: "headng2" is not a misspelt "heading"
    expect(given({ heading: "Hi", headng2: "x" })).toEqual([
      'pages/index.json: blocks[4].inputs.headng2: the section "order-for-events" has no input "headng2" (sections/order-for-events.json). Its inputs: heading, note.',
    ]);
    expect(given({ heading: "Hi", nte: "x" })).toEqual([
      'pages/index.json: blocks[4].inputs.nte: the section "order-for-events" has no input "nte" (sections/order-for-events.json). Did you mean "note"? Its inputs: heading, note.',
    ]);
    // the required input it meant is not told again as one left out: one mistake, one message
    expect(problems(site({ "pages/index.json": (json) => void (lastBlock(json).inputs = { headng: "Hi" }) }))).toEqual([
      'pages/index.json: blocks[4].inputs.headng: the section "order-for-events" has no input "headng" (sections/order-for-events.json). Did you mean "heading" (the section needs it)? Its inputs: heading, note.',
    ]);
  });

  it("names a loop of sections in full, in the section where it closes", () => {
    const found = problems(
      site({
        "sections/a.json": (json) => {
          json.$schema = "../../schemas/section.schema.json";
          json.blocks = [{ type: "section", ref: "b" }];
        },
        "sections/b.json": (json) => {
          json.$schema = "../../schemas/section.schema.json";
          json.blocks = [{ type: "group", blocks: [{ type: "section", ref: "a" }] }];
        },
      }),
    );
    expect(found).toEqual([
      'sections/a.json: blocks[0].ref: the section "a" would hold itself: a → b → a. Remove one of the uses in that loop: a section cannot contain itself.',
      'sections/b.json: blocks[0].blocks[0].ref: the section "b" would hold itself: b → a → b. Remove one of the uses in that loop: a section cannot contain itself.',
    ]);
  });

  it("tells a section named as its file once, with the name to write", () => {
    const found = problems(
      site({
        "pages/index.json": (json) => void (lastBlock(json).ref = "order-for-events.json"),
        "pages/order.json": (json) => void (json.blocks[1].ref = "sections/Order-For-Events"),
      }),
    );
    expect(found).toEqual([
      'pages/index.json: blocks[4].ref: text ("order-for-events.json") is not in the expected form. Expected: The section\'s name: its file is sections/<ref>.json. Write "order-for-events".',
      'pages/order.json: blocks[1].ref: text ("sections/Order-For-Events") is not in the expected form. Expected: The section\'s name: its file is sections/<ref>.json. Write "order-for-events".',
    ]);
  });

  it("tells one loop once, with its other places under it, as the command line prints it", () => {
    const loop = (json: Json, ref: string) => {
      json.$schema = "../../schemas/section.schema.json";
      json.blocks = [{ type: "section", ref }];
    };
    const dir = site({ "sections/a.json": (json) => loop(json, "b"), "sections/b.json": (json) => loop(json, "a") });
    const { diagnostics } = validateConfigDir(dir, schemasDir, dir);
    expect(countProblems(diagnostics)).toBe("1 problem, in 2 places in 2 files");
    expect(formatDiagnostics(diagnostics)).toEqual([
      expect.stringMatching(
        /^sections\/a\.json:\d+:\d+ {2}blocks\[0\]\.ref: the section "a" would hold itself: a → b → a\./,
      ),
      expect.stringMatching(/^ {4}Also in 1 more place: sections\/b\.json:\d+:\d+\.$/),
    ]);
  });

  it("validates a section file as blocks, at their place in it", () => {
    const found = problems(site({ "sections/order-for-events.json": (json) => void delete json.blocks[0].actions }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^sections\/order-for-events\.json: blocks\[0\]: .*"actions"/);
  });

  it("counts a main heading inside a section, told at the section's use in the page", () => {
    const found = problems(
      site({
        "sections/banner.json": (json) => {
          json.$schema = "../../schemas/section.schema.json";
          json.blocks = [{ type: "hero", title: "Another Banner" }];
        },
        "pages/order.json": (json) => void json.blocks.push({ type: "section", ref: "banner" }),
      }),
    );
    expect(found).toEqual([
      'pages/order.json: blocks[3] (the section "banner"): a second main heading: this hero block shows its title as the page\'s main heading, and blocks[0] (hero) already does. A page has exactly one. Keep one of them; for a second banner further down, use a block with an ordinary heading (for example "cta").',
    ]);
  });
});

describe('site-wide sections (site.json "sections")', () => {
  type Site = Json & { sections: { beforeFooter: Record<string, unknown>[]; afterHeader?: Record<string, unknown>[] } };
  const editSite = (edit: (site: Site) => void) => ({ "site.json": (json: Json) => edit(json as Site) });
  const blocksOf = (set: ReturnType<typeof resolved>, route: string) =>
    set.pages.find((p) => p.route === route)!.config;

  it('puts the band last into every page\'s blocks but the one its "except" names, with its inputs', () => {
    const set = resolved(site());
    for (const route of ["/", "/order"]) {
      const page = blocksOf(set, route);
      const band = page.blocks[page.blocks.length - 1] as unknown as { ref: string; blocks: Record<string, unknown>[] };
      expect(band.ref).toBe("bread-news");
      expect(band.blocks[0]).toMatchObject({ type: "cta", title: "Fresh Bread News" });
      expect(page.siteSections).toEqual({ afterHeader: 0, beforeFooter: 1, file: "site.json" });
    }
    const privacy = blocksOf(set, "/privacy-policy");
    expect(privacy.siteSections).toBeUndefined();
    expect(privacy.blocks.map((b) => b.type)).toEqual(["legal-text"]);
    // a not-found page is a page too
    expect(set.notFound[0].config.blocks.map((b) => b.type).slice(-1)).toEqual(["section"]);
    // the settings every page reads do not hold them: a page's cache key follows only what it shows
    expect("sections" in set.site).toBe(false);
  });

  it('is on a language\'s pages too, but on the translations of the page its "except" names', () => {
    const dir = site({
      ...editSite((json) => void (json.languages = ["en", "es"])),
      "pages/es/privacy-policy.json": (json) => {
        const english = JSON.parse(readFileSync(path.join(fixture, "pages/privacy-policy.json"), "utf8")) as Json;
        Object.assign(json, english, {
          $schema: "../../../schemas/page.schema.json",
          seo: { title: "Privacidad", description: "Cómo tratamos sus datos aquí." },
        });
      },
    });
    expect(problems(dir)).toEqual([]);
    const set = resolved(dir);
    const types = (route: string) => blocksOf(set, route).blocks.map((b) => b.type);
    expect(types("/es/privacy-policy")).toEqual(["legal-text"]);
    expect(types("/es/order").at(-1)).toBe("section");
    expect(types("/es").at(-1)).toBe("section");
  });

  it("leaves a page's own blocks as they were, in their order (what stays the same)", () => {
    const without = resolved(site(editSite((json) => void delete (json as Partial<Site>).sections)));
    const withBand = resolved(site());
    for (const page of without.pages) {
      const other = blocksOf(withBand, page.route);
      const own = other.blocks.slice(0, other.blocks.length - (other.siteSections?.beforeFooter ?? 0));
      expect(JSON.stringify(own)).toBe(JSON.stringify(page.config.blocks));
      expect(page.config.siteSections).toBeUndefined();
    }
  });

  it("puts an after-header band first, and changes exactly the pages that show a section when it is edited", () => {
    const before = resolved(site());
    const after = resolved(
      site({
        "sections/bread-news.json": (json) => void (json.blocks[0].text = "Two letters a month."),
        ...editSite((json) => void (json.sections.afterHeader = [{ ref: "bread-news", inputs: { heading: "Hi" } }])),
      }),
    );
    expect(blocksOf(after, "/privacy-policy").blocks.map((b) => b.type)).toEqual(["section", "legal-text"]);
    expect(blocksOf(after, "/").siteSections).toEqual({ afterHeader: 1, beforeFooter: 1, file: "site.json" });
    const edited = resolved(site({ "sections/bread-news.json": (json) => void (json.blocks[0].text = "Two.") }));
    const changed = before.pages
      .filter((page) => JSON.stringify(blocksOf(edited, page.route)) !== JSON.stringify(page.config))
      .map((p) => p.route);
    expect(changed.sort()).toEqual(["/", "/order"]);
  });

  it("checks each use as a page's: the section it names, its inputs, located in site.json", () => {
    const found = problems(
      site(
        editSite((json) => {
          json.sections.beforeFooter[0].ref = "bread-new";
          json.sections.afterHeader = [
            { ref: "order-for-events", inputs: { heading: "x", titel: "y" } },
            { ref: "order-for-events" },
          ];
        }),
      ),
    );
    // in the order they are written (afterHeader is added after beforeFooter here)
    expect(found).toEqual([
      'site.json: sections.beforeFooter[0].ref: there is no section "bread-new" (no file sections/bread-new.json). Did you mean "bread-news"? The sections: bread-news, order-for-events.',
      'site.json: sections.afterHeader[0].inputs.titel: the section "order-for-events" has no input "titel" (sections/order-for-events.json). Its inputs: heading, note.',
      'site.json: sections.afterHeader[1]: the section "order-for-events" needs the input "heading", which this use does not give. Add "inputs": { "heading": "…" } (sections/order-for-events.json says what it is for).',
    ]);
  });

  it('answers an "except" that names no page with the did-you-mean', () => {
    const found = problems(site(editSite((json) => void (json.sections.beforeFooter[0].except = ["/privacy"]))));
    expect(found).toEqual([
      'site.json: sections.beforeFooter[0].except[0]: no page is at "/privacy", so this leaves out no page. Did you mean "/privacy-policy"? Name a page by its address ("/contact"), as in its "route" or its file\'s place under pages/.',
    ]);
  });

  it("refuses a section with a main heading in a site-wide place: every page has its own", () => {
    const found = problems(
      site({
        "sections/banner.json": (json) => {
          json.$schema = "../../schemas/section.schema.json";
          json.blocks = [{ type: "hero", title: "Another Banner" }];
        },
        ...editSite((json) => void (json.sections.afterHeader = [{ ref: "banner" }])),
      }),
    );
    expect(found).toEqual([
      'site.json: sections.afterHeader[0].ref: the section "banner" shows a main heading (its hero block), and it is shown on every page, which has its own: each would have two. Use a block with an ordinary heading in that section (for example "cta"), or place it on the pages that need it with a "section" block.',
    ]);
  });

  it("refuses an unknown field of a use, as every setting does", () => {
    const found = problems(site(editSite((json) => void (json.sections.beforeFooter[0].exept = ["/order"]))));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^site\.json: sections\.beforeFooter\[0\]/);
    expect(found[0]).toContain("exept");
  });
});

describe("anchors across a page and its linked sections", () => {
  it("tells an anchor a page's section repeats at the section's use in the page, naming both places", () => {
    const found = problems(
      site({ "sections/order-for-events.json": (json) => void (json.blocks[0].anchor = "bread") }),
    );
    // the home page has a block anchored "bread"; the order page, which uses the section too, has none
    expect(found).toEqual([
      'pages/index.json: blocks[4] (the section "order-for-events", its blocks[0]): the anchor "bread" is also the anchor of blocks[1].columns[0].blocks[0], so a link to "#bread" reaches only the first. Rename one of the two: each anchor of a page, its linked sections\' included, needs its own name.',
    ]);
  });

  it("tells a site-wide section's repeat of a page's anchor in the page, naming its place in site.json", () => {
    const found = problems(site({ "sections/bread-news.json": (json) => void (json.blocks[0].anchor = "reviews") }));
    expect(found).toEqual([
      'pages/index.json: blocks[3].anchor: the anchor "reviews" is also the anchor of sections.beforeFooter[0] (the section "bread-news", its blocks[0]) in site.json, so a link to "#reviews" reaches only the first. Rename one of the two: each anchor of a page, its linked sections\' included, needs its own name.',
    ]);
  });

  it("tells a section used twice on a page with an anchor once, at the second use", () => {
    const found = problems(
      site({
        "sections/order-for-events.json": (json) => void (json.blocks[0].anchor = "events"),
        "pages/order.json": (json) =>
          void json.blocks.push({ type: "section", ref: "order-for-events", inputs: { heading: "Again" } }),
      }),
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^pages\/order\.json: blocks\[3\] \(the section "order-for-events", its blocks\[0\]\): the anchor "events" is also the anchor of blocks\[1\] \(the section "order-for-events", its blocks\[0\]\), /,
      ),
    ]);
  });

  it("keeps an anchor in a section that no other block of the page has, and a page's own repeat told once (what stays the same)", () => {
    expect(problems(site({ "sections/bread-news.json": (json) => void (json.blocks[0].anchor = "news") }))).toEqual([]);
    const own = problems(
      site({
        "pages/order.json": (json) =>
          void json.blocks.push(
            { type: "markdown", text: "x", anchor: "a" },
            { type: "markdown", text: "y", anchor: "a" },
          ),
      }),
    );
    expect(own).toEqual([
      expect.stringMatching(/^pages\/order\.json: blocks\[4\]\.anchor: "a" is already the anchor of blocks\[3\]/),
    ]);
  });
});

describe("sections in another language (sections/<language>/<name>.json)", () => {
  /** The fixture in English and Spanish: a Spanish order page using the section, and `edits`. */
  const twoLanguages = (edits: Record<string, (json: Json) => void> = {}) =>
    site({
      "site.json": (json) => void (json.languages = ["en", "es"]),
      "pages/es/order.json": (json) => {
        Object.assign(json, JSON.parse(readFileSync(path.join(fixture, "pages/order.json"), "utf8")));
        json.$schema = "../../../schemas/page.schema.json";
      },
      ...edits,
    });
  const spanishSection = (json: Json) => {
    Object.assign(json, JSON.parse(readFileSync(path.join(fixture, "sections/order-for-events.json"), "utf8")));
    json.$schema = "../../../schemas/section.schema.json";
    json.blocks[0].text = "Pasteles, cestas de pan y café para veinte a doscientos invitados.";
  };
  const useOn = (set: ReturnType<typeof resolved>, route: string) =>
    (
      set.pages.find((p) => p.route === route)!.config.blocks.find((b) => b.type === "section") as unknown as {
        blocks: Record<string, unknown>[];
      }
    ).blocks[0];

  it("gives a language's pages its translation, and the other languages' pages the default one", () => {
    const dir = twoLanguages({ "sections/es/order-for-events.json": spanishSection });
    expect(problems(dir)).toEqual([]);
    const set = resolved(dir);
    expect(useOn(set, "/es/order").text).toBe("Pasteles, cestas de pan y café para veinte a doscientos invitados.");
    expect(useOn(set, "/order").text).toMatch(/^Cakes, bread baskets and coffee/);
  });

  it("gives a language without a translation of the section the default language's", () => {
    const set = resolved(twoLanguages());
    expect(useOn(set, "/es/order").text).toMatch(/^Cakes, bread baskets and coffee/);
  });

  it("refuses a section in a language the site does not have (did-you-mean), and one in the default language", () => {
    const found = problems(
      twoLanguages({
        "sections/sp/order-for-events.json": spanishSection,
        "sections/en/order-for-events.json": spanishSection,
      }),
    );
    expect(found).toEqual([
      `sections/en/order-for-events.json: (file) "en" is the site's default language: its section is sections/order-for-events.json itself, not a translation. Move it to sections/order-for-events.json.`,
      `sections/sp/order-for-events.json: (file) "sp" is not one of the site's languages (site.json "languages": en, es), so no page shows this section. Did you mean "es"?, or add "sp" to "languages" in site.json.`,
    ]);
  });

  it("refuses a translation whose inputs are not its section's, and checks each use against its language's", () => {
    const found = problems(
      twoLanguages({
        "sections/es/order-for-events.json": (json) => {
          spanishSection(json);
          json.inputs = { titulo: { description: "El título.", required: true } };
          json.blocks[0].title = "{input.titulo}";
        },
      }),
    );
    expect(found).toEqual([
      'pages/es/order.json: blocks[1]: the section "order-for-events" needs the input "titulo", which this use does not give. Add "inputs": { "titulo": "…" } (sections/es/order-for-events.json says what it is for).',
      'pages/es/order.json: blocks[1].inputs.heading: the section "order-for-events" has no input "heading" (sections/es/order-for-events.json). Its inputs: titulo.',
      'sections/es/order-for-events.json: inputs: this translation of the section "order-for-events" declares the inputs titulo (required), and sections/order-for-events.json declares heading (required), note: a use gives the same inputs in every language. Declare the inputs of sections/order-for-events.json here, with the same names (their descriptions may be in es).',
    ]);
  });

  it("finds a section used only in one language's pages in that language's folder", () => {
    const dir = twoLanguages({
      "sections/es/solo.json": (json) => {
        json.$schema = "../../../schemas/section.schema.json";
        json.blocks = [
          {
            type: "cta",
            title: "Solo en español",
            text: "Una banda.",
            actions: [{ label: "Pedir", href: "/es/order" }],
          },
        ];
      },
      "pages/es/order.json": (json) => {
        Object.assign(json, JSON.parse(readFileSync(path.join(fixture, "pages/order.json"), "utf8")));
        json.$schema = "../../../schemas/page.schema.json";
        json.blocks.push({ type: "section", ref: "solo" });
      },
    });
    expect(problems(dir)).toEqual([]);
    const found = problems(
      twoLanguages({
        "sections/es/solo.json": (json) => {
          json.$schema = "../../../schemas/section.schema.json";
          json.blocks = [
            {
              type: "cta",
              title: "Solo en español",
              text: "Una banda.",
              actions: [{ label: "Pedir", href: "/es/order" }],
            },
          ];
        },
        "pages/order.json": (json) => void json.blocks.push({ type: "section", ref: "solo" }),
      }),
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^pages\/order\.json: blocks\[\d+\]\.ref: there is no section "solo" \(no file sections\/solo\.json\)/,
      ),
    ]);
  });
});
