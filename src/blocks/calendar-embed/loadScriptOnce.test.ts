// A third-party script (Calendly's widget) is added to the page once, however many blocks or visits ask for it,
// and the callers hear when it has run or failed. Checked in a small fake document (no DOM library installed).
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadScriptOnce } from "./loadScriptOnce";

const src = "https://assets.example.test/widget.js";

class FakeScript {
  src = "";
  async = false;
  private listeners = new Map<string, Array<() => void>>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: "load" | "error") {
    const listeners = this.listeners.get(type) ?? [];
    this.listeners.delete(type); // { once: true }
    for (const listener of listeners) listener();
  }
}

function fakeDocument(existing: FakeScript[] = []) {
  const scripts = [...existing];
  vi.stubGlobal("document", {
    get scripts() {
      return scripts;
    },
    createElement: (tag: string) => {
      expect(tag).toBe("script");
      return new FakeScript();
    },
    head: { appendChild: (script: FakeScript) => scripts.push(script) },
  });
  return scripts;
}

/** Whether a promise has settled yet, and how. */
function state(promise: Promise<void>) {
  const seen = { settled: "pending" as "pending" | "resolved" | "rejected", error: undefined as unknown };
  promise.then(
    () => (seen.settled = "resolved"),
    (error) => Object.assign(seen, { settled: "rejected", error }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe("loadScriptOnce", () => {
  it("adds nothing when the script has already run", async () => {
    const scripts = fakeDocument();
    await expect(loadScriptOnce(src, () => true)).resolves.toBeUndefined();
    expect(scripts).toHaveLength(0);
  });

  it("adds one async script with the address, and resolves once it has loaded", async () => {
    const scripts = fakeDocument();
    const first = state(loadScriptOnce(src, () => false));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src, async: true });
    await Promise.resolve();
    expect(first.settled).toBe("pending");
    scripts[0].fire("load");
    await vi.waitFor(() => expect(first.settled).toBe("resolved"));
  });

  it("a second caller while it loads shares the same script, and both hear it load", async () => {
    const scripts = fakeDocument();
    const a = state(loadScriptOnce(src, () => false));
    const b = state(loadScriptOnce(src, () => false));
    expect(scripts).toHaveLength(1);
    scripts[0].fire("load");
    await vi.waitFor(() => expect([a.settled, b.settled]).toEqual(["resolved", "resolved"]));
  });

  it("reuses a script with that address already in the page instead of adding another", async () => {
    const earlier = Object.assign(new FakeScript(), { src });
    const scripts = fakeDocument([Object.assign(new FakeScript(), { src: "https://other.test/x.js" }), earlier]);
    const loading = state(loadScriptOnce(src, () => false));
    expect(scripts).toHaveLength(2);
    earlier.fire("load");
    await vi.waitFor(() => expect(loading.settled).toBe("resolved"));
  });

  it("rejects, naming the address, when the script cannot be loaded (blocked or offline)", async () => {
    const scripts = fakeDocument();
    const loading = state(loadScriptOnce(src, () => false));
    scripts[0].fire("error");
    await vi.waitFor(() => expect(loading.settled).toBe("rejected"));
    expect((loading.error as Error).message).toBe(`Could not load ${src}`);
  });
});
