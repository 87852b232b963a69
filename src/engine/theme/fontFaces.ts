import type { SiteTheme, ThemeFont } from "../../generated/config-types.ts";

/** One font file of a theme font, as its @font-face rule states it. */
export interface FontFace {
  family: string;
  src: string;
  /** "400", or a variable font's range "100 900". */
  weight: string;
  style: "normal" | "italic";
  /** Where it is written in site.json, under /theme ("/font/files/1/src"). */
  pointer: string;
}

const formats: Record<string, { format: string; type: string }> = {
  woff2: { format: "woff2", type: "font/woff2" },
  woff: { format: "woff", type: "font/woff" },
  ttf: { format: "truetype", type: "font/ttf" },
  otf: { format: "opentype", type: "font/otf" },
};

/** The @font-face format() and the preload type of a font file, by its extension. */
export function fontFormatOf(src: string): { format: string; type: string } {
  return formats[src.slice(src.lastIndexOf(".") + 1).toLowerCase()] ?? formats.woff2;
}

/** The files of one theme font: its "file" (today's form) and each of its "files". */
export function fontFacesOf(font: ThemeFont | undefined, key: "font" | "headingFont"): FontFace[] {
  if (!font) return [];
  const faces: FontFace[] = [];
  if (font.file)
    faces.push({
      family: font.family,
      src: font.file,
      weight: font.weight ?? "400",
      style: "normal",
      pointer: `/${key}/file`,
    });
  (font.files ?? []).forEach((file, i) =>
    faces.push({
      family: font.family,
      src: file.src,
      weight: String(file.weight ?? 400),
      style: file.style ?? "normal",
      pointer: `/${key}/files/${i}/src`,
    }),
  );
  return faces;
}

/** How far a face is from drawing `weight` upright: 0 when it holds it (a variable range included). */
function distance(face: FontFace, weight: number): number {
  const [low, high = low] = face.weight.split(" ").map(Number);
  const off = weight < low ? low - weight : weight > high ? weight - high : 0;
  return off + (face.style === "normal" ? 0 : 10_000);
}

/** The face the browser picks for `weight` (upright, nearest weight first). */
function faceFor(faces: FontFace[], weight: number): FontFace | undefined {
  return [...faces].sort((a, b) => distance(a, weight) - distance(b, weight))[0];
}

/** The weight headings are drawn in (the heading recipe's "bold"). */
export const headingWeight = 700;

/**
 * The font files the first screen uses, to preload: the body font's regular (400) file, and the file of the
 * heading font (the body font when there is none) at the headings' weight. Each file once.
 */
export function firstScreenFaces(theme: Pick<SiteTheme, "font" | "headingFont"> | undefined): FontFace[] {
  const body = fontFacesOf(theme?.font, "font");
  const heading = theme?.headingFont ? fontFacesOf(theme.headingFont, "headingFont") : body;
  const picked = [faceFor(body, 400), faceFor(heading, headingWeight)].filter((face) => face !== undefined);
  return picked.filter((face, i) => picked.findIndex((other) => other.src === face.src) === i);
}
