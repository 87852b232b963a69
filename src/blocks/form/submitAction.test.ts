// What a form does with valid answers (submitAction.ts): which tab it opens inside the submit event, what it
// sends to which webhook, what counts as failure, and when a simulated download opens its link.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SiteFacts } from "../../engine/resolve/resolvedTypes";
import type { FormField } from "../../generated/config-types";
import { openTabsOnSubmit, runAction } from "./submitAction";

const site: SiteFacts = {
  support: { phone: "+1 555", email: "help@acme.test", privacyEmail: "privacy@acme.test" },
  webhooks: { contact: "https://hooks.test/contact", quiz: "https://hooks.test/quiz" },
};
const fields: FormField[] = [
  { name: "name", label: "Name" },
  { name: "email", label: "Email" },
];
const values = { name: "Jane", email: "jane@firm.test", website: "" };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A fetch that answers with `status` (0: the opaque answer of a no-cors request) and records its calls. */
function stubFetch(status: number) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => ({ ok: status >= 200 && status < 300, status }) as Response,
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("runAction: webhook", () => {
  it("posts the form's fields (not the honeypot) as JSON to the site's webhook, no-cors by default, with no headers", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-02T03:04:05.000Z"));
    const fetch = stubFetch(0);
    await runAction(
      { kind: "webhook", webhook: "quiz", timestampField: "sentAt", extraFields: { formType: "quiz" } },
      fields,
      values,
      site,
      undefined,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("https://hooks.test/quiz");
    expect(init).toMatchObject({ method: "POST", mode: "no-cors", headers: undefined });
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Jane",
      email: "jane@firm.test",
      formType: "quiz",
      sentAt: "2030-01-02T03:04:05.000Z",
    });
  });

  it("no-cors: an unreadable answer counts as sent, only a network error as failure", async () => {
    stubFetch(0);
    await expect(
      runAction({ kind: "webhook", webhook: "contact" }, fields, values, site, undefined),
    ).resolves.toBeUndefined();
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(runAction({ kind: "webhook", webhook: "contact" }, fields, values, site, undefined)).rejects.toThrow(
      "Failed to fetch",
    );
  });

  it("cors: sends a JSON content type, and an error status counts as failure", async () => {
    const fetch = stubFetch(500);
    await expect(
      runAction({ kind: "webhook", webhook: "contact", mode: "cors" }, fields, values, site, undefined),
    ).rejects.toThrow("Webhook answered 500");
    expect(fetch.mock.calls[0][1]).toMatchObject({ mode: "cors", headers: { "Content-Type": "application/json" } });
    stubFetch(204);
    await expect(
      runAction({ kind: "webhook", webhook: "contact", mode: "cors" }, fields, values, site, undefined),
    ).resolves.toBeUndefined();
  });
});

describe("runAction: simulated download", () => {
  const tab = () => ({ closed: false, location: { href: "about:blank" } }) as unknown as Window;

  it("sends nothing, waits delayMs, then points the tab opened at submit to the link", async () => {
    vi.useFakeTimers();
    const fetch = stubFetch(200);
    const pending = { window: tab() };
    let done = false;
    const run = runAction(
      { kind: "simulated-download", link: "https://files.test/quiz.pdf", delayMs: 300 },
      fields,
      values,
      site,
      pending,
    ).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(done).toBe(false);
    expect(pending.window.location.href).toBe("about:blank");
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(pending.window.location.href).toBe("https://files.test/quiz.pdf");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("waits 1 s by default", async () => {
    vi.useFakeTimers();
    const pending = { window: tab() };
    const run = runAction(
      { kind: "simulated-download", link: "https://files.test/a.pdf" },
      fields,
      values,
      site,
      pending,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(pending.window.location.href).toBe("about:blank");
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(pending.window.location.href).toBe("https://files.test/a.pdf");
  });

  it("leaves a tab the visitor closed alone, and succeeds when the browser gave no tab", async () => {
    vi.useFakeTimers();
    const closed = { window: { closed: true, location: { href: "about:blank" } } as unknown as Window };
    const run = runAction(
      { kind: "simulated-download", link: "https://files.test/a.pdf", delayMs: 10 },
      fields,
      values,
      site,
      closed,
    );
    await vi.advanceTimersByTimeAsync(10);
    await run;
    expect(closed.window.location.href).toBe("about:blank");
    const none = runAction(
      { kind: "simulated-download", link: "https://files.test/a.pdf", delayMs: 10 },
      fields,
      values,
      site,
      { window: null },
    );
    await vi.advanceTimersByTimeAsync(10);
    await expect(none).resolves.toBeUndefined();
  });
});

describe("openTabsOnSubmit", () => {
  function stubOpen(returns: unknown) {
    const open = vi.fn(() => returns);
    vi.stubGlobal("window", { open });
    return open;
  }

  it("webhook with openInNewTab: opens it at once without access to this page, and no tab is kept", () => {
    const open = stubOpen(null);
    expect(
      openTabsOnSubmit({ kind: "webhook", webhook: "quiz", openInNewTab: "https://files.test/q.pdf" }),
    ).toBeUndefined();
    expect(open).toHaveBeenCalledWith("https://files.test/q.pdf", "_blank", "noopener,noreferrer");
  });

  it("webhook without openInNewTab: opens nothing", () => {
    const open = stubOpen(null);
    expect(openTabsOnSubmit({ kind: "webhook", webhook: "contact" })).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
  });

  it("simulated download: opens a blank tab now, cut off from this page, and keeps it for later", () => {
    const blank = { opener: "this page" as unknown };
    const open = stubOpen(blank);
    const pending = openTabsOnSubmit({ kind: "simulated-download", link: "https://files.test/a.pdf" });
    expect(open).toHaveBeenCalledWith("about:blank", "_blank");
    expect(pending).toEqual({ window: blank });
    expect(blank.opener).toBeNull();
  });

  it("simulated download with a pop-up blocker: no tab, no throw", () => {
    stubOpen(null);
    expect(openTabsOnSubmit({ kind: "simulated-download", link: "https://files.test/a.pdf" })).toEqual({
      window: null,
    });
  });
});
