import { describe, expect, it } from "vitest";
import {
  addressWithScheme,
  embedAddressFor,
  namedAddressProblem,
  ownSiteAddressProblem,
  telAddress,
} from "./addressForms";

describe("embedAddressFor", () => {
  it.each([
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"],
    ["https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"],
    ["https://m.youtube.com/watch?v=aqz-KE-bpKQ", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"],
    ["https://youtu.be/aqz-KE-bpKQ?si=x", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"],
    ["https://www.youtube.com/shorts/aqz-KE-bpKQ", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://acme.wistia.com/medias/k3x9m2p7qa", "https://fast.wistia.net/embed/iframe/k3x9m2p7qa"],
    ["https://www.loom.com/share/abc123def", "https://www.loom.com/embed/abc123def"],
  ])("%s → %s", (page, player) => {
    expect(embedAddressFor(page)).toBe(player);
  });

  it.each([
    "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    "https://www.youtube.com/embed/aqz-KE-bpKQ",
    "https://player.vimeo.com/video/76979871",
    "https://fast.wistia.net/embed/iframe/k3x9m2p7qa",
    "https://calendly.com/acme/demo",
    "not an address",
  ])("leaves a player or another address alone: %s", (address) => {
    expect(embedAddressFor(address)).toBeUndefined();
  });
});

describe("addressWithScheme", () => {
  it.each([
    ["help@example.com", "mailto:help@example.com"],
    ["+1 (555) 010-2030", "tel:+15550102030"],
    ["0044 20 7946 0958", "tel:00442079460958"],
    ["www.example.org", "https://www.example.org"],
    ["example.org/about?x=1", "https://example.org/about?x=1"],
  ])("%s → %s", (written, meant) => {
    expect(addressWithScheme(written)).toBe(meant);
  });

  it.each(["pricing", "about-us/team", "Call us", "2024", "v1.2"])("is no address: %s", (text) => {
    expect(addressWithScheme(text)).toBeUndefined();
  });

  it("writes a phone number as digits", () => {
    expect(telAddress("+44 (0)20 7946-0958")).toBe("tel:+4402079460958");
  });
});

describe("ownSiteAddressProblem", () => {
  const site = "https://www.example.com";
  it("finds this site's own address, with or without www, and keeps the path, query and anchor", () => {
    expect(ownSiteAddressProblem("https://www.example.com/pricing", site)?.hint).toBe('Write "/pricing".');
    expect(ownSiteAddressProblem("http://example.com/a/b?x=1#c", site)?.hint).toBe('Write "/a/b?x=1#c".');
    expect(ownSiteAddressProblem("https://app.example.com/login", site)).toBeUndefined();
    expect(ownSiteAddressProblem("https://other.org/pricing", site)).toBeUndefined();
  });

  it("finds an address on the author's own computer", () => {
    for (const href of ["http://localhost:5173/pricing", "http://127.0.0.1:4173/pricing", "http://[::1]/pricing"]) {
      expect(ownSiteAddressProblem(href, site)).toMatchObject({ code: "local-address" });
    }
  });
});

describe("namedAddressProblem", () => {
  it("names the @address of a link written out", () => {
    const links = { signup: "https://app.example.com/signup" };
    expect(namedAddressProblem("https://app.example.com/signup", links)?.hint).toMatch(/^Write "@signup"/);
    expect(namedAddressProblem("https://app.example.com/login", links)).toBeUndefined();
  });
});
