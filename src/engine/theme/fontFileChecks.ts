import { closeSync, openSync, readSync } from "node:fs";
import path from "node:path";
import type { SiteTheme } from "../../generated/config-types.ts";
import type { Issue } from "../explainErrors.ts";
import { fieldPath } from "../fieldPath.ts";
import { isRecord } from "../isRecord.ts";
import { fontFacesOf } from "./fontFaces.ts";

/** The first bytes of each kind of font file (TrueType and OpenType share the sfnt wrapper). */
const kinds = [
  { name: "WOFF2", magic: ["wOF2"], extensions: ["woff2"] },
  { name: "WOFF", magic: ["wOFF"], extensions: ["woff"] },
  { name: "TrueType/OpenType", magic: ["\0\x01\0\0", "true", "OTTO"], extensions: ["ttf", "otf"] },
];

/** What a file's first bytes say it is, in words, when it is no font. */
function whatItIs(head: string): string {
  if (/^\s*</.test(head)) return 'it starts with "<", like a web page (an HTML page saved in place of the font?)';
  if (head.startsWith("PK")) return "it is a zip archive (unpack it and take the .woff2 file inside)";
  if (head.length === 0) return "it is empty";
  return `it starts with ${JSON.stringify(head.replace(/[^\x20-\x7e]/g, "."))}`;
}

function firstBytes(file: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const buffer = Buffer.alloc(4);
    const read = readSync(fd, buffer, 0, 4, 0);
    return buffer.subarray(0, read).toString("latin1");
  } catch {
    return undefined; // missing: the file link check reports it (missing-public-file)
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * site.json "theme": each font file in public/ is a font of the kind its name says (by its first bytes: woff2
 * "wOF2", woff "wOFF", ttf/otf the sfnt header). Missing files are left to the file link check.
 */
export function fontFileChecks(site: unknown, publicDir: string): Issue[] {
  const theme = isRecord(site) && isRecord(site.theme) ? (site.theme as unknown as SiteTheme) : undefined;
  if (!theme) return [];
  const faces = [...fontFacesOf(theme.font, "font"), ...fontFacesOf(theme.headingFont, "headingFont")];
  return faces.flatMap((face): Issue[] => {
    if (typeof face.src !== "string" || !face.src.startsWith("/")) return [];
    const head = firstBytes(path.join(publicDir, face.src));
    if (head === undefined) return [];
    const extension = face.src.slice(face.src.lastIndexOf(".") + 1).toLowerCase();
    const expected = kinds.find((kind) => kind.extensions.includes(extension));
    const actual = kinds.find((kind) => kind.magic.some((magic) => head.startsWith(magic)));
    if (!expected || actual === expected) return [];
    const pointer = `/theme${face.pointer}`;
    const where = `${fieldPath(pointer)}: "${face.src}"`;
    if (actual)
      return [
        {
          pointer,
          at: "value",
          code: "font-file-not-a-font",
          message: `${where} is a ${actual.name} font, not ${expected.name} as its name says.`,
          hint: `Rename it to .${actual.extensions[0]} (and write that name here), or use the ${expected.name} file.`,
        },
      ];
    return [
      {
        pointer,
        at: "value",
        code: "font-file-not-a-font",
        message: `${where} is not a font file: ${whatItIs(head)}; a ${expected.name} file starts with "${expected.magic[0].replace("\0\x01\0\0", "\\0\\1\\0\\0")}".`,
        hint: `Put the font file itself at public${face.src} (download the .${extension} file, not the page that offers it).`,
      },
    ];
  });
}
