import type { Problem } from "../diagnostic.ts";
import { fieldPath } from "../fieldPath.ts";
import type { PictureUse } from "./findPictures.ts";
import { pictureLayouts, shownArea } from "./pictureLayouts.ts";

/** What the picture step learned of a source file (once per file per build). */
export type SourceFacts =
  | {
      ok: true;
      bytes: number;
      /** Upright size (after the EXIF rotation). */
      width: number;
      height: number;
      /** The decoder's name of the format: "jpeg", "png", "webp", "gif", "heif", … */
      format: string;
      /** Frames (an animated picture has more than one). */
      pages: number;
    }
  | {
      ok: false;
      bytes: number;
      reason: "empty" | "not-a-picture" | "heic" | "damaged" | "too-many-pixels";
      detail: string;
    };

export const largestSourceSide = 6000;
export const largestSourceBytes = 15 * 1024 * 1024;

/** The formats the picture step reads, by what the decoder calls them. */
const readable = new Set(["jpeg", "png", "webp", "avif", "gif"]);

export interface PictureProblem extends Problem {
  warning: boolean;
  /** The field it concerns, in the picture's object. */
  field: "src" | "alt";
}

/** A phone's HEIC photo: browsers do not show it, and the build cannot decode it (no HEVC decoder). */
const heicProblem = (use: PictureUse, at: string): PictureProblem => ({
  warning: false,
  field: "src",
  code: "picture-heic",
  cause: use.src,
  message: `${at}: "${use.src}" is a HEIC photo (the format iPhones and many Android phones save), which browsers do not show and the build cannot read.`,
  hint: 'Export it as JPEG (on a Mac: open it in Preview, File › Export, Format "JPEG"; on Windows: open it in Photos, Save as JPEG; on an iPhone, for later photos: Settings › Camera › Formats › "Most Compatible"), then use the .jpg file.',
});

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A file name as alt text ("IMG_2041.jpg", "photo-3.png"): read aloud, it tells a listener nothing. */
export const altIsFileName = (alt: string) =>
  /^[\w .()-]+\.(jpe?g|png|webp|avif|gif|heic|svg|tiff?)$/i.test(alt.trim());

/** The problems (a picture the build cannot make) and warnings of one place a picture is shown. */
export function pictureProblems(use: PictureUse, facts: SourceFacts): PictureProblem[] {
  const at = fieldPath(`${use.pointer}/src`);
  const found: PictureProblem[] = [];
  if (altIsFileName(use.alt))
    found.push({
      warning: true,
      field: "alt",
      code: "picture-alt-file-name",
      message: `${fieldPath(`${use.pointer}/alt`)}: the description "${use.alt}" is a file name; screen readers read it aloud as it is.`,
      hint: 'Say what the picture shows ("Sam Rivera at the front desk"), or write "" when it is only decoration.',
    });
  if (!facts.ok && facts.reason === "heic") return [...found, heicProblem(use, at)];
  if (!facts.ok) {
    const problem = (message: string, hint: string): PictureProblem => ({
      warning: false,
      field: "src",
      code: facts.reason === "too-many-pixels" ? "picture-too-many-pixels" : "picture-unreadable",
      cause: use.src,
      message: `${at}: ${message}`,
      hint,
    });
    switch (facts.reason) {
      case "empty":
        found.push(problem(`"${use.src}" is an empty file (0 bytes).`, "Copy the picture into public/ again."));
        break;
      case "heic":
        break;
      case "not-a-picture":
        found.push(
          problem(
            `"${use.src}" is not a picture the build can read (${facts.detail}).`,
            "Save it as JPEG, PNG, WebP, AVIF or GIF (renaming a file does not change what it is).",
          ),
        );
        break;
      case "damaged":
        found.push(
          problem(
            `"${use.src}" is damaged or cut short (${facts.detail}).`,
            "Copy or export the picture into public/ again.",
          ),
        );
        break;
      case "too-many-pixels":
        found.push(
          problem(
            `"${use.src}" declares ${facts.detail}, more than the build reads (100 million pixels) from a ${megabytes(facts.bytes)} file.`,
            "Save a smaller copy (at most 6000 px on its longer side).",
          ),
        );
        break;
    }
    return found;
  }
  if (facts.format === "heic") return [...found, heicProblem(use, at)];
  if (!readable.has(facts.format))
    return [
      ...found,
      {
        warning: false,
        field: "src",
        code: "picture-unreadable",
        cause: use.src,
        message: `${at}: "${use.src}" is a ${facts.format.toUpperCase()} file, not the picture its name says.`,
        hint: "Save it as JPEG, PNG, WebP, AVIF or GIF.",
      },
    ];
  const longer = Math.max(facts.width, facts.height);
  if (longer > largestSourceSide || facts.bytes > largestSourceBytes)
    found.push({
      warning: true,
      field: "src",
      code: "picture-source-too-large",
      cause: use.src,
      message: `${at}: "${use.src}" is ${facts.width}×${facts.height} px and ${megabytes(facts.bytes)}; sources over ${largestSourceSide} px or 15 MB slow every cold build.`,
      hint: "Save a copy at most 6000 px on its longer side (the build makes the sizes visitors need).",
    });
  const layout = pictureLayouts[use.layout];
  const shown = shownArea(layout, facts);
  if (shown.width < layout.maxCssWidth)
    found.push({
      warning: true,
      field: "src",
      code: "picture-too-small",
      message: `${at}: "${use.src}" shows ${shown.width} px wide here, but this place draws it up to ${layout.maxCssWidth} px wide: it will look blurry.`,
      hint: `Use a source at least ${layout.maxCssWidth * 2} px wide (twice the width shown, for sharp screens).`,
    });
  if (facts.pages > 1)
    found.push({
      warning: true,
      field: "src",
      code: "picture-animated",
      message: `${at}: "${use.src}" is animated (${facts.pages} frames); the site shows its first frame, still.`,
      hint: 'For a moving picture, save it as a video (MP4) and show it with a "video" block; for a still one, save its frame as JPEG or PNG.',
    });
  return found;
}
