import { describe, expect, it } from "vitest";
import { createSystem, defaultConfig } from "@chakra-ui/react";
import { classIdsOf, createPageCache, globalIdsOf, pageStyles } from "./pageStyles.server";

describe("classIdsOf", () => {
  it("names every class id of the page, and those outside <main> as the shell's", () => {
    const html =
      '<header class="css-a1 css-b2"></header><main class="css-m"><p class="css-b2 css-p">x</p></main><footer class="css-f"></footer>';
    const { used, shell } = classIdsOf(html);
    expect([...used].sort()).toEqual(["a1", "b2", "f", "m", "p"]);
    expect([...shell].sort()).toEqual(["a1", "b2", "f"]);
  });

  it("takes <main> from its first start tag to the last end tag, and a page without one as all shell", () => {
    const nested = '<main class="css-x"><main class="css-y"></main><i class="css-z"></i></main><b class="css-s"></b>';
    expect([...classIdsOf(nested).shell]).toEqual(["s"]);
    const unclosed = '<i class="css-a"></i><main class="css-m">';
    expect([...classIdsOf(unclosed).shell].sort()).toEqual(["a", "m"]);
    expect([...classIdsOf('<div class="css-a"></div>').shell]).toEqual(["a"]);
  });

  it("reads a class id only as a word of its own", () => {
    expect([...classIdsOf('<i class="xcss-a css-b_c-1"></i>').used]).toEqual(["b_c-1"]);
  });
});

describe("pageStyles", () => {
  const system = createSystem(defaultConfig);
  /** A page's render: emotion's inserted rules, in the order given, each registered as a class would be. */
  const rendered = (ids: string[]) => {
    const cache = createPageCache();
    for (const id of ids) {
      cache.inserted[id] = `.css-${id}{}`;
      cache.registered[`css-${id}`] = "";
    }
    return cache;
  };
  const shellOf = (ids: string[]) => `<header class="${ids.map((id) => `css-${id}`).join(" ")}"></header>`;

  it("gives the shared rules in one order, whatever order a page inserted them in: Chakra's globals, then by id", () => {
    const globals = [...globalIdsOf(system)];
    expect(globals.length).toBeGreaterThan(0);
    const shell = shellOf(["b2", "a1", "c3"]);
    // a global rule is inserted, not registered as a class
    const withGlobal = (cache: ReturnType<typeof rendered>, first: boolean) => {
      const inserted = { ...cache.inserted };
      for (const id of Object.keys(inserted)) delete cache.inserted[id];
      if (first) cache.inserted[globals[0]] = "g{}";
      Object.assign(cache.inserted, inserted);
      if (!first) cache.inserted[globals[0]] = "g{}";
      return cache;
    };
    const first = pageStyles(withGlobal(rendered(["c3", "a1", "b2"]), false), shell, system);
    const again = pageStyles(withGlobal(rendered(["b2", "c3", "a1"]), true), shell, system);
    const other = pageStyles(withGlobal(rendered(["a1", "c3", "b2"]), false), shell, system);
    expect(first.shared.ids).toBe(`${globals[0]} a1 b2 c3`);
    expect([again.shared, other.shared]).toEqual([first.shared, first.shared]);
    expect(first.shared.css).toBe("g{}.css-a1{}.css-b2{}.css-c3{}");
  });

  it("keeps a page's own rules in the order it inserted them, and another set of shared rules apart", () => {
    const page = pageStyles(
      rendered(["z9", "m5", "y8"]),
      `${shellOf(["m5"])}<main class="css-z9 css-y8"></main>`,
      system,
    );
    expect(page.shared.ids).toBe("m5");
    expect(page.own?.ids).toBe("z9 y8");
    expect(page.own?.css).toBe(".css-z9{}.css-y8{}");
  });
});
