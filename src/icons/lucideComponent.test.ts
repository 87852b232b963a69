import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import {
  ChartColumn,
  ClipboardList,
  FileText,
  Heart,
  KeyRound,
  MessageSquare,
  PenLine,
  RefreshCw,
  ShieldCheck,
} from "lucide-react";
import { knownIconNames } from "../engine/iconNames";
import { ConfigIcon } from "./ConfigIcon";
import { lucideComponent } from "./lucideComponent";

describe("lucideComponent", () => {
  it("finds a component for every name validation accepts", () => {
    const missing = [...knownIconNames()].filter((name) => !lucideComponent(name));
    expect(missing).toEqual([]);
    expect(knownIconNames().size).toBeGreaterThan(1500);
  });

  it("shows the builder's older names as the icons they always showed", () => {
    expect(lucideComponent("chart")).toBe(ChartColumn);
    expect(lucideComponent("clipboard")).toBe(ClipboardList);
    expect(lucideComponent("document")).toBe(FileText);
    expect(lucideComponent("key")).toBe(KeyRound);
    expect(lucideComponent("message")).toBe(MessageSquare);
    expect(lucideComponent("pen")).toBe(PenLine);
    expect(lucideComponent("refresh")).toBe(RefreshCw);
    expect(lucideComponent("shield")).toBe(ShieldCheck);
    expect(lucideComponent("heart")).toBe(Heart);
  });

  it("finds nothing for names that are no icon, even when they match another export of lucide-react", () => {
    for (const name of ["icon", "lucide-provider", "create-lucide-icon", "Heart", "heart ", "", "no-such-icon"])
      expect(lucideComponent(name)).toBeUndefined();
  });
});

describe("ConfigIcon", () => {
  it("draws the named icon as inline SVG, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(createElement(ConfigIcon, { name: "heart", size: 20 }));
    expect(html).toMatch(/^<svg [^>]*class="lucide lucide-heart"/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('width="20"');
    expect(html).toContain("<path ");
  });

  it("draws nothing for a name that is no icon (the editor's preview while it is typed)", () => {
    expect(renderToStaticMarkup(createElement(ConfigIcon, { name: "hea" }))).toBe("");
  });
});
