// @vitest-environment jsdom
// A linked section's use as the page editor shows it above its form: where it comes from, how far it reaches, its
// file opened, and this use detached (the blocks it shows handed back, inputs filled).
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mountInChakra, unmountAll } from "../../../../tests/unit/support/mountInChakra";
import type { Block } from "../../../generated/config-types";
import type { SectionsResponse } from "../../shared/api";
import type { Editor } from "../useEditor";
import { LinkedSectionPanel } from "./LinkedSectionPanel";
import { SectionFileNotice } from "./SectionFileNotice";

afterEach(unmountAll);

const uses: SectionsResponse = {
  languages: ["en"],
  sections: [
    {
      path: "sections/order-for-events.json",
      name: "order-for-events",
      pages: [
        { route: "/", path: "pages/index.json" },
        { route: "/order", path: "pages/order.json" },
      ],
      siteWide: [],
      inputs: {},
    },
    {
      path: "sections/bread-news.json",
      name: "bread-news",
      pages: [{ route: "/", path: "pages/index.json" }],
      siteWide: [{ path: "sections.beforeFooter[0]", except: ["/privacy-policy"] }],
      inputs: {},
    },
  ],
};
const sectionValue = { blocks: [{ type: "cta", title: "{input.heading}" }] };

const mount = (node: React.ReactNode) => mountInChakra(node).container;
function fakeEditor() {
  const status: string[] = [];
  const editor = {
    store: { get: (path: string) => (path === "sections/order-for-events.json" ? { value: sectionValue } : undefined) },
    setStatus: (text: string) => status.push(text),
  } as unknown as Editor;
  return { editor, status };
}
const button = (root: HTMLElement, name: RegExp) =>
  [...root.querySelectorAll("button")].find((b) => name.test(b.textContent ?? ""));

describe("LinkedSectionPanel", () => {
  it("says where the section comes from and how many pages use it, and opens its file", () => {
    const { editor } = fakeEditor();
    const onOpen = vi.fn();
    const root = mount(
      <LinkedSectionPanel
        editor={editor}
        use={{ type: "section", ref: "order-for-events", inputs: { heading: "Party?" } }}
        index={1}
        route="/order"
        uses={uses}
        onOpen={onOpen}
        onDetach={() => undefined}
      />,
    );
    expect(root.textContent).toContain("Linked section sections/order-for-events.json, used on 2 pages: /, /order.");
    act(() => button(root, /^Open sections\/order-for-events\.json/)!.click());
    expect(onOpen).toHaveBeenCalledWith("sections/order-for-events.json");
  });

  it("detaches: hands back the blocks this use shows and says that Undo brings the link back", async () => {
    const { editor, status } = fakeEditor();
    const detached: Block[][] = [];
    const root = mount(
      <LinkedSectionPanel
        editor={editor}
        use={{ type: "section", ref: "order-for-events", inputs: { heading: "Party?" } }}
        index={1}
        route="/order"
        uses={uses}
        onOpen={() => undefined}
        onDetach={(blocks) => detached.push(blocks)}
      />,
    );
    await act(async () => button(root, /Detach/)!.click());
    expect(detached).toEqual([[{ type: "cta", title: "Party?" }]]);
    expect(status.at(-1)).toMatch(/^Detached block 2: .* linked no longer\. Undo \(Ctrl\+Z\) brings the link back\.$/);
    // the section's own value is not changed by a detach
    expect(sectionValue.blocks[0].title).toBe("{input.heading}");
  });

  it("a ref to no section: a plain sentence, no buttons, no crash", () => {
    const { editor } = fakeEditor();
    const root = mount(
      <LinkedSectionPanel
        editor={editor}
        use={{ type: "section", ref: "nowhere" }}
        index={0}
        route="/"
        uses={uses}
        onOpen={() => undefined}
        onDetach={() => undefined}
      />,
    );
    expect(root.textContent).toContain("no file sections/nowhere.json");
    expect(root.querySelectorAll("button")).toHaveLength(0);
  });
});

describe("SectionFileNotice", () => {
  it("counts and names the pages a change reaches", () => {
    const root = mount(<SectionFileNotice path="sections/order-for-events.json" uses={uses} />);
    expect(root.querySelector("[role=note]")!.textContent).toContain(
      "A change here reaches every page that uses it: 2 pages. It is used on 2 pages: /, /order.",
    );
  });
  it("says every page when site.json uses it site-wide", () => {
    const root = mount(<SectionFileNotice path="sections/bread-news.json" uses={uses} />);
    expect(root.textContent).toContain(
      "A change here reaches every page (1 now): site.json shows this section site-wide.",
    );
    expect(root.textContent).toContain("but /privacy-policy");
  });
});
