import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildCacheDir } from "./cacheFolder";
import { builderCodeHash } from "./codeHash";
import { codeBundle } from "./codeBundle";

let serverDir: string;

describe("the builder's server bundle", () => {
  // the bundle npm run build renders with (made once per version of the builder, shared with the builds)
  beforeAll(async () => {
    const bundle = await codeBundle(buildCacheDir, builderCodeHash(), { verbose: false, status: () => {} });
    serverDir = path.dirname(bundle.serverEntry);
  }, 300_000);

  it("loads all of Chakra (a site's blocks' share) only when asked: no chunk imports it but by import()", () => {
    const files = [
      "index.js",
      ...readdirSync(path.join(serverDir, "assets"))
        .filter((name) => name.endsWith(".js"))
        .map((name) => `assets/${name}`),
    ];
    const chakra = files.find((file) => file.includes("chakra-for-site-blocks"));
    expect(chakra, "a chunk of virtual:chakra-for-site-blocks").toBeDefined();
    const name = path.basename(chakra!);
    const texts = files.map((file) => [file, readFileSync(path.join(serverDir, file), "utf8")] as const);
    const statically = new RegExp(`(?:from|import)\\s*["'][./a-z]*/${name.replace(/[.-]/g, "\\$&")}["']`);
    for (const [file, text] of texts) expect(statically.test(text), `${file} imports ${name} as it loads`).toBe(false);
    expect(
      texts.some(([, text]) => text.includes(`import("./assets/${name}")`) || text.includes(`import("./${name}")`)),
    ).toBe(true);
  });
});
