// <Island>: a block's interactive part, an empty slot on the page (filled with its own root by entry.server)
// or rendered in place in the editor's preview; only a block whose registry entry declares an island may place one.
import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { IslandSlots, IslandSlotsProvider } from "../render/islandSlots";
import { neutralTheme, siteSystem } from "../theme/system";

const system = siteSystem(neutralTheme);
import { Island, IslandHostProvider } from "./Island";
import { IslandClasses } from "./IslandClasses";

const { Greeting } = vi.hoisted(() => ({
  Greeting: ({ name }: { name: string }) => <p>Hello {name}</p>,
}));
function Farewell({ name }: { name: string }) {
  return <p>Goodbye {name}</p>;
}
// the registry as loaded at build time: "form" declares Greeting as its island (browser.hydrate)
vi.mock("../render/renderers", () => ({
  islandComponentOf: (type: string) => (type === "form" ? Greeting : undefined),
}));

const render = (slots: IslandSlots, host: boolean) =>
  renderToString(
    <IslandSlotsProvider value={slots}>
      {host ? (
        <IslandHostProvider value={{ type: "form", when: "interaction" }}>
          <Island component={Greeting} props={{ name: "Ada" }} />
        </IslandHostProvider>
      ) : (
        <Island component={Greeting} props={{ name: "Ada" }} />
      )}
    </IslandSlotsProvider>,
  );

describe("Island", () => {
  it("on a page: an empty slot with its props and moment, and the island noted for its own root", () => {
    const slots = new IslandSlots();
    const html = render(slots, true);
    expect(html).toMatch(
      /^<div data-island="i0" data-when="interaction" data-props="\{&quot;name&quot;:&quot;Ada&quot;\}" data-island-slot-\w+="i0"><\/div>$/,
    );
    expect(slots.islands).toEqual([{ id: "i0", type: "form", props: { name: "Ada" }, component: Greeting }]);
    expect(slots.needsBrowser).toBe(true);
    expect(slots.fill(html, "i0", "<p>Hello Ada</p>")).toContain(
      'data-props="{&quot;name&quot;:&quot;Ada&quot;}"><p>Hello Ada</p></div>',
    );
  });

  it("in the editor's preview: rendered in place", () => {
    const slots = new IslandSlots({ inline: true });
    expect(render(slots, true)).toContain("<p>Hello <!-- -->Ada</p>");
    expect(slots.islands).toEqual([]);
  });

  it("refuses to be placed by a block that declares no island, saying so", () => {
    expect(() => render(new IslandSlots(), false)).toThrow(/declares no island \(browser.island\)/);
  });

  it("stops the build when the component placed is not the one the registry hydrates in the browser", () => {
    const slots = new IslandSlots();
    expect(() =>
      renderToString(
        <IslandSlotsProvider value={slots}>
          <IslandHostProvider value={{ type: "form", when: "interaction" }}>
            <Island component={Farewell} props={{ name: "Ada" }} />
          </IslandHostProvider>
        </IslandSlotsProvider>,
      ),
    ).toThrow(`the "form" block places an <Island> whose component is not its registry entry's browser.hydrate`);
    expect(slots.islands).toEqual([]);
  });
});

describe("IslandClasses", () => {
  it("turns Chakra style props and recipes into class names, the same for the same styles", () => {
    let seen: Record<string, string> = {};
    renderToString(
      <ChakraProvider value={system}>
        <IslandClasses
          styles={(recipe) => ({
            a: { color: "red.700", px: { base: "2", md: "4" } },
            b: { color: "red.700", px: { base: "2", md: "4" } },
            button: [recipe("button", { size: "lg" }), { colorPalette: "brand" }],
          })}
        >
          {(classes) => {
            seen = classes;
            return null;
          }}
        </IslandClasses>
      </ChakraProvider>,
    );
    expect(seen.a).toMatch(/^css-\w+$/);
    expect(seen.b).toBe(seen.a);
    expect(seen.button).toMatch(/^css-\w+$/);
    expect(seen.button).not.toBe(seen.a);
  });

  it("names a recipe the system does not have", () => {
    expect(() =>
      renderToString(
        <ChakraProvider value={system}>
          <IslandClasses styles={(recipe) => ({ a: recipe("tooltip") })}>{() => null}</IslandClasses>
        </ChakraProvider>,
      ),
    ).toThrow('the site\'s Chakra system has no "tooltip" recipe');
  });
});
