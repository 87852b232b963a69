import { closeSync, openSync, readSync } from "node:fs";

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The pixel size of a PNG, JPEG or WebP file, read from its header (the first 64 KB at most), or undefined when
 * the file is missing or not one of those. Link previews need the share picture's width and height.
 */
export function imageSize(file: string): ImageSize | undefined {
  const bytes = fileHead(file, 65536);
  return bytes && (pngSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes));
}

/** A file's first bytes (up to `length`); undefined when it cannot be read. */
function fileHead(file: string, length: number): Buffer | undefined {
  try {
    const fd = openSync(file, "r");
    try {
      const bytes = Buffer.alloc(length);
      return bytes.subarray(0, readSync(fd, bytes, 0, length, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

function pngSize(b: Buffer): ImageSize | undefined {
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.toString("latin1", 12, 16) !== "IHDR") return undefined;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function jpegSize(b: Buffer): ImageSize | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    // start-of-frame markers (baseline, progressive, …), not DHT (c4), JPG (c8) or DAC (cc)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

function webpSize(b: Buffer): ImageSize | undefined {
  if (b.length < 30 || b.toString("latin1", 0, 4) !== "RIFF" || b.toString("latin1", 8, 12) !== "WEBP")
    return undefined;
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8 ") return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return undefined;
}

/**
 * The size an SVG file says it is drawn at: its root's `width` and `height` (unitless or px), else its `viewBox`'s;
 * undefined when it says neither (or in other units). What a browser needs to keep an SVG's place before it loads.
 */
export function svgSize(file: string): ImageSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(fileHead(file, 4096)?.toString("utf8") ?? "")?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1]?.trim();
  const pixels = (value: string | undefined) => {
    const number = value === undefined ? undefined : /^(\d+(?:\.\d+)?)(px)?$/.exec(value)?.[1];
    return number === undefined ? undefined : Number(number);
  };
  const width = pixels(attribute("width"));
  const height = pixels(attribute("height"));
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  const box = attribute("viewBox")
    ?.split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2] > 0 && box[3] > 0) return { width: Math.round(box[2]), height: Math.round(box[3]) };
  return undefined;
}
