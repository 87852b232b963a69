import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { UploadResponse } from "../shared/uploadApi.ts";
import type { ImageType } from "./imageType.ts";

export const DEFAULT_UPLOAD_FOLDER = "/images";
const extensions: Record<ImageType, string> = { png: "png", jpeg: "jpg", webp: "webp", avif: "avif", svg: "svg" };
const segment = /^[a-z0-9][a-z0-9_-]*$/;

export class UploadRefusal extends Error {}

/**
 * A file name that is a valid, readable address: the base name of what the user's file was called, accents
 * dropped, lower-case letters, digits and single hyphens, with the extension of the type its bytes have.
 */
export function uploadFileName(given: string, type: ImageType): string {
  const base = String(given).split(/[\\/]/).pop() ?? "";
  const stem = base
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${stem || "image"}.${extensions[type]}`;
}

/** The folder of public/ an upload goes to, as path segments; refused unless plain lower-case names. */
export function uploadFolder(folder: unknown): string[] {
  const given = folder === undefined || folder === "" ? DEFAULT_UPLOAD_FOLDER : folder;
  if (typeof given !== "string" || given.length > 200)
    throw new UploadRefusal("The folder must be a path such as /images.");
  const parts = given.split("/").filter((p, i) => !(i === 0 && p === ""));
  if (parts.length > 5 || parts.some((p) => !segment.test(p)))
    throw new UploadRefusal(
      `The folder ${JSON.stringify(given)} is not a plain folder of public/ (lower-case letters, digits, - and _ between slashes, such as /images/team).`,
    );
  return parts;
}

/**
 * Writes an upload into public/ and answers where the site serves it. The folder is created when missing and
 * must lie inside public/ once symbolic links are followed. An existing file is never overwritten: the same
 * bytes are reused, different ones get a suffix (-2, -3 …). The file is created exclusively, so a link placed
 * at its name is not followed.
 */
export function storeUpload(publicDir: string, folder: string[], name: string, bytes: Uint8Array): UploadResponse {
  mkdirSync(publicDir, { recursive: true });
  const root = realpathSync(publicDir);
  const inside = (p: string) => p === root || p.startsWith(root + path.sep);
  // check the part of the folder that exists before creating the rest, and the whole after
  let existing = path.join(root, ...folder);
  while (!existsSync(existing)) existing = path.dirname(existing);
  if (!inside(realpathSync(existing))) throw new UploadRefusal("The folder leads outside the public folder.");
  const target = path.join(root, ...folder);
  mkdirSync(target, { recursive: true });
  const real = realpathSync(target);
  if (!inside(real)) throw new UploadRefusal("The folder leads outside the public folder.");

  const dot = name.lastIndexOf(".");
  const [stem, extension] = [name.slice(0, dot), name.slice(dot)];
  const type = extension.slice(1) === "jpg" ? "jpeg" : (extension.slice(1) as ImageType);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? name : `${stem}-${n}${extension}`;
    const absolute = path.join(real, candidate);
    const address = "/" + [...folder, candidate].join("/");
    try {
      writeFileSync(absolute, bytes, { flag: "wx" });
      return { path: address, type, ...(n > 1 ? { renamedFrom: "/" + [...folder, name].join("/") } : {}) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const stat = lstatSync(absolute);
      if (stat.isFile() && !stat.isSymbolicLink() && Buffer.from(bytes).equals(readFileSync(absolute)))
        return { path: address, type, existing: true };
    }
  }
  throw new UploadRefusal(`Too many files are named like ${name} in that folder: rename the file and try again.`);
}
