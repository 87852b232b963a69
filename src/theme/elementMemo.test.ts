import fc from "fast-check";
import createCache, { type EmotionCache } from "@emotion/cache";
import type { SerializedStyles } from "@emotion/serialize";
import { insertStyles, registerStyles } from "@emotion/utils";
import { renderToStaticMarkup } from "react-dom/server";
import { serializeStyles as emotionSerializeStyles } from "@emotion/serialize";
import { Fragment, isValidElement, type ElementType, type ReactElement } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { describe, expect, it, vi } from "vitest";
import { memoStyledElement, PropsTable } from "./elementMemo";
import { memo } from "./exactMemo";
import { type SerializeStyles, serializeOnce } from "./serializeOnce";

const serializeStyles = serializeOnce(emotionSerializeStyles as unknown as SerializeStyles);
const styleOf = memo((style: Record<string, unknown>) => ({ ...style }));
const withoutNegativeZero = (value: unknown): unknown =>
  Object.is(value, -0)
    ? 0
    : Array.isArray(value)
      ? value.map(withoutNegativeZero)
      : value !== null && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNegativeZero(v)]))
        : value;
/** A stand-in for emotion's Insertion: on the server, the `<style>` of a style's first use in the page's cache. */
const Insertion = ({ cache, serialized }: { cache: unknown; serialized: unknown; isStringTag: boolean }) =>
  cache === null ? null : jsx("style", { "data-cache": cache, "data-style": (serialized as { name: string }).name });

/** A stand-in for Chakra's styled render (factory.js): <><Insertion/><tag className …/></>. */
function chakraLikeRender(style: Record<string, unknown>) {
  return vi.fn((props: Record<string, unknown>, cache: unknown, ref: unknown): ReactElement => {
    const serialized = serializeStyles([styleOf(style)], {}, {});
    const { children, color: _color, ...rest } = props;
    return jsxs(Fragment, {
      children: [
        jsx(Insertion, { cache, serialized, isStringTag: true }),
        jsx("p", { ...rest, className: `css-${serialized.name}`, ref, children }),
      ],
    });
  });
}

/** A stand-in render: the Insertion of a style serialized from its object, then the element `inner` makes. */
function renderMaking(inner: (props: Record<string, unknown>) => ReactElement) {
  return vi.fn((props: Record<string, unknown>, cache: unknown): ReactElement =>
    jsxs(Fragment, {
      children: [
        jsx(Insertion, { cache, serialized: serializeStyles([styleOf({ margin: 0 })], {}, {}), isStringTag: true }),
        inner(props),
      ],
    }),
  );
}

/** A stand-in for Chakra's asChild render: the child's type, Chakra's props merged with the child's, the child's children. */
function chakraLikeAsChildRender() {
  return vi.fn((props: Record<string, unknown>, cache: unknown, ref: unknown): ReactElement => {
    const serialized = serializeStyles([styleOf({ color: "red" })], {}, {});
    const { children, color: _color, asChild: _asChild, ...rest } = props;
    if (!isValidElement<Record<string, unknown>>(children)) throw new Error("no child");
    const merged: Record<string, unknown> = { ...rest, className: `css-${serialized.name}`, ref, children: null };
    for (const [key, value] of Object.entries(children.props)) if (value !== undefined) merged[key] = value;
    return jsxs(Fragment, {
      children: [jsx(Insertion, { cache, serialized, isStringTag: false }), jsx(children.type as ElementType, merged)],
    });
  });
}

type Parts = [ReactElement<Record<string, unknown>>, ReactElement<Record<string, unknown>>];
const partsOf = (element: ReactElement) => (element.props as { children: Parts }).children;
const system = {};
const useSystem = () => system;

