/**
 * node --import scripts/lib/typegenIntoSite.mjs …: loaded into React Router's dev server when the builder runs
 * installed in a site repository (scripts/dev.ts). The server writes the route types it makes for code editors
 * (`.react-router/types/`) into the folder it runs from, the builder's own there, and has no option to write them
 * elsewhere. Here its writes, folder creations and removals under that folder go into BUILDER_TYPEGEN_DIR (the
 * site's `.build-cache/react-router/`) instead, so the builder writes nothing into its own folder. Nothing reads
 * these files at run time: they are for TypeScript, and a site has no TypeScript routes.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const from = path.join(packageRoot, ".react-router");
const to = process.env.BUILDER_TYPEGEN_DIR;

/** `target` moved from the builder's .react-router/ into BUILDER_TYPEGEN_DIR; any other path as it was. */
export function redirected(target) {
  if (!to || (typeof target !== "string" && !(target instanceof URL))) return target;
  const full = path.resolve(target instanceof URL ? fileURLToPath(target) : target);
  const inside = path.relative(from, full);
  if (inside.startsWith("..") || path.isAbsolute(inside)) return target;
  return path.join(to, inside);
}

for (const name of ["writeFile", "mkdir", "rm"]) {
  const promised = fs.promises[name];
  fs.promises[name] = (target, ...rest) => promised(redirected(target), ...rest);
  const sync = fs[`${name}Sync`];
  fs[`${name}Sync`] = (target, ...rest) => sync(redirected(target), ...rest);
}
