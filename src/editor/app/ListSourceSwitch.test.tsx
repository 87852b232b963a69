// @vitest-environment jsdom
// Where a block's list comes from, switched in the editor as the block form shows it: written on the page, or taken
// from one of the site's collections; the block's real form then shows the list or the source's settings.
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import path from "node:path";
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { formSchemas } from "../server/formSchemas";
import type { BlockSchemaInfo } from "../shared/api";
import { mountConfigForm } from "../../../tests/unit/support/configFormHarness";
import { ConfigForm } from "./form/ConfigForm";
import { ListSourceSwitch } from "./ListSourceSwitch";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const blocks = formSchemas(path.resolve(import.meta.dirname, "../../../schemas")).blocks;
const info = (type: string) => blocks.find((b) => b.type === type)!;
const context = { targets: { pages: [], siteLinks: [], publicFiles: [] } };

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

/** The block's switch above its form, as the page editor shows them; each change handed back like the editor does. */
async function mount(schema: BlockSchemaInfo, block: Record<string, unknown>, collections: string[]) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  const changes: Array<{ block: Record<string, unknown>; key: string }> = [];
  function Panel() {
    const [value, setValue] = useState(block);
    const onChange = (next: unknown, key: string) => {
      changes.push({ block: next as Record<string, unknown>, key });
      setValue(next as Record<string, unknown>);
    };
    return (
      <ChakraProvider value={defaultSystem}>
        <ListSourceSwitch
          idPrefix="block0"
          block={value}
          listProperties={schema.listProperties}
          collections={collections}
          onChange={onChange}
        />
        <ConfigForm
          idPrefix="block0"
          schema={schema.schema}
          value={value}
          diagnostics={[]}
          pointer="/blocks/0"
          context={context}
          onChange={onChange}
        />
      </ChakraProvider>
    );
  }
  await act(async () => root!.render(<Panel />));
  const select = (name: string) => container!.querySelector<HTMLSelectElement>(`#block0__source_${name}`);
  const choose = async (name: string, value: string) => {
    const element = select(name)!;
    await act(async () => {
      element.value = value;
      element.dispatchEvent(new Event("change", { bubbles: true }));
    });
  };
  return { changes, select, choose, container: container! };
}

const articles = {
  type: "card-grid",
  variant: "article",
  cards: [{ title: "Opening hours", description: "We open at seven." }],
};

describe("where a block's list comes from", () => {
  it("names each list a block may take from a collection, and no other", () => {
    expect(info("card-grid").listProperties).toEqual(["cards"]);
    expect(info("team").listProperties).toEqual(["members"]);
    expect(info("testimonials").listProperties).toEqual(["items"]);
    expect(info("article").listProperties).toEqual([]);
    expect(info("form").listProperties).toEqual([]);
  });

  it("switches a written list to a collection, keeps the source's settings between collections, and back", async () => {
    const panel = await mount(info("card-grid"), articles, ["posts", "recipes"]);
    const select = panel.select("cards")!;
    expect(panel.container.querySelector(`label[for="${select.id}"]`)?.textContent).toBe("Where the cards come from");
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "Written on this page",
      "From the collection “posts”",
      "From the collection “recipes”",
    ]);
    expect(select.value).toBe("");

    await panel.choose("cards", "posts");
    expect(panel.changes.at(-1)).toEqual({
      block: { ...articles, cards: { collection: "posts" } },
      key: "source:cards",
    });
    // the form now shows the source's own settings in the list's place
    const collectionBox = panel.container.querySelector<HTMLInputElement>("#block0_cards_collection");
    expect(collectionBox?.value).toBe("posts");

    await panel.choose("cards", "recipes");
    expect(panel.changes.at(-1)?.block.cards).toEqual({ collection: "recipes" });

    // back to a list written on the page: an empty one, its items added in the form (Ctrl+Z brings the source back)
    await panel.choose("cards", "");
    expect(panel.changes.at(-1)?.block.cards).toEqual([]);
    expect(panel.container.querySelector("#block0_cards_collection")).toBeNull();
    expect(panel.changes.map((c) => c.key)).toEqual(["source:cards", "source:cards", "source:cards"]);
  });

  it("keeps a source's other settings when its collection is changed", async () => {
    const block = { ...articles, cards: { collection: "posts", sort: "-date", limit: 6 } };
    const panel = await mount(info("card-grid"), block, ["posts", "recipes"]);
    expect(panel.select("cards")!.value).toBe("posts");
    await panel.choose("cards", "recipes");
    expect(panel.changes).toEqual([
      { block: { ...block, cards: { collection: "recipes", sort: "-date", limit: 6 } }, key: "source:cards" },
    ]);
  });

  it("shows a collection the site does not have as the page names it, and offers nothing where nothing can be chosen", async () => {
    const block = { ...articles, cards: { collection: "psots" } };
    const panel = await mount(info("card-grid"), block, ["posts"]);
    expect([...panel.select("cards")!.options].map((o) => o.textContent)).toEqual([
      "Written on this page",
      "From the collection “posts”",
      "From the collection “psots” (not in the site)",
    ]);
    expect(panel.select("cards")!.value).toBe("psots");
    act(() => root?.unmount());

    const none = await mount(info("card-grid"), articles, []);
    expect(none.container.querySelector("[data-list-sources]")).toBeNull();
    act(() => root?.unmount());
    const article = await mount(info("article"), { type: "article", title: "A", sections: [] }, ["posts"]);
    expect(article.container.querySelector("[data-list-sources]")).toBeNull();
  });

  it("opens a card grid taken from a collection as fields, its where of texts, numbers and yes/no changed in nothing", async () => {
    const block = {
      ...articles,
      cards: { collection: "posts", where: { tags: "news", year: 2026, featured: true }, sort: "-date", limit: 6 },
    };
    const form = await mountConfigForm(info("card-grid").schema, block, "block0");
    try {
      expect(form.reports).toEqual([]);
      expect(form.container.querySelector<HTMLInputElement>("#block0_cards_collection")?.value).toBe("posts");
      expect(form.container.textContent).not.toContain("edited as JSON");
    } finally {
      form.unmount();
    }
  });
});
