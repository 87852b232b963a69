import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeUpload, uploadFileName, uploadFolder } from "./publicUpload";

let root: string;
let publicDir: string;
const bytes = (s: string) => new TextEncoder().encode(s);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "upload-"));
  publicDir = path.join(root, "public");
  mkdirSync(publicDir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("uploadFileName", () => {
  it("makes the name a valid address with the extension of the real type", () => {
    expect(uploadFileName("Team Photo (Final) 2024.PNG", "png")).toBe("team-photo-final-2024.png");
    expect(uploadFileName("Café Außen.jpeg", "jpeg")).toBe("cafe-au-en.jpg");
    expect(uploadFileName("logo.png", "svg")).toBe("logo.svg");
    expect(uploadFileName("../../etc/passwd", "png")).toBe("passwd.png");
    expect(uploadFileName("C:\\Users\\me\\..\\évent.webp", "webp")).toBe("event.webp");
    expect(uploadFileName(".htaccess", "png")).toBe("image.png");
    expect(uploadFileName("%2e%2e%2fx.png", "png")).toBe("2e-2e-2fx.png");
    expect(uploadFileName("图片.avif", "avif")).toBe("image.avif");
    expect(uploadFileName("a".repeat(200) + ".png", "png")).toBe("a".repeat(60) + ".png");
  });
});

describe("uploadFolder", () => {
  it("takes plain folders of public/ and refuses anything that could leave it", () => {
    expect(uploadFolder(undefined)).toEqual(["images"]);
    expect(uploadFolder("/logos")).toEqual(["logos"]);
    expect(uploadFolder("/images/team")).toEqual(["images", "team"]);
    for (const bad of [
      "/..",
      "/images/../..",
      "..",
      "/etc/../../x",
      "/images/%2e%2e",
      "/a%2Fb",
      "\\..\\x",
      "//x",
      "/Images",
      "/.git",
      "/images/",
      7,
    ])
      expect(() => uploadFolder(bad), String(bad)).toThrow(/not a plain folder|must be a path/);
  });
});

describe("storeUpload", () => {
  it("writes into the folder, creating it, and answers the address", () => {
    expect(storeUpload(publicDir, ["images", "team"], "ada.png", bytes("one"))).toEqual({
      path: "/images/team/ada.png",
      type: "png",
    });
    expect(readFileSync(path.join(publicDir, "images/team/ada.png"), "utf8")).toBe("one");
  });

  it("never overwrites: the same bytes are reused, different ones get a suffix", () => {
    storeUpload(publicDir, ["images"], "logo.svg", bytes("one"));
    expect(storeUpload(publicDir, ["images"], "logo.svg", bytes("one"))).toEqual({
      path: "/images/logo.svg",
      type: "svg",
      existing: true,
    });
    expect(storeUpload(publicDir, ["images"], "logo.svg", bytes("two"))).toEqual({
      path: "/images/logo-2.svg",
      type: "svg",
      renamedFrom: "/images/logo.svg",
    });
    expect(storeUpload(publicDir, ["images"], "logo.svg", bytes("three")).path).toBe("/images/logo-3.svg");
    expect(readFileSync(path.join(publicDir, "images/logo.svg"), "utf8")).toBe("one");
  });

  it("does not follow a symbolic link out of the public folder, as a folder or as the file's name", () => {
    const outside = path.join(root, "outside");
    mkdirSync(outside);
    symlinkSync(outside, path.join(publicDir, "images"));
    expect(() => storeUpload(publicDir, ["images"], "a.png", bytes("x"))).toThrow(/outside the public folder/);
    expect(() => storeUpload(publicDir, ["images", "deeper"], "a.png", bytes("x"))).toThrow(/outside the public/);
    expect(existsSync(path.join(outside, "deeper"))).toBe(false);

    mkdirSync(path.join(publicDir, "logos"));
    const secret = path.join(outside, "secret.png");
    writeFileSync(secret, "secret");
    symlinkSync(secret, path.join(publicDir, "logos/a.png"));
    const result = storeUpload(publicDir, ["logos"], "a.png", bytes("x"));
    expect(result.path).toBe("/logos/a-2.png");
    expect(readFileSync(secret, "utf8")).toBe("secret");
  });
});
