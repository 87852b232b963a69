import type { UploadResponse } from "../shared/uploadApi.ts";

export type ImageType = UploadResponse["type"];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image type of a file from its bytes (magic numbers), never from its name or declared type; undefined
 * when it is none of PNG, JPEG, WebP, AVIF or SVG. An SVG is recognised by its text starting with an `<svg`
 * element (after an XML declaration and comments); whether it is safe is svgProblem's question.
 */
export function imageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (isAvif(bytes)) return "avif";
  if (looksLikeSvg(bytes)) return "svg";
  return undefined;
}

/** An ISO-BMFF file whose "ftyp" box names the AVIF brand (major or compatible). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const size = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(size, bytes.length);
  if (size < 16) return false;
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((b) => b === "avif" || b === "avis");
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = svgText(bytes);
  if (text === undefined) return false;
  const head = text.replace(/^\uFEFF/, "").replace(/^(?:\s+|<\?xml[^?]*\?>|<!--[\s\S]*?-->)*/, "");
  return /^<svg[\s>/]/.test(head);
}

/** The file as UTF-8 text, or undefined when it is not valid UTF-8. */
export function svgText(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Names a few common types that are refused, so the message can say what the file is. */
export function otherType(bytes: Uint8Array): string | undefined {
  if (ascii(bytes, 0, 4) === "GIF8") return "a GIF image";
  if (ascii(bytes, 0, 5) === "%PDF-") return "a PDF document";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "a ZIP archive";
  if (ascii(bytes, 0, 2) === "BM") return "a BMP image";
  if (ascii(bytes, 4, 8) === "ftyp") return "a video or HEIC image";
  return undefined;
}
