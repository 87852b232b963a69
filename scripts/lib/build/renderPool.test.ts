import { expect, it } from "vitest";
import { withoutTsx } from "./renderPool";

it("starts render threads with the build's Node options but tsx's loader, however it was given", () => {
  expect(withoutTsx(["--import", "tsx", "--cpu-prof"])).toEqual(["--cpu-prof"]);
  expect(withoutTsx(["--import", "file:///repo/node_modules/tsx/dist/loader.mjs", "--inspect"])).toEqual(["--inspect"]);
  expect(withoutTsx(["--require=/repo/node_modules/tsx/dist/preflight.cjs", "--import=tsx"])).toEqual([]);
  expect(withoutTsx(["--import", "./other.mjs", "--max-old-space-size=4096"])).toEqual([
    "--import",
    "./other.mjs",
    "--max-old-space-size=4096",
  ]);
});
