import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { ChakraProvider, defaultSystem, Icon } from "@chakra-ui/react";
import {
  AArrowDown,
  CalendarDays,
  ChevronLeft,
  LucideProvider,
  Mail,
  MapPin,
  Newspaper,
  Phone,
  Play,
  Quote,
  Search,
} from "lucide-react";
import { describe, expect, it } from "vitest";
import { knownIconNames } from "../engine/iconNames";
import type { IconName } from "../generated/config-types";
import { ConfigIcon } from "./ConfigIcon";
import { configIconProps, type DrawnIconProps, drawnLucide, lucideIconElement } from "./drawnIcon";
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

  it("are made once per icon and size where no LucideProvider changes them, and are Lucide's own where one does", () => {
    const clock = lucideComponent("clock")!;
    const drawnOnce = lucideIconElement(clock, configIconProps(16), {});
    expect(lucideIconElement(clock, configIconProps(16), {})).toBe(drawnOnce);
    expect(lucideIconElement(clock, configIconProps(20), {})).not.toBe(drawnOnce);
    const underProvider = lucideIconElement(clock, configIconProps(16), { color: "red" });
    expect(underProvider.type).toBe(clock);
    expect(lucideIconElement(clock, configIconProps(16), { color: "red" })).not.toBe(underProvider);
  });

  it("draw nothing for a name that is no icon", () => {
    expect(configMarkup("no-such-icon", 24)).toBe("");
  });
});

describe("a block's Lucide icon, drawn once per props (drawnLucide)", () => {
  const icons = { Quote, MapPin, Mail, Phone, Newspaper, Play, CalendarDays, Search, ChevronLeft, AArrowDown };
  const propSets: DrawnIconProps[] = [
    {},
    { "aria-hidden": "true" },
    { size: 18, "aria-hidden": "true" },
    { size: 30, fill: "currentColor", "aria-hidden": "true" },
    { size: 40, "aria-hidden": "true", strokeWidth: 1.5 },
    { className: "chakra-icon css-1jrvkqn", focusable: "false", "aria-hidden": "true" },
    { className: " lucide  extra lucide-quote extra ", role: "img" },
    { title: "Quote", "data-x": 3 },
    { "aria-label": "Play", fill: "red", strokeWidth: "3" },
    { size: "1em", hidden: true },
  ];

  it("is Lucide's markup, byte for byte, the first time and again", () => {
    for (const [name, icon] of Object.entries(icons)) {
      const Drawn = drawnLucide(icon);
      for (const props of propSets) {
        const lucide = renderToStaticMarkup(createElement(icon, props));
        expect(renderToStaticMarkup(createElement(Drawn, props)), `${name} ${JSON.stringify(props)}`).toBe(lucide);
        expect(renderToStaticMarkup(createElement(Drawn, props)), `${name} ${JSON.stringify(props)}, again`).toBe(
          lucide,
        );
      }
    }
  });

  it("tells props apart by their order and values: the attributes' order is the markup's", () => {
    const Drawn = drawnLucide(Quote);
    const one = renderToStaticMarkup(createElement(Drawn, { focusable: "false", "aria-hidden": "true" }));
    const other = renderToStaticMarkup(createElement(Drawn, { "aria-hidden": "true", focusable: "false" }));
    expect(one).not.toBe(other);
    expect(other).toBe(renderToStaticMarkup(createElement(Quote, { "aria-hidden": "true", focusable: "false" })));
    expect(renderToStaticMarkup(createElement(Drawn, { size: 16 }))).toContain('width="16"');
    expect(renderToStaticMarkup(createElement(Drawn, { size: "16" }))).toBe(
      renderToStaticMarkup(createElement(Quote, { size: "16" })),
    );
  });

  it("leaves it to Lucide under a LucideProvider, or with a prop it does not draw", () => {
    const Drawn = drawnLucide(Quote);
    const red = (icon: ReactNode) => createElement(LucideProvider, { color: "red", size: 20, children: icon });
    expect(renderToStaticMarkup(red(createElement(Drawn, {})))).toContain('stroke="red"');
    expect(renderToStaticMarkup(red(createElement(Drawn, {})))).toBe(renderToStaticMarkup(red(createElement(Quote))));
    for (const props of [{ color: "blue" }, { absoluteStrokeWidth: true, size: 48 }, { width: 10 }]) {
      expect(renderToStaticMarkup(createElement(Drawn, props))).toBe(renderToStaticMarkup(createElement(Quote, props)));
    }
  });

  it("is what Chakra's Icon makes of Lucide's, where the icon is its child", () => {
    const Drawn = drawnLucide(Quote);
    const inIcon = (child: ReactNode) =>
      renderToString(
        createElement(ChakraProvider, {
          value: defaultSystem,
          children: createElement(Icon, { color: "blue.300", boxSize: "8", "aria-hidden": "true", children: child }),
        }),
      );
    expect(inIcon(createElement(Drawn))).toBe(inIcon(createElement(Quote)));
    expect(inIcon(createElement(Drawn))).toContain("chakra-icon");
  });

  it("is drawn, not left to Lucide, with the ref and empty children Chakra's Icon hands its child", () => {
    const Drawn = drawnLucide(Quote);
    const made: unknown[] = [];
    // Chakra's Icon hands its child a ref of its own (a new function each render), its class and attributes
    const Place = () => {
      const element = Drawn({
        ref: (() => {}) as never,
        focusable: "false",
        className: "chakra-icon",
        children: undefined,
      });
      made.push(element);
      return element;
    };
    const markup = [renderToStaticMarkup(createElement(Place)), renderToStaticMarkup(createElement(Place))];
    expect(made[1]).toBe(made[0]);
    expect(markup).toEqual(
      [0, 1].map(() => renderToStaticMarkup(createElement(Quote, { focusable: "false", className: "chakra-icon" }))),
    );
    // what stays: a prop Lucide draws itself is still left to it (a new element each time)
    const Lucide = () => {
      const element = Drawn({ color: "red" });
      made.push(element);
      return element;
    };
    renderToStaticMarkup(createElement(Lucide));
    renderToStaticMarkup(createElement(Lucide));
    expect(made[3]).not.toBe(made[2]);
  });
});
