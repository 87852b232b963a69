// A Chakra recipe component's element resolved once per theme, props context and props (recipeMemo.ts): the same
// element as the component makes, its props in the same order, the caller's children, ref and id handed on.
import { type ReactElement } from "react";
import { jsx } from "react/jsx-runtime";
import { describe, expect, it, vi } from "vitest";
import { memoRecipeElement } from "./recipeMemo";

const Styled = (_: Record<string, unknown>) => null;

/** A stand-in for createRecipeContext's component: context props merged under the caller's, a recipe's styles. */
function recipeLikeRender() {
  return vi.fn((props: Record<string, unknown>, ref: unknown): ReactElement => {
    const { variant, css, ...rest } = props;
    return jsx(Styled, {
      ...rest,
      ref,
      css: [{ fontSize: variant === "big" ? "2xl" : "md" }, css],
      className: "chakra-x",
    });
  });
}

const system = {};
const useSystem = () => system;
const noContext = () => undefined;

describe("memoRecipeElement", () => {
  it("resolves an element once per props, whatever its children, and makes the same element", () => {
    const render = recipeLikeRender();
    const memoised = memoRecipeElement(render, noContext, useSystem);
    const first = memoised({ variant: "big", title: "t", children: "one" }, "ref 1") as ReactElement<
      Record<string, unknown>
    >;
    const second = memoised({ variant: "big", title: "t", children: "two" }, "ref 2") as ReactElement<
      Record<string, unknown>
    >;
    expect(render).toHaveBeenCalledTimes(1);
    expect(second.type).toBe(Styled);
    expect(second.props).toEqual({ ...first.props, children: "two", ref: "ref 2" });
    // the props in the order the component wrote them: the HTML's attributes follow it
    expect(Object.keys(second.props)).toEqual(Object.keys(first.props));
  });

  it("hands on an id as it is, and keeps apart what differs: props, their order, the context, the theme", () => {
    const render = recipeLikeRender();
    const memoised = memoRecipeElement(render, noContext, useSystem);
    memoised({ variant: "big", id: "a" }, null);
    const withB = memoised({ variant: "big", id: "b" }, null) as ReactElement<Record<string, unknown>>;
    expect(render).toHaveBeenCalledTimes(1);
    expect(withB.props.id).toBe("b");
    memoised({ variant: "small", id: "a" }, null);
    memoised({ id: "a", variant: "big" }, null);
    memoRecipeElement(render, () => ({ size: "sm" }), useSystem)({ variant: "big", id: "a" }, null);
    memoRecipeElement(render, noContext, () => ({}))({ variant: "big", id: "a" }, null);
    expect(render).toHaveBeenCalledTimes(5);
  });

  it("renders every time where the props or the context are not plain data, or the element is not the caller's", () => {
    const render = recipeLikeRender();
    const memoised = memoRecipeElement(render, noContext, useSystem);
    const onClick = () => {};
    memoised({ onClick }, null);
    memoised({ onClick }, null);
    const withFunctionContext = memoRecipeElement(render, () => ({ onClick }), useSystem);
    withFunctionContext({ variant: "big" }, null);
    withFunctionContext({ variant: "big" }, null);
    // a component that makes its own children is not remembered
    const ownChildren = vi.fn((props: Record<string, unknown>) => jsx(Styled, { ...props, children: "made here" }));
    const memoisedOwn = memoRecipeElement(ownChildren, noContext, useSystem);
    memoisedOwn({ title: "x", children: "given" }, null);
    memoisedOwn({ title: "x", children: "given" }, null);
    expect(render).toHaveBeenCalledTimes(4);
    expect(ownChildren).toHaveBeenCalledTimes(2);
  });
});
