// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { hashOf, useHashPath } from "./useHashPath";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** The hook in a component; `holds` answers the browser's moves. Returns what it shows and its `go`. */
function mount(holds?: Parameters<typeof useHashPath>[0]) {
  const seen: { path?: string; go?: (path: string | undefined) => void } = {};
  function Probe() {
    const [path, go] = useHashPath(holds);
    seen.path = path;
    seen.go = go;
    return null;
  }
  root = createRoot(document.createElement("div"));
  act(() => root!.render(<Probe />));
  return seen;
}

/** The browser moves the address (Back, Forward, a typed address all end in a hashchange). */
async function browserMovesTo(hash: string) {
  await act(async () => {
    location.hash = hash;
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
}

describe("useHashPath", () => {
  it("follows the browser's moves when nothing holds them, and its own go", async () => {
    location.hash = "#item:posts/rye";
    const seen = mount();
    expect(seen.path).toBe("item:posts/rye");
    await browserMovesTo("#pages/about.json");
    expect(seen.path).toBe("pages/about.json");
    act(() => seen.go!("item:posts/oats"));
    expect(seen.path).toBe("item:posts/oats");
    expect(decodeURIComponent(location.hash)).toBe("#item:posts/oats");
  });

  it("a move that is held leaves the open file in the address until the question lets it go on", async () => {
    location.hash = "#item:posts/rye";
    const asked: Array<[string | undefined, string | undefined]> = [];
    let follow: (() => void) | undefined;
    const seen = mount((next, current, goThere) => {
      asked.push([next, current]);
      follow = goThere;
      return true;
    });
    await browserMovesTo("#pages/about.json");
    expect(asked).toEqual([["pages/about.json", "item:posts/rye"]]);
    expect(seen.path).toBe("item:posts/rye");
    expect(decodeURIComponent(location.hash)).toBe("#item:posts/rye");
    // putting the address back is no move of its own: nothing more is asked
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(asked).toHaveLength(1);
    const entries = history.length;
    await act(async () => {
      follow!();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(seen.path).toBe("pages/about.json");
    expect(decodeURIComponent(location.hash)).toBe("#pages/about.json");
    // the browser's own entry, not a new one: nothing more asked either
    expect(history.length).toBe(entries);
    expect(asked).toHaveLength(1);
  });

  it("writes a file's address with its slashes as they are", () => {
    expect(hashOf("pages/blog/[slug].json")).toBe("#pages/blog/%5Bslug%5D.json");
    expect(hashOf(undefined)).toBe("");
  });
});
