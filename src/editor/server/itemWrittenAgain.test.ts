import { describe, expect, it } from "vitest";
import { itemWrittenAgain } from "./itemWrittenAgain";

const request = (path: string) => ({
  collection: "team",
  slug: "bo",
  value: { name: "Bo, mine" },
  baseHash: "h",
  force: true,
  path,
});

describe("itemWrittenAgain", () => {
  it("writes a file of its own whole, and adds a list's entry at its end keeping the other entries", () => {
    expect(itemWrittenAgain(request("collections/team/bo.json"), undefined).text).toBe(
      '{\n  "$schema": "../team.schema.json",\n  "name": "Bo, mine"\n}\n',
    );
    const list = '{\n  "items": [{ "slug": "ann", "name": "Ann" }]\n}\n';
    const again = JSON.parse(itemWrittenAgain(request("collections/team.json"), list).text) as unknown;
    expect(again).toEqual({
      items: [
        { slug: "ann", name: "Ann" },
        { slug: "bo", name: "Bo, mine" },
      ],
    });
    expect(JSON.parse(itemWrittenAgain(request("collections/team.json"), undefined).text)).toEqual({
      items: [{ slug: "bo", name: "Bo, mine" }],
    });
  });

  it("refuses a file that is not the item's, and never replaces a list file that is no list", () => {
    expect(() => itemWrittenAgain(request("collections/other/bo.json"), undefined)).toThrow(/not the file of the item/);
    expect(() => itemWrittenAgain(request("pages/bo.json"), undefined)).toThrow(/not the file of the item/);
    expect(() => itemWrittenAgain(request("collections/team.json"), "{ broken")).toThrow(/not a list any more/);
  });
});
