// Which embed addresses the "delayed" video player recognises as Wistia media, and the scripts it loads for them.
import { describe, expect, it } from "vitest";
import { wistiaEmbedScript, wistiaMediaId } from "./wistia";

describe("wistiaMediaId", () => {
  it.each([
    ["https://fast.wistia.net/embed/iframe/abc123xyz", "abc123xyz"],
    ["https://fast.wistia.com/embed/medias/abc123xyz", "abc123xyz"],
    ["https://fast.wistia.net/embed/iframe/abc123xyz?videoFoam=true", "abc123xyz"],
    ["https://fast.wistia.net/embed/iframe/abc123xyz#t=30", "abc123xyz"],
    ["https://fast.wistia.com/embed/medias/abc123xyz.jsonp", "abc123xyz"],
    ["https://fast.wistia.net/embed/iframe/AbC123/", "AbC123"],
  ])("finds the media id of %s", (url, id) => {
    expect(wistiaMediaId(url)).toBe(id);
  });

  it.each([
    "https://www.youtube.com/embed/abc123xyz",
    "http://fast.wistia.net/embed/iframe/abc123xyz", // not https
    "https://fast.wistia.net.evil.test/embed/iframe/abc123xyz", // another host that starts the same
    "https://evil.test/https://fast.wistia.net/embed/iframe/abc123xyz",
    "https://fast.wistia.net/embed/iframe/", // no id
    'https://fast.wistia.net/embed/iframe/abc"onload=x', // an id is letters and digits only
    "https://fast.wistia.net/embed/playlists/abc123xyz",
  ])("finds none in %s", (url) => {
    expect(wistiaMediaId(url)).toBeUndefined();
  });

  it("names the embed script of a media id", () => {
    expect(wistiaEmbedScript("abc123xyz")).toBe("https://fast.wistia.com/embed/abc123xyz.js");
  });
});