describe("memoStyledElement", () => {
  it("resolves an element once per props, whatever its children, and makes the same element", () => {
    const render = chakraLikeRender({ color: "red" });
    const memoised = memoStyledElement(render, useSystem);
    const first = memoised({ color: "red", id: "a", children: "one" }, "cache 1", undefined);
    const second = memoised({ color: "red", id: "a", children: "two" }, "cache 2", undefined);
    expect(render).toHaveBeenCalledTimes(1);
    const [insertion, inner] = partsOf(second);
    // what Insertion gives for this element's cache, where the Insertion element stood (not a component to render)
    expect(partsOf(first)[0].type).toBe(Insertion);
    expect(insertion).toEqual(Insertion({ ...partsOf(first)[0].props, cache: "cache 2" } as never));
    expect(insertion.props).toEqual({ "data-cache": "cache 2", "data-style": expect.any(String) as string });
    expect(inner.type).toBe("p");
    expect(inner.props).toEqual({ ...partsOf(first)[1].props, children: "two" });
  });

  it("keeps apart props that differ, in value or order, and themes", () => {
    const render = chakraLikeRender({ color: "red" });
    const memoised = memoStyledElement(render, useSystem);
    memoised({ id: "a", title: "b" }, null, undefined);
    memoised({ title: "b", id: "a" }, null, undefined);
    memoised({ id: "a", title: "c" }, null, undefined);
    memoStyledElement(render, () => ({}))({ id: "a", title: "b" }, null, undefined);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("keys Chakra's memoised results (a recipe's styles) by their content, made once", () => {
    const table = new PropsTable<string>(100);
    const red = styleOf({ color: "red", _hover: { color: "blue" } });
    table.set({ css: [red, undefined] }, "red");
    // the same result and an equal result of another call find it; an equal plain object may (the same styles)
    expect(table.get({ css: [red, undefined] })).toBe("red");
    expect(table.get({ css: [styleOf({ color: "red", _hover: { color: "blue" } }), undefined] })).toBe("red");
    expect([undefined, "red"]).toContain(table.get({ css: [{ color: "red", _hover: { color: "blue" } }, undefined] }));
    // what must differ still differs: other content, other order, another place in the list
    expect(table.get({ css: [styleOf({ color: "red", _hover: { color: "green" } }), undefined] })).toBeUndefined();
    expect(table.get({ css: [styleOf({ _hover: { color: "blue" }, color: "red" }), undefined] })).toBeUndefined();
    expect(table.get({ css: [undefined, red] })).toBeUndefined();
    // a result that is not plain data is not kept
    const withFunction = styleOf({ color: () => "red" });
    table.set({ css: [withFunction] }, "function");
    expect(table.get({ css: [withFunction] })).toBeUndefined();
  });

  it("finds two plain-data props' entry exactly when they are equal, names in their order (a property test)", () => {
    // (-0 left out here, JSON having none; it has its own check below)
    const plain = fc.dictionary(fc.string(), fc.jsonValue().map(withoutNegativeZero), { maxKeys: 4 });
    fc.assert(
      fc.property(plain, plain, (a, b) => {
        fc.pre(!("children" in a) && !("children" in b));
        const table = new PropsTable<string>(100);
        table.set(a, "a");
        expect(table.get(b) === "a").toBe(JSON.stringify(a) === JSON.stringify(b));
        expect(table.get(JSON.parse(JSON.stringify(a)) as Record<string, unknown>)).toBe("a");
      }),
      { numRuns: 2_000 },
    );
  });

  it("with a pass-through name, finds an entry exactly when the props are equal but that name's string values (a property test)", () => {
    const plain = fc.dictionary(fc.constantFrom("id", "a", "b"), fc.oneof(fc.string(), fc.integer(), fc.boolean()), {
      maxKeys: 3,
    });
    const withoutIdString = (props: Record<string, unknown>) =>
      JSON.stringify(Object.entries(props).map(([k, v]) => (k === "id" && typeof v === "string" ? [k] : [k, v])));
    fc.assert(
      fc.property(plain, plain, (a, b) => {
        const table = new PropsTable<string>(100, new Set(["id"]));
        table.set(a, "a");
        expect(table.get(b) === "a").toBe(withoutIdString(a) === withoutIdString(b));
      }),
      { numRuns: 2_000 },
    );
  });

  it("keeps apart values of one prop that print alike: types, separators, 0 and -0", () => {
    const table = new PropsTable<number>(100);
    const apart: Record<string, unknown>[] = [
      { a: "1", b: "2" },
      { a: "1b", c: "2" },
      { a: 1 },
      { a: "1" },
      { a: true },
      { a: "true" },
      { a: null },
      { a: "null" },
      { a: undefined },
      { a: "undefined" },
      {},
      { a: ["b", 1] },
      { a: "b,1" },
      { a: ["1:s", "2"] },
      { a: ["1", ":s2"] },
      { a: { b: 1 } },
      { a: { b: "1" } },
      { a: "{b:1}" },
      { a: "{1:bn1;}" },
      { a: 0 },
    ];
    apart.forEach((props, index) => table.set(props, index));
    apart.forEach((props, index) => expect(table.get({ ...props, children: "x" })).toBe(index));
    // -0 is not kept (a Map holds it as 0): it never finds 0's entry
    table.set({ a: -0 }, -1);
    expect(table.get({ a: -0 })).toBeUndefined();
    expect(table.get({ a: 0 })).toBe(apart.length - 1);
  });

  it("keeps at most its capacity of entries, then starts afresh", () => {
    const table = new PropsTable<number>(3);
    for (let i = 0; i < 3; i++) table.set({ id: i }, i);
    expect([0, 1, 2].map((i) => table.get({ id: i }))).toEqual([0, 1, 2]);
    table.set({ id: 3 }, 3);
    expect([0, 1, 2, 3].map((i) => table.get({ id: i }))).toEqual([undefined, undefined, undefined, 3]);
  });

  it("renders every time props that are not plain data, or that could name an emotion class", () => {
    const render = chakraLikeRender({ color: "blue" });
    const memoised = memoStyledElement(render, useSystem);
    const element = jsx("span", {});
    for (const props of [
      { onClick: () => {} },
      { icon: element },
      { className: "css-abc" },
      { css: { animation: { anim: 1, name: "x" } } },
      { when: new Date(0) },
    ]) {
      memoised(props, null, undefined);
      memoised(props, null, undefined);
    }
    expect(render).toHaveBeenCalledTimes(10);
  });

  it("renders every time where the element's style was not serialized from its style object alone", () => {
    const render = vi.fn((props: Record<string, unknown>): ReactElement =>
      jsxs(Fragment, {
        children: [
          jsx(Insertion, { cache: null, serialized: { name: "x", styles: "color:red;" }, isStringTag: true }),
          jsx("p", { children: props.children }),
        ],
      }),
    );
    const memoised = memoStyledElement(render, useSystem);
    memoised({ id: "a" }, null, undefined);
    memoised({ id: "a" }, null, undefined);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("keeps an entry for a string id's name and place, not its value, and puts each element's own id back", () => {
    const render = chakraLikeRender({ color: "red" });
    const memoised = memoStyledElement(render, useSystem);
    const first = memoised({ as: "h2", id: "part-1", mt: "4", children: "Part 1" }, null, undefined);
    const second = memoised({ as: "h2", id: "part-2", mt: "4", children: "Part 2" }, null, undefined);
    expect(render).toHaveBeenCalledTimes(1);
    const [, inner] = partsOf(second);
    expect(Object.keys(inner.props)).toEqual(Object.keys(partsOf(first)[1].props));
    expect(inner.props).toEqual({ ...partsOf(first)[1].props, id: "part-2", children: "Part 2" });
    // the id's place is part of the key, and a number id's value is
    memoised({ as: "h2", mt: "4", id: "part-3" }, null, undefined);
    memoised({ as: "h2", id: 1, mt: "4" }, null, undefined);
    memoised({ as: "h2", id: 2, mt: "4" }, null, undefined);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("keeps no entry for an id the element does not carry as it was given", () => {
    const render = renderMaking((props) => jsx("h2", { id: `x-${String(props.id)}`, children: props.children }));
    const memoised = memoStyledElement(render, useSystem);
    memoised({ id: "a", children: "one" }, null, undefined);
    const second = memoised({ id: "b", children: "two" }, null, undefined);
    expect(render).toHaveBeenCalledTimes(2);
    expect(partsOf(second)[1].props.id).toBe("x-b");
  });

  it("resolves an asChild element once per props, child type and child props, and makes the same element", () => {
    const render = chakraLikeAsChildRender();
    const memoised = memoStyledElement(render, useSystem);
    const Link = (_: Record<string, unknown>) => null;
    const first = memoised(
      { asChild: true, color: "red", children: jsx(Link, { href: "/a", children: "one" }) },
      null,
      undefined,
    );
    const second = memoised(
      { asChild: true, color: "red", children: jsx(Link, { href: "/a", children: "two" }) },
      null,
      undefined,
    );
    const icon = memoised({ asChild: true, color: "red", children: jsx(Link, { href: "/a" }) }, null, undefined);
    expect(render).toHaveBeenCalledTimes(1);
    const [, inner] = partsOf(second);
    expect(inner.type).toBe(Link);
    expect(inner.props).toEqual({ ...partsOf(first)[1].props, ref: undefined, children: "two" });
    // a child without children: Chakra's own null stays
    expect(partsOf(icon)[1].props.children).toBeNull();
    // another child type, other child props, the same props on a child: apart
    const Other = (_: Record<string, unknown>) => null;
    memoised({ asChild: true, color: "red", children: jsx(Other, { href: "/a", children: "one" }) }, null, undefined);
    memoised({ asChild: true, color: "red", children: jsx(Link, { href: "/b", children: "one" }) }, null, undefined);
    memoised({ asChild: true, children: jsx(Link, { color: "red", href: "/a", children: "one" }) }, null, undefined);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("renders every time an asChild element whose child's props are not plain data, or whose id is the child's", () => {
    const render = chakraLikeAsChildRender();
    const memoised = memoStyledElement(render, useSystem);
    const Link = (_: Record<string, unknown>) => null;
    const onClick = () => {};
    memoised({ asChild: true, children: jsx(Link, { onClick, children: "one" }) }, null, undefined);
    memoised({ asChild: true, children: jsx(Link, { onClick, children: "one" }) }, null, undefined);
    expect(render).toHaveBeenCalledTimes(2);
    // an id is no pass-through with a child: the child's props are merged over it
    const a = memoised({ asChild: true, id: "a", children: jsx(Link, { id: "c" }) }, null, undefined);
    const b = memoised({ asChild: true, id: "b", children: jsx(Link, { id: "c" }) }, null, undefined);
    expect(render).toHaveBeenCalledTimes(4);
    expect([partsOf(a)[1].props.id, partsOf(b)[1].props.id]).toEqual(["c", "c"]);
  });

  it("renders every time an element that took its child's place (asChild)", () => {
    const render = renderMaking((props) => jsx("a", { href: "/", children: null, asChild: props.asChild }));
    const memoised = memoStyledElement(render, useSystem);
    memoised({ asChild: true, children: "x" }, null, undefined);
    memoised({ asChild: true, children: "x" }, null, undefined);
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe("a remembered element's Insertion", () => {
  /** emotion's Insertion on the server, as Chakra's styled render has it (@emotion/styled): registers, inserts. */
  const EmotionInsertion = vi.fn(
    ({
      cache,
      serialized,
      isStringTag,
    }: {
      cache: EmotionCache;
      serialized: SerializedStyles;
      isStringTag: boolean;
    }) => {
      registerStyles(cache, serialized, isStringTag);
      const rules = insertStyles(cache, serialized, isStringTag);
      return rules === undefined ? null : jsx("style", { "data-emotion": serialized.name, children: rules });
    },
  );
  const styledRender = (props: Record<string, unknown>, cache: unknown, ref: unknown): ReactElement => {
    const serialized = serializeStyles([styleOf({ color: props.tone })], {}, {});
    const { children, tone: _tone, ...rest } = props;
    return jsxs(Fragment, {
      children: [
        jsx(EmotionInsertion, { cache, serialized, isStringTag: true }),
        jsx("p", { ...rest, className: `css-${serialized.name}`, ref, children }),
      ],
    });
  };
  /** A page of styled elements rendered with `render`, in a page's own emotion cache (compat, as the build's). */
  const page = (render: typeof styledRender, tones: string[]) => {
    const cache = createCache({ key: "css" });
    cache.compat = true;
    const Styled = (props: Record<string, unknown>) => render(props, cache, null);
    const html = renderToStaticMarkup(
      jsx(Fragment, { children: tones.map((tone, i) => jsx(Styled, { tone, children: `${i}` }, i)) }),
    );
    return { html, inserted: { ...cache.inserted }, registered: { ...cache.registered } };
  };

  it("is left out where an element before it in the page put the same style in the cache: the same page and cache", () => {
    const memoised = memoStyledElement(styledRender, useSystem);
    const tones = ["red", "red", "blue", "red", "blue", "green"];
    page(memoised, tones); // each remembered
    EmotionInsertion.mockClear();
    const remembered = page(memoised, tones);
    // one Insertion a style, at its first element; none for the elements after it
    expect(EmotionInsertion).toHaveBeenCalledTimes(3);
    expect(remembered).toEqual(page(styledRender, tones));
  });

  it("is called where the page's cache lacks the style, or has it only inserted (what stays the same)", () => {
    const memoised = memoStyledElement(styledRender, useSystem);
    page(memoised, ["red"]);
    EmotionInsertion.mockClear();
    expect(page(memoised, ["red"])).toEqual(page(styledRender, ["red"]));
    expect(EmotionInsertion).toHaveBeenCalledTimes(2);
    // inserted by another path (a global style of the same name) but not registered as a class: emotion registers it
    const cache = createCache({ key: "css" });
    cache.compat = true;
    const name = serializeStyles([styleOf({ color: "red" })], {}, {}).name;
    cache.inserted[name] = "";
    EmotionInsertion.mockClear();
    renderToStaticMarkup(jsx(() => memoised({ tone: "red", children: "x" }, cache, null), {}));
    expect(EmotionInsertion).toHaveBeenCalledTimes(1);
    expect(cache.registered[`css-${name}`]).toBeDefined();
  });
});
