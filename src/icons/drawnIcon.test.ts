import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LucideProvider } from "lucide-react";
import { describe, expect, it } from "vitest";
import { knownIconNames } from "../engine/iconNames";
import type { IconName } from "../generated/config-types";
import { ConfigIcon } from "./ConfigIcon";
import { configIconProps } from "./drawnIcon";
import { lucideComponent } from "./lucideComponent";

/** Lucide's own markup of an icon as ConfigIcon asks for it. */
const lucideMarkup = (name: string, size: number, wrap = (icon: ReactNode) => icon) =>
  renderToStaticMarkup(wrap(createElement(lucideComponent(name)!, configIconProps(size))));
const configMarkup = (name: string, size: number, wrap = (icon: ReactNode) => icon) =>
  renderToStaticMarkup(wrap(createElement(ConfigIcon, { name: name as IconName, size })));

describe("ConfigIcon's icons, drawn once", () => {
  it("are Lucide's markup, byte for byte, for every icon name a config may use", () => {
    const names = [...knownIconNames()];
    expect(names.length).toBeGreaterThan(1500);
    const differ = names.filter((name) => configMarkup(name, 24) !== lucideMarkup(name, 24));
    expect(differ).toEqual([]);
  });

  it("are Lucide's markup at every size the blocks draw, the second time as the first", () => {
    for (const name of ["clock", "file-check", "calendar", "user", "shield", "message", "a-arrow-down"])
      for (const size of [14, 16, 18, 20, 22, 24, 31]) {
        expect(configMarkup(name, size), `${name} ${size}`).toBe(lucideMarkup(name, size));
        expect(configMarkup(name, size), `${name} ${size}, again`).toBe(lucideMarkup(name, size));
      }
  });

  it("are Lucide's own where a LucideProvider changes them", () => {
    const red = (icon: ReactNode) => createElement(LucideProvider, { color: "red", strokeWidth: 3, children: icon });
    const markup = configMarkup("clock", 16, red);
    expect(markup).toContain('stroke="red"');
    expect(markup).toBe(lucideMarkup("clock", 16, red));
  });

  it("draw nothing for a name that is no icon", () => {
    expect(configMarkup("no-such-icon", 24)).toBe("");
  });
});
